#pragma once
#include <filesystem>

namespace caisson::cli {

// The folder holding scripts/, events/ and campaigns/ for a battle file: the nearest ancestor of
// the file that has a scripts/ or events/ folder; else the current directory.
std::filesystem::path content_root_for(const std::filesystem::path& battle_file);

// Where the default battle and `caisson new` look: the current directory if it holds scripts/,
// else the source tree the program was built from.
std::filesystem::path default_content_root();

}  // namespace caisson::cli
