#pragma once
// Problems with a battle's opening positions that only show once the ruleset has sized every
// unit: units off the table, units standing on each other. Each message leads with the battle
// file and the line the unit is declared on, and names the units' brigades.
#include <string>
#include <vector>

#include "engine/play/battle.hpp"

namespace caisson {

std::vector<std::string> setup_problems(const Battle& b);

// What set-up allows but is most likely a mistake, for `caisson check` to warn of (exit 0): a
// reinforcement whose head would find no room to come on — its entry, the ground beside its way
// and the table's edge near it all taken, or the enemy across its way at the entry.
std::vector<std::string> setup_warnings(const Battle& b);

}  // namespace caisson
