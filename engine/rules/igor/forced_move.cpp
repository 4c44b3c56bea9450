#include "engine/rules/igor/forced_move.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <span>
#include <vector>

#include "engine/play/battle.hpp"
#include "engine/rules/igor/footprint.hpp"

namespace caisson::igor {
namespace {

constexpr double kTouch = 0.02;  // as placement_problem: friends edge to edge may touch, not overlap
constexpr double kClear = 1e-6;  // how far short of (or past) a unit a stop lies, to be clear of it

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

// A friend the path runs through, and the stretch of the path where it does.
struct FriendMet {
  double enter, leave;
  UnitId id;
};

// A unit on the field near the path, other than the mover, as every leg of it looks at him:
// looked up, sorted out and measured once for the whole path (a path blocked goes round by up
// to a dozen legs).
struct Nearby {
  const Unit* unit;
  Vec2 center;
  double radius;
  bool friend_of_mover;
  bool overlapped_at_start;  // the mover stands overlapping him where the move starts
};

struct Tracer {
  const Battle& b;
  Vec2 origin;  // where this leg of the path starts
  Vec2 dir;
  double facing;
  OrientedRect shape;
  std::span<const Nearby> nearby;  // every unit it might meet on its way

  OrientedRect at(double d) const {
    OrientedRect r = shape;
    r.center = origin + dir * d;
    r.width -= kTouch;
    r.depth -= kTouch;
    return r;
  }

  // Does the footprint where this leg starts overlap anyone (those it started the move in too)?
  bool meets_anyone_at_start() const {
    const OrientedRect r = at(0);
    return std::any_of(nearby.begin(), nearby.end(), [&](const Nearby& o) { return o.unit->footprint.overlaps(r); });
  }

  // A unit it already overlaps where the leg starts lets it draw away, not press further in.
  // How deep they overlap changes along the path as a concave function of the distance gone
  // (a least of tent-shaped overlaps), so it presses in at all only if it does at once.
  bool presses_into(const OrientedRect& o) const {
    constexpr double kProbe = 1e-3;
    return penetration(at(kProbe), o) > penetration(at(0), o) + 1e-9;
  }

