#pragma once
// north's two plain tosses of one die: the accomplishment toss (a unit succeeds on its strength
// or less) and the toss to cross an obstacle. Each is logged as a test with what was needed.
#include <string_view>

#include "engine/rules/north/parameters.hpp"

namespace caisson {
struct Battle;
struct Unit;
}  // namespace caisson

namespace caisson::north {

// A toss passes when the die and its modifier come to `at_most` or less.
inline bool toss_passes(int total, int at_most) { return total <= at_most; }

// 1D6 + modifier against the unit's stands (a battery's crew figures): passes on that or less.
// `what` names the action ("to charge") and `modifier_is` the modifier's cause; literals, as the
// log keeps them.
bool accomplishment_toss(Battle& b, const NorthParameters& p, const Unit& u, int modifier, std::string_view what,
                         std::string_view modifier_is = "modifier");

// 1D6: a move across an obstacle goes ahead on obstacle_passed_on or less.
bool obstacle_toss(Battle& b, const NorthParameters& p, const Unit& u);

}  // namespace caisson::north
