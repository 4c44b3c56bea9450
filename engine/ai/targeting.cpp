#include "engine/ai/targeting.hpp"

#include <limits>

namespace caisson {
namespace {

// A cheap lower bound on u.footprint.distance_to(e.footprint): the gap between their bounding
// circles, less a margin for rounding. Skipping an enemy whose bound already exceeds what we
// look for leaves every answer exactly as the full test gives it.
double gap_at_least(const Unit& u, const Unit& e) {
  return distance(u.footprint.center, e.footprint.center) - u.footprint.radius() - e.footprint.radius() - 1e-6;
}

}  // namespace

std::optional<Sighting> nearest_enemy(const Battle& b, const Unit& u) {
  std::optional<Sighting> best;
  for (const Unit& e : b.units) {
    if (e.side == u.side || !e.present()) continue;
    if (best && gap_at_least(u, e) > best->distance) continue;
    double d = u.footprint.distance_to(e.footprint);
    if (!best || d < best->distance) best = Sighting{e.id, d};
  }
  return best;
}

std::optional<UnitId> best_target(const Battle& b, const Unit& u) {
  double range = b.rules->fire_range(u);
  if (range <= 0) return std::nullopt;
  std::optional<UnitId> best;
  double best_distance = std::numeric_limits<double>::max();
  for (const Unit& e : b.units) {
    if (e.side == u.side || !e.present()) continue;
    const double at_least = gap_at_least(u, e);
    if (at_least > range || at_least > best_distance) continue;
    double d = u.footprint.distance_to(e.footprint);
    if (d > range || d >= best_distance) continue;
    if (b.rules->check(b, Fire{u.id, e.id})) continue;
    best = e.id;
    best_distance = d;
  }
  return best;
}

}  // namespace caisson
