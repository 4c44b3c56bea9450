#include "engine/geometry/shapes.hpp"

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace caisson {
namespace {

int orientation(Vec2 a, Vec2 b, Vec2 c) {
  double v = (b - a).cross(c - a);
  constexpr double eps = 1e-12;
  return v > eps ? 1 : (v < -eps ? -1 : 0);
}

bool on_segment(Vec2 a, Vec2 b, Vec2 p) {
  return std::min(a.x, b.x) - 1e-12 <= p.x && p.x <= std::max(a.x, b.x) + 1e-12 &&
         std::min(a.y, b.y) - 1e-12 <= p.y && p.y <= std::max(a.y, b.y) + 1e-12;
}

}  // namespace

bool segments_intersect(Segment s, Segment t) {
  int o1 = orientation(s.a, s.b, t.a), o2 = orientation(s.a, s.b, t.b);
  int o3 = orientation(t.a, t.b, s.a), o4 = orientation(t.a, t.b, s.b);
  if (o1 != o2 && o3 != o4) return true;
  if (o1 == 0 && on_segment(s.a, s.b, t.a)) return true;
  if (o2 == 0 && on_segment(s.a, s.b, t.b)) return true;
  if (o3 == 0 && on_segment(t.a, t.b, s.a)) return true;
  if (o4 == 0 && on_segment(t.a, t.b, s.b)) return true;
  return false;
}

double distance_segments(Segment s, Segment t) {
  if (segments_intersect(s, t)) return 0;
  return std::min({distance_point_segment(s.a, t), distance_point_segment(s.b, t),
                   distance_point_segment(t.a, s), distance_point_segment(t.b, s)});
}

Box bounds_of(const std::vector<Vec2>& points) {
  Box b{{std::numeric_limits<double>::max(), std::numeric_limits<double>::max()},
        {std::numeric_limits<double>::lowest(), std::numeric_limits<double>::lowest()}};
  for (Vec2 p : points) {
    b.lo = {std::min(b.lo.x, p.x), std::min(b.lo.y, p.y)};
    b.hi = {std::max(b.hi.x, p.x), std::max(b.hi.y, p.y)};
  }
  return b;
}

Polygon::Polygon(std::vector<Vec2> points) : points_(std::move(points)) {
  if (points_.size() < 3) throw std::invalid_argument("a polygon needs at least 3 points");
  bounds_ = bounds_of(points_);
}

bool Polygon::contains(Vec2 p) const {
  if (p.x < bounds_.lo.x || p.x > bounds_.hi.x || p.y < bounds_.lo.y || p.y > bounds_.hi.y) return false;
  bool inside = false;
  for (std::size_t i = 0, j = points_.size() - 1; i < points_.size(); j = i++) {
    Vec2 a = points_[i], b = points_[j];
    if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

bool Polygon::crosses(Segment s) const {
  if (!bounds_.overlaps(bounds_of(s))) return false;
  if (contains(s.a) || contains(s.b)) return true;
  for (std::size_t i = 0, j = points_.size() - 1; i < points_.size(); j = i++)
    if (segments_intersect(s, {points_[j], points_[i]})) return true;
  return false;
}

double Polygon::length_inside(Segment s) const {
  if (!bounds_.overlaps(bounds_of(s))) return 0;
  // Split the segment at every edge crossing and keep the pieces whose midpoint lies inside.
  std::vector<double> cuts{0.0, 1.0};
  for_each_edge_crossing(*this, s, [&](double t) { cuts.push_back(t); });
  const Vec2 d = s.b - s.a;
  std::sort(cuts.begin(), cuts.end());
  double inside = 0, len = s.length();
  for (std::size_t k = 1; k < cuts.size(); ++k) {
    double mid = (cuts[k - 1] + cuts[k]) / 2;
    if (contains(s.a + d * mid)) inside += (cuts[k] - cuts[k - 1]) * len;
  }
  return inside;
}

double Polygon::distance_to(Vec2 p) const {
  if (contains(p)) return 0;
  double best = std::numeric_limits<double>::max();
  for (std::size_t i = 0, j = points_.size() - 1; i < points_.size(); j = i++)
    best = std::min(best, distance_point_segment(p, {points_[j], points_[i]}));
  return best;
}

Vec2 Polygon::centroid() const {
  Vec2 sum;
  for (Vec2 p : points_) sum = sum + p;
  return sum * (1.0 / static_cast<double>(points_.size()));
}

Polyline::Polyline(std::vector<Vec2> points) : points_(std::move(points)) {
  if (points_.size() < 2) throw std::invalid_argument("a line needs at least 2 points");
  bounds_ = bounds_of(points_);
}

double Polyline::length() const {
  double l = 0;
  for (std::size_t i = 1; i < points_.size(); ++i) l += distance(points_[i - 1], points_[i]);
  return l;
}

double Polyline::distance_to(Vec2 p) const {
  double best = std::numeric_limits<double>::max();
  for (std::size_t i = 1; i < points_.size(); ++i)
    best = std::min(best, distance_point_segment(p, {points_[i - 1], points_[i]}));
  return best;
}

bool Polyline::within(Vec2 p, double d) const {
  // Beyond the bounds grown by d (and a hair, for rounding), every part of the line is farther.
  const double grow = d + 1e-9;
  if (p.x < bounds_.lo.x - grow || p.x > bounds_.hi.x + grow || p.y < bounds_.lo.y - grow || p.y > bounds_.hi.y + grow)
    return false;
  return distance_to(p) <= d;
}

bool Polyline::crosses(Segment s) const {
  if (!bounds_.overlaps(bounds_of(s))) return false;
  for (std::size_t i = 1; i < points_.size(); ++i)
    if (segments_intersect(s, {points_[i - 1], points_[i]})) return true;
  return false;
}

Vec2 Polyline::point_at(double along) const {
  if (along <= 0) return points_.front();
  for (std::size_t i = 1; i < points_.size(); ++i) {
    double l = distance(points_[i - 1], points_[i]);
    if (along <= l) return points_[i - 1] + (points_[i] - points_[i - 1]) * (along / l);
    along -= l;
  }
  return points_.back();
}

double Polyline::facing_at(double along) const {
  for (std::size_t i = 1; i < points_.size(); ++i) {
    double l = distance(points_[i - 1], points_[i]);
    if (along <= l || i + 1 == points_.size()) return bearing(points_[i - 1], points_[i]);
    along -= l;
  }
  return 0;
}

double Polyline::project(Vec2 p) const {
  double best = std::numeric_limits<double>::max(), best_along = 0, walked = 0;
  for (std::size_t i = 1; i < points_.size(); ++i) {
    Segment s{points_[i - 1], points_[i]};
    Vec2 d = s.b - s.a;
    double l2 = d.length_squared();
    double t = l2 > 0 ? std::clamp((p - s.a).dot(d) / l2, 0.0, 1.0) : 0;
    double dist = distance(p, s.a + d * t);
    if (dist < best) {
      best = dist;
      best_along = walked + t * std::sqrt(l2);
    }
    walked += std::sqrt(l2);
  }
  return best_along;
}

}  // namespace caisson
