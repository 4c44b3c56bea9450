#pragma once
// Generals at risk: one standing with a unit that is shot at and marked, that fights and is
// marked, or that routs or is destroyed in a fight rolls a risk die (6: killed). A fallen
// general is replaced on a D6: 1-2 not at all, 3-4 by a worse one, 5-6 by one as good.
#include "engine/rules/ap/parameters.hpp"

namespace caisson {
struct Battle;
struct Commander;
struct Unit;
}  // namespace caisson

namespace caisson::ap {

// Every general (division, corps or army) standing with the unit rolls a risk die.
void generals_with_unit_at_risk(Battle& b, const ApParameters& p, const Unit& u, std::string_view risk);
// One risk roll: true if the general fell.
bool risk_roll(Battle& b, const ApParameters& p, Commander& c, std::string_view risk);
void replace_general(Battle& b, const Commander& fallen);

}  // namespace caisson::ap
