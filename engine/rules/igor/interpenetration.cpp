#include "engine/rules/igor/interpenetration.hpp"

#include <algorithm>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "engine/play/battle.hpp"
#include "engine/rules/refusal_reasons.hpp"
#include "engine/rules/igor/footprint.hpp"
#include "engine/rules/igor/morale.hpp"
#include "engine/rules/igor/outcomes.hpp"

namespace caisson::igor {
std::span<const UnitId> friends_passed_through(const Battle& b, const IgorParameters& p, const Unit& u, const Move& m) {
  // Friends are listed in the order the path meets them (then in unit order). The footprint goes
  // turned to its new facing all the way; where it starts and ends is not passing through.
  const Segment path{u.position, m.to};
  const double length = path.length();
  OrientedRect moving = footprint_at(p, u, u.position, m.facing, u.formation);
  const double reach = moving.radius() + 1e-6;
  moving.width -= kEdgeToEdge;
  moving.depth -= kEdgeToEdge;
  const Vec2 dir = length > 0 ? (m.to - u.position) * (1 / length) : Vec2{};
  thread_local std::vector<std::pair<double, UnitId>> met;  // the thread's own: kept between calls
  met.clear();
  thread_local std::vector<UnitId> near;
  b.units_near(bounds_of(path), reach, near);
  constexpr double kEnds = 1e-9;
  for (UnitId id : near) {
    const Unit& o = b.unit(id);
    if (o.id == u.id || !o.present() || o.side != u.side) continue;
    if (distance_point_segment(o.footprint.center, path) > reach + o.footprint.radius()) continue;
    if (auto along = moving.overlap_along(dir, length, o.footprint); along && along->leave > kEnds && along->enter < length - kEnds)
      met.emplace_back(along->enter, o.id);
  }
  std::sort(met.begin(), met.end());
  thread_local std::vector<UnitId> passed;
  passed.clear();
  for (const auto& [at, id] : met) passed.push_back(id);
  return passed;
}

std::optional<std::string> interpenetration_problem(const Battle& b, const IgorParameters& p, const Unit& u,
                                                    const Move& m, std::span<const UnitId> passed) {
  const OrientedRect end = footprint_at(p, u, m.to, m.facing, u.formation);
  for (UnitId id : passed) {
    const Unit& o = b.unit(id);
    const double beyond = o.footprint.distance_to(end);
    if (beyond > p[Param::interpenetration_clearance] + kInterpenetrationSlack)
      return reason("passing through {} it must stop once clear of it, not {:.1f}\" beyond", o.name, beyond);
  }
  return std::nullopt;
}

void interpenetration_disorder(Battle& b, const IgorParameters& p, Unit& mover, std::span<const UnitId> passed) {
  if (passed.empty()) return;
  if (!morale_check(b, p, mover, "interpenetration").passed) take_hits(b, p, mover, 1, "interpenetration");
  for (UnitId id : passed) {
    Unit& o = b.unit(id);
    if (!morale_check(b, p, o, "interpenetration").passed) take_hits(b, p, o, 1, "interpenetration");
  }
}

}  // namespace caisson::igor
