#pragma once
// The shadow a rectangle casts seen from a point: the wedge of directions that meet it, and how
// far its far side lies. A segment from the point that leaves within the wedge and runs on past
// the far side surely crosses the rectangle's inside; the wedge is drawn on the rectangle
// pulled in by kShadowMargin, so rounding never makes a grazing segment count.
#include <optional>

#include "engine/geometry/oriented_rect.hpp"

namespace caisson {

inline constexpr double kShadowMargin = 1e-3;  // inches

struct Shadow {
  Vec2 first, last;      // the wedge's edges: turning left from `first` reaches `last`
  double reach2 = 0;     // squared distance to the farthest corner

  // Does the segment from the point along `v` surely run through the rectangle's inside?
  bool hides(Vec2 v) const { return first.cross(v) > 0 && v.cross(last) > 0 && v.length_squared() > reach2; }
};

// The shadow of `r` seen from `from`; none when `from` is not clear outside it.
std::optional<Shadow> shadow_of(const OrientedRect& r, Vec2 from);

}  // namespace caisson
