#pragma once
#include "engine/play/battle.hpp"

namespace caisson {

// Asked at the end of every turn: the scenario's victory function first; then a side with
// nothing left on the field (or to come) loses; at the turn limit, objective points decide.
void decide_victory(Battle& b);

// Each side's objective points held now.
std::array<int, 2> objective_points(const Battle& b);

}  // namespace caisson
