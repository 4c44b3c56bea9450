#include "engine/rules/igor/forced_move.hpp"

#include <algorithm>
#include <cmath>
#include <span>
#include <vector>

#include "engine/play/battle.hpp"
#include "engine/rules/igor/footprint.hpp"

namespace caisson::igor {
namespace {

constexpr double kStep = 0.5;      // inches between samples: any two footprints overlap along ~2" of a path
constexpr int kRefinements = 16;   // bisections placing the stop against the blocker (to 4e-6")
constexpr double kTouch = 0.02;    // as placement_problem: friends edge to edge may touch, not overlap

enum class Ahead { clear, friends, blocked };

// How deep two footprints overlap: the least overlap of their projections on the four axes of
// the two rectangles (0 or less when apart).
double penetration(const OrientedRect& a, const OrientedRect& b) {
  const auto ca = a.corners(), cb = b.corners();
  double least = 1e18;
  for (Vec2 axis : {a.forward(), a.right(), b.forward(), b.right()}) {
    double a_lo = 1e18, a_hi = -1e18, b_lo = 1e18, b_hi = -1e18;
    for (Vec2 c : ca) a_lo = std::min(a_lo, c.dot(axis)), a_hi = std::max(a_hi, c.dot(axis));
    for (Vec2 c : cb) b_lo = std::min(b_lo, c.dot(axis)), b_hi = std::max(b_hi, c.dot(axis));
    least = std::min(least, std::min(a_hi, b_hi) - std::max(a_lo, b_lo));
  }
  return least;
}

struct Tracer {
  const Battle& b;
  const Unit& u;
  Vec2 origin;  // where this leg of the path starts
  Vec2 dir;
  double facing;
  OrientedRect shape;
  std::vector<UnitId> start_overlaps;  // overlapping it where it starts
  std::span<const UnitId> nearby;      // every unit it might meet on its way, in unit order

  OrientedRect at(double d) const {
    OrientedRect r = shape;
    r.center = origin + dir * d;
    r.width -= kTouch;
    r.depth -= kTouch;
    return r;
  }

  bool starts_in(UnitId id) const { return std::find(start_overlaps.begin(), start_overlaps.end(), id) != start_overlaps.end(); }

  // What the footprint meets `d` along the path; friends met are added to `met`. `strict`
  // counts the units it started in as obstacles too.
  Ahead look(double d, std::vector<UnitId>* met, bool strict = false) const {
    const OrientedRect r = at(d);
    if (d > 0 && b.field().enters_impassable(origin, r.center)) return Ahead::blocked;
    Ahead seen = Ahead::clear;
    for (UnitId id : nearby) {
      const Unit& o = b.unit(id);
      if (o.id == u.id || !o.present()) continue;
      if (distance(o.position, r.center) > o.footprint.radius() + r.radius() + 0.1) continue;
      if (!o.footprint.overlaps(r)) continue;
      // Already overlapping it where it started: it may draw away, not press further in.
      if (starts_in(o.id) && !strict) {
        if (penetration(r, o.footprint) > penetration(at(0), o.footprint) + 1e-9) return Ahead::blocked;
        continue;
      }
      if (o.side != u.side) return Ahead::blocked;
      seen = Ahead::friends;
      if (met && std::find(met->begin(), met->end(), o.id) == met->end()) met->push_back(o.id);
    }
    return seen;
  }

