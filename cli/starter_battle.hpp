#pragma once
#include <string>

namespace caisson::cli {

// The text of a small, commented battle that uses each part of a battle file; `file` is where
// it is written, as its header tells the user to check and run it.
std::string starter_battle(const std::string& name, const std::string& file);

}  // namespace caisson::cli
