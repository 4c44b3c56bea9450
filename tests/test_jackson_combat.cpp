// jackson combat: close combat (stand factors, pairs and casualties, ties in towns, the closing,
// defender's and loser's tests, flank attacks, routed targets, officers at risk); and army
// morale at the turn's end (steady, shaken, broken; no fighting stands; the degree of defeat).
// The fire-fight before it is in test_jackson_firefight.cpp.
#include <memory>
#include <string>
#include <vector>

#include "tests/jackson_fixture.hpp"

#include "engine/rules/jackson/army_morale.hpp"
#include "engine/rules/jackson/close_combat.hpp"
#include "engine/rules/jackson/fire.hpp"
#include "engine/rules/jackson/movement.hpp"

namespace test_jackson_combat {

using namespace jackson_test;

namespace {

void attack(Battle& b, UnitId attacker, UnitId target, bool flank = false) {
  turn(b).declare({attacker, target, flank});
}
void load(Battle& b, const std::vector<int>& faces) {
  for (int f : faces) b.dice.load_face(f);
}
std::vector<int> times(int n, int face) { return std::vector<int>(static_cast<std::size_t>(n), face); }
std::vector<int> operator+(std::vector<int> a, const std::vector<int>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

// A USA regiment 1" short of a CSA regiment (both of 2 stands, 4 of the text's each), and the
// attack declared: the attacker at (48, 20) facing north, the target at (48, 22) facing south.
struct CloseFixture {
  Fixture f;
  UnitId a = kNone, d = kNone;
  CloseFixture() {
    a = f.infantry("2nd Wisconsin", kUSA, {48, 20}, kNorth);
    d = f.infantry("4th Alabama", kCSA, {48, 22}, kSouth);
  }
  std::unique_ptr<Battle> begin(bool flank = false) {
    auto b = f.battle();
    turn(*b).declare({a, d, flank});
    return b;
  }
};

}  // namespace

TEST_CASE("jackson close combat factors: cavalry +1, artillery +1, square v cavalry +1, flank -2, falling back -1, standing cavalry -1, casualties", "[jackson]") {
  Fixture f;
  UnitId inf = f.infantry("2nd Wisconsin", kUSA, {10, 20}, kNorth);
  UnitId cav = f.cavalry("1st Maine", kUSA, {20, 20}, kNorth);
  UnitId guns = f.battery("Campbell's", kUSA, {35, 20}, kNorth);
  UnitId square = f.infantry("6th Wisconsin", kUSA, {50, 20}, kNorth, Formation::square);
  UnitId enemy = f.infantry("4th Alabama", kCSA, {20, 40}, kSouth);
  UnitId enemy_horse = f.cavalry("1st Virginia", kCSA, {50, 40}, kSouth);
  auto b = f.battle();
  const auto& p = params(*b);
  auto factor = [&](UnitId u, UnitId other, int index = 0, bool flank = false) {
    return jr::stand_factors(*b, p, b->unit(u), index, b->unit(other), flank).modifier_total();
  };
  CHECK(factor(inf, enemy) == 0);
  CHECK(factor(cav, enemy) == 0);  // +1 mounted, -1 standing: it did not move this turn
  jr::unit_state(*b, cav).did |= jr::kMoved;
  CHECK(factor(cav, enemy) == 1);
  b->unit(cav).dismounted = true;  // fights as infantry
  CHECK(factor(cav, enemy) == 0);
  CHECK(factor(guns, enemy) == 1);
  CHECK(factor(square, enemy) == 0);
  CHECK(factor(square, enemy_horse) == 1);
  CHECK(factor(inf, enemy, 0, true) == -2);
  jr::unit_state(*b, inf).falling_back = true;
  CHECK(factor(inf, enemy) == -1);
  CHECK(factor(inf, enemy, 0, true) == -3);
  jr::unit_state(*b, inf).falling_back = false;
  // 3 casualties on its fourth (text) stand: it fights last, at -3; the three free stands at 0.
  b->unit(inf).hits = 3;
  for (int i = 0; i < 3; ++i) CHECK(factor(inf, enemy, i) == 0);
  CHECK(factor(inf, enemy, 3) == -3);
  b->unit(inf).hits = 5;  // a stand lost, 1 casualty on the next: stands 0-1 free, stand 2 at -1
  CHECK(factor(inf, enemy, 1) == 0);
  CHECK(factor(inf, enemy, 2) == -1);
}

TEST_CASE("jackson close combat: stands fight in pairs — a loser's 1 or 2 is its casualties, others none", "[jackson]") {
  Fixture f;
  UnitId a = f.infantry("2nd Wisconsin", kUSA, {48, 20}, kNorth);     // 4 text stands
  UnitId d = f.infantry("4th Alabama", kCSA, {48, 22}, kSouth, Formation::line, 1);  // 2
  auto b = f.battle();
  // Four pairs, the 4th's two stands each fighting twice: 6-3 A, 1-4 D (A's 1: 1 casualty),
  // 4-2 A (D's 2: 2 casualties), 5-5 a tie: no one.
  b->dice.load({6, 1, 4, 5, 3, 4, 2, 5});
  const jr::CombatResult r = jr::fight_stands(*b, params(*b), b->unit(a), b->unit(d), false);
  CHECK(b->dice.scripted_left() == 0);
  CHECK(r.attacker_wins == 2);
  CHECK(r.defender_wins == 1);
  CHECK(r.attacker_won());
  auto fights = f.recorder.all<CloseCombat>();
  REQUIRE(fights.size() == 1);
  CHECK((fights[0].attacker_dice == 4 && fights[0].defender_dice == 4));
  CHECK((fights[0].attacker_took == 1 && fights[0].defender_took == 2));
  CHECK(b->unit(a).hits == 1);
  CHECK(b->unit(d).hits == 2);
}

TEST_CASE("jackson close combat record: each pair's faces and each side's stands by their factors, the casualty stand last",
          "[jackson][itemised]") {
  Fixture f;
  UnitId a = f.infantry("2nd Wisconsin", kUSA, {48, 20}, kNorth);  // 4 text stands
  UnitId d = f.cavalry("1st Virginia", kCSA, {48, 22}, kSouth, Formation::line, 1);  // 2, mounted
  auto b = f.battle();
  b->unit(a).hits = 3;  // 3 casualties on its fourth stand: it fights last, at -3
  jr::unit_state(*b, d).did |= jr::kMoved;  // moving cavalry: +1, not standing
  // Four pairs: 6-(3+1) A; 1-(4+1) D, A's 1 a casualty; 4-(2+1) A, D's 2 two; (2-3)-(5+1) D, A's 2 two.
  b->dice.load({6, 1, 4, 2, 3, 4, 2, 5});
  jr::fight_stands(*b, params(*b), b->unit(a), b->unit(d), false);
  auto fights = f.recorder.all<CloseCombat>();
  REQUIRE(fights.size() == 1);
  REQUIRE(fights[0].pairs.has_value());
  const CloseCombat::Pairs& pairs = *fights[0].pairs;
  CHECK((fights[0].attacker_took == 3 && fights[0].defender_took == 2));
  CHECK((pairs.attacker_faces.count == 4 && pairs.attacker_faces.face(3) == 2));
  CHECK((pairs.defender_faces.count == 4 && pairs.defender_faces.face(3) == 5));
  CHECK(pairs.attacker[0].count == 3);
  CHECK(pairs.attacker[0].factors.count == 0);
  REQUIRE(pairs.attacker[1].count == 1);
  REQUIRE(pairs.attacker[1].factors.count == 1);
  CHECK(pairs.attacker[1].factors.modifiers[0].name == "casualties on the stand");
  CHECK(pairs.attacker[1].factors.value() == -3);
  CHECK(pairs.defender[0].count == 2);
  REQUIRE(pairs.defender[0].factors.count == 1);
  CHECK(pairs.defender[0].factors.modifiers[0].name == "mounted cavalry");
  CHECK(pairs.defender[0].factors.value() == 1);
  CHECK(pairs.defender[1].count == 0);
  CHECK_FALSE(pairs.ties_to_defender);
}

TEST_CASE("jackson close combat: a defender in a town wins ties", "[jackson]") {
  for (bool town : {false, true}) {
    Fixture f;
    if (town) f.town("Groveton", {40, 21}, {56, 30});
    UnitId a = f.infantry("2nd Wisconsin", kUSA, {48, 20}, kNorth, Formation::line, 1);
    UnitId d = f.infantry("4th Alabama", kCSA, {48, 22}, kSouth, Formation::line, 1);
    auto b = f.battle();
    b->dice.load({1, 3, 1, 3});
    const jr::CombatResult r = jr::fight_stands(*b, params(*b), b->unit(a), b->unit(d), false);
    INFO("town " << town);
    CHECK(r.attacker_wins == 0);
    CHECK(r.defender_wins == (town ? 2 : 0));
    CHECK(b->unit(a).hits == (town ? 1 : 0));  // the first pair's loser threw a 1
    CHECK(b->unit(d).hits == 0);
  }
}

TEST_CASE("jackson close combat: an attacker that fails to close falls back, unless another attacks its target", "[jackson]") {
  SECTION("alone, it falls back") {
    CloseFixture c;
    auto b = c.begin();
    b->dice.load({2, 3, 3});  // 5: fails; falls back 6"
    end_phase(*b, jr::kCloseCombat);
    CHECK(b->dice.scripted_left() == 0);
    CHECK(b->unit(c.a).position.y == Approx(14));
    CHECK(c.f.recorder.all<CloseCombat>().empty());
    CHECK(c.f.recorder.all<MoraleChecked>().size() == 1);
    CHECK(turn(*b).attack_by(c.a) == nullptr);
  }
  SECTION("with another attacker 1\" from the same target, it stays where it is") {
    Fixture f;
    UnitId a = f.infantry("2nd Wisconsin", kUSA, {46, 20}, kNorth);
    UnitId other = f.infantry("6th Wisconsin", kUSA, {52, 20}, kNorth);
    UnitId d = f.infantry("4th Alabama", kCSA, {48, 22}, kSouth, Formation::line, 4);  // 6" wide
    auto b = f.battle();
    attack(*b, a, d);
    attack(*b, other, d);
    // The 2nd: 2 (5), fails and stays; the 6th: 4 (7), closes; the 4th: 1 (4), falls back 6".
    b->dice.load({2, 4, 1, 3, 3});
    end_phase(*b, jr::kCloseCombat);
    CHECK(b->dice.scripted_left() == 0);
    CHECK(b->unit(a).position.y == Approx(20));
    CHECK_FALSE(jr::unit_state(*b, a).falling_back);
    CHECK(b->unit(d).position.y == Approx(28));
    CHECK(jr::unit_state(*b, d).falling_back);
    auto fell = f.recorder.all<FellBack>();
    REQUIRE(fell.size() == 1);
    CHECK(fell[0].unit == d);
  }
}

// The results chart's halt (6) stops a charger (parameters: "below carry_on_from a charger
// halts"; fire.cpp ends the attack of one halted by fire); the text treats an attacker that
// does not close like one halted by fire. So a closing test of 6 does not close.
TEST_CASE("jackson close combat: a closing test of 6 is a halt - the attacker does not close, and alone falls back", "[jackson]") {
  CloseFixture c;
  auto b = c.begin();
  b->dice.load({3, 3, 3});  // 3 + 3 = 6: halts; falls back 6"
  end_phase(*b, jr::kCloseCombat);
  CHECK(c.f.recorder.all<CloseCombat>().empty());
  CHECK(c.f.recorder.all<MoraleChecked>().size() == 1);  // no defender's test
  CHECK(b->unit(c.a).position.y == Approx(14));
}

TEST_CASE("jackson close combat: the defender's test - 3 or less routs, 4-5 falls back, 6 or more stands and fights", "[jackson]") {
  for (int face : {1, 2, 3, 4}) {
    CloseFixture c;
    auto b = c.begin();
    jr::unit_state(*b, c.d).morale = 2;
    std::vector<int> dice{4, face};  // the closing test carries on (7)
    if (face <= 3) dice = dice + std::vector<int>{3, 3};                        // 6": a fall back or 12" of rout
    else dice = dice + times(4, 6) + times(4, 3) + std::vector<int>{4, 3, 3};  // the 4th beaten: 6, falls back
    load(*b, dice);
    end_phase(*b, jr::kCloseCombat);
    INFO("face " << face);
    CHECK(b->dice.scripted_left() == 0);
    const Unit& d = b->unit(c.d);
    CHECK(c.f.recorder.all<CloseCombat>().size() == (face == 4 ? 1u : 0u));
    CHECK(d.routing == (face == 1));
    CHECK(d.position.y == Approx(face == 1 ? 34 : 28));
    CHECK(jr::unit_state(*b, c.a).morale == (face == 1 ? 4 : 3));  // it made the enemy rout
  }
}

TEST_CASE("jackson close combat: a flank attack needs no closing test — the defender tests at -1 and a failure routs", "[jackson]") {
  SECTION("failed: routs") {
    CloseFixture c;
    auto b = c.begin(true);
    b->dice.load({3, 3, 3});  // 3 + 3 - 1 = 5: a fall back, but from the flank a rout (12")
    end_phase(*b, jr::kCloseCombat);
    CHECK(b->dice.scripted_left() == 0);
    auto checks = c.f.recorder.all<MoraleChecked>();
    REQUIRE(checks.size() == 1);
    CHECK(checks[0].unit == c.d);
    CHECK(checks[0].modifier == 2);
    CHECK(b->unit(c.d).routing);
    CHECK(b->unit(c.d).position.y == Approx(34));
    CHECK(jr::unit_state(*b, c.a).morale == 4);
  }
  SECTION("passed: it fights at -2 a stand") {
    CloseFixture c;
    auto b = c.begin(true);
    // 4 - 1 + 3 = 6; 3s against 4s, at -2 the 4s lose every pair; the 4th tests (3: 6), falls back.
    load(*b, std::vector<int>{4} + times(4, 3) + times(4, 4) + std::vector<int>{3, 3, 3});
    end_phase(*b, jr::kCloseCombat);
    CHECK(b->dice.scripted_left() == 0);
    REQUIRE(c.f.recorder.all<CloseCombat>().size() == 1);
    CHECK_FALSE(b->unit(c.d).routing);
    CHECK(b->unit(c.d).position.y == Approx(28));
  }
  SECTION("the attack is from the flank when the attacker starts on or behind the line of the target's front") {
    Fixture f;
    UnitId front = f.infantry("2nd Wisconsin", kUSA, {48, 20}, kNorth);
    UnitId side = f.infantry("6th Wisconsin", kUSA, {60, 30}, kNorth);
    UnitId target = f.infantry("4th Alabama", kCSA, {48, 30}, kSouth);  // its front at y = 29.5
    FormationId brigade = f.brigade("Iron Brigade", kUSA, {54, 10}, {front, side});
    auto b = f.battle(jr::kMovement);
    on_card(*b, brigade, {3, 3, 3, 3});
    for (UnitId u : {front, side}) {
      Charge charge;
      charge.unit = u;
      charge.target = target;
      act(*b, charge);
    }
    REQUIRE(turn(*b).attacks.size() == 2);
    CHECK_FALSE(turn(*b).attacks[0].flank);
    CHECK(turn(*b).attacks[1].flank);
  }
}

TEST_CASE("jackson close combat: a routed target attacked routs again with a D6 of casualties", "[jackson]") {
  CloseFixture c;
  auto b = c.begin();
  b->unit(c.d).routing = true;
  b->dice.load({4, 5, 3, 3});  // closes (7); 5 casualties; routs 12" more
  end_phase(*b, jr::kCloseCombat);
  CHECK(b->dice.scripted_left() == 0);
  CHECK(c.f.recorder.all<CloseCombat>().empty());
  CHECK(c.f.recorder.all<MoraleChecked>().size() == 1);  // the closing test alone
  CHECK((b->unit(c.d).hits == 5 && b->unit(c.d).stands == 2));
  CHECK(b->unit(c.d).position.y == Approx(34));
  auto fell = c.f.recorder.all<FellBack>();
  REQUIRE(fell.size() == 1);
  CHECK(fell[0].cause == "routs again");
  CHECK(jr::unit_state(*b, c.a).morale == 4);
}

TEST_CASE("jackson close combat: the loser tests - 6 or more falls back in good order, less routs", "[jackson]") {
  struct Case { bool attacker_wins; int face; };
  for (Case k : {Case{true, 3}, Case{true, 2}, Case{false, 3}, Case{false, 2}}) {
    CloseFixture c;
    auto b = c.begin();
    const std::vector<int> a_dice = times(4, k.attacker_wins ? 6 : 3), d_dice = times(4, k.attacker_wins ? 3 : 6);
    load(*b, std::vector<int>{4, 4} + a_dice + d_dice + std::vector<int>{k.face, 3, 3});
    end_phase(*b, jr::kCloseCombat);
    INFO("attacker wins " << k.attacker_wins << ", face " << k.face);
    CHECK(b->dice.scripted_left() == 0);
    const UnitId loser = k.attacker_wins ? c.d : c.a, winner = k.attacker_wins ? c.a : c.d;
    const Unit& l = b->unit(loser);
    const double start = k.attacker_wins ? 22 : 20, way = k.attacker_wins ? 1 : -1;
    CHECK(l.hits == 0);
    CHECK(l.routing == (k.face == 2));
    CHECK(jr::unit_state(*b, loser).falling_back == (k.face == 3));
    CHECK(l.position.y == Approx(start + way * (k.face == 3 ? 6 : 12)));
    CHECK(jr::unit_state(*b, winner).morale == (k.face == 2 ? 4 : 3));
    auto checks = c.f.recorder.all<MoraleChecked>();
    REQUIRE(checks.size() == 3);
    CHECK(checks[2].unit == loser);
    CHECK(checks[2].level == 6);
  }
}

TEST_CASE("jackson close combat: an officer with the beaten unit is killed on a 10, captured on a 9", "[jackson]") {
  for (int d10 : {8, 9, 10}) {
    CloseFixture c;
    FormationId brigade = c.f.brigade("Law's", kCSA, {48, 25}, {c.d});  // 2.5" behind the 4th
    auto b = c.begin();
    // Closes (4: 7); the 4th tests, its brigadier leading (D10 1, D6 4); beaten 4 pairs to none; the
    // officer's D10; the loser's test (with its brigadier still there, his D10 1 first).
    std::vector<int> dice = std::vector<int>{4, 1, 4} + times(4, 6) + times(4, 3) + std::vector<int>{d10};
    if (d10 == 8) dice.push_back(1);
    dice = dice + std::vector<int>{3, 3, 3};
    load(*b, dice);
    end_phase(*b, jr::kCloseCombat);
    INFO("D10 " << d10);
    CHECK(b->dice.scripted_left() == 0);
    const Commander& g = b->commander(c.f.general_of(brigade));
    CHECK(g.alive == (d10 == 8));
    auto fell = c.f.recorder.all<CommanderFell>();
    REQUIRE(fell.size() == (d10 == 8 ? 0u : 1u));
    if (d10 == 10) CHECK(fell[0].how == "is killed in the close combat");
    if (d10 == 9) CHECK(fell[0].how == "is captured in the close combat");
    CHECK(c.f.recorder.all<MoraleChecked>().back().modifier == (d10 == 8 ? 4 : 3));
    CHECK(jr::unit_state(*b, c.d).falling_back);
  }
}

TEST_CASE("jackson army morale: steady at 50% effectiveness or more, shaken below, broken below 25%", "[jackson]") {
  Fixture f;
  std::vector<UnitId> usa;
  for (int i = 0; i < 4; ++i) usa.push_back(f.infantry("USA " + std::to_string(i), kUSA, {10.0 + 20 * i, 10}, kNorth));
  f.infantry("4th Alabama", kCSA, {48, 40}, kSouth);
  auto b = f.battle();
  const auto& p = params(*b);
  CHECK(jr::army_state(*b, p, kUSA) == jr::ArmyState::steady);
  b->unit(usa[0]).stands = 1;      // a stand lost: not fresh
  b->unit(usa[1]).routing = true;  // routing: not fresh
  CHECK(jr::army_state(*b, p, kUSA) == jr::ArmyState::steady);  // 50%
  b->remove_from_field(b->unit(usa[2]), UnitStatus::routed_off, "routed off the table");
  CHECK(jr::army_state(*b, p, kUSA) == jr::ArmyState::shaken);  // 25%
  b->unit(usa[3]).stands = 1;
  CHECK(jr::army_state(*b, p, kUSA) == jr::ArmyState::broken);  // 0%
  CHECK(jr::army_state(*b, p, kCSA) == jr::ArmyState::steady);
}

TEST_CASE("jackson army morale: an army with no casualty-free fighting stands loses — both at once is a stalemate", "[jackson]") {
  Fixture f;
  UnitId usa = f.infantry("2nd Wisconsin", kUSA, {48, 10}, kNorth, Formation::line, 1);
  UnitId waiting = f.infantry("6th Wisconsin", kUSA, {20, 10}, kNorth);
  UnitId csa = f.infantry("4th Alabama", kCSA, {48, 40}, kSouth, Formation::line, 1);
  f.s.units[static_cast<std::size_t>(waiting)].status = UnitStatus::waiting;
  auto b = f.battle();
  const auto& p = params(*b);
  CHECK_FALSE(jr::end_of_turn_outcome(*b, p));
  // A stand lost and a casualty on the last: no casualty-free stand, though the unit is fresh.
  b->unit(usa).hits = 5;
  CHECK_FALSE(jr::has_fighting_stands(*b, p, kUSA));
  CHECK_FALSE(jr::end_of_turn_outcome(*b, p));  // reserves still to come may fight
  b->bring_on(b->unit(waiting));  // it comes on, and routs: no stand of its fights either
  b->unit(waiting).routing = true;
  auto o = jr::end_of_turn_outcome(*b, p);
  REQUIRE(o);
  CHECK(o->winner == kCSA);
  CHECK(o->condition == "USA has no casualty-free fighting stands left (a useless victory)");
  b->unit(csa).routing = true;  // a routing unit's stands do not fight
  o = jr::end_of_turn_outcome(*b, p);
  REQUIRE(o);
  CHECK(o->winner == -1);
  CHECK(o->level == VictoryLevel::draw);
  CHECK_THAT(o->condition, Catch::StartsWith("a stalemate"));
  end_phase(*b, jr::kArmyMorale);
  REQUIRE(b->outcome);
  CHECK(b->outcome->winner == -1);
}

TEST_CASE("jackson army morale: a broken army quits the field — the degree of defeat by 5-point steps", "[jackson]") {
  // USA: five regiments of 4 stands (20), one fresh (20%: broken). CSA: two of 20 (40), one fresh.
  struct Case { int usa_lost, csa_lost; VictoryLevel level; bool useless; };
  // USA v CSA casualties: 5% v 2.5%, 10% v 5% (5 points), 15% v 7.5%, 15% v 5% (10), 5% v 5%, 0% v 10%.
  for (Case k : {Case{1, 1, VictoryLevel::marginal, false}, Case{2, 2, VictoryLevel::substantial, false},
                 Case{3, 3, VictoryLevel::substantial, false}, Case{3, 2, VictoryLevel::decisive, false},
                 Case{1, 2, VictoryLevel::marginal, true}, Case{0, 4, VictoryLevel::marginal, true}}) {
    Fixture f;
    std::vector<UnitId> usa;
    for (int i = 0; i < 5; ++i) usa.push_back(f.infantry("USA " + std::to_string(i), kUSA, {10.0 + 18 * i, 10}, kNorth, Formation::line, 4));
    UnitId hit = f.infantry("4th Alabama", kCSA, {30, 40}, kSouth, Formation::line, 20);
    f.infantry("5th Alabama", kCSA, {70, 30}, kSouth, Formation::line, 20);
    auto b = f.battle();
    for (int i = 1; i < 5; ++i) b->unit(usa[static_cast<std::size_t>(i)]).routing = true;
    b->unit(usa[1]).stands -= k.usa_lost;
    b->unit(hit).stands -= k.csa_lost;
    INFO("USA lost " << k.usa_lost << ", CSA lost " << k.csa_lost);
    CHECK(jr::army_state(*b, params(*b), kUSA) == jr::ArmyState::broken);
    auto o = jr::end_of_turn_outcome(*b, params(*b));
    REQUIRE(o);
    CHECK(o->winner == kCSA);
    CHECK(o->level == k.level);
    CHECK_THAT(o->condition, Catch::StartsWith("USA quit the field: army effectiveness below 25%"));
    CHECK((o->condition.find("(a useless victory)") != std::string::npos) == k.useless);
  }
}

}  // namespace test_jackson_combat
