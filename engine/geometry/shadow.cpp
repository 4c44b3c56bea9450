#include "engine/geometry/shadow.hpp"

#include <algorithm>
#include <array>

namespace caisson {

std::optional<Shadow> shadow_of(const OrientedRect& r, Vec2 from) {
  OrientedRect inner = r;
  inner.width -= 2 * kShadowMargin;
  inner.depth -= 2 * kShadowMargin;
  if (inner.width <= 0 || inner.depth <= 0 || inner.distance_to(from) <= kShadowMargin) return std::nullopt;
  const auto corners = inner.corners();
  std::array<Vec2, 4> d;
  for (std::size_t k = 0; k < 4; ++k) d[k] = corners[k] - from;
  // The edges are the corners with every other corner to their left (first) or right (last).
  std::optional<Vec2> first, last;
  double reach2 = 0;
  for (const Vec2& x : d) {
    bool all_left = true, all_right = true;
    for (const Vec2& y : d) {
      all_left = all_left && x.cross(y) >= 0;
      all_right = all_right && y.cross(x) >= 0;
    }
    if (all_left) first = x;
    if (all_right) last = x;
    reach2 = std::max(reach2, x.length_squared());
  }
  if (!first || !last) return std::nullopt;
  return Shadow{*first, *last, reach2};
}

}  // namespace caisson
