#include "engine/rules/placement.hpp"

#include <vector>

#include "engine/play/battle.hpp"
#include "engine/rules/refusal_reasons.hpp"
#include "engine/rules/units_near.hpp"

namespace caisson {
namespace {

constexpr double kNear = 0.1;        // inches: a unit farther than this from the place is not in it
constexpr double kPlaceContact = 0.01;    // inches: an enemy this near touches
constexpr double kPlaceEdgeToEdge = 0.02; // inches a friend's footprint may lie on the place's edge
constexpr double kStopStep = 0.25;  // inches between the places farthest_room_along tries
constexpr double kShortOfImpassable = 0.01;  // inches a way driven at impassable ground stops short of it

}  // namespace

std::optional<std::string> placement_problem(const Battle& b, const Unit& u, const OrientedRect& where, const Placement& rules) {
  if (!b.field().on_table(where)) return reason("it would leave the table");
  // Only units near the place can be in it: the grid finds them, asked in unit order so the
  // first in the way is named as it always was.
  thread_local std::vector<UnitId> near;
  units_near_in_order(b, Box{where.center, where.center}, where.radius() + kNear, near);
  for (UnitId id : near) {
    const Unit& o = b.unit(id);
    if (o.id == u.id || !o.present()) continue;
    if (distance(o.position, where.center) > o.footprint.radius() + where.radius() + kNear) continue;
    if (o.side != u.side && !rules.may_touch_enemies) {
      if (!o.footprint.within(where, kPlaceContact)) continue;
      if (rules.contact_note.empty()) return reason("it would contact {}", o.name);
      return reason("it would contact {} ({})", o.name, rules.contact_note);
    }
    OrientedRect shrunk = where;
    shrunk.width -= kPlaceEdgeToEdge;
    shrunk.depth -= kPlaceEdgeToEdge;
    if (o.footprint.overlaps(shrunk)) return reason("it would end on top of {}", o.name);
  }
  return std::nullopt;
}

bool has_room(const Battle& b, const Unit& u, const OrientedRect& where) {
  QuietReasons quiet;
  return !placement_problem(b, u, where);
}

std::optional<std::string> impassable_way(const Battle& b, Vec2 from, Vec2 to) {
  if (b.field().enters_impassable(from, to)) return reason("the ground is impassable");
  return std::nullopt;
}

double open_way(const Battle& b, Vec2 from, Vec2 dir, double distance) {
  const auto entry = b.field().impassable_entry(from, from + dir * distance);
  return entry ? std::max(0.0, *entry - kShortOfImpassable) : distance;
}

Vec2 toward_home(const Battle& b, const Unit& u) {
  // Which edge is its own says which way, not where the unit stands (one on the very edge too).
  return b.scenario->home_edge_y[u.side] < b.field().depth() / 2 ? Vec2{0, -1} : Vec2{0, 1};
}

std::optional<Vec2> room_to_fall_back(const Battle& b, const Unit& u, double distance, Footprint fp) {
  const Vec2 back = toward_home(b, u);
  const double open = open_way(b, u.position, back, 2 * distance);
  for (double extra = 0; extra <= distance; extra += 0.5) {
    if (distance + extra > open) return std::nullopt;
    const Vec2 at = u.position + back * (distance + extra);
    const OrientedRect where{at, fp.width, fp.depth, normalize_facing(u.facing)};
    if (!b.field().on_table(where) || has_room(b, u, where)) return at;
  }
  return std::nullopt;
}

std::optional<Vec2> farthest_room_along(const Battle& b, const Unit& u, Vec2 dir, double distance, Footprint fp) {
  const auto room_at = [&](double along) -> std::optional<Vec2> {
    const Vec2 at = u.position + dir * along;
    if (!has_room(b, u, OrientedRect{at, fp.width, fp.depth, normalize_facing(u.facing)})) return std::nullopt;
    return at;
  };
  // Back from the far end in steps short enough that where it halts it stands nearly against what
  // blocked it.
  distance = open_way(b, u.position, dir, distance);
  for (double along = distance; along > 0; along -= kStopStep)
    if (auto at = room_at(along)) return at;
  return room_at(0);
}

}  // namespace caisson
