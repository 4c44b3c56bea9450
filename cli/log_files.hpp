#pragma once
// Reading a battle log and writing what is drawn from it, for `render`, `replay` and `run --replay`.
#include <string>

#include "render/battle_log.hpp"

namespace caisson::cli {

// Throws BadInput (exit 2) for a missing or unreadable log.
render::BattleLog read_log(const std::string& path);

// Writes to a temporary file beside `path`, then renames it, so a failed write leaves any
// older file whole. An empty path or "-" writes to standard output. Throws BadInput.
void write_output(const std::string& path, const std::string& text, const char* option);

}  // namespace caisson::cli
