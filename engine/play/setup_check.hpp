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
// and the table's edge near it all taken, or the enemy across its way at the entry; a brigade
// with no way to reach its objective (engine/play/objective_reach.hpp).
std::vector<std::string> setup_warnings(const Battle& b);

// How the rule system made its units of the battle file's, where that changed the troops: a
// brigade-scale rule system merges each brigade's regiments into one unit of so many stands, from
// its house rules brigade_stands_least to brigade_stands_most (engine/rules/brigade_stands.hpp).
// A line per side that changed ("USA's 58 units of the file play as 19, its 157 stands as 123;
// brigades of 2 to 8 stands (house rules brigade_stands_least, brigade_stands_most)"), one per
// unit whose stands are not its regiments' ("Lawton's: 6 units of 18 stands play as one unit of
// 8, cut to brigade_stands_most 8"), and of those, the ones the scale cut or raised (`cut`, which
// the narrative tells: a merge alone loses nothing); all empty when every unit is the file's own.
struct TroopConversion {
  std::vector<std::string> sides, units, cut;
  bool empty() const { return sides.empty() && units.empty(); }
};
TroopConversion troop_conversion(const Battle& b);

}  // namespace caisson
