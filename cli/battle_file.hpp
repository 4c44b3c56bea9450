#pragma once
// Loading a battle file for a command: resolving its path and content root, and the --rules
// override.
#include <filesystem>
#include <memory>
#include <string>

#include "bindings/battle_loader.hpp"
#include "engine/play/battle.hpp"

namespace caisson::cli {

// Throws BadInput for a missing file; lua::ScriptError for anything wrong inside it.
lua::LoadedBattle load_battle_file(const std::string& file, const std::string& rules_override = "");

// Prints the set-up problems of a battle just made from its file (units off the table or on
// each other, each naming the file and line); true when there were any, which makes the file
// bad input.
bool report_setup_problems(const Battle& battle);

// The default battle, played when `caisson run` is given no file.
std::string default_battle();

}  // namespace caisson::cli
