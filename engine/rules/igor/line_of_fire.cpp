#include "engine/rules/igor/line_of_fire.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "engine/play/battle.hpp"
#include "engine/battlefield/battlefield.hpp"

namespace caisson::igor {

double level_of(const Battle& b, const Unit& u) { return b.field().level_of(u.footprint); }

double ray_entry(Vec2 origin, Vec2 dir, const OrientedRect& r) {
  Vec2 d = origin - r.center;
  const Vec2 axes[2] = {r.right(), r.forward()};
  const double half[2] = {r.width / 2, r.depth / 2};
  double lo = 0, hi = std::numeric_limits<double>::max();
  for (int i = 0; i < 2; ++i) {
    double pos = d.dot(axes[i]), step = dir.dot(axes[i]);
    if (std::abs(step) < 1e-12) {
      if (std::abs(pos) > half[i]) return -1;
      continue;
    }
    double t1 = (-half[i] - pos) / step, t2 = (half[i] - pos) / step;
    if (t1 > t2) std::swap(t1, t2);
    lo = std::max(lo, t1);
    hi = std::min(hi, t2);
    if (lo > hi) return -1;
  }
  return lo;
}

int FireLanes::of(UnitId u) const {
  return static_cast<int>(std::count(owner.begin(), owner.begin() + count, u));
}

namespace {

// A unit stops a line between two ends unless one end is higher than it (units_clear's rule).
bool blocks(double blocker_level, double from_level, double to_level) {
  return blocker_level >= std::max(from_level, to_level) - 1e-9;
}

bool near_enough(const Unit& firer, const Unit& o, double range) {
  return distance(firer.position, o.position) <= range + firer.footprint.radius() + o.footprint.radius();
}

// Is `c`, met at `s` along the lane, hidden by a nearer unit on the same lane?
bool hidden_on_lane(const Battle& b, const Unit& firer, Vec2 o, Vec2 dir, double range, double lf, const Unit& c, double s) {
  double lc = level_of(b, c);
  for (const Unit& x : b.units) {
    if (x.id == firer.id || x.id == c.id || !x.present() || !near_enough(firer, x, range)) continue;
    double sx = ray_entry(o, dir, x.footprint);
    if (sx >= 0 && sx < s && blocks(level_of(b, x), lf, lc)) return true;
  }
  return false;
}

}  // namespace

FireLanes small_arms_lanes(const Battle& b, const IgorParameters& p, const Unit& firer, double range) {
  FireLanes lanes;
  lanes.count = std::clamp(p.whole(Param::fire_lanes), 1, FireLanes::kMax);
  const Vec2 dir = firer.footprint.forward(), right = firer.footprint.right();
  const Segment front = firer.footprint.front_edge();
  const double lf = level_of(b, firer);
  for (int i = 0; i < lanes.count; ++i) {
    Vec2 o = front.a + right * (firer.footprint.width * (i + 0.5) / lanes.count);
    // The nearest visible unit at or above the firer's level holds the lane; failing one, the
    // nearest visible unit at all (fire down from a hill strikes the first thing below).
    UnitId high = kNone, any = kNone;
    double s_high = range, s_any = range;
    for (const Unit& c : b.units) {
      if (c.id == firer.id || !c.present() || !near_enough(firer, c, range)) continue;
      double s = ray_entry(o, dir, c.footprint);
      if (s < 0 || s > range) continue;
      bool at_or_above = level_of(b, c) >= lf - 1e-9;
      if (!(s < s_any || (at_or_above && s < s_high))) continue;
      if (hidden_on_lane(b, firer, o, dir, range, lf, c, s)) continue;
      if (s < s_any) s_any = s, any = c.id;
      if (at_or_above && s < s_high) s_high = s, high = c.id;
    }
    UnitId owner = high != kNone ? high : any;
    double s = high != kNone ? s_high : s_any;
    if (owner != kNone) {
      const Unit& c = b.unit(owner);
      if (!b.field().terrain_clear(o, lf, o + dir * s, level_of(b, c))) owner = kNone;
    }
    lanes.owner[static_cast<std::size_t>(i)] = owner;
  }
  return lanes;
}

namespace {

bool line_clear_of_units(const Battle& b, const IgorParameters& p, const Unit& firer, const Unit& target, Segment line,
                         double lf, double lt) {
  const double clearance = p[Param::artillery_friend_clearance];
  // Far above any hill: a blocker nobody sees over.
  constexpr double kSeenOverByNobody = 1e9;
  for (const Unit& x : b.units) {
    if (x.id == firer.id || x.id == target.id || !x.present()) continue;
    SightBlocker blocker{x.footprint, level_of(b, x), x.side == firer.side};
    std::span<const SightBlocker> one(&blocker, 1);
    if (!Battlefield::units_clear(line, lf, lt, one)) return false;
    if (!blocker.friendly_to_firer) continue;
    // Gunners never fire over their own men at a target close in front of them.
    blocker.level = kSeenOverByNobody;
    if (!Battlefield::units_clear(line, lf, lt, one) && x.footprint.distance_to(target.footprint) <= clearance)
      return false;
  }
  return true;
}

}  // namespace

bool artillery_line_of_fire(const Battle& b, const IgorParameters& p, const Unit& firer, const Unit& target) {
  const double arc = p[Param::artillery_arc];
  const double lf = level_of(b, firer), lt = level_of(b, target);
  const Segment front = firer.footprint.front_edge();
  // Points along the battery's front, and the target's centre, corners and edge midpoints
  // (pulled a hair inside so a line to a corner does not graze past it).
  const double along[5] = {0.02, 0.25, 0.5, 0.75, 0.98};
  OrientedRect inner = target.footprint;
  inner.width *= 0.98;
  inner.depth *= 0.98;
  auto c = inner.corners();
  const Vec2 aims[9] = {inner.center,
                        c[0], c[1], c[2], c[3],
                        (c[0] + c[1]) * 0.5, (c[1] + c[2]) * 0.5, (c[2] + c[3]) * 0.5, (c[3] + c[0]) * 0.5};
  for (Vec2 q : aims) {
    if (!firer.footprint.in_front_arc(q, arc)) continue;
    for (double t : along) {
      Vec2 o = front.a + (front.b - front.a) * t;
      Segment line{o, q};
      if (line_clear_of_units(b, p, firer, target, line, lf, lt) && b.field().terrain_clear(o, lf, q, lt)) return true;
    }
  }
  return false;
}

}  // namespace caisson::igor
