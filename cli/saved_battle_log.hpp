#pragma once
// The JSON Lines log of a saved battle, for `render` and `replay`: a save holds the battle's
// scripts, seed and state, not its log, so the battle is played again from its seed (its own
// embedded scripts, the same controllers) up to the saved turn, and the state reached is checked
// against the saved one before the log is trusted.
#include <string>

#include "engine/persist/battle_save.hpp"

namespace caisson::cli {

// Throws BadInput naming `what` when the replay does not reach the saved state.
std::string log_of_saved_battle(const BattleSave& save, const std::string& what);

}  // namespace caisson::cli
