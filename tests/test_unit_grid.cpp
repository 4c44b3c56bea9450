// engine/play/unit_grid: the searches for nearby units must never miss one, wherever units
// stand (off the table too) and however often they move; and the footprint geometry the
// searches feed (remembered axes, distance from corners) must agree with first principles.
#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

#include <catch2/catch.hpp>

#include "engine/geometry/oriented_rect.hpp"
#include "engine/play/unit_grid.hpp"
#include "tests/heap_count.hpp"

namespace test_unit_grid {

using namespace caisson;

namespace {

struct Placed {
  Vec2 at;
  double radius;
};

// Every unit whose circle comes within `reach` of p, found the slow way.
std::vector<UnitId> within(const std::vector<Placed>& units, Vec2 p, double reach) {
  std::vector<UnitId> ids;
  for (std::size_t i = 0; i < units.size(); ++i)
    if (distance(units[i].at, p) <= reach + units[i].radius) ids.push_back(static_cast<UnitId>(i));
  return ids;
}

// The distance between two rectangles the slow way: the nearest pair of edges.
double edge_distance(const OrientedRect& a, const OrientedRect& b) {
  if (a.overlaps(b)) return 0;
  const Segment ea[4] = {a.front_edge(), a.right_edge(), a.rear_edge(), a.left_edge()};
  const Segment eb[4] = {b.front_edge(), b.right_edge(), b.rear_edge(), b.left_edge()};
  double best = 1e18;
  for (const auto& s : ea)
    for (const auto& t : eb) best = std::min(best, distance_segments(s, t));
  return best;
}

}  // namespace

namespace {

// 200 units scattered over a 100" x 60" table and a little past its edges, a few of them moved
// before each question: the searches must keep up with every move.
struct Scattered {
  std::mt19937 rng;
  std::uniform_real_distribution<double> x{-10, 110}, y{-10, 70}, r{0.5, 4};
  std::vector<Placed> units = std::vector<Placed>(200);
  UnitGrid grid{100, 60, 200};

