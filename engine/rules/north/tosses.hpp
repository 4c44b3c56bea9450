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

// 1D6 + modifier against the unit's stands (a battery's crew figures): passes on that or less.
// `what` names the action ("to charge"); a literal, as the log keeps it.
bool accomplishment_toss(Battle& b, const NorthParameters& p, const Unit& u, int modifier, std::string_view what);

// 1D6: a move across an obstacle goes ahead on obstacle_passed_on or less.
bool obstacle_toss(Battle& b, const NorthParameters& p, const Unit& u);

}  // namespace caisson::north
