#include "engine/geometry/oriented_rect.hpp"

#include <algorithm>
#include <limits>

namespace caisson {

std::array<Vec2, 4> OrientedRect::corners() const {
  Vec2 f = forward() * (depth / 2), r = right() * (width / 2);
  return {center + f - r, center + f + r, center - f + r, center - f - r};
}

Segment OrientedRect::front_edge() const {
  auto c = corners();
  return {c[0], c[1]};
}
Segment OrientedRect::right_edge() const {
  auto c = corners();
  return {c[1], c[2]};
}
Segment OrientedRect::rear_edge() const {
  auto c = corners();
  return {c[2], c[3]};
}
Segment OrientedRect::left_edge() const {
  auto c = corners();
  return {c[3], c[0]};
}

Box OrientedRect::bounds() const {
  // Built from the corners directly: culling calls this often and must not allocate.
  auto c = corners();
  Box b{c[0], c[0]};
  for (Vec2 p : c) {
    b.lo = {std::min(b.lo.x, p.x), std::min(b.lo.y, p.y)};
    b.hi = {std::max(b.hi.x, p.x), std::max(b.hi.y, p.y)};
  }
  return b;
}

double OrientedRect::radius() const { return std::sqrt(width * width + depth * depth) / 2; }

bool OrientedRect::contains(Vec2 p) const {
  Vec2 d = p - center;
  return std::abs(d.dot(forward())) <= depth / 2 + 1e-9 && std::abs(d.dot(right())) <= width / 2 + 1e-9;
}

namespace {

// A rectangle's axes and corners from one sin/cos pair each way (forward() and right() each
// cost one), computed exactly as forward(), right() and corners() compute them.
struct Frame {
  Vec2 forward, right;
  std::array<Vec2, 4> corners;
};

Frame frame_of(const OrientedRect& o) {
  Frame fr{o.forward(), o.right(), {}};
  Vec2 f = fr.forward * (o.depth / 2), r = fr.right * (o.width / 2);
  fr.corners = {o.center + f - r, o.center + f + r, o.center - f + r, o.center - f - r};
  return fr;
}

bool separated(const Frame& a, const Frame& b) {
  const Vec2 axes[4] = {a.forward, a.right, b.forward, b.right};
  for (Vec2 axis : axes) {
    double amin = std::numeric_limits<double>::max(), amax = std::numeric_limits<double>::lowest();
    double bmin = amin, bmax = amax;
    for (Vec2 p : a.corners) amin = std::min(amin, p.dot(axis)), amax = std::max(amax, p.dot(axis));
    for (Vec2 p : b.corners) bmin = std::min(bmin, p.dot(axis)), bmax = std::max(bmax, p.dot(axis));
    if (amax < bmin - 1e-9 || bmax < amin - 1e-9) return true;
  }
  return false;
}

}  // namespace

bool OrientedRect::overlaps(const OrientedRect& o) const {
  if (distance(center, o.center) > radius() + o.radius()) return false;
  return !separated(frame_of(*this), frame_of(o));
}

double OrientedRect::distance_to(const OrientedRect& o) const {
  // The same frames serve the overlap test and the edges (the hot path: sin/cos dominated).
  const bool near = distance(center, o.center) <= radius() + o.radius();
  const Frame fa = frame_of(*this), fb = frame_of(o);
  if (near && !separated(fa, fb)) return 0;
  const auto& a = fa.corners;
  const auto& b = fb.corners;
  const Segment mine[4] = {{a[0], a[1]}, {a[1], a[2]}, {a[2], a[3]}, {a[3], a[0]}};
  const Segment theirs[4] = {{b[0], b[1]}, {b[1], b[2]}, {b[2], b[3]}, {b[3], b[0]}};
  double best = std::numeric_limits<double>::max();
  for (const auto& s : mine)
    for (const auto& t : theirs) best = std::min(best, distance_segments(s, t));
  return best;
}

double OrientedRect::distance_to(Vec2 p) const {
  if (contains(p)) return 0;
  return std::min({distance_point_segment(p, front_edge()), distance_point_segment(p, right_edge()),
                   distance_point_segment(p, rear_edge()), distance_point_segment(p, left_edge())});
}

bool OrientedRect::crosses(Segment s) const {
  if (contains(s.a) || contains(s.b)) return true;
  return segments_intersect(s, front_edge()) || segments_intersect(s, right_edge()) ||
         segments_intersect(s, rear_edge()) || segments_intersect(s, left_edge());
}

Aspect OrientedRect::aspect_of(Vec2 p) const {
  double rel = turn_between(facing, bearing(center, p));
  if (std::abs(rel) <= 45.0) return Aspect::front;
  if (std::abs(rel) >= 135.0) return Aspect::rear;
  return rel > 0 ? Aspect::right_flank : Aspect::left_flank;
}

bool OrientedRect::in_front_arc(Vec2 p, double half_arc) const {
  Vec2 fc = front_center();
  if (distance(fc, p) < 1e-9) return true;
  return std::abs(turn_between(facing, bearing(fc, p))) <= half_arc;
}

}  // namespace caisson
