#include "engine/geometry/oriented_rect.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <optional>

#include "engine/geometry/remembered.hpp"

namespace caisson {

void OrientedRect::remember_axes() const {
  // A planner tries many places at one facing, each a new rectangle, and often two facings in
  // turn (the new one and the old): the thread keeps the last two facings' axes, so each is
  // worked out once.
  struct FacingAxes {
    double facing = std::numeric_limits<double>::quiet_NaN();
    Axes axes{};
  };
  thread_local std::array<FacingAxes, 2> last;
  thread_local std::size_t older = 0;
  for (const FacingAxes& m : last) {
    if (m.facing != facing) continue;
    axes_ = m.axes;
    axes_facing_ = facing;
    return;
  }
  const double r = radians(facing);
  const double s = std::sin(r), c = std::cos(r);
  last[older] = {facing, {{s, c}, {c, -s}}};  // right is forward turned 90° clockwise
  axes_ = last[older].axes;
  axes_facing_ = facing;
  older = 1 - older;
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

bool OrientedRect::contains(Vec2 p) const {
  Vec2 d = p - center;
  return std::abs(d.dot(forward())) <= depth / 2 + 1e-9 && std::abs(d.dot(right())) <= width / 2 + 1e-9;
}

namespace {

// Could the two touch? Half the sum of widths and depths is at least the sum of the two
// circumradii, and needs no square root: the cheap test that settles most pairs.
bool within_reach(const OrientedRect& a, const OrientedRect& b) {
  const double reach = (a.width + a.depth + b.width + b.depth) / 2 + 1e-9;
  return (a.center - b.center).length_squared() <= reach * reach;
}

// The four separating axes of two rectangles (each one's forward and right) and, on each, the
// sum of the two half-extents projected there: the rectangles are apart on an axis when their
// centres' projections are further apart than that sum. (A rectangle's half-extent on an axis is
// its half width and half depth weighted by how far its own axes lean onto it.)
struct SeparatingAxes {
  std::array<Vec2, 4> axis;
  std::array<double, 4> reach;
};

SeparatingAxes separating_axes(const OrientedRect& a, const OrientedRect& b) {
  const OrientedRect::Axes& x = a.axes();
  const OrientedRect::Axes& y = b.axes();
  const double aw = a.width / 2, ad = a.depth / 2, bw = b.width / 2, bd = b.depth / 2;
  const double ff = std::abs(x.forward.dot(y.forward)), fr = std::abs(x.forward.dot(y.right));
  const double rf = std::abs(x.right.dot(y.forward)), rr = std::abs(x.right.dot(y.right));
  return {{x.forward, x.right, y.forward, y.right},
          {ad + bw * fr + bd * ff, aw + bw * rr + bd * rf, bd + aw * rf + ad * ff, bw + aw * rr + ad * fr}};
}

constexpr double kTouching = 1e-9;  // touching counts as overlapping

bool separated(const OrientedRect& a, const OrientedRect& b) {
  const SeparatingAxes s = separating_axes(a, b);
  const Vec2 t = b.center - a.center;
  for (std::size_t i = 0; i < 4; ++i)
    if (std::abs(t.dot(s.axis[i])) > s.reach[i] + kTouching) return true;
  return false;
}

// How far a point lies outside the rectangle, squared (0 inside).
double distance_squared(const OrientedRect& r, Vec2 p) {
  const Vec2 d = p - r.center;
  const double across = std::max(0.0, std::abs(d.dot(r.right())) - r.width / 2);
  const double along = std::max(0.0, std::abs(d.dot(r.forward())) - r.depth / 2);
  return across * across + along * along;
}

}  // namespace

bool OrientedRect::overlaps(const OrientedRect& o) const { return within_reach(*this, o) && !separated(*this, o); }

namespace {

// How far the nearest corner of a rectangle lies outside another, squared, worked in the other's
// own frame: `c` is the corner rectangle's centre there, `u` and `v` its half-width and
// half-depth vectors, and the other spans ±hw across and ±hd along.
double nearest_corner_squared(Vec2 c, Vec2 u, Vec2 v, double hw, double hd) {
  const auto outside_squared = [hw, hd](Vec2 k) {
    const double across = std::max(0.0, std::abs(k.x) - hw), along = std::max(0.0, std::abs(k.y) - hd);
    return across * across + along * along;
  };
  const Vec2 right_side = c + u, left_side = c - u;
  return std::min({outside_squared(right_side + v), outside_squared(right_side - v), outside_squared(left_side + v),
                   outside_squared(left_side - v)});
}

}  // namespace

namespace {

// A pair of footprints, every field that decides the distance between them.
struct FootprintPair {
  Vec2 a, b;
  double a_width, a_depth, a_facing, b_width, b_depth, b_facing;
  bool operator==(const FootprintPair&) const = default;
};

}  // namespace

double OrientedRect::distance_to(const OrientedRect& o) const {
  // A planner asks about the same pair several times over (the nearest enemy, then its targets,
  // then the rules' range), and the answer depends on nothing else. (Gettysburg's pairs overrun
  // 512 slots, but a table of 16,384 that cut its instructions by 3.3% and the reference
  // battle's by 1% cost more time than it saved: it no longer sat in the processor's caches.)
  thread_local Remembered<FootprintPair, double, 512> remembered;
  return remembered({center, o.center, width, depth, facing, o.width, o.depth, o.facing}, center, o.center,
                    [&] { return gap_between(o); });
}

double OrientedRect::gap_between(const OrientedRect& o) const {
  if (within_reach(*this, o) && !separated(*this, o)) return 0;
  // Two convex shapes apart are nearest at a corner of one of them. Each one's corners are
  // taken in the other's frame (x across, y along), from the four products of their axes.
  const Axes& a = axes();
  const Axes& b = o.axes();
  const double rr = a.right.dot(b.right), rf = a.right.dot(b.forward);
  const double fr = a.forward.dot(b.right), ff = a.forward.dot(b.forward);
  const Vec2 t = o.center - center;
  const double aw = width / 2, ad = depth / 2, bw = o.width / 2, bd = o.depth / 2;
  // o in this one's frame: its right axis is (rr, fr), its forward (rf, ff).
  const double o_here = nearest_corner_squared({t.dot(a.right), t.dot(a.forward)}, Vec2{rr, fr} * bw,
                                               Vec2{rf, ff} * bd, aw, ad);
  // This one in o's frame: its right axis is (rr, rf), its forward (fr, ff).
  const double here_there = nearest_corner_squared({-t.dot(b.right), -t.dot(b.forward)}, Vec2{rr, rf} * aw,
                                                   Vec2{fr, ff} * ad, bw, bd);
  return std::sqrt(std::min(o_here, here_there));
}

std::optional<OrientedRect::Stretch> OrientedRect::overlap_along(Vec2 dir, double length, const OrientedRect& o) const {
  // On each axis the gap between the centres closes (or opens) linearly with the distance gone:
  // the rectangles overlap there over one stretch, and overall where all four stretches meet.
  const SeparatingAxes s = separating_axes(*this, o);
  const Vec2 t = o.center - center;
  Stretch along{0, length};
  for (std::size_t i = 0; i < 4; ++i) {
    const double gap = t.dot(s.axis[i]), closing = dir.dot(s.axis[i]), reach = s.reach[i] + kTouching;
    if (std::abs(closing) < 1e-12) {
      if (std::abs(gap) > reach) return std::nullopt;
      continue;
    }
    double enter = (gap - reach) / closing, leave = (gap + reach) / closing;
    if (enter > leave) std::swap(enter, leave);
    along.enter = std::max(along.enter, enter);
    along.leave = std::min(along.leave, leave);
    if (along.enter > along.leave) return std::nullopt;
  }
  return along;
}

double OrientedRect::clear_along(Vec2 dir, const OrientedRect& o, double gap) const {
  // On each axis the gap between the centres changes linearly with the distance gone; past the
  // farther of the two distances at which it equals reach + gap, that axis alone keeps them apart.
  const SeparatingAxes s = separating_axes(*this, o);
  const Vec2 t = o.center - center;
  double clear = std::numeric_limits<double>::infinity();
  for (std::size_t i = 0; i < 4; ++i) {
    const double centres = t.dot(s.axis[i]), closing = dir.dot(s.axis[i]), apart = s.reach[i] + gap;
    if (std::abs(closing) < 1e-12) continue;
    clear = std::min(clear, std::max((centres - apart) / closing, (centres + apart) / closing));
  }
  return clear;
}

bool OrientedRect::within(const OrientedRect& o, double d) const {
  // A gap wider than d along any axis puts them farther apart than d: most pairs end here.
  const SeparatingAxes s = separating_axes(*this, o);
  const Vec2 t = o.center - center;
  for (std::size_t i = 0; i < 4; ++i)
    if (std::abs(t.dot(s.axis[i])) > s.reach[i] + d + kTouching) return false;
  return distance_to(o) <= d;
}

double OrientedRect::distance_to(Vec2 p) const { return std::sqrt(distance_squared(*this, p)); }

bool OrientedRect::crosses(Segment s) const {
  if (contains(s.a) || contains(s.b)) return true;
  return segments_intersect(s, front_edge()) || segments_intersect(s, right_edge()) ||
         segments_intersect(s, rear_edge()) || segments_intersect(s, left_edge());
}

Aspect OrientedRect::aspect_of(Vec2 p) const {
  // In the rectangle's own frame the ±45° arcs are where ahead (or behind) outweighs across.
  const Vec2 d = p - center;
  const double across = d.dot(right()), ahead = d.dot(forward());
  if (ahead >= std::abs(across)) return Aspect::front;
  if (-ahead >= std::abs(across)) return Aspect::rear;
  return across > 0 ? Aspect::right_flank : Aspect::left_flank;
}

Aspect OrientedRect::edge_entered_from(Vec2 p) const {
  // Scaled by the half-sizes, the rectangle is a square and its diagonals the ±45° lines.
  const Vec2 d = p - center;
  const double across = d.dot(right()) * depth, ahead = d.dot(forward()) * width;
  if (ahead >= std::abs(across)) return Aspect::front;
  if (-ahead >= std::abs(across)) return Aspect::rear;
  return across > 0 ? Aspect::right_flank : Aspect::left_flank;
}

bool OrientedRect::in_front_arc(Vec2 p, double half_arc) const { return front_arc(half_arc).contains(p); }

OrientedRect::FrontArc OrientedRect::front_arc(double half_arc) const {
  // The arcs asked about are few (a rule's constant), so the last one's cosine is kept.
  thread_local double last_arc = 45.0, last_cos = std::cos(radians(45.0));
  if (half_arc != last_arc) last_arc = half_arc, last_cos = std::cos(radians(half_arc));
  return {front_center(), forward(), last_cos, half_arc >= 180.0};
}

}  // namespace caisson
