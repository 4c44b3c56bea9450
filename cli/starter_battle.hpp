#pragma once
#include <string>

namespace caisson::cli {

// The text of a small, commented battle that uses each part of a battle file.
std::string starter_battle(const std::string& name);

}  // namespace caisson::cli
