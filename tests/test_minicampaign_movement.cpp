// minicampaign: movement rates, terrain halving, the road bonus, formation changes and passing
// through friends at half a move, and the front zone.
#include "tests/minicampaign_fixture.hpp"

#include "engine/rules/minicampaign/movement.hpp"

namespace test_minicampaign_movement {

using namespace mini_test;

TEST_CASE("minicampaign movement: rates by arm", "[minicampaign]") {
  mc::MiniParameters p;
  Unit u;
  CHECK(mc::open_move(p, u) == 12);
  u.arm = Arm::cavalry;
  CHECK(mc::open_move(p, u) == 18);
  u.dismounted = true;
  CHECK(mc::open_move(p, u) == 9);
  u.arm = Arm::artillery;
  u.formation = Formation::limbered;
  CHECK(mc::open_move(p, u) == 12);
  u.formation = Formation::unlimbered;
  CHECK(mc::open_move(p, u) == 0);
}

TEST_CASE("minicampaign movement: infantry halve in difficult ground, cavalry and guns only in broken", "[minicampaign]") {
  Fixture f;
  f.woods("Wheatfield woods", {30, 14}, {60, 30});
  UnitId inf = f.infantry("Iron Brigade", kUSA, {40, 10}, kNorth, 4);
  UnitId cav = f.cavalry("Buford's", kUSA, {55, 10}, kNorth);
  f.infantry("Enemy", kCSA, {10, 44}, kSouth);
  LinearFeature stream;
  stream.name = "Run";
  stream.kind = LineKind::stream;
  stream.path = Polyline({{70, 12}, {96, 12}});
  f.s.field.add(stream);
  UnitId cav2 = f.cavalry("Kilpatrick's", kUSA, {80, 8}, kNorth);
  UnitId inf2 = f.infantry("Second", kUSA, {80, 4}, kNorth, 2);
  auto b = f.battle("movement");
  const auto& p = params(*b);
  CHECK(mc::path_move(*b, p, b->unit(inf), {40, 20}) == 6);   // into the woods
  CHECK(mc::path_move(*b, p, b->unit(cav), {55, 20}) == 9);   // woods are broken ground too
  CHECK(mc::path_move(*b, p, b->unit(cav2), {80, 20}) == 18); // a stream does not slow horses
  CHECK(mc::path_move(*b, p, b->unit(inf2), {86, 14}) == 6);  // but it does infantry
  CHECK_THAT(refusal(*b, Move{inf, {40, 18}, kNorth}), Catch::Contains("costs 8.0\" and it has 6.0\" left"));
}

TEST_CASE("minicampaign movement: +6\" for a column all along a road", "[minicampaign]") {
  Fixture f;
  f.road("Pike", {{10, 2}, {10, 46}});
  UnitId col = f.infantry("Iron Brigade", kUSA, {10, 8}, kNorth, 4, Quality::seasoned, Weapon::rifled, Formation::column);
  UnitId line = f.infantry("Line", kUSA, {30, 8}, kNorth, 4);
  f.infantry("Enemy", kCSA, {80, 44}, kSouth);
  auto b = f.battle("movement");
  CHECK(mc::path_move(*b, params(*b), b->unit(col), {10, 26}) == 18);
  CHECK(mc::path_move(*b, params(*b), b->unit(line), {30, 26}) == 12);
  b->dice.load({6});
  act(*b, Move{col, {10, 26}, kNorth});
  CHECK(b->unit(col).position.y == Approx(26));
}

TEST_CASE("minicampaign movement: no move or charge across impassable ground, as under every rule system", "[minicampaign]") {
  Fixture f;
  f.impassable("Mill pond", {40, 13}, {56, 15});
  UnitId u = f.infantry("Iron Brigade", kUSA, {48, 10}, kNorth, 4);
  UnitId beside = f.infantry("Second", kUSA, {20, 10}, kNorth, 4);
  UnitId across = f.infantry("Texas Brigade", kCSA, {48, 21}, kSouth, 4);  // 10" off, the pond between
  UnitId open = f.infantry("Georgia Brigade", kCSA, {20, 21}, kSouth, 4);
  auto b = f.battle("movement");
  CHECK_THAT(refusal(*b, Move{u, {48, 16}, kNorth}), Catch::Contains("the ground is impassable"));  // across it
  CHECK_THAT(refusal(*b, Move{u, {48, 14}, kNorth}), Catch::Contains("the ground is impassable"));  // into it
  CHECK_FALSE(b->rules->check(*b, Move{u, {48, 12.5}, kNorth}).has_value());                       // up to it
  CHECK_FALSE(b->rules->check(*b, Move{beside, {20, 16}, kNorth}).has_value());                    // beside it
  CHECK_THAT(refusal(*b, Charge{u, across, {}}), Catch::Contains("the ground is impassable"));
  CHECK_FALSE(b->rules->check(*b, Charge{beside, open, {}}).has_value());
}

TEST_CASE("minicampaign movement: a retreat halts short of impassable ground behind it", "[minicampaign]") {
  Fixture f;
  f.impassable("Mill pond", {40, 20}, {56, 23});
  UnitId a = f.infantry("Iron Brigade", kUSA, {48, 24}, kNorth, 4);
  UnitId d = f.infantry("Texas Brigade", kCSA, {48, 30}, kSouth, 4);
  auto b = f.battle("movement");
  b->dice.load({6});
  act(*b, Charge{a, d, {}});
  REQUIRE(b->unit(a).position.y == Approx(28));  // 1" short of the target
  b->phase = "resolve charges";
  b->dice.load({4, 5});  // 4 against 5: the charger falls back a half move (6") in disorder
  b->rules->run_phase(*b, phase_named(*b, "resolve charges"), kUSA);
  // Straight back its centre would enter the pond at y 23 after 5" of the 6": it halts just
  // short, not in it nor across it.
  CHECK(b->unit(a).position.y == Approx(23).margin(0.05));
  CHECK(b->unit(a).position.y > 23);
  CHECK(b->unit(a).disordered);
}

TEST_CASE("minicampaign movement: a formation change costs half a move", "[minicampaign]") {
  Fixture f;
  UnitId u = f.infantry("Iron Brigade", kUSA, {48, 10}, kNorth, 4, Quality::seasoned, Weapon::rifled, Formation::column);
  f.infantry("Enemy", kCSA, {10, 44}, kSouth);
  auto b = f.battle("movement");
  b->dice.load({6});
  act(*b, ChangeFormation{u, Formation::line});
  CHECK(b->unit(u).formation == Formation::line);
  CHECK(mc::unit_state(*b, u).move_spent == 6);
  CHECK(b->rules->advisor().move_allowance(*b, b->unit(u)) == 6);
  CHECK_THAT(refusal(*b, Move{u, {48, 18}, kNorth}), Catch::Contains("6.0\" left"));
  act(*b, Move{u, {48, 16}, kNorth});
  CHECK(b->unit(u).position.y == Approx(16));
}

TEST_CASE("minicampaign movement: passing through friends costs half a move", "[minicampaign]") {
  Fixture f;
  UnitId u = f.infantry("Iron Brigade", kUSA, {48, 10}, kNorth, 4);
  f.infantry("Friends", kUSA, {48, 14}, kNorth, 4);
  f.infantry("Enemy", kCSA, {10, 44}, kSouth);
  auto b = f.battle("movement");
  CHECK_THAT(refusal(*b, Move{u, {48, 18}, kNorth}), Catch::Contains("costs 14.0\""));
  b->dice.load({6});
  act(*b, Move{u, {48, 16}, kNorth});
  CHECK(b->unit(u).position.y == Approx(16));
}

TEST_CASE("minicampaign movement: within 6\" of an enemy's front, only straight at it or straight away", "[minicampaign]") {
  Fixture f;
  UnitId u = f.infantry("Iron Brigade", kUSA, {48, 20}, kNorth, 4);
  f.infantry("Texas Brigade", kCSA, {48, 25.5}, kSouth, 4);  // 4.5" off
  f.infantry("Other", kCSA, {10, 44}, kSouth);
  auto b = f.battle("movement");
  CHECK_THAT(refusal(*b, Move{u, {40, 20}, 270}), Catch::Contains("straight at it or retreat straight away"));
  CHECK_THAT(refusal(*b, Move{u, {48, 20}, 90}), Catch::Contains("may only face it"));
  b->dice.load({6});
  act(*b, Move{u, {48, 12}, kNorth});
  CHECK(b->unit(u).position.y == Approx(12));
}

}  // namespace test_minicampaign_movement
