#pragma once
// Segments, polygons and polylines: the shapes terrain is drawn with and lines of fire are
// tested against.
#include <algorithm>
#include <cmath>
#include <vector>

#include "engine/geometry/vec2.hpp"

namespace caisson {

struct Segment {
  Vec2 a, b;
  double length() const { return distance(a, b); }
};

bool segments_intersect(Segment s, Segment t);
// Inline: screens and lanes ask it for every unit near a line.
inline double distance_point_segment(Vec2 p, Segment s) {
  Vec2 d = s.b - s.a;
  double len2 = d.length_squared();
  if (len2 == 0) return distance(p, s.a);
  double t = std::clamp((p - s.a).dot(d) / len2, 0.0, 1.0);
  return distance(p, s.a + d * t);
}
double distance_segments(Segment s, Segment t);

struct Box {  // axis-aligned bounds, for culling before exact tests
  Vec2 lo, hi;
  bool overlaps(const Box& o) const { return lo.x <= o.hi.x && o.lo.x <= hi.x && lo.y <= o.hi.y && o.lo.y <= hi.y; }
  Box grown(double by) const { return {{lo.x - by, lo.y - by}, {hi.x + by, hi.y + by}}; }
  Box joined(const Box& o) const {
    return {{std::min(lo.x, o.lo.x), std::min(lo.y, o.lo.y)}, {std::max(hi.x, o.hi.x), std::max(hi.y, o.hi.y)}};
  }
};
Box bounds_of(const std::vector<Vec2>& points);
inline Box bounds_of(Segment s) {
  return {{std::min(s.a.x, s.b.x), std::min(s.a.y, s.b.y)}, {std::max(s.a.x, s.b.x), std::max(s.a.y, s.b.y)}};
}

class Polygon {
 public:
  Polygon() = default;
  explicit Polygon(std::vector<Vec2> points);
  const std::vector<Vec2>& points() const { return points_; }
  const Box& bounds() const { return bounds_; }
  bool contains(Vec2 p) const;
  bool crosses(Segment s) const;          // the segment touches the inside or the boundary
  double length_inside(Segment s) const;  // how much of the segment lies inside
  double distance_to(Vec2 p) const;       // 0 inside
  Vec2 centroid() const;

 private:
  std::vector<Vec2> points_;
  Box bounds_{};
};

// Calls at(t) for each crossing of s with an edge of the polygon, t in (0, 1) along s from s.a.
// Edges parallel to s are skipped (they are met at their neighbours' crossings instead).
template <class At>
void for_each_edge_crossing(const Polygon& poly, Segment s, At at) {
  if (!poly.bounds().overlaps(bounds_of(s))) return;
  const auto& pts = poly.points();
  Vec2 d = s.b - s.a;
  for (std::size_t i = 0, j = pts.size() - 1; i < pts.size(); j = i++) {
    Vec2 e = pts[i] - pts[j];
    double denom = d.cross(e);
    if (std::abs(denom) < 1e-12) continue;
    Vec2 w = pts[j] - s.a;
    double t = w.cross(e) / denom, u = w.cross(d) / denom;
    if (t > 0 && t < 1 && u >= 0 && u <= 1) at(t);
  }
}

class Polyline {
 public:
  Polyline() = default;
  explicit Polyline(std::vector<Vec2> points);
  const std::vector<Vec2>& points() const { return points_; }
  const Box& bounds() const { return bounds_; }
  double length() const;
  double distance_to(Vec2 p) const;
  // distance_to(p) <= d, a point well off the line's bounds settled by them alone.
  bool within(Vec2 p, double d) const;
  bool crosses(Segment s) const;
  Vec2 start() const { return points_.front(); }
  Vec2 end() const { return points_.back(); }
  // The point `along` inches from the start (clamped), and the direction there.
  Vec2 point_at(double along) const;
  double facing_at(double along) const;
  double project(Vec2 p) const;  // distance along the line of the nearest point to p

 private:
  std::vector<Vec2> points_;
  Box bounds_{};
};

}  // namespace caisson
