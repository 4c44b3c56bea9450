#pragma once
// Problems with a battle's opening positions that only show once the ruleset has sized every
// unit: units off the table, units standing on each other. Each message leads with the battle
// file and the line the unit is declared on, and names the units' brigades.
#include <string>
#include <vector>

#include "engine/play/battle.hpp"

namespace caisson {

std::vector<std::string> setup_problems(const Battle& b);

}  // namespace caisson
