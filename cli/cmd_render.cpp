// caisson render: the map of one turn of a played battle, as SVG.
#include <memory>
#include <optional>

#include <fmt/format.h>

#include "cli/commands.hpp"
#include "cli/errors.hpp"
#include "cli/exit_codes.hpp"
#include "cli/log_files.hpp"
#include "render/map_svg.hpp"

namespace caisson::cli {
namespace {

struct RenderOptions {
  std::string log;
  std::optional<int> turn;
  std::string out;
};

int render_map(const RenderOptions& o) {
  render::BattleLog log = read_log(o.log);
  int turn = o.turn ? *o.turn : log.last_turn();
  if (turn < 0 || turn > log.last_turn())
    throw BadInput(fmt::format("--turn {}: {} was played to turn {} (0 is the set-up)", turn, o.log, log.last_turn()));
  write_output(o.out, render::map_svg(log, turn), "-o");
  return kSuccess;
}

}  // namespace

CommandAction add_render(CLI::App& app) {
  auto o = std::make_shared<RenderOptions>();
  CLI::App* cmd = app.add_subcommand("render", "Draw the map of one turn of a battle log as SVG");
  cmd->add_option("log", o->log, "The battle's JSON Lines log (run --log json) or a save (run --save-at T --save PATH)")->required();
  cmd->add_option("--turn", o->turn, "The turn to draw, at its end; 0 is the set-up (default: the last)");
  cmd->add_option("-o,--out", o->out, "Write the SVG here (default: standard output)");
  return [o] { return render_map(*o); };
}

}  // namespace caisson::cli
