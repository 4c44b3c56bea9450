// north: what a unit is when mustered (stands from quality, footprints by formation) and how far
// it moves — deployed foot 5", mounted cavalry in line and anything in column or limbered 10",
// cavalry in column 15", unlimbered guns not at all (they turn in place) — and the limits of a
// move: one a turn, no contact with the enemy, no passing through him.
#include <fmt/format.h>

#include "tests/north_fixture.hpp"

#include "engine/rules/north/troops.hpp"

namespace test_north_movement {

using namespace north_test;

namespace {

Unit unit_of(Arm arm, Formation f, bool dismounted = false) {
  Unit u;
  u.arm = arm;
  u.formation = f;
  u.dismounted = dismounted;
  u.stands = u.stands_at_start = arm == Arm::artillery ? 2 : 4;
  return u;
}

}  // namespace

TEST_CASE("north muster: stands come from quality, whatever the battle file said", "[north]") {
  Fixture f;
  UnitId raw = f.infantry("Raw", kUSA, {10, 10}, kNorth, Quality::raw);
  UnitId seasoned = f.infantry("Seasoned", kUSA, {20, 10}, kNorth, Quality::seasoned);
  UnitId veteran = f.cavalry("Veteran", kUSA, {30, 10}, kNorth, Quality::veteran);
  UnitId poor_guns = f.battery("Poor", kCSA, {10, 40}, kSouth, Quality::raw);
  UnitId guns = f.battery("Average", kCSA, {20, 40}, kSouth, Quality::seasoned);
  UnitId elite_guns = f.battery("Elite", kCSA, {30, 40}, kSouth, Quality::veteran);
  REQUIRE(f.s.units[0].stands == 8);
  auto b = f.battle();
  CHECK(b->unit(raw).stands == 3);
  CHECK(b->unit(seasoned).stands == 4);
  CHECK(b->unit(veteran).stands == 5);
  CHECK(b->unit(poor_guns).stands == 1);
  CHECK(b->unit(guns).stands == 2);
  CHECK(b->unit(elite_guns).stands == 3);
  for (const Unit& u : b->units) CHECK(u.stands_at_start == u.stands);
  // The line footprint follows the mustered stands: 1.5" a stand.
  CHECK(b->unit(raw).footprint.width == Approx(4.5));
  CHECK(b->unit(veteran).footprint.width == Approx(7.5));
}

TEST_CASE("north troops: deployed means line or skirmish, or a battery unlimbered", "[north]") {
  CHECK(nr::is_deployed(unit_of(Arm::infantry, Formation::line)));
  CHECK(nr::is_deployed(unit_of(Arm::infantry, Formation::skirmish)));
  CHECK_FALSE(nr::is_deployed(unit_of(Arm::infantry, Formation::column)));
  CHECK(nr::is_deployed(unit_of(Arm::cavalry, Formation::line)));
  CHECK_FALSE(nr::is_deployed(unit_of(Arm::cavalry, Formation::column)));
  CHECK(nr::is_deployed(unit_of(Arm::artillery, Formation::unlimbered)));
  CHECK_FALSE(nr::is_deployed(unit_of(Arm::artillery, Formation::limbered)));
  CHECK(unit_of(Arm::cavalry, Formation::line).mounted());
  CHECK_FALSE(unit_of(Arm::cavalry, Formation::line, true).mounted());
}

TEST_CASE("north troops: footprints by formation", "[north]") {
  nr::NorthParameters p;
  auto fp = [&](const Unit& u) { return nr::footprint_in(p, u, u.formation); };
  CHECK(fp(unit_of(Arm::infantry, Formation::line)).width == Approx(6.0));
  CHECK(fp(unit_of(Arm::infantry, Formation::line)).depth == Approx(1.0));
  CHECK(fp(unit_of(Arm::infantry, Formation::column)).width == Approx(1.5));
  CHECK(fp(unit_of(Arm::infantry, Formation::column)).depth == Approx(4.0));
  CHECK(fp(unit_of(Arm::infantry, Formation::skirmish)).width == Approx(10.0));
  CHECK(fp(unit_of(Arm::infantry, Formation::skirmish)).depth == Approx(2.0));
  CHECK(fp(unit_of(Arm::artillery, Formation::unlimbered)).width == Approx(1.5));
  CHECK(fp(unit_of(Arm::artillery, Formation::limbered)).depth == Approx(3.0));
}

TEST_CASE("north movement rates by arm and formation", "[north]") {
  nr::NorthParameters p;
  CHECK(nr::move_rate(p, unit_of(Arm::infantry, Formation::line)) == 5);
  CHECK(nr::move_rate(p, unit_of(Arm::cavalry, Formation::line, true)) == 5);     // dismounted: as infantry
  CHECK(nr::move_rate(p, unit_of(Arm::cavalry, Formation::line)) == 10);          // mounted, deployed
  CHECK(nr::move_rate(p, unit_of(Arm::infantry, Formation::column)) == 10);
  CHECK(nr::move_rate(p, unit_of(Arm::cavalry, Formation::column, true)) == 10);
  CHECK(nr::move_rate(p, unit_of(Arm::artillery, Formation::limbered)) == 10);
  CHECK(nr::move_rate(p, unit_of(Arm::cavalry, Formation::column)) == 15);        // mounted, not deployed
  CHECK(nr::move_rate(p, unit_of(Arm::artillery, Formation::unlimbered)) == 0);
  CHECK(nr::move_rate(p, unit_of(Arm::infantry, Formation::skirmish)) == 10);
  p.set("move_deployed_foot", 6);
  CHECK(nr::move_rate(p, unit_of(Arm::infantry, Formation::line)) == 6);
}

TEST_CASE("north movement: each arm moves its full rate and not an inch more", "[north]") {
  struct Case {
    const char* what;
    Arm arm;
    Formation f;
    bool dismounted;
    double rate;
  };
  for (Case c : {Case{"line infantry", Arm::infantry, Formation::line, false, 5},
                 Case{"dismounted cavalry in line", Arm::cavalry, Formation::line, true, 5},
                 Case{"mounted cavalry in line", Arm::cavalry, Formation::line, false, 10},
                 Case{"infantry in column", Arm::infantry, Formation::column, false, 10},
                 Case{"limbered guns", Arm::artillery, Formation::limbered, false, 10},
                 Case{"cavalry in column", Arm::cavalry, Formation::column, false, 15}}) {
    INFO(c.what);
    Fixture f;
    UnitId u = f.add(c.what, kUSA, c.arm, {48, 8}, kNorth, c.f, Quality::seasoned, Weapon::rifled);
    f.s.units.back().dismounted = c.dismounted;
    f.infantry("Enemy", kCSA, {10, 44}, kSouth);
    auto b = f.battle("activation");
    CHECK(b->rules->advisor().move_allowance(*b, b->unit(u)) == c.rate);
    const std::string why = refusal(*b, Move{u, {48, 8 + c.rate + 0.5}, kNorth});
    CHECK_THAT(why, Catch::Contains("(north: movement)"));
    CHECK_THAT(why, Catch::Contains(fmt::format("it moves {:.0f}\"", c.rate)));
    act(*b, Move{u, {48, 8 + c.rate}, kNorth});
    CHECK(b->unit(u).position.y == Approx(8 + c.rate));
    CHECK(nr::unit_state(*b, u).move_spent == Approx(c.rate));
    CHECK(b->rules->advisor().move_allowance(*b, b->unit(u)) == 0);
  }
}

TEST_CASE("north movement: 5.5\" is refused to line infantry, naming the rule", "[north]") {
  Fixture f;
  UnitId u = f.infantry("44th New York", kUSA, {48, 10}, kNorth);
  auto b = f.battle("activation");
  CHECK(refusal(*b, Move{u, {48, 15.5}, kNorth}) ==
        "44th New York cannot move: the move is 5.5\" and it moves 5\" (north: movement)");
  act(*b, Move{u, {51, 14}, 30});  // 5" on the diagonal, ending at any facing
  CHECK(b->unit(u).facing == Approx(30));
}

TEST_CASE("north movement: unlimbered guns do not move, but turn in place", "[north]") {
  Fixture f;
  UnitId g = f.battery("Martin's battery", kUSA, {48, 10}, kNorth);
  auto b = f.battle("activation");
  CHECK(b->rules->advisor().move_allowance(*b, b->unit(g)) == 0);
  CHECK_THAT(refusal(*b, Move{g, {48, 11}, kNorth}), Catch::Contains("deployed artillery does not move"));
  act(*b, Move{g, {48, 10}, 45});
  CHECK(b->unit(g).facing == Approx(45));
  CHECK(b->unit(g).position.y == Approx(10));
}

TEST_CASE("north movement: one move a turn", "[north]") {
  Fixture f;
  UnitId u = f.infantry("44th New York", kUSA, {48, 10}, kNorth);
  auto b = f.battle("activation");
  act(*b, Move{u, {48, 12}, kNorth});
  CHECK_THAT(refusal(*b, Move{u, {48, 14}, kNorth}), Catch::Contains("already moved"));
  b->rules->begin_player_turn(*b, kUSA);
  act(*b, Move{u, {48, 14}, kNorth});
  CHECK(b->unit(u).position.y == Approx(14));
}

TEST_CASE("north movement: a move may not end touching an enemy or pass through one, but passes friends", "[north]") {
  Fixture f;
  UnitId u = f.infantry("44th New York", kUSA, {48, 10}, kNorth, Quality::seasoned, Formation::column);
  UnitId friends = f.infantry("12th New York", kUSA, {48, 14}, kNorth);
  UnitId w = f.infantry("83rd Pennsylvania", kUSA, {20, 10}, kNorth, Quality::seasoned, Formation::column);
  UnitId x = f.infantry("16th Michigan", kUSA, {70, 19}, kNorth);  // front edge at y = 19.5
  f.infantry("18th North Carolina", kCSA, {48, 24}, kSouth);       // front edge at y = 23.5
  f.infantry("28th North Carolina", kCSA, {20, 15}, kSouth);
  f.infantry("37th North Carolina", kCSA, {70, 24}, kSouth);       // front edge at y = 23.5
  auto b = f.battle("activation");
  CHECK_THAT(refusal(*b, Move{x, {70, 23}, kNorth}), Catch::Contains("it would contact 37th North Carolina"));
  CHECK_THAT(refusal(*b, Move{w, {20, 20}, kNorth}), Catch::Contains("28th North Carolina is in the way"));
  act(*b, Move{u, {48, 19}, kNorth});  // through the friends, its front 2.5" short of the enemy
  CHECK(b->unit(u).position.y == Approx(19));
  CHECK(b->unit(friends).position.y == Approx(14));
}

TEST_CASE("north movement: a unit takes no action in the other side's turn or outside the activation phase", "[north]") {
  Fixture f;
  UnitId u = f.infantry("44th New York", kUSA, {48, 10}, kNorth);
  UnitId c = f.infantry("18th North Carolina", kCSA, {48, 40}, kSouth);
  auto b = f.battle("activation");
  CHECK_THAT(refusal(*b, Move{c, {48, 38}, kSouth}), Catch::Contains("CSA does not act in USA's turn"));
  b->phase = "musketry";
  CHECK_THAT(refusal(*b, Move{u, {48, 12}, kNorth}), Catch::Contains("it is the musketry phase"));
  CHECK_THAT(refusal(*b, ChangeFormation{u, Formation::column}), Catch::Contains("it is the musketry phase"));
  b->phase = "activation";
  act(*b, Move{u, {48, 12}, kNorth});
}

TEST_CASE("north sequence: the Confederates are the side whose name says so, else the second side", "[north]") {
  struct Case {
    std::array<std::string, 2> names;
    Side confederates;
  };
  for (const Case& c : {Case{{"USA", "CSA"}, 1}, Case{{"Confederates", "Union"}, 0}, Case{{"South", "North"}, 0},
                        Case{{"rebels", "yankees"}, 0}, Case{{"Blue", "Grey"}, 1}, Case{{"CSA", "Rebels"}, 1}}) {
    Scenario s;
    s.side_names = c.names;
    INFO(c.names[0] << " against " << c.names[1]);
    CHECK(s.confederate_side() == c.confederates);
  }
}

TEST_CASE("north dismounting: mounted cavalry dismount on an accomplishment toss, then move as infantry", "[north]") {
  for (auto [face, dismounts] : {std::pair{4, true}, {5, false}}) {
    Fixture f;
    UnitId c = f.cavalry("6th U.S. Cavalry", kUSA, {48, 10}, kNorth);  // 4 stands
    auto b = f.battle("activation");
    b->dice.load({face});
    act(*b, ChangeFormation{c, Formation::line, true, false});
    INFO("face " << face);
    CHECK(b->dice.scripted_left() == 0);
    CHECK(b->unit(c).dismounted == dismounts);
    CHECK(b->rules->advisor().move_allowance(*b, b->unit(c)) == Approx(dismounts ? 0.0 : 10.0));  // the change was its move
    b->rules->begin_player_turn(*b, kUSA);
    CHECK(b->rules->advisor().move_allowance(*b, b->unit(c)) == Approx(dismounts ? 5.0 : 10.0));
  }
}

TEST_CASE("north falling back: a unit with no room behind it within twice the distance stays where it is", "[north]") {
  Fixture f;
  UnitId u = f.infantry("44th New York", kUSA, {48, 25}, kNorth);
  // Friends standing one behind another from 5" to 15" fill every place it could fall back to.
  for (int y = 5; y <= 15; ++y) f.infantry(fmt::format("Reserve {}", y), kUSA, {48, static_cast<double>(y)}, kNorth);
  auto b = f.battle("activation");
  nr::fall_back(*b, params(*b), b->unit(u), "morale");
  CHECK(b->unit(u).position.y == Approx(25));
  CHECK(b->unit(u).formation == Formation::line);
  auto fell = f.recorder.all<FellBack>();
  REQUIRE(fell.size() == 1);
  CHECK(fell[0].distance == 0);
  CHECK(fell[0].cause == "no room to fall back");
}

}  // namespace test_north_movement
