#pragma once
// Where a brigade is going and how it holds together, in ruleset-neutral terms.
#include <optional>

#include "engine/play/battle.hpp"

namespace caisson {

// Units keep within this many inches of their brigade's centre (igor's command radius is 8" of
// the brigade general, who rides at the centre).
constexpr double kCohesionRadius = 7.0;
// Under Hold a unit counts as on its objective within this distance.
constexpr double kHoldRadius = 3.0;

// What the brigade's standing order asks of it, its word read through its rule system's table.
OrderIntent order_intent(const Battle& b, const FormationNode& brigade);

// Where a brigade is heading under its standing order; nullopt means stay put.
std::optional<Vec2> brigade_goal(const Battle& b, const FormationNode& brigade);

// The centre of the brigade's present units; the unit's own position when it is alone.
Vec2 brigade_centre(const Battle& b, const FormationNode& brigade);

// Where a unit stands when its brigade is at `goal`: the goal plus the unit's offset from the
// brigade's centre, drawn in to the cohesion radius so stragglers close up.
Vec2 station(const Battle& b, const Unit& u, const FormationNode& brigade, Vec2 goal);

}  // namespace caisson
