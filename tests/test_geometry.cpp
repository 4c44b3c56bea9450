// Points, footprints, segments, polygons and polylines: the shapes every rule question rests on.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <stdexcept>

#include "engine/geometry/oriented_rect.hpp"
#include "engine/geometry/shapes.hpp"

namespace test_geometry {

using namespace caisson;

namespace {

void require_near(Vec2 got, Vec2 want) {
  INFO("got (" << got.x << ", " << got.y << "), want (" << want.x << ", " << want.y << ")");
  REQUIRE(got.x == Approx(want.x).margin(1e-9));
  REQUIRE(got.y == Approx(want.y).margin(1e-9));
}

Polygon square(double x0, double y0, double x1, double y1) { return Polygon({{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}); }

// Seeded uniform numbers for checks over many shapes (a fixed LCG: the same cases every run).
struct SeededShapes {
  std::uint64_t state;
  double uniform(double lo, double hi) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return lo + (hi - lo) * static_cast<double>(state >> 11) / 9007199254740992.0;
  }
};

}  // namespace

TEST_CASE("compass: heading, bearing and turn_between agree that 0 is up the table and 90 is +x", "[geometry]") {
  require_near(heading(0), {0, 1});
  require_near(heading(90), {1, 0});
  require_near(heading(180), {0, -1});
  REQUIRE(bearing({0, 0}, {0, 5}) == Approx(0));
  REQUIRE(bearing({0, 0}, {5, 0}) == Approx(90));
  REQUIRE(bearing({0, 0}, {-5, 0}) == Approx(270));
  REQUIRE(bearing({0, 0}, {3, 3}) == Approx(45));
  REQUIRE(turn_between(350, 10) == Approx(20));
  REQUIRE(turn_between(10, 350) == Approx(-20));
  REQUIRE(turn_between(0, 180) == Approx(180));
  REQUIRE(turn_between(90, 270) == Approx(180));
  REQUIRE(normalize_facing(-90) == Approx(270));
  REQUIRE(normalize_facing(725) == Approx(5));
}

TEST_CASE("oriented rect: facing 0 puts the front edge up the table, corners front-left first", "[geometry]") {
  OrientedRect r{{10, 10}, 4, 2, 0};
  auto c = r.corners();
  require_near(c[0], {8, 11});   // front-left
  require_near(c[1], {12, 11});  // front-right
  require_near(c[2], {12, 9});   // rear-right
  require_near(c[3], {8, 9});    // rear-left
  require_near(r.front_center(), {10, 11});
  require_near(r.front_edge().a, {8, 11});
  require_near(r.rear_edge().a, {12, 9});
}

TEST_CASE("oriented rect: facing 90 turns the front toward +x", "[geometry]") {
  OrientedRect r{{10, 10}, 4, 2, 90};
  auto c = r.corners();
  require_near(c[0], {11, 12});  // front-left is up the table when facing right
  require_near(c[1], {11, 8});
  require_near(c[2], {9, 8});
  require_near(c[3], {9, 12});
  require_near(r.front_center(), {11, 10});
}

TEST_CASE("oriented rect: facing 45 turns a square onto its corners", "[geometry]") {
  OrientedRect r{{0, 0}, 2, 2, 45};
  auto c = r.corners();
  double h = std::sqrt(2.0);
  require_near(c[0], {0, h});
  require_near(c[1], {h, 0});
  require_near(c[2], {0, -h});
  require_near(c[3], {-h, 0});
  Box b = r.bounds();
  require_near(b.lo, {-h, -h});
  require_near(b.hi, {h, h});
  REQUIRE(r.radius() == Approx(h));
}

TEST_CASE("oriented rect: contains points inside and on its edge only", "[geometry]") {
  OrientedRect r{{0, 0}, 4, 2, 90};  // 2 wide along x, 4 along y
  REQUIRE(r.contains({0.9, 1.9}));
  REQUIRE(r.contains({1, 2}));
  REQUIRE_FALSE(r.contains({1.1, 0}));
  REQUIRE_FALSE(r.contains({0, 2.1}));
}

TEST_CASE("oriented rect: footprints that overlap, touch, or stand apart", "[geometry]") {
  OrientedRect a{{0, 0}, 4, 2, 0};
  SECTION("overlapping") {
    OrientedRect b{{3, 0}, 4, 2, 0};
    REQUIRE(a.overlaps(b));
    REQUIRE(b.overlaps(a));
    REQUIRE(a.distance_to(b) == 0);
  }
  SECTION("touching edge to edge counts as overlapping") {
    OrientedRect b{{4, 0}, 4, 2, 0};
    REQUIRE(a.overlaps(b));
    REQUIRE(a.distance_to(b) == 0);
  }
  SECTION("apart side by side") {
    OrientedRect b{{4.5, 0}, 4, 2, 0};
    REQUIRE_FALSE(a.overlaps(b));
    REQUIRE(a.distance_to(b) == Approx(0.5));
  }
  SECTION("a turned square whose corner dips into the front edge") {
    OrientedRect b{{0, 1.6}, 1, 1, 45};  // its lowest corner is at y = 1.6 - 0.707
    REQUIRE(a.overlaps(b));
  }
  SECTION("a turned square whose corner stops short of the front edge") {
    double half_diagonal = std::sqrt(0.5);
    OrientedRect b{{0, 1 + half_diagonal + 0.1}, 1, 1, 45};
    REQUIRE_FALSE(a.overlaps(b));
    REQUIRE(a.distance_to(b) == Approx(0.1));
  }
  SECTION("bounding circles overlap but the rectangles do not (separating axis)") {
    OrientedRect b{{2.9, 1.9}, 2, 2, 45};
    REQUIRE(distance(a.center, b.center) < a.radius() + b.radius());
    REQUIRE_FALSE(a.overlaps(b));
  }
}

TEST_CASE("oriented rect: distance to a point is 0 inside and to the nearest edge outside", "[geometry]") {
  OrientedRect a{{0, 0}, 4, 2, 0};
  REQUIRE(a.distance_to(Vec2{0.5, 0.5}) == 0);
  REQUIRE(a.distance_to(Vec2{0, 3}) == Approx(2));
  REQUIRE(a.distance_to(Vec2{5, 4}) == Approx(std::hypot(3, 3)));
  REQUIRE(a.distance_to(Vec2{-2, -4}) == Approx(3));
}

TEST_CASE("oriented rect: aspect_of tells front, flanks and rear by 45 degree arcs off the centre", "[geometry]") {
  OrientedRect up{{0, 0}, 4, 2, 0};
  REQUIRE(up.aspect_of({0, 10}) == Aspect::front);
  REQUIRE(up.aspect_of({10, 10}) == Aspect::front);  // exactly 45 degrees off is still the front
  REQUIRE(up.aspect_of({10, 0}) == Aspect::right_flank);
  REQUIRE(up.aspect_of({-10, 0}) == Aspect::left_flank);
  REQUIRE(up.aspect_of({0, -10}) == Aspect::rear);
  REQUIRE(up.aspect_of({10, -10}) == Aspect::rear);
  OrientedRect right{{0, 0}, 4, 2, 90};
  REQUIRE(right.aspect_of({10, 0}) == Aspect::front);
  REQUIRE(right.aspect_of({0, -10}) == Aspect::right_flank);
  REQUIRE(right.aspect_of({0, 10}) == Aspect::left_flank);
  REQUIRE(right.aspect_of({-10, 1}) == Aspect::rear);
}

TEST_CASE("oriented rect: aspect_of agrees with the bearing's angle off the facing, whatever the facing", "[geometry]") {
  // 2,000 seeded rectangles and points; points within a hundredth of a degree of an arc's edge
  // are left out (there the answer is the rounding's).
  SeededShapes seeded{1861};
  auto uniform = [&](double lo, double hi) { return seeded.uniform(lo, hi); };
  int checked = 0;
  for (int i = 0; i < 2000; ++i) {
    const OrientedRect r{{uniform(0, 96), uniform(0, 48)}, uniform(1, 8), uniform(1, 4), uniform(0, 360)};
    const Vec2 p{uniform(0, 96), uniform(0, 48)};
    const double off = turn_between(r.facing, bearing(r.center, p));
    if (std::abs(std::abs(off) - 45) < 0.01 || std::abs(std::abs(off) - 135) < 0.01) continue;
    const Aspect want = std::abs(off) < 45    ? Aspect::front
                        : std::abs(off) > 135 ? Aspect::rear
                        : off > 0             ? Aspect::right_flank
                                              : Aspect::left_flank;
    INFO("facing " << r.facing << ", " << off << " degrees off");
    REQUIRE(r.aspect_of(p) == want);
    ++checked;
  }
  CHECK(checked > 1990);
}

TEST_CASE("oriented rect: the front arc is 45 degrees either side of straight ahead from the front centre", "[geometry]") {
  OrientedRect a{{0, 0}, 4, 2, 0};  // front centre (0, 1)
  REQUIRE(a.in_front_arc({0, 5}));
  REQUIRE(a.in_front_arc({3, 4}));   // 45 degrees exactly
  REQUIRE(a.in_front_arc({-3, 4}));
  REQUIRE_FALSE(a.in_front_arc({4, 3}));
  REQUIRE_FALSE(a.in_front_arc({0, -5}));
  REQUIRE(a.in_front_arc({0, 1}));  // the front centre itself
  REQUIRE(a.in_front_arc({4, 3}, 90));
}

TEST_CASE("oriented rect: crosses a segment through it or ending in it, not one passing beside it", "[geometry]") {
  OrientedRect a{{0, 0}, 4, 2, 0};
  REQUIRE(a.crosses({{-5, 0}, {5, 0}}));
  REQUIRE(a.crosses({{0, 0}, {0, 9}}));
  REQUIRE_FALSE(a.crosses({{-5, 2}, {5, 2}}));
  REQUIRE_FALSE(a.crosses({{3, -5}, {3, 5}}));
}

TEST_CASE("segments: crossing, touching, collinear and parallel cases", "[geometry]") {
  REQUIRE(segments_intersect({{0, 0}, {2, 2}}, {{0, 2}, {2, 0}}));         // an X
  REQUIRE(segments_intersect({{0, 0}, {2, 0}}, {{1, 0}, {1, 5}}));         // a T: one ends on the other
  REQUIRE(segments_intersect({{0, 0}, {1, 1}}, {{1, 1}, {2, 0}}));         // sharing an end
  REQUIRE(segments_intersect({{0, 0}, {2, 0}}, {{1, 0}, {3, 0}}));         // collinear, overlapping
  REQUIRE_FALSE(segments_intersect({{0, 0}, {1, 0}}, {{2, 0}, {3, 0}}));   // collinear, apart
  REQUIRE_FALSE(segments_intersect({{0, 0}, {2, 0}}, {{0, 1}, {2, 1}}));   // parallel
  REQUIRE_FALSE(segments_intersect({{0, 0}, {2, 0}}, {{1, 0.001}, {1, 5}}));  // a near miss
  REQUIRE_FALSE(segments_intersect({{0, 0}, {2, 2}}, {{3, 0}, {5, -2}}));  // would cross if extended
}

TEST_CASE("segments: distances from a point and between segments", "[geometry]") {
  Segment s{{0, 0}, {2, 0}};
  REQUIRE(s.length() == Approx(2));
  REQUIRE(distance_point_segment({1, 1}, s) == Approx(1));
  REQUIRE(distance_point_segment({3, 0}, s) == Approx(1));   // beyond the end: to the end
  REQUIRE(distance_point_segment({-3, 4}, s) == Approx(5));
  REQUIRE(distance_point_segment({3, 4}, {{0, 0}, {0, 0}}) == Approx(5));  // a point-like segment
  REQUIRE(distance_segments(s, {{0, 1}, {2, 1}}) == Approx(1));
  REQUIRE(distance_segments(s, {{1, -1}, {1, 1}}) == 0);
  REQUIRE(distance_segments(s, {{4, 1}, {5, 3}}) == Approx(std::hypot(2, 1)));
}

TEST_CASE("box: overlapping, touching and apart bounds", "[geometry]") {
  Box a{{0, 0}, {2, 2}};
  REQUIRE(a.overlaps({{1, 1}, {3, 3}}));
  REQUIRE(a.overlaps({{2, 0}, {3, 1}}));
  REQUIRE_FALSE(a.overlaps({{2.1, 0}, {3, 1}}));
  REQUIRE(a.grown(0.5).overlaps({{2.4, 0}, {3, 1}}));
  Box b = bounds_of(Segment{{3, -1}, {1, 4}});
  require_near(b.lo, {1, -1});
  require_near(b.hi, {3, 4});
}

TEST_CASE("polygon: contains, crosses and distance for a square and a concave L", "[geometry]") {
  Polygon sq = square(0, 0, 4, 4);
  REQUIRE(sq.contains({2, 2}));
  REQUIRE_FALSE(sq.contains({5, 2}));
  REQUIRE_FALSE(sq.contains({2, -0.1}));
  require_near(sq.centroid(), {2, 2});
  REQUIRE(sq.distance_to({6, 2}) == Approx(2));
  REQUIRE(sq.distance_to({2, 2}) == 0);
  REQUIRE(sq.crosses({{-1, 2}, {5, 2}}));     // straight through
  REQUIRE(sq.crosses({{2, 2}, {9, 9}}));      // starting inside
  REQUIRE(sq.crosses({{4, -1}, {4, 5}}));     // along an edge
  REQUIRE_FALSE(sq.crosses({{5, 0}, {5, 4}}));

  Polygon ell({{0, 0}, {4, 0}, {4, 1}, {1, 1}, {1, 4}, {0, 4}});
  REQUIRE(ell.contains({0.5, 3}));
  REQUIRE(ell.contains({3, 0.5}));
  REQUIRE_FALSE(ell.contains({3, 3}));  // the notch
  REQUIRE_FALSE(ell.crosses({{2, 2}, {3, 3}}));
  REQUIRE(ell.distance_to({3, 3}) == Approx(2));

  REQUIRE_THROWS_AS(Polygon({{0, 0}, {1, 1}}), std::invalid_argument);
}

TEST_CASE("polygon: length_inside counts only the stretch within the outline", "[geometry]") {
  Polygon sq = square(0, 0, 4, 4);
  REQUIRE(sq.length_inside({{-2, 2}, {6, 2}}) == Approx(4));
  REQUIRE(sq.length_inside({{2, 2}, {10, 2}}) == Approx(2));
  REQUIRE(sq.length_inside({{1, 1}, {3, 3}}) == Approx(2 * std::sqrt(2.0)));
  REQUIRE(sq.length_inside({{5, 0}, {9, 9}}) == 0);
  Polygon ell({{0, 0}, {4, 0}, {4, 1}, {1, 1}, {1, 4}, {0, 4}});
  REQUIRE(ell.length_inside({{-1, 2}, {5, 2}}) == Approx(1));
  REQUIRE(ell.length_inside({{0.5, -1}, {0.5, 5}}) == Approx(4));
  // Diagonally across the notch: in through the foot, out across the notch, in again up the stem.
  REQUIRE(ell.length_inside({{3.5, -0.5}, {-0.5, 3.5}}) == Approx(std::sqrt(2.0) * 2));
}

TEST_CASE("polyline: length, point_at, facing_at and project along a bent line", "[geometry]") {
  Polyline line({{0, 0}, {3, 0}, {3, 4}});
  REQUIRE(line.length() == Approx(7));
  require_near(line.start(), {0, 0});
  require_near(line.end(), {3, 4});
  require_near(line.point_at(1), {1, 0});
  require_near(line.point_at(3), {3, 0});
  require_near(line.point_at(5), {3, 2});
  require_near(line.point_at(-1), {0, 0});   // clamped to the start
  require_near(line.point_at(100), {3, 4});  // clamped to the end
  REQUIRE(line.facing_at(1) == Approx(90));
  REQUIRE(line.facing_at(5) == Approx(0));
  REQUIRE(line.facing_at(100) == Approx(0));
  REQUIRE(line.project({1, -2}) == Approx(1));
  REQUIRE(line.project({5, 2}) == Approx(5));
  REQUIRE(line.project({3, 10}) == Approx(7));
  REQUIRE(line.project({-4, 0}) == Approx(0));
  REQUIRE(line.distance_to({1, 1}) == Approx(1));
  REQUIRE(line.crosses({{1, -1}, {1, 1}}));
  REQUIRE_FALSE(line.crosses({{5, -1}, {5, 5}}));
  REQUIRE_THROWS_AS(Polyline({{0, 0}}), std::invalid_argument);
}

TEST_CASE("polyline: within a distance answers as distance_to does, near the bounds and far off", "[geometry]") {
  Polyline line({{0, 0}, {3, 0}, {3, 4}});
  REQUIRE(line.within({1, 1}, 1));         // exactly at the distance
  REQUIRE_FALSE(line.within({1, 1}, 0.99));
  REQUIRE(line.within({-0.5, 0}, 0.5));    // just off the bounds, within reach of an end
  REQUIRE_FALSE(line.within({-0.5, 0}, 0.49));
  REQUIRE(line.within({3, 5}, 1));         // beyond the far end by exactly the distance
  REQUIRE_FALSE(line.within({40, 40}, 5));  // far off the bounds
  // A lattice of points around it, at several distances: the same answer as the full measure.
  for (double x = -3; x <= 6; x += 0.25)
    for (double y = -3; y <= 7; y += 0.25)
      for (double d : {0.0, 0.5, 1.0, 2.0, 2.5})
        REQUIRE(line.within({x, y}, d) == (line.distance_to({x, y}) <= d));
}

TEST_CASE("oriented rect: a distance asked again answers for the rectangles as they are now", "[geometry]") {
  // distance_to remembers recent answers; any change to either rectangle must be seen.
  const OrientedRect a{{0, 0}, 2, 2, 0};
  OrientedRect b{{10, 0}, 8, 2, 0};  // 8" across: its near side 4" right of its centre, 5" from a
  CHECK(a.distance_to(b) == Approx(5));
  CHECK(a.distance_to(b) == Approx(5));
  b.facing = 90;  // its 8" now run up the table and its 2" depth across: the near side is at 9"
  CHECK(a.distance_to(b) == Approx(8));
  b.depth = 6;  // deeper: the near side comes to 7"
  CHECK(a.distance_to(b) == Approx(6));
  b.center = {10, 1e-9};
  CHECK(a.distance_to(b) == Approx(6));
  CHECK(b.distance_to(a) == Approx(6));
  OrientedRect c = a;
  c.depth = 6;
  c.facing = 90;
  CHECK(c.distance_to(b) == Approx(4));
}

}  // namespace test_geometry