  explicit Scattered(unsigned seed) : rng(seed) {
    for (std::size_t i = 0; i < units.size(); ++i) place(i, {x(rng), y(rng)}, r(rng));
  }
  void place(std::size_t i, Vec2 at, double radius) {
    units[i] = {at, radius};
    grid.put(static_cast<UnitId>(i), at, radius);
  }
  void move_a_few() {
    for (int k = 0; k < 5; ++k) {
      const auto i = static_cast<std::size_t>(rng() % units.size());
      place(i, {x(rng), y(rng)}, units[i].radius);
    }
  }
  Vec2 anywhere() { return {x(rng), y(rng)}; }
};

}  // namespace

TEST_CASE("unit grid: a search finds every unit within reach, on and off the table, as units move", "[grid]") {
  Scattered field(20261121);
  std::uniform_real_distribution<double> reach(0, 40);
  std::vector<UnitId> found;
  for (int round = 0; round < 300; ++round) {
    field.move_a_few();
    const Vec2 p = field.anywhere();
    const double d = reach(field.rng);
    found.clear();
    field.grid.near(p, d, found);
    std::sort(found.begin(), found.end());
    REQUIRE(std::adjacent_find(found.begin(), found.end()) == found.end());  // each unit once
    for (UnitId id : within(field.units, p, d)) REQUIRE(std::binary_search(found.begin(), found.end(), id));
  }
}

TEST_CASE("unit grid: a search along a line finds every unit within reach of it, on and off the table", "[grid]") {
  Scattered field(20261129);
  std::uniform_real_distribution<double> reach(0, 8);
  std::vector<UnitId> found;
  for (int round = 0; round < 500; ++round) {
    field.move_a_few();
    // Lines of every slope, level and upright ones too, some ending off the table.
    Segment line{field.anywhere(), field.anywhere()};
    if (round % 7 == 0) line.b.y = line.a.y;
    if (round % 11 == 0) line.b.x = line.a.x;
    const double d = reach(field.rng);
    found.clear();
    field.grid.along(line, d, found);
    std::sort(found.begin(), found.end());
    REQUIRE(std::adjacent_find(found.begin(), found.end()) == found.end());
    std::vector<UnitId> expected;
    for (std::size_t i = 0; i < field.units.size(); ++i)
      if (distance_point_segment(field.units[i].at, line) <= d + field.units[i].radius)
        expected.push_back(static_cast<UnitId>(i));
    REQUIRE(found == expected);  // exactly those: the search tests each unit's circle itself
  }
}

TEST_CASE("unit grid: a unit never placed is never found — one placed again leaves its old cell", "[grid]") {
  UnitGrid grid(96, 48, 3);
  grid.put(0, {10, 10}, 2);
  grid.put(2, {80, 40}, 2);
  std::vector<UnitId> found;
  grid.near(Vec2{10, 10}, 1, found);
  CHECK(found == std::vector<UnitId>{0});
  grid.put(0, {80, 42}, 2);
  found.clear();
  grid.near(Vec2{10, 10}, 1, found);
  CHECK(found.empty());
  grid.near(Vec2{80, 41}, 1, found);
  std::sort(found.begin(), found.end());
  CHECK(found == std::vector<UnitId>{0, 2});
}

TEST_CASE("oriented rect: the remembered axes follow a change of facing", "[geometry]") {
  OrientedRect r{{0, 0}, 4, 2, 0};
  CHECK(r.forward().y == Approx(1));
  r.facing = 90;
  CHECK(r.forward().x == Approx(1));
  CHECK(r.forward().y == Approx(0).margin(1e-12));
  CHECK(r.right().y == Approx(-1));
  OrientedRect copy = r;
  copy.facing = 180;
  CHECK(copy.forward().y == Approx(-1));
  CHECK(r.forward().x == Approx(1));  // the original keeps its own
}

TEST_CASE("oriented rect: distance between rectangles from their corners equals the nearest edges' distance",
          "[geometry]") {
  std::mt19937 rng(1861);
  std::uniform_real_distribution<double> pos(-20, 20), size(0.5, 8), facing(0, 360);
  for (int i = 0; i < 2000; ++i) {
    OrientedRect a{{pos(rng), pos(rng)}, size(rng), size(rng), facing(rng)};
    OrientedRect b{{pos(rng), pos(rng)}, size(rng), size(rng), facing(rng)};
    INFO("case " << i);
    REQUIRE(a.distance_to(b) == Approx(edge_distance(a, b)).margin(1e-9));
  }
}

TEST_CASE("unit grid: the outward search finds the nearest unit, however far, and stops early", "[grid]") {
  std::mt19937 rng(1863);
  std::uniform_real_distribution<double> x(-10, 210), y(-10, 110), r(0.5, 4);
  std::vector<Placed> units(150);
  UnitGrid grid(200, 100, units.size());
  for (std::size_t i = 0; i < units.size(); ++i) {
    units[i] = {{x(rng), y(rng)}, r(rng)};
    grid.put(static_cast<UnitId>(i), units[i].at, units[i].radius);
  }
  auto gap = [&](Vec2 p, UnitId id) { return distance(p, units[static_cast<std::size_t>(id)].at) - units[static_cast<std::size_t>(id)].radius; };
  int rings_seen = 0;
  for (int round = 0; round < 300; ++round) {
    const Vec2 p{x(rng), y(rng)};
    UnitId want = 0;
    for (UnitId id = 1; id < static_cast<UnitId>(units.size()); ++id)
      if (gap(p, id) < gap(p, want)) want = id;
    UnitId best = kNone;
    int rings = 0;
    grid.outward(
        p,
        [&](std::span<const UnitGrid::Spot> cell, double beyond) {
          for (const UnitGrid::Spot& s : cell) {
            // Each spot tells where its unit was put, and stands no nearer than its cell says
            // (those off the table's edge included).
            REQUIRE(s.at == units[static_cast<std::size_t>(s.id)].at);
            REQUIRE(s.radius == units[static_cast<std::size_t>(s.id)].radius);
            REQUIRE(gap(p, s.id) >= beyond - 1e-9);
          }
          // A cell wholly farther than the best so far is passed over, as a search does.
          if (best != kNone && beyond > gap(p, best)) return;
          for (const UnitGrid::Spot& s : cell)
            if (best == kNone || gap(p, s.id) < gap(p, best)) best = s.id;
        },
        [&](double farther_than) {
          ++rings;
          return best != kNone && gap(p, best) < farther_than;
        });
    REQUIRE(best == want);
    rings_seen += rings;
  }
  // The whole 25 x 13 cell table is up to 25 rings from a point; with a unit every two cells or
  // so the nearest is found within a few.
  CHECK(rings_seen < 300 * 5);
}

TEST_CASE("unit grid: a cell crowded past its room keeps everyone, in unit order, as they come and go", "[grid]") {
  // Thirty units into one 12" cell, arriving out of order: more than a cell first has room for.
  constexpr int kUnits = 30;
  UnitGrid grid(96, 48, kUnits);
  std::vector<UnitId> arrival(kUnits);
  for (int i = 0; i < kUnits; ++i) arrival[static_cast<std::size_t>(i)] = (i * 7) % kUnits;  // 7 and 30 are coprime
  for (UnitId id : arrival) grid.put(id, {30 + 0.2 * id, 30}, 1);
  std::vector<UnitId> found;
  grid.near(Vec2{33, 30}, 6, found);
  std::vector<UnitId> all(kUnits);
  for (int i = 0; i < kUnits; ++i) all[static_cast<std::size_t>(i)] = i;
  CHECK(found == all);  // one cell, handed over in unit order
  // The even ones march off to another cell; the odd ones stay, still in order.
  for (UnitId id = 0; id < kUnits; id += 2) grid.put(id, {80, 10}, 1);
  found.clear();
  grid.near(Vec2{33, 30}, 6, found);
  std::vector<UnitId> odd, even;
  for (UnitId id = 0; id < kUnits; ++id) (id % 2 ? odd : even).push_back(id);
  CHECK(found == odd);
  found.clear();
  grid.near(Vec2{80, 10}, 0.1, found);
  CHECK(found == even);
}

TEST_CASE("unit grid: units moving about the table take nothing from the heap", "[grid]") {
  // A battle's grids are built once; every move after that must not allocate, or a sweep's
  // turn loop would (engine rule: allocation-free in steady state).
  // Forty units wandering a 100x60 table: no 16" cell ever holds more than its first room.
  std::mt19937 rng(20261122);
  std::uniform_real_distribution<double> x(0, 100), y(0, 60);
  constexpr std::size_t kUnits = 40;
  UnitGrid grid(100, 60, kUnits);
  for (std::size_t i = 0; i < kUnits; ++i) grid.put(static_cast<UnitId>(i), {x(rng), y(rng)}, 2);
  std::vector<UnitId> found;
  found.reserve(kUnits);
  const std::size_t before = test::heap_allocations();
  for (int move = 0; move < 2000; ++move) {
    grid.put(static_cast<UnitId>(rng() % kUnits), {x(rng), y(rng)}, 2);
    found.clear();
    grid.near(Vec2{x(rng), y(rng)}, 12, found);
  }
  CHECK(test::heap_allocations() == before);
}

}  // namespace test_unit_grid
