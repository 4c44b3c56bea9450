// ap motivation: the 2D6 a general rolls against A + B + C (A his command value: veteran 2,
// seasoned 3, raw 4; B the unit's value: veteran 1, average 2, raw 3; C +1 a complete 3" apart,
// +1 unit or general in woods or buildings, +1 a unit between them, +2 woods, hill, crops or
// buildings between them), 2-3 always failing and 11-12 (or a general with the unit) always
// passing, counted over all 36 throws; the general's ride (2D6" a division's, 3D6" a corps' or
// the army's) toward the unit before he rolls; the chain of motivations that ends with his first
// failure; who motivates a brigade; guns, cavalry and fresh arrivals rolling their points alone;
// and the action point roll (D6, +1 veteran or general with, -1 raw, -2 disordered at the start
// of the turn; guns -1 Confederate, -1 damaged), never below the residual point.
#include <cstdlib>
#include <tuple>
#include <utility>

#include "tests/ap_fixture.hpp"

namespace test_ap_motivation {

using namespace ap_test;

namespace {

// How many of the 36 throws of 2D6 total `sum`.
int ways(int sum) { return sum < 2 || sum > 12 ? 0 : 6 - std::abs(sum - 7); }

// A seasoned brigade of 8 half-bases in line at (48, 20) facing north: 6" x 1", its rear edge
// at y = 19.5. Its division general stands `behind` inches straight behind that edge.
struct OneBrigade {
  Fixture f;
  FormationId division;
  UnitId unit;
  OneBrigade(double behind, Quality general = Quality::seasoned, Quality unit_quality = Quality::seasoned) {
    division = f.division("Wadsworth", kUSA, {48, 19.5 - behind}, general);
    unit = f.infantry("Cutler", kUSA, {48, 20}, kNorth, division, 8, unit_quality);
  }
  int target(const Battle& b) const {
    return ap::motivation_target(b, params(b), b.unit(unit), b.commander(f.general_of(division)));
  }
  int modifier(const Battle& b) const {
    return ap::motivation_modifier(b, params(b), b.unit(unit), b.commander(f.general_of(division)));
  }
};

void motivate(Battle& b, UnitId id) {
  ap::Motivator m(ap::state_of(b).generals);
  m.begin_turn(b);
  m.motivate(b, params(b), b.unit(id));
}

}  // namespace

TEST_CASE("ap motivation: over all 36 throws, the passes the table allows for each target", "[ap]") {
  Fixture f;
  auto b = f.battle();
  const ap::ApParameters& p = params(*b);
  // Targets 2-4 pass on 4+ (2 and 3 always fail), 11 and above only on 11-12.
  const std::pair<int, int> expected[] = {{2, 33}, {3, 33}, {4, 33}, {5, 30}, {6, 26}, {7, 21}, {8, 15},
                                          {9, 10}, {10, 6}, {11, 3}, {12, 3}, {13, 3}, {16, 3}};
  for (auto [target, passes] : expected) {
    int counted = 0, counted_with = 0;
    for (int d1 = 1; d1 <= 6; ++d1)
      for (int d2 = 1; d2 <= 6; ++d2) {
        const int roll = d1 + d2;
        const bool rule = roll >= 4 && (roll >= 11 || roll >= target);
        INFO("target " << target << ", throw " << d1 << "+" << d2);
        CHECK(ap::motivation_passes(p, roll, target, false) == rule);
        CHECK(ap::motivation_passes(p, roll, target, true) == (roll >= 4));  // a general with it: all but 2-3
        counted += ap::motivation_passes(p, roll, target, false);
        counted_with += ap::motivation_passes(p, roll, target, true);
      }
    INFO("target " << target);
    CHECK(counted == passes);
    CHECK(counted_with == 33);
  }
  CHECK(ways(2) + ways(3) == 3);  // the automatic failures: 1 + 2 of 36
}

TEST_CASE("ap motivation: A by the general's quality plus B by the unit's", "[ap]") {
  const std::pair<Quality, int> generals[] = {{Quality::veteran, 2}, {Quality::seasoned, 3}, {Quality::raw, 4}};
  const std::pair<Quality, int> units[] = {{Quality::veteran, 1}, {Quality::seasoned, 2}, {Quality::raw, 3}};
  for (auto [gq, a] : generals)
    for (auto [uq, bv] : units) {
      OneBrigade o(2.5, gq, uq);  // 2.5" apart: nothing for C
      auto b = o.f.battle();
      INFO("general " << name_of(gq) << ", unit " << name_of(uq));
      CHECK(ap::command_value(params(*b), gq) == a);
      CHECK(ap::unit_value(params(*b), b->unit(o.unit)) == bv);
      CHECK(o.modifier(*b) == 0);
      CHECK(o.target(*b) == a + bv);
    }
}

TEST_CASE("ap motivation: C adds 1 for each complete 3 inches between general and unit", "[ap]") {
  const std::pair<double, int> apart[] = {{0.5, 0}, {2.99, 0}, {3.01, 1}, {5.99, 1}, {6.01, 2},
                                          {8.99, 2}, {9.01, 3}, {12.5, 4}, {20.0, 6}};
  for (auto [inches, c] : apart) {
    OneBrigade o(inches);
    auto b = o.f.battle();
    INFO(inches << "\" apart");
    CHECK(o.modifier(*b) == c);
    CHECK(o.target(*b) == 3 + 2 + c);
  }
}

TEST_CASE("ap motivation: C adds 1 when the unit or the general is in woods or buildings", "[ap]") {
  // The general 2.5" behind (nothing for distance); the line between them stays clear of the
  // woods but for the last inch at each end, where sight is not blocked.
  SECTION("the unit in woods") {
    OneBrigade o(2.5);
    o.f.woods("Herbst's woods", {40, 19.2}, {56, 30});
    auto b = o.f.battle();
    CHECK(o.modifier(*b) == 1);
  }
  SECTION("the unit in a town") {
    OneBrigade o(2.5);
    o.f.town("Gettysburg", {40, 19.2}, {56, 30});
    auto b = o.f.battle();
    CHECK(o.modifier(*b) == 1);
  }
  SECTION("the general in woods") {
    OneBrigade o(2.5);
    o.f.woods("Seminary woods", {44, 14}, {52, 17.8});
    auto b = o.f.battle();
    CHECK(o.modifier(*b) == 1);
  }
  SECTION("open ground, and crops (neither woods nor buildings)") {
    OneBrigade o(2.5);
    o.f.crops("the wheatfield", {40, 19.2}, {56, 30});
    auto b = o.f.battle();
    CHECK(o.modifier(*b) == 0);
  }
}

TEST_CASE("ap motivation: a wall or fence is not woods or buildings", "[ap]") {
  // A wall gives cover, but the +1 is for standing in woods or buildings.
  OneBrigade o(2.5);
  o.f.line("the stone wall", LineKind::wall, {{40, 20.8}, {56, 20.8}}, Cover::heavy);
  auto b = o.f.battle();
  REQUIRE(b->field().cover_of(b->unit(o.unit).footprint) == Cover::heavy);  // it is behind the wall
  CHECK(o.modifier(*b) == 0);
}

TEST_CASE("ap motivation: C adds 1, once, for units between general and unit, friend or enemy", "[ap]") {
  // The general 5.5" behind (1 for distance); a 4-half-base brigade (3" x 1") across the line.
  for (int between : {0, 1, 2}) {
    for (Side side : {kUSA, kCSA}) {
      OneBrigade o(5.5);
      if (between >= 1) o.f.infantry("Meredith", side, {48, 16.5}, kNorth, kNone, 4);
      if (between >= 2) o.f.infantry("Stone", side, {48, 18.2}, kNorth, kNone, 4);
      auto b = o.f.battle();
      INFO(between << " units between, side " << side);
      CHECK(o.modifier(*b) == 1 + (between > 0 ? 1 : 0));
    }
  }
  // Beside the line, not across it: nothing.
  OneBrigade o(5.5);
  o.f.infantry("Meredith", kUSA, {60, 16.5}, kNorth, kNone, 4);
  auto b = o.f.battle();
  CHECK(o.modifier(*b) == 1);
}

TEST_CASE("ap motivation: C adds 2 when woods, a hill or buildings lie between them", "[ap]") {
  // The general 8.5" behind (2 for distance); the ground between them from y = 13 to 17.
  SECTION("open ground") {
    OneBrigade o(8.5);
    auto b = o.f.battle();
    CHECK(o.modifier(*b) == 2);
  }
  SECTION("woods") {
    OneBrigade o(8.5);
    o.f.woods("McPherson's woods", {40, 13}, {56, 17});
    auto b = o.f.battle();
    CHECK(o.modifier(*b) == 4);
  }
  SECTION("a town") {
    OneBrigade o(8.5);
    o.f.town("the Lutheran seminary", {40, 13}, {56, 17});
    auto b = o.f.battle();
    CHECK(o.modifier(*b) == 4);
  }
  SECTION("a hill higher than both") {
    OneBrigade o(8.5);
    o.f.hill("Seminary ridge", {40, 13}, {56, 17}, 1);
    auto b = o.f.battle();
    CHECK(o.modifier(*b) == 4);
  }
}

TEST_CASE("ap motivation: crops between general and unit separate them", "[ap]") {
  // Crops do not block sight, yet they separate a general from his unit.
  OneBrigade o(8.5);
  o.f.crops("the wheatfield", {40, 13}, {56, 17});
  auto b = o.f.battle();
  CHECK(o.modifier(*b) == 4);
}

TEST_CASE("ap motivation: a division general rides 2D6 inches toward the unit before the roll", "[ap]") {
  OneBrigade o(14.5);  // general at (48, 5)
  auto b = o.f.battle();
  // Ride 3 + 4 = 7": 7.5" apart (C 2, target 3 + 2 + 2 = 7); 3 + 4 = 7 passes; points 5.
  b->dice.load({3, 4, 3, 4, 5});
  motivate(*b, o.unit);
  CHECK(b->dice.scripted_left() == 0);
  const Commander& g = b->commander(o.f.general_of(o.division));
  CHECK(g.position.x == Approx(48));
  CHECK(g.position.y == Approx(12));
  auto rolls = o.f.recorder.all<MoraleChecked>();
  REQUIRE(rolls.size() == 1);
  CHECK(rolls[0].test == "a motivation roll");
  CHECK(rolls[0].roll == 7);
  CHECK(rolls[0].level == 7);
  CHECK(rolls[0].passed);
  CHECK(activity(*b, o.unit).motivation == ap::Motivation::motivated);
  CHECK(activity(*b, o.unit).points == 5);
}

TEST_CASE("ap motivation: a general rides no further than to stand with the unit", "[ap]") {
  OneBrigade o(6.5, Quality::seasoned, Quality::raw);  // general at (48, 13); target 3 + 3 + C
  auto b = o.f.battle();
  // Ride 12" of which he needs 4: he stops 2.5" behind the unit, with it. A 4 then passes a
  // target of 6 (a general with it) but the points roll is D6 + 1 - 1 (raw, general with).
  b->dice.load({6, 6, 2, 2, 4});
  motivate(*b, o.unit);
  CHECK(b->dice.scripted_left() == 0);
  CHECK(b->commander(o.f.general_of(o.division)).position.y == Approx(17));
  CHECK(ap::general_with(*b, params(*b), b->unit(o.unit)));
  auto rolls = o.f.recorder.all<MoraleChecked>();
  REQUIRE(rolls.size() == 1);
  CHECK(rolls[0].level == 6);
  CHECK(rolls[0].passed);
  CHECK(activity(*b, o.unit).points == 4);
}

TEST_CASE("ap motivation: a corps or army general rides 3D6 inches", "[ap]") {
  for (Echelon e : {Echelon::corps, Echelon::army}) {
    Fixture f;
    CommanderId g = kNone;
    FormationId above = kNone;
    if (e == Echelon::corps) {
      above = f.corps("I Corps", kUSA, {48, 5});
      g = f.general_of(above);
    } else {
      g = f.army_commander("Meade", kUSA, {48, 5});
    }
    UnitId u = f.infantry("Cutler", kUSA, {48, 20}, kNorth, above);
    auto b = f.battle();
    // 14.5" apart; ride 1 + 2 + 3 = 6": 8.5" (C 2, target 7); a 6 fails, no points rolled.
    b->dice.load({1, 2, 3, 3, 3});
    motivate(*b, u);
    INFO(name_of(e));
    CHECK(b->dice.scripted_left() == 0);
    CHECK(b->commander(g).position.y == Approx(11));
    auto rolls = f.recorder.all<MoraleChecked>();
    REQUIRE(rolls.size() == 1);
    CHECK(rolls[0].level == 7);
    CHECK_FALSE(rolls[0].passed);
    CHECK(rolls[0].margin == 1);
    CHECK(f.recorder.throws_for("action points") == 0);
    CHECK(activity(*b, u).motivation == ap::Motivation::unmoved);
    CHECK(activity(*b, u).points == 1);
  }
}

TEST_CASE("ap motivation: the first living general above the brigade motivates it", "[ap]") {
  for (int which : {0, 1, 2}) {  // 0: the division's general; 1: he is dead; 2: the division has none
    Fixture f;
    FormationId corps = f.corps("I Corps", kUSA, {48, 16}, Quality::veteran);
    FormationId div = which == 2 ? f.command("Wadsworth", kUSA, Echelon::division, std::nullopt, Quality::raw, corps)
                                 : f.division("Wadsworth", kUSA, {30, 16}, Quality::raw, corps);
    UnitId u = f.infantry("Cutler", kUSA, {48, 20}, kNorth, div);
    if (which == 1) f.s.commanders[static_cast<std::size_t>(f.general_of(div))].alive = false;
    auto b = f.battle();
    const Commander* g = ap::motivating_general(*b, b->unit(u));
    REQUIRE(g);
    INFO(which);
    CHECK(g->id == (which == 0 ? f.general_of(div) : f.general_of(corps)));
  }
  Fixture f;
  UnitId u = f.infantry("Cutler", kUSA, {48, 20}, kNorth);  // no general anywhere above
  auto b = f.battle();
  CHECK(ap::motivating_general(*b, b->unit(u)) == nullptr);
  motivate(*b, u);
  CHECK(f.recorder.throws_for("motivation") == 0);
  CHECK(activity(*b, u).motivation == ap::Motivation::unmoved);
  CHECK(activity(*b, u).points == 1);  // the residual point
}

TEST_CASE("ap motivation: a general rides once, then motivates unit after unit until he fails, then no more", "[ap]") {
  Fixture f;
  FormationId d1 = f.division("Wadsworth", kUSA, {48, 17});                    // seasoned
  FormationId d2 = f.division("Doubleday", kUSA, {20, 40}, Quality::veteran);
  UnitId u1 = f.infantry("Cutler", kUSA, {48, 20}, kNorth, d1);   // 2.5" from him
  UnitId u2 = f.infantry("Meredith", kUSA, {36, 17}, kNorth, d1); // 9" to his right
  UnitId u3 = f.infantry("Stone", kUSA, {62, 17}, kNorth, d1);    // 11" to his left
  UnitId u4 = f.infantry("Biddle", kUSA, {20, 44}, kNorth, d2, 8, Quality::raw);  // 3.5" from him
  auto b = f.battle("motivation");
  b->dice.load({1, 1,     // Wadsworth's ride, 2": he is with Cutler already and stays
                3, 3, 4,  // Cutler: 6 >= 3 + 2 + 0, points 4 + 1 (general with)
                4, 4, 2,  // Meredith, 9" from where he stays: 8 >= 3 + 2 + 3, points 2
                4, 3,     // Stone, 11" from him: 7 < 3 + 2 + 3 fails
                6, 6,     // Doubleday rides 1" of his 12: with Biddle
                2, 2, 3}); // 4 < 2 + 3 + 0, but a general with it passes; points 3 + 1 - 1
  end_phase(*b, "motivation");
  CHECK(b->dice.scripted_left() == 0);
  auto rolls = f.recorder.all<MoraleChecked>();
  REQUIRE(rolls.size() == 4);
  const std::tuple<UnitId, int, int, bool> expected[] = {{u1, 6, 5, true}, {u2, 8, 8, true}, {u3, 7, 8, false}, {u4, 4, 5, true}};
  for (std::size_t i = 0; i < 4; ++i) {
    INFO("roll " << i);
    CHECK(rolls[i].unit == std::get<0>(expected[i]));
    CHECK(rolls[i].roll == std::get<1>(expected[i]));
    CHECK(rolls[i].level == std::get<2>(expected[i]));
    CHECK(rolls[i].passed == std::get<3>(expected[i]));
  }
  // He rode once, toward his first unit, and not again.
  CHECK(b->commander(f.general_of(d1)).position.x == Approx(48));
  CHECK(b->commander(f.general_of(d2)).position.y == Approx(41));
  CHECK(activity(*b, u1).points == 5);
  CHECK(activity(*b, u2).points == 2);
  CHECK(activity(*b, u3).motivation == ap::Motivation::unmoved);
  CHECK(activity(*b, u3).points == 1);
  CHECK(activity(*b, u4).points == 3);
}

TEST_CASE("ap motivation: after his failure his other units have the residual point, unrolled", "[ap]") {
  Fixture f;
  FormationId d = f.division("Wadsworth", kUSA, {48, 17}, Quality::veteran);
  UnitId u1 = f.infantry("Cutler", kUSA, {48, 20}, kNorth, d, 8, Quality::veteran);
  UnitId u2 = f.infantry("Meredith", kUSA, {36, 17}, kNorth, d, 8, Quality::veteran);
  UnitId u3 = f.infantry("Stone", kUSA, {62, 17}, kNorth, d, 8, Quality::veteran);
  auto b = f.battle("motivation");
  b->dice.load({1, 1, 1, 2});  // the ride; a 3 fails even with the general beside it (target 3)
  end_phase(*b, "motivation");
  CHECK(b->dice.scripted_left() == 0);
  CHECK(f.recorder.throws_for("motivation") == 1);
  CHECK(f.recorder.throws_for("action points") == 0);
  for (UnitId u : {u1, u2, u3}) {
    CHECK(activity(*b, u).motivation == ap::Motivation::unmoved);
    CHECK(activity(*b, u).points == 1);
  }
  // A unit asked again this turn is not retested.
  b->rules->run_phase(*b, phase_named(*b, "motivation"), kUSA);
  CHECK(f.recorder.throws_for("motivation") == 1);
}

TEST_CASE("ap motivation: guns, cavalry and fresh arrivals roll their points without a general", "[ap]") {
  Fixture f;
  FormationId d = f.division("Wadsworth", kUSA, {10, 5});  // far off; he never rolls for them
  UnitId gun = f.battery("Hall's battery", kUSA, {48, 20}, kNorth, d);
  UnitId horse = f.cavalry("Gamble", kUSA, {60, 20}, kNorth, d, 8, Quality::raw);
  UnitId fresh = f.infantry("Stannard", kUSA, {72, 20}, kNorth, d);
  UnitId old = f.infantry("Robinson", kUSA, {84, 20}, kNorth);  // no general: residual
  const std::size_t arrival = f.reinforcement(f.s.units[static_cast<std::size_t>(fresh)].brigade, kUSA, 1);
  auto b = f.battle("motivation");
  b->arrived_on[arrival] = 1;
  b->dice.load({4, 4, 4});  // in unit order: gun 4, cavalry 4 - 1 (raw), arrival 4
  end_phase(*b, "motivation");
  CHECK(b->dice.scripted_left() == 0);
  CHECK(f.recorder.throws_for("motivation") == 0);
  CHECK(f.recorder.throws_for("general's move") == 0);
  CHECK(ap::acts_by_itself(*b, b->unit(gun)));
  CHECK(ap::acts_by_itself(*b, b->unit(horse)));
  CHECK(ap::acts_by_itself(*b, b->unit(fresh)));
  CHECK_FALSE(ap::acts_by_itself(*b, b->unit(old)));
  CHECK(activity(*b, gun).points == 4);
  CHECK(activity(*b, horse).points == 3);
  CHECK(activity(*b, fresh).points == 4);
  CHECK(activity(*b, old).points == 1);
}

TEST_CASE("ap motivation: an arrival acts by itself on the turn it comes on (the text's first turn after it), then needs its general", "[ap]") {
  for (int turn : {2, 3, 4}) {
    Fixture f;
    UnitId fresh = f.infantry("Stannard", kUSA, {72, 20}, kNorth);
    const std::size_t arrival = f.reinforcement(f.s.units[static_cast<std::size_t>(fresh)].brigade, kUSA, 2);
    auto b = f.battle();
    b->arrived_on[arrival] = 2;
    b->turn = turn;
    INFO("turn " << turn << ", arrived on 2");
    CHECK(ap::acts_by_itself(*b, b->unit(fresh)) == (turn == 2));
  }
}

TEST_CASE("ap action points: D6 +1 veteran or general with, -1 raw, -2 disordered at the turn's start", "[ap]") {
  struct Case { Quality q; bool general_with; bool disordered; int modifier; };
  const Case cases[] = {
      {Quality::seasoned, false, false, 0}, {Quality::veteran, false, false, 1}, {Quality::raw, false, false, -1},
      {Quality::seasoned, true, false, 1},  {Quality::veteran, true, false, 1},  {Quality::raw, true, false, 0},
      {Quality::seasoned, false, true, -2}, {Quality::veteran, false, true, -1}, {Quality::raw, false, true, -3},
      {Quality::seasoned, true, true, -1},
  };
  for (const Case& c : cases) {
    for (int face = 1; face <= 6; ++face) {
      // With him: 2.5" behind. Without: 15" behind, riding 2" of it; a 12 passes whatever the target.
      OneBrigade o(c.general_with ? 2.5 : 15.0, Quality::seasoned, c.q);
      o.f.unit(o.unit).disordered = c.disordered;
      auto b = o.f.battle();
      b->dice.load({1, 1, 6, 6, face});
      motivate(*b, o.unit);
      INFO(name_of(c.q) << (c.general_with ? ", general with" : "") << (c.disordered ? ", disordered" : "")
                        << ", face " << face);
      CHECK(b->dice.scripted_left() == 0);
      CHECK(ap::action_point_modifier(*b, params(*b), b->unit(o.unit), c.disordered) == c.modifier);
      CHECK(ap::action_points(params(*b), face, c.modifier) == std::max(1, face + c.modifier));
      CHECK(activity(*b, o.unit).motivation == ap::Motivation::motivated);
      CHECK(activity(*b, o.unit).points == std::max(1, face + c.modifier));
    }
  }
}

TEST_CASE("ap action points: disorder that comes after the turn's start costs no points", "[ap]") {
  OneBrigade o(15.0);
  auto b = o.f.battle();
  b->unit(o.unit).disordered = true;  // after begin_player_turn
  CHECK_FALSE(activity(*b, o.unit).disordered_at_start);
  b->dice.load({1, 1, 6, 6, 4});
  motivate(*b, o.unit);
  CHECK(activity(*b, o.unit).points == 4);
}

TEST_CASE("ap action points: guns roll D6, -1 Confederate, -1 damaged, at least 1, no veteran bonus", "[ap]") {
  struct Case { Side side; int crew; Quality q; int modifier; };
  const Case cases[] = {{kUSA, 2, Quality::veteran, 0}, {kCSA, 2, Quality::seasoned, -1},
                        {kUSA, 1, Quality::seasoned, -1}, {kCSA, 1, Quality::raw, -2}};
  for (const Case& c : cases) {
    for (int face = 1; face <= 6; ++face) {
      Fixture f;
      UnitId gun = f.battery("the guns", c.side, {48, 20}, c.side == kUSA ? kNorth : kSouth, kNone,
                             Weapon::rifled_guns, Formation::unlimbered, c.q, c.crew, 2);
      if (c.side == kUSA) f.army_commander("Meade", kUSA, {48, 18});  // a general with it adds nothing
      auto b = f.battle();
      start_turn(*b, c.side);
      b->dice.load({face});
      motivate(*b, gun);
      INFO("side " << c.side << ", crew " << c.crew << ", face " << face);
      CHECK(b->dice.scripted_left() == 0);
      CHECK(ap::action_point_modifier(*b, params(*b), b->unit(gun), false) == c.modifier);
      CHECK(activity(*b, gun).points == std::max(1, face + c.modifier));
    }
  }
}

}  // namespace test_ap_motivation
