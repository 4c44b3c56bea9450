#include "engine/ai/targeting.hpp"

#include <algorithm>
#include <limits>
#include <span>
#include <vector>

namespace caisson {

namespace {

// Brings `best` up to date with the enemies among `spots`, all standing `beyond` inches or more
// from the unit's centre (`reach`: the unit's radius and a margin for rounding, as in
// gap_at_least). A unit is looked up only when its bounding circle might come as near as the
// best so far; none is, when the cell's distance settles that for all of them (94% of the units
// handed over at Gettysburg were passed over; two thirds of those now go with their cell). Ties
// go to the first in unit order, whatever order the units come in.
void nearest_among(const Battle& b, const Unit& u, double reach, std::span<const UnitGrid::Spot> spots,
                   double beyond, std::optional<Sighting>& best) {
  if (best && beyond - reach > best->distance) return;
  const Vec2 at = u.footprint.center;
  for (const UnitGrid::Spot& s : spots) {
    if (best && distance(at, s.at) - reach - s.radius > best->distance) continue;
    const Unit& e = b.unit(s.id);
    if (e.side == u.side || !e.present()) continue;
    double d = u.footprint.distance_to(e.footprint);
    if (!best || d < best->distance || (d == best->distance && e.id < best->unit)) best = Sighting{e.id, d};
  }
}

// The search itself: ring by ring outward until nobody unseen could be nearer. `hint`, an enemy
// likely near (the one nearest when last asked), is measured first: the nearer the first answer,
// the fewer units the search measures and the sooner it stops. The answer is the same with or
// without it (the nearest, ties to the first in unit order).
std::optional<Sighting> search_nearest_enemy(const Battle& b, const Unit& u, UnitId hint = kNone) {
  std::optional<Sighting> best;
  if (hint != kNone && static_cast<std::size_t>(hint) < b.units.size()) {  // (it may be another battle's)
    const Unit& e = b.unit(hint);
    if (e.side != u.side && e.present()) best = Sighting{e.id, u.footprint.distance_to(e.footprint)};
  }
  const double reach = u.footprint.radius() + 1e-6;
  b.nearest_outward(
      u.footprint.center, other(u.side),
      [&](std::span<const UnitGrid::Spot> spots, double beyond) { nearest_among(b, u, reach, spots, beyond, best); },
      // Done once nobody unseen could be nearer (nor as near: ties go by unit id).
      [&](double farther_than) { return best && best->distance < farther_than - u.footprint.radius(); });
  return best;
}

// A unit standing where it stood when its nearest enemy was `before` (the enemy's layout then
// `then`), with only a few enemies placed, come on or gone since and not that one: the nearest
// now is the nearer of it and those few (the rest stand as far as they did, and no nearer than it,
// the ties already settled by unit order). Nothing when the search must be made afresh.
constexpr std::size_t kFewChanges = 12;

std::optional<std::optional<Sighting>> nearest_after_changes(const Battle& b, const Unit& u,
                                                             const std::optional<Sighting>& before, std::uint64_t then) {
  thread_local std::vector<UnitId> changed;
  if (!b.changed_since(other(u.side), then, kFewChanges, changed)) return std::nullopt;
  if (before && std::find(changed.begin(), changed.end(), before->unit) != changed.end()) return std::nullopt;
  std::optional<Sighting> best = before;
  for (UnitId id : changed) {
    const Unit& e = b.unit(id);
    if (!e.present()) continue;
    if (best && gap_at_least(u, e) > best->distance) continue;
    const double d = u.footprint.distance_to(e.footprint);
    if (!best || d < best->distance || (d == best->distance && id < best->unit)) best = Sighting{id, d};
  }
  return best;
}

}  // namespace

std::optional<Sighting> nearest_enemy(const Battle& b, const Unit& u) {
  // A unit's hold-fire and movement decisions both ask, with friends moving and charging in
  // between: while the unit stands where it did, the answer holds past its friends' moves and
  // is carried past a few enemies' (nearest_after_changes). The thread's own, per unit.
  struct LastSearch {
    const Battle* battle = nullptr;  // (a battle never moves: its units' records stay with it)
    std::uint64_t enemy_layout = 0;
    OrientedRect from;
    std::optional<Sighting> nearest;
  };
  if (&u != &b.unit(u.id)) return search_nearest_enemy(b, u);  // a unit imagined elsewhere
  thread_local std::vector<LastSearch> last;
  if (last.size() < b.units.size()) last.resize(b.units.size());
  LastSearch& r = last[static_cast<std::size_t>(u.id)];
  const std::uint64_t enemy_layout = b.layout_of(other(u.side));
  if (r.enemy_layout == enemy_layout && r.from.same_as(u.footprint)) return r.nearest;  // (most often)
  if (r.battle == &b && r.from.same_as(u.footprint)) {
    if (const auto nearest = nearest_after_changes(b, u, r.nearest, r.enemy_layout)) {
      r = {&b, enemy_layout, u.footprint, *nearest};
      return r.nearest;
    }
  }
  const UnitId hint = r.nearest ? r.nearest->unit : kNone;
  r = {&b, enemy_layout, u.footprint, search_nearest_enemy(b, u, hint)};
  return r.nearest;
}

std::optional<UnitId> nearest_visible_enemy(const Battle& b, Side viewer, Vec2 from, double range) {
  thread_local std::vector<std::pair<double, UnitId>> near;
  thread_local std::vector<UnitId> ids;
  near.clear();
  b.units_of_side_near(other(viewer), from, range, ids);
  for (UnitId id : ids) {
    const Unit& e = b.unit(id);
    if (!e.present()) continue;
    if (double d = distance(from, e.position); d <= range) near.emplace_back(d, -id);  // -id: the later first
  }
  std::sort(near.begin(), near.end());
  const double level = b.field().level_at(from);
  for (const auto& [d, minus_id] : near) {
    const Vec2 at = b.unit(-minus_id).position;
    if (b.field().terrain_clear(from, level, at, b.field().level_at(at), b.rules->sight_into_cover())) return -minus_id;
  }
  return std::nullopt;
}

}  // namespace caisson
