// Which ground a unit could ever walk to: impassable areas cutting the table into regions.
#include <catch2/catch.hpp>

#include <algorithm>
#include <vector>

#include "engine/battlefield/ground_regions.hpp"

namespace test_ground_regions {

using namespace caisson;

namespace {

Area impassable(Polygon outline) {
  return Area{.name = "river", .kind = AreaKind::impassable, .outline = std::move(outline)};
}
Polygon square(double x0, double y0, double x1, double y1) { return Polygon({{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}); }

std::vector<int> from(const GroundRegions& g, Vec2 p) {
  std::vector<int> out;
  g.regions_from(p, out);
  return out;
}

bool joined(const GroundRegions& g, Vec2 a, Vec2 b) {
  const auto ra = from(g, a), rb = from(g, b);
  return std::any_of(ra.begin(), ra.end(), [&](int r) { return std::find(rb.begin(), rb.end(), r) != rb.end(); });
}

}  // namespace

TEST_CASE("ground regions: a table without impassable ground is one region", "[battlefield]") {
  Battlefield field(48, 36);
  field.add(Area{.name = "woods", .kind = AreaKind::woods, .outline = square(10, 10, 30, 30)});
  const GroundRegions g(field);
  CHECK_FALSE(g.divided());
  CHECK(joined(g, {1, 1}, {47, 35}));
}

TEST_CASE("ground regions: a river from edge to edge cuts the table in two, a gap in it joins them", "[battlefield]") {
  Battlefield whole(48, 36);
  whole.add(impassable(square(0, 16, 48, 19)));
  const GroundRegions cut(whole);
  CHECK(cut.divided());
  CHECK_FALSE(joined(cut, {24, 4}, {24, 30}));
  CHECK(joined(cut, {4, 4}, {44, 12}));

  Battlefield bridged(48, 36);
  bridged.add(impassable(square(0, 16, 30, 19)));
  bridged.add(impassable(square(32, 16, 48, 19)));  // a 2" gap: the bridge
  CHECK(joined(GroundRegions(bridged), {24, 4}, {24, 30}));
}

TEST_CASE("ground regions: a thin river running aslant is not stepped across between cells", "[battlefield]") {
  Battlefield field(40, 40);
  // A quarter of an inch across (0.375 <= y - x <= 0.625), edge to edge, between the cell centres
  // (whose y - x are whole numbers): no centre falls inside it, every step over it runs inside it.
  field.add(impassable(Polygon({{0, 0.375}, {39.625, 40}, {39.375, 40}, {0, 0.625}})));
  const GroundRegions g(field);
  CHECK_FALSE(joined(g, {30, 5}, {5, 30}));
  CHECK(joined(g, {30, 5}, {39, 1}));
}

TEST_CASE("ground regions: a point inside impassable ground reaches nothing, one at its edge steps off it",
          "[battlefield]") {
  Battlefield field(48, 36);
  field.add(impassable(square(20, 10, 30, 20)));
  const GroundRegions g(field);
  CHECK(from(g, {25, 15}).empty());
  CHECK_FALSE(from(g, {20, 15}).empty());  // on the edge: not inside
  CHECK(joined(g, {20, 15}, {40, 30}));
}

}  // namespace test_ground_regions
