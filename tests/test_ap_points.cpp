// ap action points: how a unit's turn is kept in its ApUnitState (each field of the bit-packing
// apart, clamped to its width, cleared when a turn begins); paying for actions (refused when the
// points are short, spent at resolve time after the general's roll, the residual point, done
// when none are left); movement by increments (6 less frontage, 3" foot, 4" mounted, +2" on a
// road, dismounted cavalry two at most), a point each, wheels of 45° (two, at a move's start),
// the one change of facing, +1 (mounted +2) entering scenery and the disorder test at its far
// edge; a formation change (1, once a turn), mounting or dismounting (1), limbering or
// unlimbering a gun (2); and restoring order, a point an attempt (veteran 3+, average 4+, raw
// 5+), counted over the six faces; a gun manhandled back 1" a point, and the point for passing
// through another unit.
#include "tests/ap_fixture.hpp"

#include "engine/rules/ap/movement.hpp"
#include "engine/rules/ap/points.hpp"

namespace test_ap_points {

using namespace ap_test;

namespace {

// A seasoned brigade of `stands` half-bases at (48, 20) facing north, under no general.
struct OneUnit {
  Fixture f;
  UnitId u;
  explicit OneUnit(int stands = 8, Formation form = Formation::line, Quality q = Quality::seasoned) {
    u = f.infantry("Cutler", kUSA, {48, 20}, kNorth, kNone, stands, q, Weapon::rifled, form);
  }
};

int points_left(const Battle& b, UnitId id) { return activity(b, id).points; }

}  // namespace

TEST_CASE("ap activity: every field survives the bit-packing, apart from the others", "[ap]") {
  CHECK(ap::unpack(0).motivation == ap::Motivation::untested);  // a zero word: nothing done
  ap::Activity a;
  a.motivation = ap::Motivation::unmoved;
  a.points = 13;
  a.increments = 5;
  a.shots = 3;
  a.wheels = 2;
  a.faced = true;
  a.reformed = false;
  a.disordered_at_start = true;
  a.opportunity_used = true;
  ap::Activity back = ap::unpack(ap::pack(a));
  CHECK(back.motivation == ap::Motivation::unmoved);
  CHECK(back.points == 13);
  CHECK(back.increments == 5);
  CHECK(back.shots == 3);
  CHECK(back.wheels == 2);
  CHECK(back.faced);
  CHECK_FALSE(back.reformed);
  CHECK(back.disordered_at_start);
  CHECK(back.opportunity_used);

  // One field at its widest, the rest zero: nothing spills into a neighbour.
  auto only = [](auto set) {
    ap::Activity x;
    set(x);
    return ap::unpack(ap::pack(x));
  };
  auto zero_but = [](const ap::Activity& x, int keep) {
    const int fields[] = {static_cast<int>(x.motivation), x.points, x.increments, x.shots, x.wheels,
                          x.faced, x.reformed, x.disordered_at_start, x.opportunity_used};
    for (int i = 0; i < 9; ++i)
      if (i != keep && fields[i] != 0) return false;
    return true;
  };
  ap::Activity r = only([](ap::Activity& x) { x.motivation = ap::Motivation::motivated; });
  CHECK(r.motivation == ap::Motivation::motivated);
  CHECK(zero_but(r, 0));
  r = only([](ap::Activity& x) { x.points = 15; });
  CHECK(r.points == 15);
  CHECK(zero_but(r, 1));
  r = only([](ap::Activity& x) { x.increments = 7; });
  CHECK(r.increments == 7);
  CHECK(zero_but(r, 2));
  r = only([](ap::Activity& x) { x.shots = 7; });
  CHECK(r.shots == 7);
  CHECK(zero_but(r, 3));
  r = only([](ap::Activity& x) { x.wheels = 3; });
  CHECK(r.wheels == 3);
  CHECK(zero_but(r, 4));
  r = only([](ap::Activity& x) { x.faced = true; });
  CHECK(zero_but(r, 5));
  r = only([](ap::Activity& x) { x.reformed = true; });
  CHECK(zero_but(r, 6));
  r = only([](ap::Activity& x) { x.disordered_at_start = true; });
  CHECK(zero_but(r, 7));
  r = only([](ap::Activity& x) { x.opportunity_used = true; });
  CHECK(r.opportunity_used);
  CHECK(zero_but(r, 8));
}

TEST_CASE("ap activity: a value too wide for its field is clamped, not spilled", "[ap]") {
  ap::Activity a;
  a.points = 20;
  a.increments = 9;
  a.shots = 8;
  a.wheels = 5;
  ap::Activity back = ap::unpack(ap::pack(a));
  CHECK(back.points == 15);
  CHECK(back.increments == 7);
  CHECK(back.shots == 7);
  CHECK(back.wheels == 3);
  CHECK_FALSE(back.faced);
  CHECK(back.motivation == ap::Motivation::untested);
  a = {};
  a.points = -3;
  CHECK(ap::unpack(ap::pack(a)).points == 0);
  CHECK(ap::pack(a) == 0);
}

TEST_CASE("ap activity: a turn's start clears both sides and notes who is disordered on the side to act", "[ap]") {
  Fixture f;
  UnitId us = f.infantry("Cutler", kUSA, {48, 20}, kNorth);
  UnitId them = f.infantry("Davis", kCSA, {48, 30}, kSouth);
  f.unit(us).disordered = true;
  f.unit(them).disordered = true;
  auto b = f.battle();
  CHECK(activity(*b, us).disordered_at_start);
  CHECK_FALSE(activity(*b, them).disordered_at_start);  // not its turn
  ready(*b, us, 6);
  ap::Activity a = activity(*b, them);
  a.opportunity_used = true;
  ap::store(*b, b->unit(them), a);
  start_turn(*b, kCSA);
  CHECK(ap::unit_state(*b, us).activity == 0);  // the other side: a fresh opportunity shot
  CHECK(activity(*b, them).disordered_at_start);
  CHECK_FALSE(activity(*b, them).opportunity_used);
  CHECK(b->unit(them).disordered);  // disorder itself stays
}

TEST_CASE("ap action points: a check allows up to the most a roll could give — resolving pays what was rolled", "[ap]") {
  Fixture f;
  FormationId d = f.division("Wadsworth", kUSA, {48, 4});  // 15.5" behind
  UnitId u = f.infantry("Cutler", kUSA, {48, 20}, kNorth, d, 4);  // 4 increments
  auto b = f.battle(ap::kMovement);
  CHECK(ap::points_on_hand(*b, params(*b), b->unit(u)) == 7);  // D6 + 1, before the general tries
  // Two increments are accepted; he rides 2", fails with a 2, and the residual point pays for neither.
  b->dice.load({1, 1, 1, 1});
  act(*b, Move{u, {48, 26}, kNorth});
  CHECK(b->dice.scripted_left() == 0);
  CHECK(b->unit(u).position.y == Approx(20));
  auto refused = f.recorder.all<ActionRefused>();
  REQUIRE(refused.size() == 1);
  CHECK_THAT(refused[0].reason, Catch::Contains("costs 2 action points and it has 1"));
  CHECK(points_left(*b, u) == 1);
  // The residual point moves it one increment, and it is done.
  act(*b, Move{u, {48, 23}, kNorth});
  CHECK(b->unit(u).position.y == Approx(23));
  CHECK(points_left(*b, u) == 0);
  CHECK(b->unit(u).acted);
  CHECK(b->rules->advisor().move_allowance(*b, b->unit(u)) == 0);
  CHECK_THAT(refusal(*b, Move{u, {48, 26}, kNorth}), Catch::Contains("spent its action points"));
}

TEST_CASE("ap movement: increments allowed are 6 less the frontage in bases", "[ap]") {
  Fixture f;
  struct Case { UnitId id; int frontage; int increments; double length; };
  std::vector<Case> cases = {
      {f.infantry("line of 8", kUSA, {10, 10}, kNorth, kNone, 8), 4, 2, 3},
      {f.infantry("line of 6", kUSA, {20, 10}, kNorth, kNone, 6), 3, 3, 3},
      {f.infantry("line of 5", kUSA, {30, 10}, kNorth, kNone, 5), 3, 3, 3},
      {f.infantry("line of 2", kUSA, {40, 10}, kNorth, kNone, 2), 1, 5, 3},
      {f.infantry("column of 8", kUSA, {50, 10}, kNorth, kNone, 8, Quality::seasoned, Weapon::rifled, Formation::column), 2, 4, 3},
      {f.infantry("column of 4", kUSA, {60, 10}, kNorth, kNone, 4, Quality::seasoned, Weapon::rifled, Formation::column), 1, 5, 3},
      {f.cavalry("mounted 8", kUSA, {70, 10}, kNorth, kNone, 8), 4, 2, 4},
      {f.cavalry("mounted 4", kUSA, {80, 10}, kNorth, kNone, 4), 2, 4, 4},
      {f.cavalry("dismounted 4", kUSA, {10, 30}, kNorth, kNone, 4, Quality::seasoned, true), 2, 2, 3},
      {f.battery("limbered gun", kUSA, {20, 30}, kNorth, kNone, Weapon::rifled_guns, Formation::limbered), 1, 5, 3},
  };
  auto b = f.battle();
  for (const Case& c : cases) {
    const Unit& u = b->unit(c.id);
    INFO(u.name);
    CHECK(ap::frontage(u) == c.frontage);
    CHECK(ap::increments_allowed(params(*b), u) == c.increments);
    CHECK(ap::increment_length(params(*b), u, false) == Approx(c.length));
    CHECK(ap::increment_length(params(*b), u, true) == Approx(c.length + 2));
    ready(*b, c.id, 15);
    CHECK(b->rules->advisor().move_allowance(*b, u) == Approx(c.increments * c.length));
  }
  // Points cap the allowance too: one point, one increment.
  ready(*b, cases[4].id, 1);
  CHECK(b->rules->advisor().move_allowance(*b, b->unit(cases[4].id)) == Approx(3));
}

TEST_CASE("ap movement: each increment costs a point — a part increment is a whole one", "[ap]") {
  const std::pair<double, int> moves[] = {{1.0, 1}, {3.0, 1}, {3.5, 2}, {6.0, 2}};
  for (auto [inches, increments] : moves) {
    OneUnit o;  // line of 8: two increments
    auto b = o.f.battle(ap::kMovement);
    ready(*b, o.u, 6);
    INFO(inches << "\"");
    act(*b, Move{o.u, {48, 20 + inches}, kNorth});
    CHECK(points_left(*b, o.u) == 6 - increments);
    CHECK(activity(*b, o.u).increments == increments);
    CHECK(b->dice.rolls_made() == 0);
  }
  OneUnit o;
  auto b = o.f.battle(ap::kMovement);
  ready(*b, o.u, 6);
  act(*b, Move{o.u, {48, 23}, kNorth});
  CHECK_THAT(refusal(*b, Move{o.u, {48, 27}, kNorth}), Catch::Contains("takes 2 increments and it has 1 left"));
  ready(*b, o.u, 1);  // one point, no less than the increment left costs
  act(*b, Move{o.u, {48, 26}, kNorth});
  CHECK(b->unit(o.u).acted);
}

TEST_CASE("ap movement: on a road an increment is 2 inches longer — mounted cavalry move 4 a point", "[ap]") {
  for (bool road : {false, true}) {
    Fixture f;
    if (road) f.road("Chambersburg pike", {{48, 0}, {48, 48}});
    UnitId u = f.infantry("Cutler", kUSA, {48, 20}, kNorth, kNone, 8, Quality::seasoned, Weapon::rifled, Formation::column);
    auto b = f.battle(ap::kMovement);
    ready(*b, u, 6);
    act(*b, Move{u, {48, 25}, kNorth});
    INFO((road ? "on the road" : "off it"));
    CHECK(activity(*b, u).increments == (road ? 1 : 2));
    CHECK(points_left(*b, u) == (road ? 5 : 4));
  }
  Fixture f;
  UnitId horse = f.cavalry("Gamble", kUSA, {48, 20}, kNorth, kNone, 4);
  auto b = f.battle(ap::kMovement);
  ready(*b, horse, 6);
  act(*b, Move{horse, {48, 24}, kNorth});
  CHECK(points_left(*b, horse) == 5);
  act(*b, Move{horse, {48, 28.5}, kNorth});
  CHECK(points_left(*b, horse) == 3);
  CHECK(activity(*b, horse).increments == 3);
}

TEST_CASE("ap movement: wheels of 45 degrees, two at a move's start, then the one change of facing", "[ap]") {
  SECTION("45 and 90 degrees in place") {
    OneUnit o;
    auto b = o.f.battle(ap::kMovement);
    ready(*b, o.u, 6);
    act(*b, Move{o.u, {48, 20}, 45});
    CHECK(points_left(*b, o.u) == 5);
    CHECK(activity(*b, o.u).wheels == 1);
    act(*b, Move{o.u, {48, 20}, 90});
    CHECK(points_left(*b, o.u) == 4);
    CHECK(activity(*b, o.u).wheels == 2);
    CHECK_FALSE(activity(*b, o.u).faced);
    // A third wheel is its change of facing (a point); after that, no more turning.
    act(*b, Move{o.u, {48, 20}, 135});
    CHECK(points_left(*b, o.u) == 3);
    CHECK(activity(*b, o.u).faced);
    CHECK_THAT(refusal(*b, Move{o.u, {48, 20}, 180}), Catch::Contains("made its wheels and its change of facing"));
    CHECK(b->unit(o.u).facing == Approx(135));
  }
  SECTION("a turn of two wheels takes the one face instead, for a point") {
    OneUnit o;
    auto b = o.f.battle(ap::kMovement);
    ready(*b, o.u, 6);
    act(*b, Move{o.u, {48, 20}, 90});
    CHECK(points_left(*b, o.u) == 5);
    CHECK(activity(*b, o.u).wheels == 0);
    CHECK(activity(*b, o.u).faced);
    // Its face used, the next turn wheels.
    act(*b, Move{o.u, {48, 20}, 135});
    CHECK(points_left(*b, o.u) == 4);
    CHECK(activity(*b, o.u).wheels == 1);
  }
  SECTION("a wheel and an increment in one move") {
    OneUnit o;
    auto b = o.f.battle(ap::kMovement);
    ready(*b, o.u, 6);
    act(*b, Move{o.u, {48 + 3 * heading(45).x, 20 + 3 * heading(45).y}, 45});
    CHECK(points_left(*b, o.u) == 4);
    CHECK(activity(*b, o.u).wheels == 1);
    CHECK(activity(*b, o.u).increments == 1);
    // Once moved, a turn is no wheel but the change of facing.
    act(*b, Move{o.u, b->unit(o.u).position, 0});
    CHECK(points_left(*b, o.u) == 3);
    CHECK(activity(*b, o.u).wheels == 1);
    CHECK(activity(*b, o.u).faced);
  }
  SECTION("about face: more than two wheels is a change of facing, a point") {
    OneUnit o;
    auto b = o.f.battle(ap::kMovement);
    ready(*b, o.u, 6);
    act(*b, Move{o.u, {48, 20}, 180});
    CHECK(points_left(*b, o.u) == 5);
    CHECK(activity(*b, o.u).wheels == 0);
    CHECK(activity(*b, o.u).faced);
  }
}

TEST_CASE("ap movement: a front edge into scenery costs a point, mounted cavalry two", "[ap]") {
  for (bool mounted : {false, true}) {
    Fixture f;
    f.woods("Herbst's woods", {30, 22}, {66, 40});
    UnitId u = mounted ? f.cavalry("Gamble", kUSA, {48, 20}, kNorth, kNone, 4)
                       : f.infantry("Cutler", kUSA, {48, 20}, kNorth, kNone, 4);
    auto b = f.battle(ap::kMovement);
    ready(*b, u, 6);
    act(*b, Move{u, {48, 23}, kNorth});  // one increment, its front into the woods
    INFO((mounted ? "mounted" : "foot"));
    CHECK(points_left(*b, u) == 6 - 1 - (mounted ? 2 : 1));
    CHECK(b->dice.rolls_made() == 0);  // still inside: no disorder test yet
  }
  // Across a fence: an obstacle, a point.
  Fixture f;
  f.line("the rail fence", LineKind::fence, {{30, 22}, {66, 22}}, Cover::light);
  UnitId u = f.infantry("Cutler", kUSA, {48, 20}, kNorth, kNone, 4);
  auto b = f.battle(ap::kMovement);
  ready(*b, u, 6);
  b->dice.load({1});  // the disorder test beyond it: kept
  act(*b, Move{u, {48, 24}, kNorth});
  CHECK(points_left(*b, u) == 6 - 2 - 1);
  CHECK_FALSE(b->unit(u).disordered);
}

TEST_CASE("ap movement: reaching the far edge of scenery, a disorder test by quality", "[ap]") {
  const std::pair<Quality, int> from[] = {{Quality::veteran, 5}, {Quality::seasoned, 4}, {Quality::raw, 3}};
  for (auto [q, disordered_from] : from) {
    int disordered = 0;
    for (int face = 1; face <= 6; ++face) {
      Fixture f;
      f.woods("a copse", {30, 21.8}, {66, 22.8});
      UnitId u = f.infantry("Cutler", kUSA, {48, 20}, kNorth, kNone, 4, q);
      auto b = f.battle(ap::kMovement);
      ready(*b, u, 6);
      b->dice.load({face});
      act(*b, Move{u, {48, 25}, kNorth});  // through the copse and out
      INFO(name_of(q) << ", face " << face);
      CHECK(b->dice.scripted_left() == 0);
      CHECK(points_left(*b, u) == 6 - 2 - 1);
      CHECK(b->unit(u).disordered == (face >= disordered_from));
      auto tests = f.recorder.all<MoraleChecked>();
      REQUIRE(tests.size() == 1);
      CHECK(tests[0].test == "a disorder test");
      CHECK(tests[0].level == disordered_from);
      disordered += b->unit(u).disordered;
    }
    CHECK(disordered == 7 - disordered_from);
  }
}

TEST_CASE("ap formation: a change costs a point, once a turn — mounting a point — limbering two", "[ap]") {
  SECTION("line to column") {
    OneUnit o;
    auto b = o.f.battle(ap::kMovement);
    ready(*b, o.u, 3);
    act(*b, ChangeFormation{o.u, Formation::column});
    CHECK(b->unit(o.u).formation == Formation::column);
    CHECK(b->unit(o.u).footprint.width == Approx(3.0));
    CHECK(b->unit(o.u).footprint.depth == Approx(2.0));
    CHECK(points_left(*b, o.u) == 2);
    CHECK_THAT(refusal(*b, ChangeFormation{o.u, Formation::line}), Catch::Contains("changed formation this turn"));
    CHECK_THAT(refusal(*b, ChangeFormation{o.u, Formation::limbered}), Catch::Contains("cannot form"));
  }
  SECTION("dismount and mount") {
    Fixture f;
    UnitId horse = f.cavalry("Gamble", kUSA, {48, 20}, kNorth, kNone, 4);
    auto b = f.battle(ap::kMovement);
    ready(*b, horse, 3);
    act(*b, ChangeFormation{horse, Formation::line, true, false});
    CHECK(b->unit(horse).dismounted);
    CHECK(points_left(*b, horse) == 2);
    CHECK(ap::increments_allowed(params(*b), b->unit(horse)) == 2);
    act(*b, ChangeFormation{horse, Formation::line, false, true});
    CHECK_FALSE(b->unit(horse).dismounted);
    CHECK(points_left(*b, horse) == 1);
    CHECK_THAT(refusal(*b, ChangeFormation{horse, Formation::line, false, true}), Catch::Contains("already has"));
  }
  SECTION("limber and unlimber") {
    Fixture f;
    UnitId gun = f.battery("Hall's battery", kUSA, {48, 20}, kNorth);
    auto b = f.battle(ap::kMovement);
    ready(*b, gun, 5);
    act(*b, ChangeFormation{gun, Formation::limbered});
    CHECK(b->unit(gun).formation == Formation::limbered);
    CHECK(b->unit(gun).footprint.depth == Approx(3.0));
    CHECK(points_left(*b, gun) == 3);
    act(*b, ChangeFormation{gun, Formation::unlimbered});  // guns may do both in a turn
    CHECK(points_left(*b, gun) == 1);
    CHECK_THAT(refusal(*b, ChangeFormation{gun, Formation::limbered}), Catch::Contains("costs 2 action points and it has 1"));
    CHECK_THAT(refusal(*b, Move{gun, {48, 22}, kNorth}), Catch::Contains("limber it to advance"));
    act(*b, Move{gun, {48, 20}, 45});  // it may wheel in place, a point
    CHECK(points_left(*b, gun) == 0);
  }
}

TEST_CASE("ap restoring order: a point an attempt, 3+ veteran, 4+ average, 5+ raw", "[ap]") {
  const std::pair<Quality, int> from[] = {{Quality::veteran, 3}, {Quality::seasoned, 4}, {Quality::raw, 5}};
  for (auto [q, need] : from) {
    int restored = 0;
    for (int face = 1; face <= 6; ++face) {
      OneUnit o(8, Formation::line, q);
      o.f.unit(o.u).disordered = true;
      auto b = o.f.battle(ap::kOrder);
      ready(*b, o.u, 2);
      b->dice.load({face});
      act(*b, Rally{o.u});
      INFO(name_of(q) << ", face " << face);
      CHECK(b->dice.scripted_left() == 0);
      CHECK(points_left(*b, o.u) == 1);
      CHECK(b->unit(o.u).disordered == (face < need));
      auto tests = o.f.recorder.all<MoraleChecked>();
      REQUIRE(tests.size() == 1);
      CHECK(tests[0].level == need);
      restored += !b->unit(o.u).disordered;
    }
    CHECK(restored == 7 - need);
  }
  OneUnit o;
  auto b = o.f.battle(ap::kOrder);
  ready(*b, o.u, 2);
  CHECK_THAT(refusal(*b, Rally{o.u}), Catch::Contains("not disordered"));
  b->unit(o.u).disordered = true;
  b->dice.load({1, 2});
  act(*b, Rally{o.u});
  act(*b, Rally{o.u});  // a second attempt, a second point
  CHECK(b->unit(o.u).disordered);
  CHECK(points_left(*b, o.u) == 0);
  CHECK_THAT(refusal(*b, Rally{o.u}), Catch::Contains("spent its action points"));
}

TEST_CASE("ap movement: an unlimbered gun is manhandled 1 inch back for a point, twice at most", "[ap]") {
  // Back only: forward it must limber first.
  Fixture f;
  UnitId gun = f.battery("Hall's battery", kUSA, {48, 20}, kNorth);
  auto b = f.battle(ap::kMovement);
  ready(*b, gun, 4);
  act(*b, Move{gun, {48, 19}, kNorth});
  CHECK(points_left(*b, gun) == 3);
  CHECK_THAT(refusal(*b, Move{gun, {48, 20}, kNorth}), Catch::Contains("limber it to advance"));
  act(*b, Move{gun, {48, 18}, kNorth});
  CHECK(points_left(*b, gun) == 2);
  CHECK(b->unit(gun).position.y == Approx(18));
  CHECK_THAT(refusal(*b, Move{gun, {48, 17}, kNorth}), Catch::Contains("at most 2\" a turn"));
}

TEST_CASE("ap movement: passing through another unit costs a point, and tests both brigades' order", "[ap]") {
  Fixture f;
  UnitId u = f.infantry("Cutler", kUSA, {48, 20}, kNorth, kNone, 4, Quality::seasoned, Weapon::rifled, Formation::column);
  f.infantry("Meredith", kUSA, {48, 23}, kNorth, kNone, 4);
  auto b = f.battle(ap::kMovement);
  ready(*b, u, 6);
  b->dice.load({4, 3});  // the mover's disorder test (average: 4+ disorders), then the other's
  act(*b, Move{u, {48, 26}, kNorth});
  CHECK(points_left(*b, u) == 6 - 2 - 1);
  CHECK(b->unit(u).disordered);
  CHECK_FALSE(b->unit(b->unit(u).id + 1).disordered);
  CHECK(b->dice.scripted_left() == 0);
}

TEST_CASE("ap movement: the front edge entering scenery costs the point, though the centre stays out", "[ap]") {
  // The front edge ends 0.3" inside the woods, the centre 0.2" short of them.
  Fixture f;
  f.woods("Herbst's woods", {30, 23.2}, {66, 40});
  UnitId u = f.infantry("Cutler", kUSA, {48, 20}, kNorth, kNone, 4);
  auto b = f.battle(ap::kMovement);
  ready(*b, u, 6);
  act(*b, Move{u, {48, 23}, kNorth});
  REQUIRE(b->unit(u).footprint.front_center().y == Approx(23.5));
  CHECK(points_left(*b, u) == 6 - 1 - 1);
}

}  // namespace test_ap_points
