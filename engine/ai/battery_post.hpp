#pragma once
// Where a battery of the brigade commander's stands: it unlimbers where it sees an enemy within
// its reach down a lane clear of friends; when friends mask it, it limbers and moves to one of a
// handful of posts beside or ahead of where it stood (each a terrain test, then one rules check),
// rather than trying every target every phase.
#include "engine/ai/battle_plan.hpp"
#include "engine/ai/brigade_plan.hpp"
#include "engine/play/controller.hpp"

namespace caisson {

// The battery's move for this phase; false when it has nothing to do as a battery (limbered,
// no enemy in sight: it marches with its brigade).
bool post_battery(const Battle& b, const Unit& gun, const FormationNode& brigade, const BrigadePlan& plan, ActionPort& port);

}  // namespace caisson
