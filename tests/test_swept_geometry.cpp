// The exact searches that replaced sampling: a footprint swept along a straight way
// (overlap_along), the cheap distance test (within), a line through a footprint's inside
// (runs_through), and where a straight way first enters impassable ground.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <optional>
#include <random>

#include "engine/battlefield/battlefield.hpp"
#include "engine/battlefield/polygon_crossing.hpp"
#include "engine/geometry/oriented_rect.hpp"

namespace test_swept_geometry {

using namespace caisson;

namespace {

// Uniform in [lo, hi) from the generator's raw output: the standard distributions differ between
// libraries, and these cases must be the same everywhere.
double uniform(std::mt19937& rng, double lo, double hi) { return lo + (hi - lo) * (rng() / 4294967296.0); }

OrientedRect random_footprint(std::mt19937& rng, Vec2 near, double spread) {
  return OrientedRect{{near.x + uniform(rng, -spread, spread), near.y + uniform(rng, -spread, spread)},
                      uniform(rng, 0.5, 8), uniform(rng, 0.5, 8), uniform(rng, 0, 360)};
}

OrientedRect moved(OrientedRect r, Vec2 dir, double d) {
  r.center = r.center + dir * d;
  return r;
}

Polygon square(double x0, double y0, double x1, double y1) { return Polygon({{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}); }

Area impassable(Polygon outline) { return Area{.name = "mill pond", .kind = AreaKind::impassable, .outline = std::move(outline)}; }

}  // namespace

TEST_CASE("swept footprint: overlap_along agrees with overlaps sampled every hundredth of an inch", "[geometry][swept]") {
  std::mt19937 rng(18620917);
  constexpr double kStep = 0.01, kMargin = 1e-6;
  int with_stretch = 0, without = 0;
  for (int pair = 0; pair < 2000; ++pair) {
    const OrientedRect mover = random_footprint(rng, {0, 0}, 0);
    const double heading_deg = uniform(rng, 0, 360), length = uniform(rng, 0, 20);
    const Vec2 dir = heading(heading_deg);
    // The other footprint somewhere about the way, so that about half the pairs meet.
    const OrientedRect other = random_footprint(rng, dir * uniform(rng, -4, length + 4), 8);
    const auto stretch = mover.overlap_along(dir, length, other);
    (stretch ? with_stretch : without)++;
    INFO("pair " << pair << ": mover " << mover.width << "x" << mover.depth << " facing " << mover.facing
                 << ", going " << length << "\" toward " << heading_deg << "; other at (" << other.center.x << ", "
                 << other.center.y << ") " << other.width << "x" << other.depth << " facing " << other.facing);
    if (stretch) {
      INFO("stretch " << stretch->enter << " to " << stretch->leave);
      REQUIRE(stretch->enter >= 0);
      REQUIRE(stretch->enter <= stretch->leave);
      REQUIRE(stretch->leave <= length);
      // The ends themselves are contact: the footprint touches there (to rounding).
      REQUIRE(moved(mover, dir, stretch->enter).distance_to(other) < 1e-8);
      REQUIRE(moved(mover, dir, stretch->leave).distance_to(other) < 1e-8);
    }
    // Every sample clearly inside the stretch overlaps; every one clearly outside does not.
    const int samples = static_cast<int>(std::ceil(length / kStep));
    std::optional<double> wrong;
    for (int i = 0; i <= samples && !wrong; ++i) {
      const double d = std::min(length, i * kStep);
      const bool inside = stretch && d > stretch->enter + kMargin && d < stretch->leave - kMargin;
      const bool outside = !stretch || d < stretch->enter - kMargin || d > stretch->leave + kMargin;
      const bool overlaps = moved(mover, dir, d).overlaps(other);
      if ((inside && !overlaps) || (outside && overlaps)) wrong = d;
    }
    INFO("the sample at " << wrong.value_or(-1) << "\" disagrees");
    REQUIRE_FALSE(wrong.has_value());
  }
  // Both kinds of pair were tried in earnest.
  CHECK(with_stretch > 500);
  CHECK(without > 500);
}

TEST_CASE("swept footprint: a square driven straight at another meets it from touch to touch", "[geometry][swept]") {
  const OrientedRect mover{{0, 0}, 2, 2, 0};
  const OrientedRect other{{5, 0}, 2, 2, 0};
  const auto s = mover.overlap_along({1, 0}, 10, other);
  REQUIRE(s.has_value());
  CHECK(s->enter == Approx(3).margin(1e-8));  // its right edge on the other's left
  CHECK(s->leave == Approx(7).margin(1e-8));  // its left edge on the other's right
  // Cut short before the far side, the stretch ends where the way does.
  const auto short_way = mover.overlap_along({1, 0}, 4, other);
  REQUIRE(short_way.has_value());
  CHECK(short_way->enter == Approx(3).margin(1e-8));
  CHECK(short_way->leave == Approx(4).margin(1e-8));
  // Stopping short of it, or going the other way, it never meets it.
  CHECK_FALSE(mover.overlap_along({1, 0}, 2.9, other).has_value());
  CHECK_FALSE(mover.overlap_along({-1, 0}, 10, other).has_value());
}

TEST_CASE("swept footprint: driven straight through a square, it stands a gap beyond from far edge plus gap", "[geometry][swept]") {
  const OrientedRect mover{{0, 0}, 2, 2, 0};
  const OrientedRect other{{5, 0}, 2, 2, 0};
  // It leaves the other at 7"; an inch further on it stands an inch beyond.
  CHECK(mover.clear_along({1, 0}, other, 1) == Approx(8).margin(1e-8));
  CHECK(mover.clear_along({1, 0}, other, 0) == Approx(7).margin(1e-8));
  // Going away, it stood an inch off it two inches before its start (behind it).
  CHECK(mover.clear_along({-1, 0}, other, 1) == Approx(-2).margin(1e-8));
  // Starting on top of a square and going up, it is an inch off once 3" on.
  CHECK(mover.clear_along({0, 1}, OrientedRect{{0, 0}, 2, 2, 0}, 1) == Approx(3).margin(1e-8));
}

TEST_CASE("swept footprint: from clear_along on, it stands farther than the gap off the other", "[geometry][swept]") {
  std::mt19937 rng(18630703);
  for (int pair = 0; pair < 2000; ++pair) {
    const OrientedRect mover = random_footprint(rng, {0, 0}, 0);
    const Vec2 dir = heading(uniform(rng, 0, 360));
    const OrientedRect other = random_footprint(rng, dir * uniform(rng, -4, 20), 8);
    const double gap = uniform(rng, 0, 3);
    const double clear = mover.clear_along(dir, other, gap);
    INFO("pair " << pair << ": clear from " << clear << " by " << gap);
    REQUIRE(std::isfinite(clear));
    // Sampled from there to 30" further: never within the gap (to rounding).
    for (double d = clear; d <= clear + 30; d += 0.05) REQUIRE(moved(mover, dir, d).distance_to(other) > gap - 1e-9);
  }
}

TEST_CASE("swept footprint: a diamond driven at a square meets it point first", "[geometry][swept]") {
  // A 2" square turned 45° reaches √2" ahead of its centre; it meets the square's face when that
  // point does, and leaves when its rear point clears the far face.
  const OrientedRect diamond{{0, 0}, 2, 2, 45};
  const OrientedRect square_{{0, 10}, 2, 2, 0};
  const auto s = diamond.overlap_along({0, 1}, 20, square_);
  REQUIRE(s.has_value());
  CHECK(s->enter == Approx(9 - std::sqrt(2.0)).margin(1e-8));
  CHECK(s->leave == Approx(11 + std::sqrt(2.0)).margin(1e-8));
}

TEST_CASE("swept footprint: going alongside a unit, parallel to its face, meets it only if touching", "[geometry][swept]") {
  const OrientedRect mover{{0, 0}, 2, 2, 0};
  // The way runs up the table, parallel to both footprints' side edges.
  CHECK_FALSE(mover.overlap_along({0, 1}, 20, OrientedRect{{2.5, 10}, 2, 2, 0}).has_value());  // half an inch aside
  const auto touching = mover.overlap_along({0, 1}, 20, OrientedRect{{2, 10}, 2, 2, 0});     // edge on edge
  REQUIRE(touching.has_value());
  CHECK(touching->enter == Approx(8).margin(1e-8));
  CHECK(touching->leave == Approx(12).margin(1e-8));
}

TEST_CASE("swept footprint: starting on top of a unit the stretch begins at once — no way at all is the start only",
          "[geometry][swept]") {
  const OrientedRect mover{{0, 0}, 4, 2, 0};
  const OrientedRect other{{1, 0.5}, 4, 2, 0};
  const auto away = mover.overlap_along({0, -1}, 10, other);
  REQUIRE(away.has_value());
  CHECK(away->enter == 0);
  CHECK(away->leave == Approx(1.5).margin(1e-8));  // its top edge (y 1) clears the other's bottom (-0.5)
  const auto still = mover.overlap_along({0, 1}, 0, other);
  REQUIRE(still.has_value());
  CHECK(still->enter == 0);
  CHECK(still->leave == 0);
  CHECK_FALSE(mover.overlap_along({0, 1}, 0, OrientedRect{{10, 0}, 4, 2, 0}).has_value());
}

TEST_CASE("footprint distance: within(o, d) is distance_to(o) <= d, near and far", "[geometry][swept]") {
  std::mt19937 rng(18630701);
  int near_cases = 0;
  for (int pair = 0; pair < 5000; ++pair) {
    const OrientedRect a = random_footprint(rng, {0, 0}, 0);
    const OrientedRect b = random_footprint(rng, {0, 0}, 14);
    const double gap = a.distance_to(b);
    // Half the distances asked about lie near the true gap, where a cheap test would err.
    const double d = pair % 2 ? uniform(rng, 0, 12) : gap + uniform(rng, -0.05, 0.05);
    if (std::abs(gap - d) < 1e-9) continue;  // on the boundary rounding decides
    if (std::abs(gap - d) < 0.05) ++near_cases;
    INFO("pair " << pair << ": gap " << gap << ", asked within " << d);
    REQUIRE(a.within(b, d) == (gap <= d));
  }
  CHECK(near_cases > 2000);
}

TEST_CASE("footprint distance: two squares 3 inches apart are within 3 inches, not within 2.99", "[geometry][swept]") {
  const OrientedRect a{{0, 0}, 2, 2, 0}, b{{5, 0}, 2, 2, 0};
  CHECK(a.within(b, 3));
  CHECK_FALSE(a.within(b, 2.99));
  // Corner to corner across the diagonal: 3 and 4 apart in x and y make 5.
  const OrientedRect c{{5, 6}, 2, 2, 0};
  CHECK(a.within(c, 5.000001));
  CHECK_FALSE(a.within(c, 4.999999));
  // Overlapping footprints are within any distance, even none.
  CHECK(a.within(OrientedRect{{1, 1}, 2, 2, 30}, 0));
}

TEST_CASE("line through a footprint: across its middle or ending inside runs through — along an edge or over a corner does not",
          "[geometry][swept]") {
  const OrientedRect r{{0, 0}, 4, 2, 0};  // x from -2 to 2, y from -1 to 1
  CHECK(r.runs_through({{-5, 0}, {5, 0}}));     // across the middle
  CHECK(r.runs_through({{-5, 0}, {0, 0}}));     // ending inside
  CHECK(r.runs_through({{0.5, 0.2}, {0, 0}}));  // wholly inside
  CHECK_FALSE(r.runs_through({{-5, 1}, {5, 1}}));  // along its front edge
  CHECK_FALSE(r.runs_through({{2, -5}, {2, 5}}));  // along its right edge
  CHECK_FALSE(r.runs_through({{1, 2}, {3, 0}}));   // over the front-right corner only
  CHECK_FALSE(r.runs_through({{-5, 3}, {5, 3}}));  // beside it
  CHECK(r.runs_through({{0.8, 2}, {2.8, 0}}));     // cutting the corner, inside for a little way

  // Turned, the same: a line along an edge, extended, is outside; nudged inward it runs through.
  const OrientedRect turned{{10, 10}, 4, 2, 30};
  const Segment front = turned.front_edge();
  const Vec2 along = (front.b - front.a) * 2;
  CHECK_FALSE(turned.runs_through({front.a - along, front.b + along}));
  const Vec2 in = -turned.forward() * 0.01;
  CHECK(turned.runs_through({front.a - along + in, front.b + along + in}));
}

TEST_CASE("impassable ground: first_inside gives the fraction of the way at which it first runs inside", "[battlefield][swept]") {
  const Polygon pond = square(10, 10, 20, 20);
  const auto entry = first_inside(pond, {{0, 15}, {40, 15}});
  REQUIRE(entry.has_value());
  CHECK(*entry == Approx(0.25).margin(1e-12));  // 10" of 40"
  const auto from_inside = first_inside(pond, {{15, 15}, {40, 15}});
  REQUIRE(from_inside.has_value());
  CHECK(*from_inside == 0);
  CHECK_FALSE(first_inside(pond, {{0, 15}, {10, 15}}).has_value());  // up to its edge
  CHECK_FALSE(first_inside(pond, {{0, 25}, {40, 25}}).has_value());  // past it
}

TEST_CASE("impassable ground: impassable_entry is how far the straight way goes before running into it", "[battlefield][swept]") {
  Battlefield field(96, 48);
  field.add(impassable(square(40, 10, 50, 20)));
  field.add(Area{.name = "Chinn woods", .kind = AreaKind::woods, .outline = square(20, 10, 30, 20)});  // passable
  const auto entry = field.impassable_entry({10, 15}, {70, 15});
  REQUIRE(entry.has_value());
  CHECK(*entry == Approx(30).margin(1e-9));  // over the wood, into the pond at x 40
  // At a slant: from (37, 12) toward (43, 20) the way crosses x 40 after 5" (3-4-5).
  const auto slant = field.impassable_entry({37, 12}, {43, 20});
  REQUIRE(slant.has_value());
  CHECK(*slant == Approx(5).margin(1e-9));
  // Starting inside, it is in at once.
  const auto inside = field.impassable_entry({45, 15}, {70, 15});
  REQUIRE(inside.has_value());
  CHECK(*inside == 0);
  // Stopping at the edge, passing by, or never coming near is no entry.
  CHECK_FALSE(field.impassable_entry({10, 15}, {40, 15}).has_value());
  CHECK_FALSE(field.impassable_entry({10, 25}, {70, 25}).has_value());
  CHECK_FALSE(field.impassable_entry({10, 15}, {35, 15}).has_value());
}

TEST_CASE("impassable ground: grazing a corner or running along an edge is no entry", "[battlefield][swept]") {
  Battlefield field(96, 48);
  field.add(impassable(square(40, 10, 50, 20)));
  // Over each corner, diagonally, touching it only there.
  CHECK_FALSE(field.impassable_entry({35, 15}, {45, 5}).has_value());   // bottom-left
  CHECK_FALSE(field.impassable_entry({45, 5}, {55, 15}).has_value());   // bottom-right
  CHECK_FALSE(field.impassable_entry({55, 15}, {45, 25}).has_value());  // top-right
  CHECK_FALSE(field.impassable_entry({45, 25}, {35, 15}).has_value());  // top-left
  // Along the top and right edges.
  CHECK_FALSE(field.impassable_entry({30, 20}, {60, 20}).has_value());
  CHECK_FALSE(field.impassable_entry({50, 0}, {50, 30}).has_value());
}

TEST_CASE("impassable ground: along the bottom or left edge is no entry either", "[battlefield][swept]") {
  // Polygon::contains counts a square's bottom and left edges inside (a half-open test); a way
  // running along them must still not count as entering.
  Battlefield field(96, 48);
  field.add(impassable(square(40, 10, 50, 20)));
  CHECK_FALSE(field.impassable_entry({30, 10}, {60, 10}).has_value());  // along the bottom edge
  CHECK_FALSE(field.impassable_entry({40, 0}, {40, 30}).has_value());   // along the left edge
  CHECK_FALSE(field.enters_impassable({30, 10}, {60, 10}));
  CHECK_FALSE(field.enters_impassable({40, 0}, {40, 30}));
}

TEST_CASE("impassable ground: of two areas on the way the nearer entry is given, whichever was drawn first",
          "[battlefield][swept]") {
  for (bool near_first : {true, false}) {
    Battlefield field(96, 48);
    const Area near = impassable(square(20, 10, 30, 20)), far = impassable(square(40, 0, 50, 30));
    field.add(near_first ? near : far);
    field.add(near_first ? far : near);
    const auto entry = field.impassable_entry({10, 15}, {70, 15});
    REQUIRE(entry.has_value());
    CHECK(*entry == Approx(10).margin(1e-9));
    // Beside the near one, the far one is met.
    const auto past = field.impassable_entry({10, 25}, {70, 25});
    REQUIRE(past.has_value());
    CHECK(*past == Approx(30).margin(1e-9));
  }
}

namespace {

Area hill_of(Polygon outline, double height) {
  return Area{.name = "Henry Hill", .kind = AreaKind::hill, .outline = std::move(outline), .height = height};
}

}  // namespace

TEST_CASE("climbing: a way clipping a hill's corner for under a fifth of an inch climbs — one along its foot does not",
          "[battlefield][swept]") {
  Battlefield field(96, 48);
  field.add(hill_of(square(40, 10, 50, 20), 1));
  // Across the corner at (40, 20): on the hill only from x = 40 to 40.1 (0.14"), where samples
  // half an inch apart would never land.
  CHECK(field.path_terrain({39.8, 20.1}, {40.1, 19.8}).climbs);
  CHECK_FALSE(field.path_terrain({30, 25}, {60, 25}).climbs);     // beside it
  CHECK_FALSE(field.path_terrain({30, 20}, {60, 20}).climbs);     // along its top edge
  CHECK_FALSE(field.path_terrain({42, 12}, {48, 18}).climbs);     // all on the hill
  CHECK(field.path_terrain({45, 15}, {60, 15}).climbs);           // coming down off it
}

TEST_CASE("climbing: two hills of one height side by side are level ground across their seam — a crest is not",
          "[battlefield][swept]") {
  Battlefield field(96, 48);
  field.add(hill_of(square(40, 10, 50, 20), 1));
  field.add(hill_of(square(50, 10, 60, 20), 1));
  field.add(hill_of(square(44, 12, 46, 14), 2));  // a crest on the first
  CHECK_FALSE(field.path_terrain({45, 17}, {55, 17}).climbs);
  CHECK(field.path_terrain({42, 13}, {48, 13}).climbs);
}

}  // namespace test_swept_geometry
