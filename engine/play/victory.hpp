#pragma once
#include "engine/play/battle.hpp"

namespace caisson {

// Asked at the end of every turn: the scenario's victory function first; then a side with
// nothing left on the field (or to come) loses; then the battle's victory terms in order
// (army effectiveness, casualties, the countdown clock, objectives at their turn); at the turn
// limit, objective points decide. Degree of defeat, when the terms ask for it, sets the level.
void decide_victory(Battle& b);

// Each side's objective points held now.
std::array<int, 2> objective_points(const Battle& b);
// Fresh units (on the table, not routing, no stand lost) as a percentage of the side's units
// that have come on; 100 before any has.
double army_effectiveness(const Battle& b, Side s);
// Stands lost as a percentage of the stands the side has brought on; 0 before any has.
double casualty_percent(const Battle& b, Side s);
// Jackson's degree of defeat for a victory by `winner`: the level from how far the loser's
// casualty percentage exceeds the winner's, in steps of `step` points.
VictoryLevel degree_of_defeat(const Battle& b, Side winner, double step);

}  // namespace caisson
