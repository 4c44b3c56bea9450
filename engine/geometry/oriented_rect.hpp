#pragma once
// A unit's footprint on the table: a rectangle of `width` (its frontage) and `depth`, centred on
// `center` and turned to `facing`. Corners run front-left, front-right, rear-right, rear-left.
#include <array>

#include "engine/geometry/shapes.hpp"

namespace caisson {

enum class Aspect { front, left_flank, right_flank, rear };

struct OrientedRect {
  Vec2 center;
  double width = 0;
  double depth = 0;
  double facing = 0;

  Vec2 forward() const { return heading(facing); }
  Vec2 right() const { return heading(facing + 90.0); }
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
  double distance_to(Vec2 p) const;
  bool crosses(Segment s) const;

  // Which face of this rectangle a point lies beyond (the ±45° arcs off the centre).
  Aspect aspect_of(Vec2 p) const;
  // Is p within ±half_arc degrees of straight ahead, measured from the front centre?
  bool in_front_arc(Vec2 p, double half_arc = 45.0) const;
};

}  // namespace caisson
