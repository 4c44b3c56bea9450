#include "engine/rules/line_of_sight.hpp"

#include <vector>

#include "engine/play/battle.hpp"

namespace caisson {

bool clear_sight(const Battle& b, const Unit& firer, const Unit& target) {
  return clear_sight(b, firer, eye_of(b, firer), target);
}

Eye eye_of(const Battle& b, const Unit& firer) {
  return {firer.footprint.front_center(), b.field().level_of(firer.footprint)};
}

bool clear_sight(const Battle& b, const Unit& firer, const Eye& eye, const Unit& target) {
  const double to_level = b.field().level_of(target.footprint);
  if (!b.field().terrain_clear(eye.at, eye.level, target.position, to_level, b.rules->sight_into_cover())) return false;
  // Only the units standing about the line can be in its way: the grid finds them, and the
  // thread's lists keep their room from one question to the next.
  const Segment line{eye.at, target.position};
  thread_local std::vector<UnitId> near;
  thread_local std::vector<SightBlocker> blockers;
  b.units_near(bounds_of(line), 0.01, near);
  blockers.clear();
  for (UnitId id : near) {
    const Unit& o = b.unit(id);
    if (o.present() && o.id != firer.id && o.id != target.id)
      blockers.push_back({o.footprint, b.field().level_of(o.footprint), o.side == firer.side});
  }
  return Battlefield::units_clear(line, eye.level, to_level, blockers);
}

bool any_part_in_arc(const OrientedRect& from, const OrientedRect& target, double half_arc) {
  return any_part_in(from.front_arc(half_arc), target);
}

bool any_part_in(const OrientedRect::FrontArc& arc, const OrientedRect& target) {
  if (arc.contains(target.center)) return true;
  for (Vec2 c : target.corners())
    if (arc.contains(c)) return true;
  return false;
}

}  // namespace caisson
