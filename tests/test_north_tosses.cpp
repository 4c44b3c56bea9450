// north: the plain tosses of one die — the accomplishment toss against a unit's stands (a
// battery's crew figures), +1 to charge an enemy behind cover, what a formation change passed or
// failed leaves the unit free to do; the obstacle toss (1-4 moves, 5-6 does not); and a brigade
// commander's toss to change his orders (5-6), which the army commander at his side need not make.
#include <algorithm>
#include <utility>

#include "tests/north_fixture.hpp"

#include "engine/orders/courier.hpp"
#include "engine/rules/north/tosses.hpp"
#include "engine/rules/north/troops.hpp"

namespace test_north_tosses {

using namespace north_test;

TEST_CASE("north accomplishment toss: passes on its stands or less, for 3, 4 and 5-stand units", "[north]") {
  for (auto [q, stands] : {std::pair{Quality::raw, 3}, {Quality::seasoned, 4}, {Quality::veteran, 5}}) {
    int passes = 0;
    for (int face = 1; face <= 6; ++face) {
      Fixture f;
      UnitId u = f.infantry("5th New York", kUSA, {48, 10}, kNorth, q);
      auto b = f.battle("activation");
      REQUIRE(b->unit(u).stands == stands);
      REQUIRE(nr::toss_strength(params(*b), b->unit(u)) == stands);
      b->dice.load({face});
      const bool passed = nr::accomplishment_toss(*b, params(*b), b->unit(u), 0, "to change formation");
      INFO(stands << " stands, face " << face);
      CHECK(passed == (face <= stands));
      CHECK(b->dice.scripted_left() == 0);
      auto tosses = f.recorder.all<MoraleChecked>();
      REQUIRE(tosses.size() == 1);
      CHECK(tosses[0].test == "an accomplishment toss");
      CHECK(tosses[0].reason == "to change formation");
      CHECK(tosses[0].roll == face);
      CHECK(tosses[0].level == stands);
      CHECK(tosses[0].passed == passed);
      CHECK(tosses[0].margin == (passed ? 0 : face - stands));
      passes += passed ? 1 : 0;
    }
    CHECK(passes == stands);  // the chance over all six faces is stands/6
  }
}

TEST_CASE("north accomplishment toss: a battery counts its crew figures, two a crew stand", "[north]") {
  for (auto [q, crews] : {std::pair{Quality::raw, 1}, {Quality::seasoned, 2}, {Quality::veteran, 3}}) {
    int passes = 0;
    for (int face = 1; face <= 6; ++face) {
      Fixture f;
      UnitId g = f.battery("Battery D", kUSA, {48, 10}, kNorth, q, Formation::limbered);
      auto b = f.battle("activation");
      REQUIRE(b->unit(g).stands == crews);
      REQUIRE(nr::toss_strength(params(*b), b->unit(g)) == 2 * crews);
      b->dice.load({face});
      act(*b, ChangeFormation{g, Formation::unlimbered});
      INFO(crews << " crew stands, face " << face);
      const bool passed = face <= 2 * crews;
      CHECK((b->unit(g).formation == Formation::unlimbered) == passed);
      CHECK(b->dice.scripted_left() == 0);
      passes += passed ? 1 : 0;
    }
    CHECK(passes == std::min(6, 2 * crews));  // 2/6, 4/6, and a full crew never fails
  }
}

TEST_CASE("north accomplishment toss: a modifier is added to the die", "[north]") {
  Fixture f;
  UnitId u = f.infantry("5th New York", kUSA, {48, 10}, kNorth);  // 4 stands
  auto b = f.battle("activation");
  b->dice.load({4, 3});
  CHECK_FALSE(nr::accomplishment_toss(*b, params(*b), b->unit(u), 1, "to charge"));  // 4 + 1 = 5 > 4
  CHECK(nr::accomplishment_toss(*b, params(*b), b->unit(u), 1, "to charge"));        // 3 + 1 = 4
  auto tosses = f.recorder.all<MoraleChecked>();
  REQUIRE(tosses.size() == 2);
  CHECK(tosses[0].modifier == 1);
  CHECK(tosses[0].margin == 1);
  CHECK(b->dice.scripted_left() == 0);
}

TEST_CASE("north accomplishment toss: a charge at an enemy behind cover adds 1", "[north]") {
  // Charger's front at y = 20.5; the target's front 3" away at 23.5, its centre in the wood.
  for (bool cover : {false, true}) {
    int passes = 0;
    for (int face = 1; face <= 6; ++face) {
      Fixture f;
      if (cover) f.woods("Kinney's woods", {30, 23.5}, {66, 34});
      UnitId a = f.infantry("25th New York", kUSA, {48, 20}, kNorth);  // 4 stands
      UnitId t = f.infantry("18th North Carolina", kCSA, {48, 24}, kSouth);
      auto b = f.battle("activation");
      b->dice.load({face});
      act(*b, Charge{a, t, {}});
      INFO((cover ? "in cover" : "in the open") << ", face " << face);
      const bool passed = face + (cover ? 1 : 0) <= 4;
      CHECK(b->unit(a).charged == passed);
      CHECK(f.recorder.all<MoraleChecked>().at(0).modifier == (cover ? 1 : 0));
      CHECK(f.recorder.all<ChargeDeclared>().size() == (passed ? 1u : 0u));
      CHECK(b->dice.scripted_left() == 0);
      passes += passed ? 1 : 0;
    }
    CHECK(passes == (cover ? 3 : 4));
  }
}

TEST_CASE("north accomplishment toss: a formation change made is the unit's move", "[north]") {
  Fixture f;
  UnitId u = f.infantry("5th New York", kUSA, {48, 10}, kNorth, Quality::seasoned, Formation::column);
  auto b = f.battle("activation");
  b->dice.load({4});  // 4 against 4 stands: passes
  act(*b, ChangeFormation{u, Formation::line});
  CHECK(b->dice.scripted_left() == 0);
  const Unit& unit = b->unit(u);
  CHECK(unit.formation == Formation::line);
  CHECK(unit.footprint.width == Approx(6.0));
  CHECK(unit.acted);
  REQUIRE(f.recorder.all<FormationChanged>().size() == 1);
  CHECK(f.recorder.all<FormationChanged>()[0].from == Formation::column);
  CHECK(b->rules->advisor().move_allowance(*b, unit) == 0);
  CHECK_THAT(refusal(*b, Move{u, {48, 12}, kNorth}), Catch::Contains("already moved or changed formation"));
  CHECK_THAT(refusal(*b, ChangeFormation{u, Formation::column}), Catch::Contains("already moved or changed formation"));
}

TEST_CASE("north accomplishment toss: a failed formation change leaves the unit free to move, but not to try again", "[north]") {
  Fixture f;
  UnitId u = f.infantry("5th New York", kUSA, {48, 10}, kNorth);  // in line, 4 stands
  auto b = f.battle("activation");
  b->dice.load({5});
  act(*b, ChangeFormation{u, Formation::column});
  CHECK(b->dice.scripted_left() == 0);
  CHECK(b->unit(u).formation == Formation::line);
  CHECK_FALSE(b->unit(u).acted);
  CHECK(f.recorder.all<FormationChanged>().empty());
  CHECK(b->rules->advisor().move_allowance(*b, b->unit(u)) == 5);
  CHECK_THAT(refusal(*b, ChangeFormation{u, Formation::column}), Catch::Contains("failed its toss"));
  act(*b, Move{u, {48, 15}, kNorth});  // no die: open ground
  CHECK(b->unit(u).position.y == Approx(15));
  CHECK(b->dice.scripted_left() == 0);
  CHECK(f.recorder.all<MoraleChecked>().size() == 1);

  // Its next player turn it may try again.
  b->rules->begin_player_turn(*b, kUSA);
  b->dice.load({1});
  act(*b, ChangeFormation{u, Formation::column});
  CHECK(b->unit(u).formation == Formation::column);
}

TEST_CASE("north accomplishment toss: a failed charge leaves the unit where it stood — it may not try again that turn", "[north]") {
  Fixture f;
  UnitId a = f.infantry("25th New York", kUSA, {48, 20}, kNorth);
  UnitId t = f.infantry("18th North Carolina", kCSA, {48, 24}, kSouth);
  auto b = f.battle("activation");
  b->dice.load({5});
  act(*b, Charge{a, t, {}});
  CHECK(b->dice.scripted_left() == 0);
  CHECK_FALSE(b->unit(a).charged);
  CHECK(b->unit(a).position.y == Approx(20));
  CHECK_THAT(refusal(*b, Charge{a, t, {}}), Catch::Contains("failed its toss to charge"));
  act(*b, Move{a, {48, 22}, kNorth});  // it may still move, short of contact
  CHECK(b->unit(a).position.y == Approx(22));
}

TEST_CASE("north obstacle toss: a move across a stream goes ahead on 1-4 and does not happen on 5-6", "[north]") {
  for (LineKind kind : {LineKind::stream, LineKind::fence}) {
    int crossed = 0;
    for (int face = 1; face <= 6; ++face) {
      Fixture f;
      f.line("Totopotomoy Creek", kind, {{0, 13}, {96, 13}}, kind == LineKind::fence ? Cover::light : Cover::none);
      UnitId u = f.infantry("44th New York", kUSA, {48, 10}, kNorth);
      auto b = f.battle("activation");
      b->dice.load({face});
      act(*b, Move{u, {48, 15}, kNorth});
      INFO(name_of(kind) << ", face " << face);
      const bool goes = face <= 4;
      CHECK(b->unit(u).position.y == Approx(goes ? 15.0 : 10.0));
      CHECK(b->unit(u).acted);  // a failed toss spends the move
      CHECK(f.recorder.all<UnitMoved>().size() == (goes ? 1u : 0u));
      auto tosses = f.recorder.all<MoraleChecked>();
      REQUIRE(tosses.size() == 1);
      CHECK(tosses[0].test == "an obstacle toss");
      CHECK(tosses[0].level == 4);
      CHECK(b->dice.scripted_left() == 0);
      crossed += goes ? 1 : 0;
    }
    CHECK(crossed == 4);
  }
}

TEST_CASE("north obstacle toss: no toss for a move that stops short of the stream, or a turn in place", "[north]") {
  Fixture f;
  f.line("Totopotomoy Creek", LineKind::stream, {{0, 18}, {96, 18}});
  UnitId u = f.infantry("44th New York", kUSA, {48, 10}, kNorth);
  UnitId v = f.infantry("12th New York", kUSA, {20, 17.5}, kNorth);  // its front on the bank
  auto b = f.battle("activation");
  const auto rolls = b->dice.rolls_made();
  act(*b, Move{u, {48, 15}, kNorth});
  act(*b, Move{v, {20, 17.5}, 90});
  CHECK(b->dice.rolls_made() == rolls);
  CHECK(b->unit(u).position.y == Approx(15));
  CHECK(b->unit(v).facing == Approx(90));
}

TEST_CASE("north obstacle toss: entering woods needs it too, unless rough_ground_is_obstacle is 0", "[north]") {
  for (int rough_is_obstacle : {1, 0}) {
    Fixture f;
    f.woods("Kinney's woods", {30, 14}, {66, 30});
    f.s.rule_overrides["rough_ground_is_obstacle"] = rough_is_obstacle;
    UnitId u = f.infantry("44th New York", kUSA, {48, 10}, kNorth);
    auto b = f.battle("activation");
    if (rough_is_obstacle) b->dice.load({6});
    const auto rolls = b->dice.rolls_made();
    act(*b, Move{u, {48, 15}, kNorth});
    INFO("rough_ground_is_obstacle " << rough_is_obstacle);
    CHECK(b->dice.rolls_made() == rolls + (rough_is_obstacle ? 1u : 0u));
    CHECK(b->unit(u).position.y == Approx(rough_is_obstacle ? 10.0 : 15.0));
    CHECK(b->dice.scripted_left() == 0);
  }
}

TEST_CASE("north obstacle toss: a charge across a stream must cross it too", "[north]") {
  // "Crossing obstacles requires a success toss ... Failure is no movement": a charge is a move
  // into contact. The accomplishment toss passes (1) and the obstacle toss fails (6), or the other
  // way about — in either order the charger does not reach the enemy beyond the stream.
  Fixture f;
  f.line("Totopotomoy Creek", LineKind::stream, {{0, 22}, {96, 22}});
  UnitId a = f.infantry("25th New York", kUSA, {48, 20}, kNorth);
  UnitId t = f.infantry("18th North Carolina", kCSA, {48, 24}, kSouth);  // 3" off, the creek between
  auto b = f.battle("activation");
  b->dice.load({1, 6});
  act(*b, Charge{a, t, {}});
  CHECK(b->dice.scripted_left() == 0);
  CHECK(gap(*b, a, t) == Approx(3.0));
  CHECK_FALSE(b->unit(a).charged);
  CHECK(f.recorder.all<ChargeDeclared>().empty());

  // Both passed, it goes in.
  auto c = f.battle("activation");
  c->dice.load({1, 4});
  act(*c, Charge{a, t, {}});
  CHECK(c->dice.scripted_left() == 0);
  CHECK(c->unit(a).charged);
  CHECK(gap(*c, a, t) < 0.05);
}

namespace {

// A USA brigade (advancing) of one regiment at (10, 12), its general at (10, 9), and the army
// commander at `commander`.
struct OrdersFixture {
  Fixture f;
  FormationId brigade = kNone;
  CommanderId porter = kNone;
  explicit OrdersFixture(Vec2 commander) {
    UnitId a = f.infantry("44th New York", kUSA, {10, 12}, kNorth);
    brigade = f.brigade("Butterfield's", kUSA, {10, 9}, {a});
    f.infantry("18th North Carolina", kCSA, {80, 40}, kSouth);
    porter = f.army_commander("Porter", kUSA, commander);
  }
  Order withdraw() const { return Order{brigade, porter, "withdraw", "", std::nullopt}; }
};

}  // namespace

TEST_CASE("north orders: a brigade takes up a new order at the start of its next player turn on a 5-6", "[north]") {
  for (int face = 1; face <= 6; ++face) {
    OrdersFixture o({55, 9});  // 45" from the brigade's general
    auto b = o.f.battle("activation");
    const auto rolls = b->dice.rolls_made();
    issue_order(*b, o.withdraw());
    CHECK(b->dice.rolls_made() == rolls);  // nothing thrown when it is given
    CHECK(b->oob.node(o.brigade).standing_order == "advance");
    advance_couriers(*b, kCSA);  // not the brigade's player turn
    CHECK(b->dice.rolls_made() == rolls);
    b->turn = 2;
    b->dice.load({face});  // one die: no send roll, no ride
    advance_couriers(*b, kUSA);
    INFO("face " << face);
    CHECK(b->dice.scripted_left() == 0);
    CHECK(b->dice.rolls_made() == rolls + 1);
    CHECK(b->oob.node(o.brigade).standing_order == (face >= 5 ? "withdraw" : "advance"));
    CHECK(o.f.recorder.all<OrderDelivered>().size() == (face >= 5 ? 1u : 0u));
  }
}

TEST_CASE("north orders: a failed toss is tossed again at the start of the next player turn", "[north]") {
  OrdersFixture o({55, 9});
  auto b = o.f.battle("activation");
  issue_order(*b, o.withdraw());
  b->turn = 2;
  b->dice.load({4});
  advance_couriers(*b, kUSA);
  CHECK(b->oob.node(o.brigade).standing_order == "advance");
  CHECK(o.f.recorder.all<OrderFailed>().size() == 1);
  b->turn = 3;
  b->dice.load({5});
  advance_couriers(*b, kUSA);
  CHECK(b->oob.node(o.brigade).standing_order == "withdraw");
  CHECK(b->couriers.at(0).state == CourierState::delivered);
  CHECK(b->dice.scripted_left() == 0);
}

TEST_CASE("north orders: the army commander within 6\" of the brigade changes its orders at once, with no toss", "[north]") {
  OrdersFixture o({14, 9});  // 4" from the brigade's general, 2.7" from its regiment
  auto b = o.f.battle("activation");
  const auto rolls = b->dice.rolls_made();
  issue_order(*b, o.withdraw());
  CHECK(b->oob.node(o.brigade).standing_order == "withdraw");
  CHECK(b->couriers.at(0).state == CourierState::delivered);
  advance_couriers(*b, kUSA);
  CHECK(b->dice.rolls_made() == rolls);  // no toss, then or later
}

TEST_CASE("north orders: the army commander 7\" away must wait for the brigade's toss", "[north]") {
  OrdersFixture o({10, 2});  // 7" from the brigade's general, 9.5" from its regiment
  auto b = o.f.battle("activation");
  issue_order(*b, o.withdraw());
  CHECK(b->oob.node(o.brigade).standing_order == "advance");
  b->turn = 2;
  b->dice.load({6});
  advance_couriers(*b, kUSA);
  CHECK(b->oob.node(o.brigade).standing_order == "withdraw");
  CHECK(b->dice.scripted_left() == 0);
}

}  // namespace test_north_tosses
