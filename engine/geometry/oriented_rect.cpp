#include "engine/geometry/oriented_rect.hpp"

#include <algorithm>
#include <limits>

namespace caisson {

void OrientedRect::remember_axes() const {
  const double r = radians(facing);
  const double s = std::sin(r), c = std::cos(r);
  axes_ = {{s, c}, {c, -s}};  // right is forward turned 90° clockwise
  axes_facing_ = facing;
}

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

// A rectangle's axes and corners, computed exactly as forward(), right() and corners() give them.
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

namespace {

// Could the two touch? Half the sum of widths and depths is at least the sum of the two
// circumradii, and needs no square root: the cheap test that settles most pairs.
bool within_reach(const OrientedRect& a, const OrientedRect& b) {
  const double reach = (a.width + a.depth + b.width + b.depth) / 2 + 1e-9;
  return (a.center - b.center).length_squared() <= reach * reach;
}

}  // namespace

bool OrientedRect::overlaps(const OrientedRect& o) const {
  if (!within_reach(*this, o)) return false;
  return !separated(frame_of(*this), frame_of(o));
}

double OrientedRect::distance_to(const OrientedRect& o) const {
  const bool near = within_reach(*this, o);
  const Frame fa = frame_of(*this), fb = frame_of(o);
  if (near && !separated(fa, fb)) return 0;
  // Two convex shapes apart are nearest at a corner of one of them.
  double best = std::numeric_limits<double>::max();
  for (Vec2 p : fa.corners) best = std::min(best, o.distance_to(p));
  for (Vec2 p : fb.corners) best = std::min(best, distance_to(p));
  return best;
}

double OrientedRect::distance_to(Vec2 p) const {
  // In the rectangle's own frame, the overhang past each half-extent.
  const Vec2 d = p - center;
  const double across = std::max(0.0, std::abs(d.dot(right())) - width / 2);
  const double along = std::max(0.0, std::abs(d.dot(forward())) - depth / 2);
  return std::sqrt(across * across + along * along);
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
