#include "engine/ai/targeting.hpp"

#include <limits>

namespace caisson {

std::optional<Sighting> nearest_enemy(const Battle& b, const Unit& u) {
  std::optional<Sighting> best;
  for (const Unit& e : b.units) {
    if (e.side == u.side || !e.present()) continue;
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
    double d = u.footprint.distance_to(e.footprint);
    if (d > range || d >= best_distance) continue;
    if (b.rules->check(b, Fire{u.id, e.id})) continue;
    best = e.id;
    best_distance = d;
  }
  return best;
}

}  // namespace caisson