  // This tracer for the ways round from `from`: a sidestep of up to `aside` inches, then on
  // straight for `inches`. Every such way lies within `aside` of the straight way on from
  // `from`, so a unit farther from that than its reach and the mover's is met on none of them
  // and is left out (those overlapped at the start stay: whether it presses into them does not
  // go by distance). At Gettysburg a forced path looked over some 26 units for each of its
  // seven legs. The list is the thread's own; a trace never goes round again while it is used.
  Tracer near_way_round(Vec2 from, double inches, double aside) const {
    thread_local std::vector<Nearby> near_round;
    near_round.clear();
    const Segment straight_on{from, from + dir * std::max(0.0, inches)};
    const double reach = at(0).radius() + aside + 1e-5;  // (more than trace's margin, and the sidesteps')
    for (const Nearby& o : nearby)
      if (o.overlapped_at_start || distance_point_segment(o.center, straight_on) <= reach + o.radius)
        near_round.push_back(o);
    Tracer round = *this;
    round.nearby = near_round;
    return round;
  }
};

// Where the leg stops and why.
ForcedPath stop_at(const Tracer& t, double d, bool blocked) {
  ForcedPath path;
  path.facing = t.facing;
  path.covered = std::max(0.0, d);
  path.end = t.origin + t.dir * path.covered;
  path.blocked = blocked;
  return path;
}

// The path worked out from where each unit near it is first and last overlapped along it: it
// ends just short of the first unit or impassable ground it may not enter; friends it may pass
// through are passed, the move ending just clear of the last of those met one after another —
// unless something it may not enter lies among them, or the distance runs out among them, when it
// ends just short of the first.
ForcedPath trace(const Tracer& t, double inches, bool through_friends) {
  inches = std::max(0.0, inches);
  double first_block = std::numeric_limits<double>::infinity();
  if (auto entry = t.b.field().impassable_entry(t.origin, t.origin + t.dir * inches)) first_block = *entry;
  thread_local std::vector<FriendMet> friends;
  friends.clear();
  const OrientedRect start = t.at(0);
  // A unit whose circle never comes within the mover's along this leg cannot be met on it: a
  // distance settles most of those near (beside or behind the way) before the exact test.
  const Segment way{t.origin, t.origin + t.dir * inches};
  const double reach = start.radius() + 1e-6;
  for (const Nearby& o : t.nearby) {
    if (o.overlapped_at_start) {
      if (t.presses_into(o.unit->footprint)) first_block = 0;
      continue;
    }
    if (distance_point_segment(o.center, way) > reach + o.radius) continue;
    const auto met = start.overlap_along(t.dir, inches, o.unit->footprint);
    if (!met) continue;
    if (o.friend_of_mover && through_friends)
      friends.push_back({met->enter, met->leave, o.unit->id});
    else
      first_block = std::min(first_block, met->enter);
  }
  std::sort(friends.begin(), friends.end(),
            [](const FriendMet& x, const FriendMet& y) { return x.enter != y.enter ? x.enter < y.enter : x.id < y.id; });
  if (friends.empty() || friends.front().enter >= first_block)
    return first_block <= inches ? stop_at(t, first_block - kClear, true) : stop_at(t, inches, false);
  // Among friends from the first met until clear of all those overlapping one another on the way.
  double clear_of = friends.front().leave;
  std::size_t among = 1;
  while (among < friends.size() && friends[among].enter <= clear_of) clear_of = std::max(clear_of, friends[among++].leave);
  if (first_block <= clear_of || clear_of >= inches) return stop_at(t, friends.front().enter - kClear, true);
  ForcedPath path = stop_at(t, std::min(inches, clear_of + kClear), false);
  for (std::size_t i = 0; i < among; ++i) path.passed.push_back(friends[i].id);
  return path;
}

// A blocked path may go round its blocker: from where it stopped the unit steps sideways — left
// then right, nearest first, `step` apart, no farther than `limit` — and, if the step itself is
// clear, goes on straight for the rest of the distance. The first sidestep letting it finish
// unblocked is taken; the sidestep does not count against the distance (it is the drift a line
// may make anyway). None finishing, the unit stays where it was first stopped.
ForcedPath go_round(const Tracer& t, const ForcedPath& stopped, double travel_facing, double inches,
                    bool through_friends, double limit, double step) {
  if (!stopped.blocked || limit <= 0 || step <= 0) return stopped;
  const Tracer round = t.near_way_round(stopped.end, inches - stopped.covered, limit);
  // Across the way it is going (not its footprint's facing: a unit with no room to turn keeps
  // its facing, and stepping "aside" from that could carry it back toward the enemy).
  const Vec2 left = heading(travel_facing - 90.0);
  for (int i = 1; i * step <= limit + 1e-9; ++i)
    for (double side : {1.0, -1.0}) {
      Tracer aside = round;
      aside.origin = stopped.end;
      aside.dir = left * side;
      const ForcedPath step_aside = trace(aside, i * step, false);
      if (step_aside.blocked) continue;
      Tracer on = round;
      on.origin = step_aside.end;
      ForcedPath rest = trace(on, inches - stopped.covered, through_friends);
      if (rest.blocked) continue;
      rest.covered += stopped.covered;
      rest.passed.prepend(stopped.passed);
      return rest;
    }
  return stopped;
}

}  // namespace

ForcedPath trace_forced_path(const Battle& b, const IgorParameters& p, const Unit& u, Vec2 dir, double inches,
                             double facing, bool through_friends, double sidestep) {
  Tracer t{b, u.position, dir, facing, footprint_at(p, u, u.position, facing, u.formation), {}};
  OrientedRect now = u.footprint;
  now.width -= kTouch;
  now.depth -= kTouch;
  // Wherever the path goes, sidestep included, its footprint stays this near its start. The
  // buffers are the thread's own (a forced move never starts another while it is traced).
  thread_local std::vector<UnitId> ids;
  thread_local std::vector<Nearby> nearby;
  const double reach = std::max(0.0, inches) + std::max(0.0, sidestep) + std::max(t.shape.radius(), u.footprint.radius());
  b.units_near(u.position, reach + 0.1, ids);
  nearby.clear();
  for (UnitId id : ids)
    if (const Unit& o = b.unit(id); o.id != u.id && o.present())
      nearby.push_back({&o, o.footprint.center, o.footprint.radius(), o.side == u.side, o.footprint.overlaps(now)});
  t.nearby = nearby;
  // No room to turn where it stands: it goes as it faces.
  if (std::abs(turn_between(u.facing, facing)) > 1e-9 && t.meets_anyone_at_start()) {
    t.facing = u.facing;
    t.shape = u.footprint;
  }
  const ForcedPath stopped = trace(t, inches, through_friends);
  return go_round(t, stopped, facing, inches, through_friends, sidestep, p[Param::forced_move_sidestep_step]);
}

}  // namespace caisson::igor
