// caisson run: play one battle from start to finish and tell it.
#include <cstdio>
#include <memory>
#include <random>

#include <fmt/format.h>

#include "cli/battle_file.hpp"
#include "cli/commands.hpp"
#include "cli/errors.hpp"
#include "cli/exit_codes.hpp"
#include "cli/replay_recorder.hpp"
#include "engine/ai/standing_orders.hpp"
#include "engine/play/driver.hpp"
#include "engine/play/jsonl_writer.hpp"
#include "engine/play/narrative.hpp"

namespace caisson::cli {
namespace {

struct RunOptions {
  std::string file;
  std::optional<std::uint64_t> seed;
  std::string log = "text";
  std::string out;
  std::string rules;
  std::string replay;
  bool dice = false;
};

// A file opened for the log, closed on every path out.
struct OutputFile {
  std::FILE* f = stdout;
  explicit OutputFile(const std::string& path) {
    if (path.empty()) return;
    f = std::fopen(path.c_str(), "w");
    if (!f) throw BadInput(fmt::format("--out: cannot write {}", path));
  }
  ~OutputFile() {
    if (f != stdout) std::fclose(f);
  }
  OutputFile(const OutputFile&) = delete;
  OutputFile& operator=(const OutputFile&) = delete;
};

int run_battle(const RunOptions& o) {
  lua::LoadedBattle loaded = load_battle_file(o.file.empty() ? default_battle() : o.file, o.rules);
  std::uint64_t seed = o.seed ? *o.seed : std::random_device{}();
  OutputFile out(o.out);
  Battle battle(loaded.scenario, seed);
  Narrative narrative(out.f, o.dice);
  JsonLinesWriter json(out.f);
  if (o.log == "text") battle.log.attach(&narrative);
  if (o.log == "json") battle.log.attach(&json);
  ReplayRecorder replay(battle, o.replay);
  StandingOrdersCommander commander;
  Driver driver(battle, commander, commander);
  const Outcome& result = driver.play();
  replay.write_page();
  if (o.log == "quiet") {
    std::string winner = result.winner < 0 ? "draw" : battle.side_name(static_cast<Side>(result.winner));
    fmt::print(out.f, "seed {}: {} {} on turn {} ({})\n", seed, winner, name_of(result.level), result.turn, result.condition);
  }
  return kSuccess;
}

}  // namespace

CommandAction add_run(CLI::App& app) {
  auto o = std::make_shared<RunOptions>();
  CLI::App* cmd = app.add_subcommand("run", "Play a battle from start to finish");
  cmd->add_option("file", o->file, "The battle file (default: scripts/first_bull_run.lua)");
  cmd->add_option("--seed", o->seed, "The dice seed; the same seed replays the same battle (default: random, printed)");
  cmd->add_option("--log", o->log, "How to tell the battle: text (narrative), json (JSON Lines) or quiet (the result only)")
      ->check(CLI::IsMember({"text", "json", "quiet"}));
  cmd->add_option("--out", o->out, "Write the log to this file instead of standard output");
  cmd->add_option("--rules", o->rules, "Play under another rule system than the battle file names");
  cmd->add_option("--replay", o->replay, "Also write the battle's replay page (one HTML file) here");
  cmd->add_flag("--dice", o->dice, "Show every dice roll in the narrative");
  return [o] { return run_battle(*o); };
}

}  // namespace caisson::cli
