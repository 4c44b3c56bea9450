#pragma once
// Batteries: limber to move, unlimber where a target is in range and the ground lets them see it.
#include "engine/play/battle.hpp"
#include "engine/play/controller.hpp"

namespace caisson {

// A battery's move-phase decision; true when it acted (or chose to stay) and needs no march.
// "Line of fire" here is the terrain's (woods, towns, hills): units in the way are the rules'
// to judge when it fires.
bool play_battery(const Battle& b, const Unit& gun, const FormationNode& brigade, ActionPort& port);

}  // namespace caisson
