#pragma once
// Columns shake out into line before they come into musket range.
#include "engine/ai/targeting.hpp"
#include "engine/play/controller.hpp"

namespace caisson {

// Columns deploy within this distance of the enemy at the least (more when the enemy's reach
// plus a move is longer).
constexpr double kDeployDistance = 24.0;

// The distance from the enemy at which this unit should be in line.
double deploy_distance(const Battle& b, const Unit& u);

// A column near the enemy changes to line; true if it did.
bool deploy_to_line(const Battle& b, const Unit& u, const std::optional<Sighting>& enemy, ActionPort& port);

}  // namespace caisson
