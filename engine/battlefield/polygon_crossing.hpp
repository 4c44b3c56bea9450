#pragma once
// Whether a segment runs through a polygon's inside rather than merely touching its boundary,
// found from where it crosses the edges (geometry's for_each_edge_crossing). Allocation-free:
// lines of fire ask these every time.
#include <cmath>
#include <optional>

#include "engine/geometry/shapes.hpp"

namespace caisson {

// Is p inside the polygon and not on its edge? (Polygon::contains counts some edges inside: a
// way running along an edge must not count as running inside.)
inline bool strictly_inside(const Polygon& poly, Vec2 p) {
  if (!poly.contains(p)) return false;
  // A point a hair beyond an edge's bounds is at least that far from it: only the edges it
  // stands next to need the exact distance.
  constexpr double kHair = 1e-6;
  const auto& pts = poly.points();
  for (std::size_t i = 0, j = pts.size() - 1; i < pts.size(); j = i++) {
    const Segment edge{pts[j], pts[i]};
    const Box near_edge = bounds_of(edge).grown(kHair);
    if (p.x < near_edge.lo.x || p.x > near_edge.hi.x || p.y < near_edge.lo.y || p.y > near_edge.hi.y) continue;
    if (distance_point_segment(p, edge) < 1e-9) return false;
  }
  return true;
}

// Does some stretch of s, however short, lie inside the polygon? A segment that only grazes a
// corner or ends on the boundary does not. Each inside stretch begins at s.a or at an edge
// crossing, so probing just past those points (and at the middle, for no crossings) finds it.
inline bool runs_inside(const Polygon& poly, Segment s) {
  if (!poly.bounds().overlaps(bounds_of(s))) return false;
  double len = s.length();
  if (len == 0) return strictly_inside(poly, s.a);
  const double nudge = 1e-6 / len;  // a millionth of an inch, as a fraction of s
  auto inside_at = [&](double t) { return t >= 0 && t <= 1 && strictly_inside(poly, s.a + (s.b - s.a) * t); };
  if (inside_at(0.5) || inside_at(nudge) || inside_at(1 - nudge)) return true;
  bool found = false;
  for_each_edge_crossing(poly, s, [&](double t) {
    if (!found && (inside_at(t - nudge) || inside_at(t + nudge))) found = true;
  });
  return found;
}

// Where s first runs inside the polygon, as a fraction of s from s.a: at s.a itself, or at the
// edge crossing past which it is inside. None if it never does (grazing does not count).
inline std::optional<double> first_inside(const Polygon& poly, Segment s) {
  if (!poly.bounds().overlaps(bounds_of(s))) return std::nullopt;
  const double len = s.length();
  if (len == 0) return strictly_inside(poly, s.a) ? std::optional<double>(0.0) : std::nullopt;
  const double nudge = 1e-6 / len;
  auto inside_at = [&](double t) { return t >= 0 && t <= 1 && strictly_inside(poly, s.a + (s.b - s.a) * t); };
  if (inside_at(nudge)) return 0.0;
  std::optional<double> first;
  for_each_edge_crossing(poly, s, [&](double t) {
    if ((!first || t < *first) && inside_at(t + nudge)) first = t;
  });
  return first;
}

}  // namespace caisson
