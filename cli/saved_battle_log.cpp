#include "cli/saved_battle_log.hpp"

#include <fmt/format.h>

#include "bindings/battle_loader.hpp"
#include "cli/errors.hpp"
#include "cli/memory_log.hpp"
#include "cli/save_loading.hpp"
#include "engine/ai/army_command.hpp"
#include "engine/persist/save_checks.hpp"
#include "engine/persist/save_file.hpp"
#include "engine/play/driver.hpp"

namespace caisson::cli {
namespace {

// The state part of two saves alike, compared through the readable form every field is written in.
bool same_state(BattleSave replayed, const BattleSave& saved) {
  replayed.battle_file = saved.battle_file;
  replayed.content_root = saved.content_root;
  replayed.scripts = saved.scripts;
  return encode_save(replayed, SaveFormat::json) == encode_save(saved, SaveFormat::json);
}

}  // namespace

std::string log_of_saved_battle(const BattleSave& save, const std::string& what) {
  lua::LoadedBattle loaded = load_battle_of_save(save.scripts, save.content_root, save.rules, what);
  Battle battle(loaded.scenario, save.seed);
  try {
    check_save_fits(battle, save);
  } catch (const SaveError& e) {
    throw BadInput(fmt::format("{}: {}", what, e.what()));
  }
  battle.built_in_commanders = save.built_in_commanders;
  MemoryLog log(battle);
  ArmyCommand commander(battle.scenario->controllers, battle.built_in_commanders);
  Driver driver(battle, commander, commander);
  if (save.turn_point.stage == TurnStage::between_turns) driver.stop_after(save.turn);
  else driver.stop_after_phase(save.turn, save.turn_point.played);
  std::string failed;
  try {
    driver.play();
  } catch (const lua::ScriptError& e) {
    failed = e.what();  // the battle file's text came from the save, which may have been altered
  }
  if (!failed.empty()) throw carried_file_failed(what, "battle", failed);
  BattleSave replayed;
  capture_state(battle, replayed);
  if (battle.turn != save.turn || battle.turn_point.played != save.turn_point.played || !same_state(replayed, save))
    throw BadInput(fmt::format(
        "{}: played again from its seed, the saved battle does not reach the state it was saved in after turn {} "
        "(a save from another version of caisson?); resume it with --log json and draw that log instead",
        what, save.turn));
  return log.take();
}

}  // namespace caisson::cli
