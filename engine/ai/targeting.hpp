#pragma once
// Questions the built-in commander asks about the enemy: who is nearest, and whom a battery sees.
#include <algorithm>
#include <optional>

#include "engine/play/battle.hpp"

namespace caisson {

// A cheap lower bound on the gap between two units' footprints (see gap_at_least in
// engine/geometry/oriented_rect.hpp).
inline double gap_at_least(const Unit& u, const Unit& e) { return gap_at_least(u.footprint, e.footprint); }

// The nearest present enemy unit, and how far its footprint is from ours.
struct Sighting {
  UnitId unit = kNone;
  double distance = 0;
};
std::optional<Sighting> nearest_enemy(const Battle& b, const Unit& u);

// Within the sighted enemy's fire where one stands, an inch over (he may step up to it): the
// commander's one measure of being under fire, for a brigade's posture and a unit marching off.
inline bool under_fire_of(const Battle& b, const Sighting& enemy) {
  return enemy.distance <= b.advisor().fire_range(b.unit(enemy.unit)) + 1;
}

// How near two units may stand before either could fire on the other, an inch over.
inline double either_fire_reach(const Battle& b, const Unit& u, const Unit& enemy) {
  return std::max(b.advisor().fire_range(u), b.advisor().fire_range(enemy)) + 1;
}

// The nearest enemy of `viewer`'s side whose position lies within `range` of `from` and which the
// ground does not hide from there (a battery looking for work). Ties go to the later in unit order.
std::optional<UnitId> nearest_visible_enemy(const Battle& b, Side viewer, Vec2 from, double range);

// An enemy within this distance of a brigade's objective threatens it.
constexpr double kObjectiveThreatRadius = 12.0;

}  // namespace caisson
