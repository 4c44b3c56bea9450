// caisson run: play one battle from start to finish (or to a save point) and tell it.
#include <memory>
#include <random>

#include "cli/battle_file.hpp"
#include "cli/battle_session.hpp"
#include "cli/commander_choice.hpp"
#include "cli/commands.hpp"
#include "cli/content_root.hpp"
#include "cli/exit_codes.hpp"

namespace caisson::cli {
namespace {

struct RunOptions {
  std::string file;
  std::optional<std::uint64_t> seed;
  std::string rules;
  std::vector<std::string> commanders;  // SIDE=NAME
  TellingOptions telling;
  SaveOptions saving;
};

int run_battle(const RunOptions& o) {
  const SaveOptions saving = checked_save_options(o.saving);
  const CommanderChoice choice = parse_commander_choice(o.commanders);
  std::string file = o.file.empty() ? default_battle() : o.file;
  lua::LoadedBattle loaded = load_battle_file(file, o.rules);
  std::uint64_t seed = o.seed ? *o.seed : std::random_device{}();
  Battle battle(loaded.scenario, seed);
  if (report_setup_problems(battle)) return kBadInput;  // as `check` would: no battle on a bad set-up
  battle.built_in_commanders = commanders_for(choice, loaded.scenario->side_names, loaded.scenario->title);
  BattleOrigin origin{file, content_root_for(file).string(), false};
  return play_session(loaded, battle, origin, o.telling, saving);
}

}  // namespace

CommandAction add_run(CLI::App& app) {
  auto o = std::make_shared<RunOptions>();
  CLI::App* cmd = app.add_subcommand("run", "Play a battle from start to finish");
  cmd->add_option("file", o->file, "The battle file (default: scripts/first_bull_run.lua)");
  cmd->add_option("--seed", o->seed, "The dice seed; the same seed replays the same battle (default: random, printed)");
  cmd->add_option("--rules", o->rules, "Play under another rule system than the battle file names");
  add_commander_option(*cmd, o->commanders);
  add_telling_options(*cmd, o->telling, true);
  add_save_options(*cmd, o->saving);
  return [o] { return run_battle(*o); };
}

}  // namespace caisson::cli
