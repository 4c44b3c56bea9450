#include "engine/rules/placement.hpp"

#include "engine/play/battle.hpp"
#include "engine/rules/refusal_reasons.hpp"

namespace caisson {

std::optional<std::string> placement_problem(const Battle& b, const Unit& u, const OrientedRect& where, bool may_touch_enemies) {
  if (!b.field().on_table(where)) return reason("it would leave the table");
  for (const Unit& o : b.units) {
    if (o.id == u.id || !o.present()) continue;
    if (distance(o.position, where.center) > o.footprint.radius() + where.radius() + 0.1) continue;
    if (o.side != u.side && !may_touch_enemies) {
      if (o.footprint.distance_to(where) < 0.01) return reason("it would contact {}", o.name);
      continue;
    }
    OrientedRect shrunk = where;
    shrunk.width -= 0.02;
    shrunk.depth -= 0.02;
    if (o.footprint.overlaps(shrunk)) return reason("it would end on top of {}", o.name);
  }
  return std::nullopt;
}

bool has_room(const Battle& b, const Unit& u, const OrientedRect& where) {
  QuietReasons quiet;
  return !placement_problem(b, u, where);
}

}  // namespace caisson
