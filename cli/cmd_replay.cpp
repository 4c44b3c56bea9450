// caisson replay: one self-contained HTML page to step through a played battle turn by turn.
#include <memory>

#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"
#include "cli/log_files.hpp"
#include "render/replay_page.hpp"

namespace caisson::cli {
namespace {

struct ReplayOptions {
  std::string log;
  std::string out;
};

int write_replay(const ReplayOptions& o) {
  write_output(o.out, render::replay_page(read_log(o.log)), "-o");
  return kSuccess;
}

}  // namespace

CommandAction add_replay(CLI::App& app) {
  auto o = std::make_shared<ReplayOptions>();
  CLI::App* cmd = app.add_subcommand("replay", "Write a replay page (one HTML file, no network needed) of a battle log");
  cmd->add_option("log", o->log, "The battle's JSON Lines log (run --log json) or a save (run --save-at T --save PATH)")->required();
  cmd->add_option("-o,--out", o->out, "Write the page here (default: standard output)");
  return [o] { return write_replay(*o); };
}

}  // namespace caisson::cli
