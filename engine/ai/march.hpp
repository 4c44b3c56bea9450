#pragma once
// Moving a unit toward a point: the longest legal step, on a road when one serves.
#include "engine/play/battle.hpp"
#include "engine/play/controller.hpp"

namespace caisson {

// Beyond this distance from the nearest enemy a column keeps to roads.
constexpr double kRoadMarchDistance = 30.0;

// Tries the longest legal step toward `to`, ending with `facing`; true if a move was made. Where
// the rules refuse every step it turns in place to `facing`, if that is a turn of at least
// `least_turn_in_place` degrees.
bool step_toward(const Battle& b, const Unit& u, Vec2 to, double facing, ActionPort& port, double least_turn_in_place = 0);

// Where a column far from the enemy should head next on its way to `goal`: along a road that
// passes near it and brings it closer, else straight at the goal.
Vec2 road_waypoint(const Battle& b, const Unit& u, Vec2 goal);

}  // namespace caisson
