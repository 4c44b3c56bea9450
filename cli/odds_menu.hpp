#pragma once
// What `caisson odds` can answer: every rule system's procedures, one rule system's with their
// options, or one procedure's options.
#include <string>
#include <string_view>

#include "engine/odds/procedure.hpp"

namespace caisson::cli {

std::string odds_menu();
std::string odds_menu(std::string_view rules);
std::string procedure_help(std::string_view rules, const odds::OddsProcedure& p);

}  // namespace caisson::cli
