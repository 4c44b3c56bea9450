#pragma once
// Loading a battle file for a command: resolving its path and content root, and the --rules
// override.
#include <filesystem>
#include <memory>
#include <string>

#include "bindings/battle_loader.hpp"

namespace caisson::cli {

// Throws BadInput for a missing file; lua::ScriptError for anything wrong inside it.
lua::LoadedBattle load_battle_file(const std::string& file, const std::string& rules_override = "");

// The default battle, played when `caisson run` is given no file.
std::string default_battle();

}  // namespace caisson::cli
