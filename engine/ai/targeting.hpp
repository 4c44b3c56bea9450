#pragma once
// Questions the built-in commander asks about the enemy: who is nearest, who can be shot.
#include <optional>

#include "engine/play/battle.hpp"

namespace caisson {

// The nearest present enemy unit, and how far its footprint is from ours.
struct Sighting {
  UnitId unit = kNone;
  double distance = 0;
};
std::optional<Sighting> nearest_enemy(const Battle& b, const Unit& u);

// The best target the rules let this unit fire at now: the nearest legal one.
std::optional<UnitId> best_target(const Battle& b, const Unit& u);

}  // namespace caisson
