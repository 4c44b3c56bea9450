#pragma once
// Reading a battle log and writing what is drawn from it, for `render`, `replay` and `run --replay`.
#include <string>

#include "render/battle_log.hpp"

namespace caisson::cli {

// A JSON Lines battle log or a battle save (told apart by their contents, not their names; a
// save is played again from its seed to get its log). Throws BadInput (exit 2) for a missing
// or unreadable file, or one that is neither.
render::BattleLog read_log(const std::string& path);

// Writes to a temporary file beside `path`, then renames it, so a failed write leaves any
// older file whole. An empty path or "-" writes to standard output. Throws BadInput.
void write_output(const std::string& path, const std::string& text, const char* option);

}  // namespace caisson::cli
