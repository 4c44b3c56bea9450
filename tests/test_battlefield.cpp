// The table and the questions rules ask of it: cover, movement terrain, lines of fire.
#include <catch2/catch.hpp>

#include <vector>

#include "engine/battlefield/battlefield.hpp"

namespace test_battlefield {

using namespace caisson;

namespace {

Polygon square(double x0, double y0, double x1, double y1) { return Polygon({{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}); }

Area woods(std::string name, Polygon outline, Cover cover) {
  Area a{.name = std::move(name), .kind = AreaKind::woods, .outline = std::move(outline), .cover = cover};
  a.blocks_sight = true;
  return a;
}

Area hill(std::string name, Polygon outline, double height) {
  return Area{.name = std::move(name), .kind = AreaKind::hill, .outline = std::move(outline), .height = height};
}

Area area(AreaKind kind, Polygon outline) { return Area{.name = "area", .kind = kind, .outline = std::move(outline)}; }

LinearFeature line(std::string name, LineKind kind, std::vector<Vec2> points, Cover cover = Cover::none) {
  return LinearFeature{.name = std::move(name), .kind = kind, .path = Polyline(std::move(points)), .cover = cover};
}

// A regiment in line: 6" of frontage, 1" deep.
OrientedRect regiment(Vec2 at, double facing = 0) { return OrientedRect{at, 6, 1, facing}; }

}  // namespace

TEST_CASE("terrain: cover, area and line kinds have their scenario names", "[battlefield]") {
  REQUIRE(name_of(Cover::none) == "none");
  REQUIRE(name_of(Cover::light) == "light");
  REQUIRE(name_of(Cover::heavy) == "heavy");
  REQUIRE(name_of(AreaKind::woods) == "woods");
  REQUIRE(name_of(AreaKind::town) == "town");
  REQUIRE(name_of(AreaKind::hill) == "hill");
  REQUIRE(name_of(AreaKind::rough) == "rough");
  REQUIRE(name_of(AreaKind::crops) == "crops");
  REQUIRE(name_of(AreaKind::impassable) == "impassable");
  REQUIRE(name_of(LineKind::road) == "road");
  REQUIRE(name_of(LineKind::stream) == "stream");
  REQUIRE(name_of(LineKind::ford) == "ford");
  REQUIRE(name_of(LineKind::fence) == "fence");
  REQUIRE(name_of(LineKind::wall) == "wall");
  REQUIRE(name_of(LineKind::entrenchment) == "entrenchment");
}

TEST_CASE("battlefield: areas, lines and objectives are found by name", "[battlefield]") {
  Battlefield field(96, 48);
  field.add(woods("Chinn woods", square(10, 30, 22, 44), Cover::light));
  field.add(line("Warrenton Turnpike", LineKind::road, {{0, 14}, {96, 18}}));
  field.add(Objective{.name = "stone_bridge", .at = {80, 16}});
  field.add(Objective{.name = "henry_house", .at = {50, 32}, .radius = 4, .points = 3});
  REQUIRE(field.find_area("Chinn woods") == &field.areas()[0]);
  REQUIRE(field.find_area("Chinn Woods") == nullptr);
  REQUIRE(field.find_line("Warrenton Turnpike") == &field.lines()[0]);
  REQUIRE(field.find_line("Young's Branch") == nullptr);
  REQUIRE(field.objective_index("henry_house") == 1);
  REQUIRE(field.objective_index("matthews_hill") == -1);
  REQUIRE(field.find_objective("henry_house")->points == 3);
  REQUIRE(field.find_objective("matthews_hill") == nullptr);
}

TEST_CASE("battlefield: a footprint is on the table only when all its corners are", "[battlefield]") {
  Battlefield field(96, 48);
  REQUIRE(field.on_table(regiment({48, 24})));
  REQUIRE(field.on_table(regiment({3, 0.5})));       // touching the corner of the table
  REQUIRE_FALSE(field.on_table(regiment({2, 24})));  // its left end hangs over the edge
  REQUIRE_FALSE(field.on_table(regiment({48, 48})));
  REQUIRE_FALSE(field.on_table(regiment({94.5, 24}, 45)));
}

TEST_CASE("battlefield: the level is the highest hill under a point, else 0", "[battlefield]") {
  Battlefield field(96, 48);
  field.add(hill("Henry House Hill", square(40, 24, 62, 40), 1));
  field.add(hill("its crest", square(48, 30, 54, 36), 2));
  REQUIRE(field.level_at({10, 10}) == 0);
  REQUIRE(field.level_at({42, 26}) == 1);
  REQUIRE(field.level_at({50, 32}) == 2);
  REQUIRE(field.level_of(regiment({50, 32})) == 2);
}

TEST_CASE("cover: a unit in light woods has light cover, one in heavy woods heavy, one in the open none", "[battlefield]") {
  Battlefield field(96, 48);
  field.add(woods("Light wood", square(10, 10, 20, 20), Cover::light));
  field.add(woods("Heavy wood", square(30, 10, 40, 20), Cover::heavy));
  REQUIRE(field.cover_of(regiment({15, 15})) == Cover::light);
  REQUIRE(field.cover_of(regiment({35, 15})) == Cover::heavy);
  REQUIRE(field.cover_of(regiment({60, 15})) == Cover::none);
  REQUIRE(field.cover_of(regiment({15, 21})) == Cover::none);  // centre outside, though it touches the wood
}

TEST_CASE("cover: a unit lined up behind a wall has heavy cover, one well back from it has none", "[battlefield]") {
  Battlefield field(96, 48);
  field.add(line("Stone wall", LineKind::wall, {{20, 30}, {40, 30}}, Cover::heavy));
  REQUIRE(field.cover_of(regiment({30, 29})) == Cover::heavy);    // front edge 0.5" short of the wall
  REQUIRE(field.cover_of(regiment({30, 28.6})) == Cover::heavy);  // front edge 0.9" short
  REQUIRE(field.cover_of(regiment({30, 26})) == Cover::none);     // 3.5" back
  REQUIRE(field.cover_of(regiment({50, 29})) == Cover::none);     // beyond the wall's end
  REQUIRE(field.cover_of(regiment({30, 30.5})) == Cover::none);   // the wall at its back
  REQUIRE(field.cover_of(regiment({30, 31}, 180)) == Cover::heavy);  // facing down the table at it
}

TEST_CASE("cover: the best of an area's cover and a wall's is taken, and uncovered features give none", "[battlefield]") {
  Battlefield field(96, 48);
  field.add(woods("Light wood", square(10, 10, 20, 20), Cover::light));
  field.add(area(AreaKind::town, square(60, 10, 70, 20)));  // drawn here without a cover
  field.add(line("Rail fence", LineKind::fence, {{0, 30}, {20, 30}}, Cover::light));
  field.add(line("Wall in the wood", LineKind::wall, {{10, 16}, {20, 16}}, Cover::heavy));
  field.add(line("Lane", LineKind::road, {{30, 40}, {50, 40}}));
  REQUIRE(field.cover_of(regiment({65, 15})) == Cover::none);   // cover is as drawn, the loader fills defaults
  REQUIRE(field.cover_of(regiment({10, 29})) == Cover::light);
  REQUIRE(field.cover_of(regiment({15, 12})) == Cover::light);  // in the wood, the wall far ahead
  REQUIRE(field.cover_of(regiment({15, 15})) == Cover::heavy);  // in the wood and behind its wall
  REQUIRE(field.cover_of(regiment({40, 39})) == Cover::none);   // a road is no cover
}

TEST_CASE("rough ground: a unit centred in woods is in rough, one on a hill or in the open is not", "[battlefield]") {
  Battlefield field(96, 48);
  field.add(woods("Wood", square(10, 10, 20, 20), Cover::light));
  field.add(hill("Hill", square(30, 10, 40, 20), 1));
  Area crops = area(AreaKind::crops, square(50, 10, 60, 20));
  crops.rough = false;
  field.add(crops);
  REQUIRE(field.in_rough(regiment({15, 15})));
  REQUIRE_FALSE(field.in_rough(regiment({35, 15})));
  REQUIRE_FALSE(field.in_rough(regiment({55, 15})));
  REQUIRE_FALSE(field.in_rough(regiment({80, 15})));
}

TEST_CASE("path terrain: a march along a road is all on road, clear of obstacles and not rough", "[battlefield]") {
  Battlefield field(96, 48);
  field.add(line("Pike", LineKind::road, {{0, 10}, {48, 10}, {96, 20}}));
  PathTerrain p = field.path_terrain({10, 10}, {40, 10.5});
  REQUIRE(p.length == Approx(30.004).epsilon(1e-3));
  REQUIRE(p.all_on_road);
  REQUIRE_FALSE(p.crosses_obstacle);
  REQUIRE_FALSE(p.is_rough());
  REQUIRE_FALSE(p.leaves_table);
  SECTION("leaving the road's width for part of the way is not all on road") {
    REQUIRE_FALSE(field.path_terrain({10, 10}, {40, 14}).all_on_road);
  }
  SECTION("around the bend the road still carries the march") {
    REQUIRE(field.path_terrain({40, 10}, {58, 12}).all_on_road);
  }
}

TEST_CASE("path terrain: crossing a stream crosses an obstacle, stopping short of it does not", "[battlefield]") {
  Battlefield field(96, 48);
  field.add(line("Young's Branch", LineKind::stream, {{0, 20}, {96, 22}}));
  PathTerrain across = field.path_terrain({30, 15}, {30, 28});
  REQUIRE(across.crosses_obstacle);
  REQUIRE(across.is_rough());
  REQUIRE(across.rough_length == 0);
  REQUIRE_FALSE(field.path_terrain({30, 10}, {30, 18}).crosses_obstacle);
  REQUIRE_FALSE(field.path_terrain({30, 10}, {60, 10}).all_on_road);  // no road on this table at all
}

TEST_CASE("path terrain: a road over a ford still crosses the ford", "[battlefield]") {
  Battlefield field(96, 48);
  field.add(line("Road", LineKind::road, {{30, 0}, {30, 48}}));
  field.add(line("Ford", LineKind::ford, {{28, 20}, {32, 20}}));
  PathTerrain p = field.path_terrain({30, 15}, {30, 25});
  REQUIRE(p.all_on_road);
  REQUIRE(p.crosses_obstacle);  // the ruleset decides whether the road negates it
}

TEST_CASE("path terrain: through a wood counts the inches inside it", "[battlefield]") {
  Battlefield field(96, 48);
  field.add(woods("Wood", square(10, 10, 20, 20), Cover::light));
  PathTerrain through = field.path_terrain({5, 15}, {25, 15});
  REQUIRE(through.length == Approx(20));
  REQUIRE(through.rough_length == Approx(10));
  REQUIRE(through.is_rough());
  REQUIRE_FALSE(through.crosses_obstacle);
  REQUIRE(field.path_terrain({15, 15}, {15, 30}).rough_length == Approx(5));  // out of it
  REQUIRE(field.path_terrain({5, 25}, {25, 25}).rough_length == 0);           // past it
  REQUIRE_FALSE(field.path_terrain({5, 25}, {25, 25}).is_rough());
}

TEST_CASE("path terrain: overlapping rough areas are counted once, and crops set not rough are open", "[battlefield]") {
  Battlefield field(96, 48);
  field.add(woods("Wood", square(10, 10, 20, 20), Cover::light));
  field.add(area(AreaKind::rough, square(15, 10, 25, 20)));
  Area crops = area(AreaKind::crops, square(30, 10, 40, 20));
  crops.rough = false;
  field.add(crops);
  REQUIRE(field.path_terrain({0, 15}, {45, 15}).rough_length == Approx(15));
}

TEST_CASE("path terrain: going over a hill climbs, moving along its top does not", "[battlefield]") {
  Battlefield field(96, 48);
  field.add(hill("Ridge", square(20, 10, 40, 30), 1));
  PathTerrain over = field.path_terrain({10, 20}, {50, 20});
  REQUIRE(over.climbs);
  REQUIRE(over.rough_length == 0);  // a hill's cost is its slopes, not its area
  REQUIRE(over.is_rough());
  REQUIRE(field.path_terrain({10, 20}, {30, 20}).climbs);  // up onto it
  PathTerrain along = field.path_terrain({25, 15}, {35, 25});
  REQUIRE_FALSE(along.climbs);
  REQUIRE_FALSE(along.is_rough());
}

TEST_CASE("path terrain: entering an impassable area or leaving the table is reported", "[battlefield]") {
  Battlefield field(96, 48);
  field.add(area(AreaKind::impassable, square(40, 10, 50, 20)));
  REQUIRE(field.path_terrain({30, 15}, {60, 15}).enters_impassable);
  REQUIRE(field.path_terrain({30, 15}, {45, 15}).enters_impassable);
  REQUIRE_FALSE(field.path_terrain({30, 15}, {40, 15}).enters_impassable);  // up to its edge
  REQUIRE_FALSE(field.path_terrain({30, 25}, {60, 25}).enters_impassable);
  REQUIRE(field.path_terrain({90, 15}, {100, 15}).leaves_table);
  REQUIRE(field.path_terrain({5, 5}, {5, -1}).leaves_table);
  REQUIRE_FALSE(field.path_terrain({0, 0}, {96, 48}).leaves_table);
}

TEST_CASE("line of fire: a wood between firer and target blocks it", "[battlefield]") {
  Battlefield field(96, 48);
  field.add(woods("Wood", square(20, 10, 30, 20), Cover::light));
  REQUIRE_FALSE(field.terrain_clear({10, 15}, 0, {40, 15}, 0));
  REQUIRE(field.terrain_clear({10, 25}, 0, {40, 25}, 0));  // passing beside it
  SECTION("a town blocks the same way") {
    Battlefield town_field(96, 48);
    town_field.add(area(AreaKind::town, square(20, 10, 30, 20)));
    REQUIRE_FALSE(town_field.terrain_clear({10, 15}, 0, {40, 15}, 0));
  }
  SECTION("a line that only grazes the wood's corner is clear") {
    REQUIRE(field.terrain_clear({10, 10}, 0, {40, 40}, 0));  // passes through the corner (20, 20)
  }
}

TEST_CASE("line of fire: a line asked again answers for the table as drawn now", "[battlefield]") {
  // Answers are remembered per line; drawing on the table, or asking another table (a copy, or
  // one built where an old one stood), must not be answered from that memory.
  Battlefield field(96, 48);
  REQUIRE(field.terrain_clear({10, 15}, 0, {40, 15}, 0));
  field.add(woods("Wood", square(20, 10, 30, 20), Cover::light));
  REQUIRE_FALSE(field.terrain_clear({10, 15}, 0, {40, 15}, 0));
  Battlefield copy = field;
  REQUIRE_FALSE(copy.terrain_clear({10, 15}, 0, {40, 15}, 0));
  copy = Battlefield(96, 48);
  REQUIRE(copy.terrain_clear({10, 15}, 0, {40, 15}, 0));
  // The same line at other levels, or with another edge allowance, is another question.
  field.add(hill("Ridge", square(50, 10, 54, 20), 1));
  REQUIRE_FALSE(field.terrain_clear({45, 15}, 0, {60, 15}, 0));
  REQUIRE(field.terrain_clear({45, 15}, 1, {60, 15}, 0));
  REQUIRE_FALSE(field.terrain_clear({27, 15}, 0, {40, 15}, 0));
  REQUIRE(field.terrain_clear({27, 15}, 0, {40, 15}, 0, 3.5));
}

TEST_CASE("movement terrain: a way asked again answers for the table as drawn now", "[battlefield]") {
  Battlefield field(96, 48);
  REQUIRE(field.path_terrain({10, 15}, {40, 15}).rough_length == 0);
  field.add(woods("Wood", square(20, 10, 30, 20), Cover::light));
  REQUIRE(field.path_terrain({10, 15}, {40, 15}).rough_length == Approx(10));
  Battlefield copy = field;
  REQUIRE(copy.path_terrain({10, 15}, {40, 15}).rough_length == Approx(10));
  copy = Battlefield(96, 48);
  REQUIRE(copy.path_terrain({10, 15}, {40, 15}).rough_length == 0);
  // The way back is another question, with its own answer.
  REQUIRE(field.path_terrain({40, 15}, {25, 15}).rough_length == Approx(5));
}

TEST_CASE("line of fire: a unit at a wood's edge fires out, and is fired at, past the edge", "[battlefield]") {
  Battlefield field(96, 48);
  field.add(woods("Wood", square(20, 10, 30, 20), Cover::light));
  REQUIRE(field.terrain_clear({29.5, 15}, 0, {40, 15}, 0));  // firer 0.5" inside the wood's edge
  REQUIRE(field.terrain_clear({40, 15}, 0, {29.5, 15}, 0));  // target there
  REQUIRE_FALSE(field.terrain_clear({27, 15}, 0, {40, 15}, 0));  // 3" deep: the trees are in the way
  REQUIRE(field.terrain_clear({27, 15}, 0, {40, 15}, 0, 3.5));  // unless the allowance says otherwise
}

TEST_CASE("line of fire: a wood blocks even a firer on a hill", "[battlefield]") {
  Battlefield field(96, 48);
  field.add(hill("Hill", square(0, 0, 12, 30), 1));
  field.add(woods("Wood", square(20, 10, 30, 20), Cover::light));
  REQUIRE_FALSE(field.terrain_clear({10, 15}, 1, {40, 15}, 0));
}

TEST_CASE("line of fire: a hill between two low units blocks it", "[battlefield]") {
  Battlefield field(96, 48);
  field.add(hill("Ridge", square(20, 0, 30, 48), 1));
  REQUIRE_FALSE(field.terrain_clear({10, 15}, 0, {40, 15}, 0));
  REQUIRE(field.terrain_clear({10, 15}, 0, {19, 15}, 0));  // both short of the ridge
}

TEST_CASE("line of fire: a hill no higher than the firer does not block, one higher than both ends does", "[battlefield]") {
  Battlefield field(96, 48);
  field.add(hill("Ridge", square(20, 0, 30, 48), 1));
  field.add(hill("Knob", square(40, 10, 44, 20), 2));
  REQUIRE(field.terrain_clear({25, 15}, 1, {38, 15}, 0));   // from the ridge down its face
  REQUIRE(field.terrain_clear({10, 15}, 0, {25, 15}, 1));   // up at a unit on the ridge
  REQUIRE_FALSE(field.terrain_clear({25, 15}, 1, {50, 15}, 0));  // the knob rises above both
  REQUIRE(field.terrain_clear({42, 15}, 2, {10, 15}, 0));   // from the knob over the ridge
}

TEST_CASE("line of fire: fences and walls never block, at the same level or from above", "[battlefield]") {
  Battlefield field(96, 48);
  field.add(line("Stone wall", LineKind::wall, {{20, 0}, {20, 48}}, Cover::heavy));
  field.add(line("Rail fence", LineKind::fence, {{30, 0}, {30, 48}}, Cover::light));
  field.add(hill("Hill", square(0, 0, 10, 48), 1));
  REQUIRE(field.terrain_clear({15, 15}, 0, {40, 15}, 0));
  REQUIRE(field.terrain_clear({5, 15}, 1, {40, 15}, 0));
}

TEST_CASE("line of fire: a unit between firer and target on the same level blocks", "[battlefield]") {
  std::vector<SightBlocker> blockers{{regiment({25, 15}, 90), 0, false}};
  REQUIRE_FALSE(Battlefield::units_clear({{10, 15}, {40, 15}}, 0, 0, blockers));
  blockers[0].friendly_to_firer = true;  // friend or foe, it is in the way
  REQUIRE_FALSE(Battlefield::units_clear({{10, 15}, {40, 15}}, 0, 0, blockers));
}

TEST_CASE("line of fire: a firer on a hill sees over a unit below, but not over one at its own level", "[battlefield]") {
  std::vector<SightBlocker> low{{regiment({25, 15}, 90), 0, true}};
  REQUIRE(Battlefield::units_clear({{10, 15}, {40, 15}}, 1, 0, low));  // firer above
  REQUIRE(Battlefield::units_clear({{10, 15}, {40, 15}}, 0, 1, low));  // target above
  std::vector<SightBlocker> level{{regiment({25, 15}, 90), 1, true}};
  REQUIRE_FALSE(Battlefield::units_clear({{10, 15}, {40, 15}}, 1, 0, level));
  std::vector<SightBlocker> higher{{regiment({25, 15}, 90), 2, true}};
  REQUIRE_FALSE(Battlefield::units_clear({{10, 15}, {40, 15}}, 0, 0, higher));
}

TEST_CASE("line of fire: a unit beside the line, or only touching it at a corner, does not block", "[battlefield]") {
  // A neighbour in the same line of battle, flank to flank with the firer.
  std::vector<SightBlocker> blockers{{regiment({16, 10}), 0, true}, {regiment({25, 30}), 0, false}};
  REQUIRE(Battlefield::units_clear({{13, 10.5}, {13, 30}}, 0, 0, blockers));  // along its flank edge
  REQUIRE(Battlefield::units_clear({{11, 8.5}, {15, 12.5}}, 0, 0, blockers));  // through its corner only
  REQUIRE(Battlefield::units_clear({{0, 20}, {40, 20}}, 0, 0, blockers));
  REQUIRE(Battlefield::units_clear({{0, 20}, {40, 20}}, 0, 0, {}));
  REQUIRE_FALSE(Battlefield::units_clear({{14, 8}, {14, 12}}, 0, 0, blockers));  // through it
}

TEST_CASE("line of fire: a line ending inside a blocker's footprint is blocked by it", "[battlefield]") {
  std::vector<SightBlocker> blockers{{regiment({25, 15}), 0, false}};
  REQUIRE_FALSE(Battlefield::units_clear({{25, 0}, {25, 15}}, 0, 0, blockers));
}

}  // namespace test_battlefield