  // The boundary between `lo` (where `lo_clear`) and `hi` (where not), on the clear side.
  double boundary(double lo, double hi, bool lo_clear) const {
    for (int i = 0; i < kRefinements; ++i) {
      const double mid = (lo + hi) / 2;
      ((look(mid, nullptr) == Ahead::clear) == lo_clear ? lo : hi) = mid;
    }
    return lo_clear ? lo : hi;
  }
};

}  // namespace

namespace {

ForcedPath trace(const Tracer& t, double inches, bool through_friends) {
  ForcedPath path;
  path.facing = t.facing;
  double last_clear = 0;
  std::vector<UnitId> met;
  auto stop = [&](double d, bool blocked) {
    path.covered = d;
    path.end = t.origin + t.dir * d;
    path.blocked = blocked;
    return path;
  };
  // The first sample after last_clear met something; the stop is just short of it.
  auto before_first_obstacle = [&] { return t.boundary(last_clear, std::min(inches, last_clear + kStep), true); };
  const int samples = static_cast<int>(std::ceil(std::max(0.0, inches) / kStep));
  for (int i = 1; i <= samples; ++i) {
    const double d = std::min(inches, i * kStep);
    const Ahead a = t.look(d, &met);
    if (a == Ahead::clear) {
      if (!met.empty()) {  // through a friend: the move ends once clear of him
        path.passed = met;
        return stop(t.boundary(d, d - kStep, true), false);
      }
      last_clear = d;
      continue;
    }
    if (a == Ahead::friends && through_friends) continue;
    // An enemy, impassable ground, or a friend it may not pass: it halts before him (before the
    // friends it was passing, if it was in their midst).
    return stop(before_first_obstacle(), true);
  }
  // The distance ran out in the middle of friends: it stops before them.
  if (!met.empty()) return stop(before_first_obstacle(), true);
  return stop(std::max(0.0, inches), false);
}

// A blocked path may go round its blocker: from where it stopped the unit steps sideways — left
// then right, nearest first, `step` apart, no farther than `limit` — and, if the step itself is
// clear, goes on straight for the rest of the distance. The first sidestep letting it finish
// unblocked is taken; the sidestep does not count against the distance (it is the drift a line
// may make anyway). None finishing, the unit stays where it was first stopped.
ForcedPath go_round(const Tracer& t, const ForcedPath& stopped, double inches, bool through_friends, double limit,
                    double step) {
  if (!stopped.blocked || limit <= 0 || step <= 0) return stopped;
  const Vec2 left = heading(t.facing - 90.0);
  for (int i = 1; i * step <= limit + 1e-9; ++i)
    for (double side : {1.0, -1.0}) {
      Tracer aside = t;
      aside.origin = stopped.end;
      aside.dir = left * side;
      const ForcedPath step_aside = trace(aside, i * step, false);
      if (step_aside.blocked) continue;
      Tracer on = t;
      on.origin = step_aside.end;
      ForcedPath rest = trace(on, inches - stopped.covered, through_friends);
      if (rest.blocked) continue;
      rest.covered += stopped.covered;
      rest.passed.insert(rest.passed.begin(), stopped.passed.begin(), stopped.passed.end());
      return rest;
    }
  return stopped;
}

}  // namespace

ForcedPath trace_forced_path(const Battle& b, const IgorParameters& p, const Unit& u, Vec2 dir, double inches,
                             double facing, bool through_friends, double sidestep) {
  Tracer t{b, u, u.position, dir, facing, footprint_at(p, u, u.position, facing, u.formation), {}, {}};
  OrientedRect now = u.footprint;
  now.width -= kTouch;
  now.depth -= kTouch;
  // Wherever the path goes, sidestep included, its footprint stays this near its start. The
  // buffer is the thread's own (a forced move never starts another while it is traced).
  thread_local std::vector<UnitId> nearby;
  const double reach = std::max(0.0, inches) + std::max(0.0, sidestep) + std::max(t.shape.radius(), u.footprint.radius());
  b.units_near(u.position, reach + 0.1, nearby);
  std::sort(nearby.begin(), nearby.end());  // friends passed are met in unit order
  t.nearby = nearby;
  for (UnitId id : nearby)
    if (const Unit& o = b.unit(id); o.id != u.id && o.present() && o.footprint.overlaps(now)) t.start_overlaps.push_back(o.id);
  // No room to turn where it stands: it goes as it faces.
  if (std::abs(turn_between(u.facing, facing)) > 1e-9 && t.look(0, nullptr, true) != Ahead::clear) {
    t.facing = u.facing;
    t.shape = u.footprint;
  }
  const ForcedPath stopped = trace(t, inches, through_friends);
  return go_round(t, stopped, inches, through_friends, sidestep, p[Param::forced_move_sidestep_step]);
}

}  // namespace caisson::igor
