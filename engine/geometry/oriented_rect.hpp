#pragma once
// A unit's footprint on the table: a rectangle of `width` (its frontage) and `depth`, centred on
// `center` and turned to `facing`. Corners run front-left, front-right, rear-right, rear-left.
#include <array>
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
  double radius() const;  // of the circle around it, for culling

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

  // Which face of this rectangle a point lies beyond (the ±45° arcs off the centre).
  Aspect aspect_of(Vec2 p) const;
  // Is p within ±half_arc degrees of straight ahead, measured from the front centre?
  bool in_front_arc(Vec2 p, double half_arc = 45.0) const;

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
};

}  // namespace caisson
