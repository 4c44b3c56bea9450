#include "engine/rules/line_of_sight.hpp"

#include <vector>

#include "engine/play/battle.hpp"

namespace caisson {

bool clear_sight(const Battle& b, const Unit& firer, const Unit& target) {
  double from_level = b.field().level_of(firer.footprint), to_level = b.field().level_of(target.footprint);
  Vec2 from = firer.footprint.front_center();
  if (!b.field().terrain_clear(from, from_level, target.position, to_level)) return false;
  // Only the units standing about the line can be in its way: the grid finds them, and the
  // thread's lists keep their room from one question to the next.
  const Segment line{from, target.position};
  thread_local std::vector<UnitId> near;
  thread_local std::vector<SightBlocker> blockers;
  b.units_near(bounds_of(line), 0.01, near);
  blockers.clear();
  for (UnitId id : near) {
    const Unit& o = b.unit(id);
    if (o.present() && o.id != firer.id && o.id != target.id)
      blockers.push_back({o.footprint, b.field().level_of(o.footprint), o.side == firer.side});
  }
  return Battlefield::units_clear(line, from_level, to_level, blockers);
}

bool any_part_in_arc(const OrientedRect& from, const OrientedRect& target, double half_arc) {
  if (from.in_front_arc(target.center, half_arc)) return true;
  for (Vec2 c : target.corners())
    if (from.in_front_arc(c, half_arc)) return true;
  return false;
}

}  // namespace caisson
