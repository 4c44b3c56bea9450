// engine/ai/brigade_commander: a brigade holding its ground on small fixture battles — its
// occupier's place about the objective and its way there, the turns in place to face an enemy,
// and fire from within the objective. The rest of the brigade commander's fixtures are in
// test_brigade_commander.cpp.
#include <cmath>

#include <catch2/catch.hpp>

#include "engine/ai/brigade_plan.hpp"
#include "engine/ai/deploy.hpp"
#include "brigade_commander_fixture.hpp"

namespace test_brigade_commander_holding {

using namespace brigade_test;

TEST_CASE("brigade commander: a holding brigade's occupier takes its own place about the objective", "[ai][brigade]") {
  // A Blue regiment and a battery 16" apart hold a ridge (radius 10) 16" ahead of them; no enemy
  // near. The regiment, sent onto it, stands on the side its place in the line puts it (its
  // offset, 8" west, drawn in to half the radius: 5"), not on the ridge's middle.
  Fixture f;
  UnitId foot = f.infantry("1st Blue", kUSA, {40, 8}, kNorth);
  UnitId guns = f.battery("Blue battery", kUSA, {56, 8}, kNorth);
  f.brigade("Blue", kUSA, {48, 5}, {foot, guns});
  node(f, "Blue").standing_order = "hold";
  node(f, "Blue").objective = "ridge";
  f.s.field.add(Objective{"ridge", {48, 24}, 10, 1, 0});
  UnitId g = f.infantry("Grey", kCSA, {48, 80}, kSouth);
  f.brigade("Grey", kCSA, {48, 84}, {g});
  node(f, "Grey").standing_order = "hold";
  Played p(f.s, 4);
  p.turns(3);
  const BrigadePlan& plan = p.b.brigade_plans.plans[static_cast<std::size_t>(p.b.oob.find("Blue"))];
  REQUIRE(plan.occupier == foot);
  CHECK(distance(p.b.unit(foot).position, Vec2{43, 24}) <= kHoldRadius);
  CHECK(p.b.unit(foot).position.x < 46);
  // There it holds the ridge.
  REQUIRE(p.b.holder_of(0).has_value());
  CHECK(*p.b.holder_of(0) == kUSA);
}

TEST_CASE("brigade commander: a holding brigade's occupier a march from its place passes a friend in its way, not an inch at a time", "[ai][brigade]") {
  // A Blue regiment holds a ridge 20" ahead; a regiment of another brigade, holding where it
  // stands, is drawn up half an inch before it, across its way. Stepping down to a tenth of its
  // move and a turn in place, the occupier made a move of nothing each turn; marching as its
  // brigade does (a whole move, then shorter, never under an inch) it passes him.
  Fixture f;
  const Vec2 start{48, 8};
  UnitId foot = f.infantry("1st Blue", kUSA, start, kNorth);
  f.brigade("Blue", kUSA, {48, 5}, {foot});
  node(f, "Blue").standing_order = "hold";
  node(f, "Blue").objective = "ridge";
  f.s.field.add(Objective{"ridge", {48, 28}, 6, 1, 0});
  UnitId in_way = f.infantry("2nd Blue", kUSA, {48, 10.5}, kNorth);
  f.brigade("Blue reserve", kUSA, {48, 12}, {in_way});
  node(f, "Blue reserve").standing_order = "hold";
  node(f, "Blue reserve").objective_point = Vec2{48, 10.5};
  UnitId g = f.infantry("Grey", kCSA, {48, 80}, kSouth);
  f.brigade("Grey", kCSA, {48, 84}, {g});
  node(f, "Grey").standing_order = "hold";
  Played p(f.s, 4);
  p.turns(2);
  REQUIRE(p.b.brigade_plans.plans[static_cast<std::size_t>(p.b.oob.find("Blue"))].occupier == foot);
  int moves = 0;
  for (const auto& m : p.recorder.all<UnitMoved>())
    if (m.unit == foot) {
      CHECK(distance(m.from, m.to) > 1);
      ++moves;
    }
  CHECK(moves == 2);
  CHECK(p.b.unit(foot).position.y > start.y + 10);
}

TEST_CASE("brigade commander: a holding regiment turns to face an enemy within either's fire, not one further off", "[ai][brigade]") {
  // A Blue regiment holds its ground facing north; a Grey regiment stands 70 degrees off its
  // front. Within either's fire (an inch over) Blue wheels to face him; beyond it, though within
  // its deploy distance, it stands as it is: wheeling in place to every enemy that near, holding
  // brigades turned from one to the next, turn after turn.
  auto facing_after_turn = [](double apart) {
    Fixture f;
    UnitId blue = f.infantry("1st Blue", kUSA, {48, 20}, kNorth);
    f.brigade("Blue", kUSA, {48, 17}, {blue});
    node(f, "Blue").standing_order = "hold";
    node(f, "Blue").objective_point = Vec2{48, 20};
    const Vec2 grey_at = Vec2{48, 20} + heading(70) * apart;
    UnitId g = f.infantry("1st Grey", kCSA, grey_at, bearing(grey_at, {48, 20}));
    f.brigade("Grey", kCSA, grey_at + heading(70) * 3, {g});
    node(f, "Grey").standing_order = "hold";
    node(f, "Grey").objective_point = grey_at;
    Played p(f.s, 3);
    REQUIRE(p.b.advisor().fire_range(p.b.unit(blue)) == 18);
    REQUIRE(deploy_distance(p.b, p.b.unit(blue)) == 28);
    p.turns(1);
    return p.b.unit(blue).facing;
  };
  CHECK(std::abs(turn_between(facing_after_turn(14), 70)) < 5);
  // 26" apart centre to centre, about 22" between the lines: beyond both muskets' 18", within 28".
  CHECK(facing_after_turn(26) == Approx(kNorth));
}

TEST_CASE("brigade commander: a holding regiment already within its objective fires rather than step back to its middle", "[ai][brigade]") {
  // A lone Blue regiment in rifle pits 4" in front of the heights' centre (radius 5): within the
  // objective, which it holds, but short of the middle half its brigade's occupier makes for. A
  // Grey regiment stands 8" before it. Going on to the middle is a step back from the enemy,
  // which the rules refuse a line: holding its fire for it, it neither moved nor fired.
  OneAgainstOne o = one_against_one({48, 20}, "hold", Objective{"heights", {48, 16}, 5, 1, 0}, {48, 28});
  Played p(o.f.s, 2);
  p.turns(1);
  REQUIRE(p.b.unit(o.blue).footprint.distance_to(Vec2{48, 16}) <= 5);
  int shots = 0;
  for (const auto& shot : p.recorder.all<UnitFired>()) shots += shot.unit == o.blue;
  CHECK(shots == 1);
}

}  // namespace test_brigade_commander_holding
