#pragma once
// A unit's footprint on the table: a rectangle of `width` (its frontage) and `depth`, centred on
// `center` and turned to `facing`. Corners run front-left, front-right, rear-right, rear-left.
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <optional>

#include "engine/geometry/shapes.hpp"

namespace caisson {

enum class Aspect { front, left_flank, right_flank, rear };

struct OrientedRect {
  Vec2 center;
  double width = 0;
  double depth = 0;
  double facing = 0;

  Vec2 forward() const { return axes().forward; }
  Vec2 right() const { return axes().right; }
  std::array<Vec2, 4> corners() const;
  Segment front_edge() const;
  Segment rear_edge() const;
  Segment left_edge() const;
  Segment right_edge() const;
  Vec2 front_center() const { return center + forward() * (depth / 2); }
  Box bounds() const;
  double radius() const { return std::sqrt(width * width + depth * depth) / 2; }  // for culling

  // The same rectangle: centre, size and facing alike (the remembered axes aside).
  bool same_as(const OrientedRect& o) const {
    return center == o.center && width == o.width && depth == o.depth && facing == o.facing;
  }
  bool contains(Vec2 p) const;
  bool overlaps(const OrientedRect& o) const;  // separating-axis test; touching counts
  double distance_to(const OrientedRect& o) const;  // 0 when they overlap
  bool within(const OrientedRect& o, double d) const;  // distance_to(o) <= d, settled cheaply when far
  double distance_to(Vec2 p) const;
  bool crosses(Segment s) const;
  bool runs_through(Segment s) const;  // its inside, not merely its edge, lies across s

  // Moving this rectangle `length` inches along unit vector `dir` without turning: the stretch
  // of the way (inches from the start) along which it overlaps `o`, touching counting; none if
  // it never does.
  struct Stretch {
    double enter = 0, leave = 0;
  };
  std::optional<Stretch> overlap_along(Vec2 dir, double length, const OrientedRect& o) const;
  // Moving it along `dir` without turning: a distance gone from which on it stands more than
  // `gap` off `o` across one of their edges (so farther than `gap` from it), on the side the move
  // carries it to (negative when it stood so before its start). Not always the least such
  // distance: a move slanting past a corner gets clear sooner. Infinity only for no `dir` at all.
  double clear_along(Vec2 dir, const OrientedRect& o, double gap) const;

  // Which face of this rectangle a point lies beyond (the ±45° arcs off the centre).
  Aspect aspect_of(Vec2 p) const;
  // Which edge a straight line from p to the centre crosses into the rectangle: beyond the
  // corners' diagonals rather than the ±45° arcs, so a long line's flanks are only its ends.
  Aspect edge_entered_from(Vec2 p) const;
  // Is p within ±half_arc degrees of straight ahead, measured from the front centre?
  bool in_front_arc(Vec2 p, double half_arc = 45.0) const;
  // That arc, worked out once to ask about several points (a target's centre and corners).
  struct FrontArc {
    Vec2 apex, ahead;
    double cos_half = 1;
    bool everywhere = false;  // half_arc of 180 or more
    bool contains(Vec2 p) const;
  };
  FrontArc front_arc(double half_arc) const;

  // The facing's axes, remembered for the facing they were computed for: every geometric test
  // needs them and sin/cos was a third of a battle's time. A copy carries them along; changing
  // `facing` makes the next call recompute them. Not for sharing between threads.
  struct Axes {
    Vec2 forward, right;
  };
  const Axes& axes() const {
    if (facing != axes_facing_) remember_axes();
    return axes_;
  }
  mutable double axes_facing_ = std::numeric_limits<double>::quiet_NaN();
  mutable Axes axes_{};

 private:
  void remember_axes() const;
  double gap_between(const OrientedRect& o) const;  // distance_to, worked out afresh
};

// Clips the line against the rectangle in the rectangle's own frame (Liang-Barsky): no
// allocation, no trigonometry. Inline: a battery's lines of fire ask it thousands of times.
inline bool OrientedRect::runs_through(Segment line) const {
  const Vec2 fwd = forward(), right = this->right();
  Vec2 a = line.a - center, d = line.b - line.a;
  // Along each axis: the line's start, its travel, and the half-extent it must stay within.
  const double start[2] = {a.dot(right), a.dot(fwd)};
  const double travel[2] = {d.dot(right), d.dot(fwd)};
  const double half[2] = {width / 2, depth / 2};
  double t0 = 0, t1 = 1;
  for (int axis = 0; axis < 2; ++axis) {
    double lo = -half[axis] - start[axis], hi = half[axis] - start[axis];  // travel * t must lie in (lo, hi)
    if (std::abs(travel[axis]) < 1e-12) {
      if (lo >= 0 || hi <= 0) return false;  // runs along or outside this pair of edges
      continue;
    }
    double ta = lo / travel[axis], tb = hi / travel[axis];
    if (ta > tb) std::swap(ta, tb);
    t0 = std::max(t0, ta);
    t1 = std::min(t1, tb);
    if (t1 <= t0) return false;
  }
  return (t1 - t0) * std::sqrt(d.length_squared()) > 1e-9;
}

// Within the arc when the angle off straight ahead has a cosine at least the arc's.
inline bool OrientedRect::FrontArc::contains(Vec2 p) const {
  const Vec2 v = p - apex;
  const double length = v.length();
  if (length < 1e-9 || everywhere) return true;
  return v.dot(ahead) >= length * cos_half - 1e-12;
}

// Cheap bounds on the gap between a footprint and whatever lies within `radius` of `center` (or
// another footprint), from the centres alone, with a margin for rounding: a search that skips
// what lies beyond its reach by them gives exactly the answer the full distance_to would.
inline double gap_at_least(const OrientedRect& r, Vec2 center, double radius) {
  return distance(r.center, center) - r.radius() - radius - 1e-6;
}
inline double gap_at_least(const OrientedRect& a, const OrientedRect& b) { return gap_at_least(a, b.center, b.radius()); }
inline double gap_at_most(const OrientedRect& a, const OrientedRect& b) { return distance(a.center, b.center) + 1e-6; }

}  // namespace caisson
