// caisson resume: continue a saved battle exactly where it stopped.
#include <memory>

#include <fmt/format.h>

#include "cli/battle_session.hpp"
#include "cli/commands.hpp"
#include "cli/errors.hpp"
#include "cli/save_loading.hpp"
#include "engine/persist/save_file.hpp"

namespace caisson::cli {
namespace {

struct ResumeOptions {
  std::string save;
  TellingOptions telling;
  SaveOptions saving;
};

int resume_battle(const ResumeOptions& o) {
  const SaveOptions saving = checked_save_options(o.saving);
  BattleSave save = read_user_save(o.save);
  lua::LoadedBattle loaded = load_battle_of_save(save.scripts, save.content_root, save.rules, o.save);
  Battle battle(loaded.scenario, save.seed);
  std::string refused;
  try {
    restore_state(battle, save);
  } catch (const SaveError& e) {
    refused = e.what();
  } catch (const lua::ScriptError& e) {
    refused = e.what();  // the saved b.vars did not load back
  }
  if (!refused.empty()) throw BadInput(fmt::format("{}: {}", o.save, refused));
  if (battle.outcome) throw BadInput(fmt::format("{}: that battle is already over (turn {})", o.save, battle.outcome->turn));
  const bool within_turn = battle.turn_point.stage != TurnStage::between_turns;
  const int save_at = saving.save_at, after = saving.after_phases;
  const bool passed = save_at < battle.turn ||
                      (save_at == battle.turn && (!within_turn || (after > 0 && after <= battle.turn_point.played)));
  if (save_at > 0 && passed) {
    const std::string stands = within_turn ? fmt::format("in turn {}, after the {} phase", battle.turn, battle.phase)
                                           : fmt::format("after turn {}", battle.turn);
    throw BadInput(fmt::format("--save-at {}: the save already stands {}", saving.save_point, stands));
  }
  BattleOrigin origin{save.battle_file, save.content_root, true};
  std::string failed;
  try {
    return play_session(loaded, battle, origin, o.telling, saving);
  } catch (const lua::ScriptError& e) {
    failed = e.what();  // the battle file's text came from the save, which may have been altered
  }
  throw carried_file_failed(o.save, "battle", failed);
}

}  // namespace

CommandAction add_resume(CLI::App& app) {
  auto o = std::make_shared<ResumeOptions>();
  CLI::App* cmd = app.add_subcommand("resume", "Continue a saved battle exactly where it stopped");
  cmd->add_option("save", o->save, "The save file")->required();
  add_telling_options(*cmd, o->telling, false);
  add_save_options(*cmd, o->saving);
  return [o] { return resume_battle(*o); };
}

}  // namespace caisson::cli
