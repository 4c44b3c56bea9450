#include "engine/ai/targeting.hpp"

#include <algorithm>
#include <limits>
#include <utility>
#include <vector>

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
  // The nearest enemy in range that the rules let it fire on (ties: the first in unit order).
  // Candidates are gathered with their distances and asked nearest first, so the rules' fire
  // check (line of fire: the expensive part) runs until the first legal target, not once per
  // enemy in range. The buffer is the thread's own and keeps its capacity between calls.
  thread_local std::vector<std::pair<double, UnitId>> candidates;
  candidates.clear();
  for (const Unit& e : b.units) {
    if (e.side == u.side || !e.present()) continue;
    if (gap_at_least(u, e) > range) continue;
    double d = u.footprint.distance_to(e.footprint);
    if (d > range) continue;
    candidates.emplace_back(d, e.id);
  }
  std::sort(candidates.begin(), candidates.end());  // by distance, then by id: the unit order
  for (const auto& [d, id] : candidates)
    if (!b.rules->check(b, Fire{u.id, id})) return id;
  return std::nullopt;
}

}  // namespace caisson
