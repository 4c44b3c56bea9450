// jackson fire-fight: the deadly ground, what a unit fires at (its last target, an attacker
// coming at it, the nearest; an attacker of someone else one volley a turn), attackers closing
// to 1" round by round, attacks ending, and attackers halted by fire fighting it out.
#include <vector>

#include "tests/jackson_fixture.hpp"

#include "engine/rules/jackson/fire.hpp"
#include "engine/rules/jackson/firefight.hpp"
#include "engine/rules/jackson/movement.hpp"

using namespace jackson_test;

namespace {

void attack(Battle& b, UnitId attacker, UnitId target, bool flank = false) {
  turn(b).declare({attacker, target, flank});
}

}  // namespace

TEST_CASE("jackson fire-fight: deadly ground is small arms' range; a battery's only its canister", "[jackson]") {
  Fixture f;
  UnitId rifles = f.infantry("2nd Wisconsin", kUSA, {10, 10}, kNorth);
  UnitId muskets = f.infantry("6th Wisconsin", kUSA, {20, 10}, kNorth, Formation::line, 2, Weapon::smoothbore);
  UnitId repeaters = f.infantry("Berdan's", kUSA, {30, 10}, kNorth, Formation::skirmish, 2, Weapon::breechloader);
  UnitId column = f.infantry("7th Wisconsin", kUSA, {45, 10}, kNorth, Formation::column);
  UnitId horse = f.cavalry("1st Maine", kUSA, {55, 10}, kNorth);
  UnitId foot_horse = f.cavalry("2nd Maine", kUSA, {65, 10}, kNorth);
  UnitId guns = f.battery("Campbell's", kUSA, {80, 10}, kNorth);
  UnitId limbered = f.battery("Reynolds'", kUSA, {90, 10}, kNorth, Formation::limbered);
  auto b = f.battle();
  b->unit(foot_horse).dismounted = true;
  const auto& p = params(*b);
  CHECK(jr::deadly_ground(p, b->unit(rifles)) == 24);
  CHECK(jr::deadly_ground(p, b->unit(muskets)) == 15);
  CHECK(jr::deadly_ground(p, b->unit(repeaters)) == 24);
  CHECK(jr::deadly_ground(p, b->unit(column)) == 0);
  CHECK(jr::deadly_ground(p, b->unit(horse)) == 0);
  CHECK(jr::deadly_ground(p, b->unit(foot_horse)) == 15);
  CHECK(jr::deadly_ground(p, b->unit(guns)) == 15);  // canister, not the 54" of shot and shell
  CHECK(jr::deadly_ground(p, b->unit(limbered)) == 0);
}

TEST_CASE("jackson fire-fight target: the last target, then an attacker coming at it, then the nearest", "[jackson]") {
  Fixture f;
  UnitId firer = f.infantry("2nd Wisconsin", kUSA, {48, 20}, kNorth);
  UnitId friend_ = f.infantry("6th Wisconsin", kUSA, {20, 20}, kNorth);
  UnitId nearest = f.infantry("4th Alabama", kCSA, {48, 27}, kSouth);    // 6" off
  UnitId attacker = f.infantry("5th Alabama", kCSA, {40, 33}, kSouth);   // 13" off
  UnitId last = f.infantry("6th Alabama", kCSA, {56, 38}, kSouth);       // 17.7" off
  UnitId beyond = f.infantry("12th Alabama", kCSA, {48, 47}, kSouth);    // 26" off
  auto b = f.battle();
  auto target = [&] { return jr::firefight_target(*b, params(*b), turn(*b), b->unit(firer)); };
  CHECK(target() == nearest);
  attack(*b, attacker, friend_);  // coming at someone else: the nearest still
  CHECK(target() == nearest);
  turn(*b).end_attack(attacker);
  attack(*b, attacker, firer);
  CHECK(target() == attacker);
  turn(*b).last_target[static_cast<std::size_t>(firer)] = last;
  CHECK(target() == last);
  turn(*b).last_target[static_cast<std::size_t>(firer)] = beyond;  // out of its deadly ground now
  CHECK(target() == attacker);
  turn(*b).last_target[static_cast<std::size_t>(firer)] = last;
  b->remove_from_field(b->unit(last), UnitStatus::routed_off, "routed off the table");
  CHECK(target() == attacker);
  b->remove_from_field(b->unit(attacker), UnitStatus::routed_off, "routed off the table");
  CHECK(target() == nearest);
  b->unit(firer).formation = Formation::column;  // a column has no deadly ground
  CHECK(target() == kNone);
}

TEST_CASE("jackson fire-fight: attackers go forward a normal move on fresh dice, halting 1\" short", "[jackson]") {
  Fixture f;
  UnitId a = f.infantry("2nd Wisconsin", kUSA, {48, 10}, kNorth);
  UnitId t = f.infantry("4th Alabama", kCSA, {48, 30}, kSouth);  // 19" off
  auto b = f.battle();
  attack(*b, a, t);
  b->dice.load({3, 4});  // a line's 2 dice: 7"
  CHECK(jr::attackers_advance(*b, params(*b), turn(*b)));
  CHECK(b->dice.scripted_left() == 0);
  CHECK(gap(*b, a, t) == Approx(12));
  CHECK(b->unit(a).position.y == Approx(17));
  CHECK(jr::did(b->unit(a), jr::kMoved));
  auto moved = f.recorder.all<UnitMoved>();
  REQUIRE(moved.size() == 1);
  CHECK(moved[0].how == "advances to attack");
  b->dice.load({6, 6});  // 12": it stops 1" away
  CHECK(jr::attackers_advance(*b, params(*b), turn(*b)));
  CHECK(gap(*b, a, t) == Approx(1));
  CHECK(b->unit(a).position.y == Approx(28));
  // Closed: no dice, no move.
  CHECK_FALSE(jr::attackers_advance(*b, params(*b), turn(*b)));
  CHECK(f.recorder.all<DiceRolled>().size() == 2);
  CHECK(turn(*b).attack_by(a) != nullptr);
}

TEST_CASE("jackson fire-fight: an attack ends when its target is gone, or has fallen back beyond 30\"", "[jackson]") {
  for (bool off_the_table : {true, false}) {
    Fixture f;
    UnitId a = f.infantry("2nd Wisconsin", kUSA, {48, 10}, kNorth);
    UnitId t = f.infantry("4th Alabama", kCSA, {48, 30}, kSouth);
    auto b = f.battle();
    attack(*b, a, t);
    if (off_the_table) b->remove_from_field(b->unit(t), UnitStatus::routed_off, "routed off the table");
    else b->place(b->unit(t), {85, 40}, kSouth);  // 37" and more off
    CHECK_FALSE(jr::attackers_advance(*b, params(*b), turn(*b)));
    CHECK(turn(*b).attack_by(a) == nullptr);
    CHECK(f.recorder.all<DiceRolled>().empty());
    CHECK(b->unit(a).position.y == Approx(10));
  }
}

TEST_CASE("jackson fire-fight round: false when nothing moved and nothing fired; units in reach fire", "[jackson]") {
  Fixture f;
  UnitId usa = f.infantry("2nd Wisconsin", kUSA, {48, 10}, kNorth);
  UnitId csa = f.infantry("4th Alabama", kCSA, {48, 40}, kSouth);  // 29": out of reach
  auto b = f.battle();
  CHECK_FALSE(jr::firefight_round(*b, params(*b), turn(*b)));
  CHECK(f.recorder.all<DiceRolled>().empty());
  b->place(b->unit(csa), {48, 30}, kSouth);  // 19": in each other's deadly ground
  b->dice.load({1, 2, 3, 1, 3, 3, 2, 1});     // 4 dice each, no 4s: no hits
  CHECK(jr::firefight_round(*b, params(*b), turn(*b)));
  CHECK(b->dice.scripted_left() == 0);
  auto fired = f.recorder.all<UnitFired>();
  REQUIRE(fired.size() == 2);
  CHECK(fired[0].unit == usa);
  CHECK(fired[0].target == csa);
  CHECK(fired[0].dice == 4);
  CHECK(fired[1].unit == csa);
  CHECK(fired[1].hits == 0);
  CHECK(turn(*b).last_target[static_cast<std::size_t>(usa)] == csa);
}

TEST_CASE("jackson fire-fight: an attacker halted by fire stops attacking and fights it out; one that carries on goes on", "[jackson]") {
  for (int face : {3, 4, 1}) {
    Fixture f;
    UnitId a = f.infantry("2nd Wisconsin", kUSA, {48, 20}, kNorth);
    UnitId d = f.infantry("4th Alabama", kCSA, {48, 27}, kSouth);  // 6" off
    auto b = f.battle();
    attack(*b, a, d);
    // Its advance 2" (1 + 1); the 4th fires its 4 dice at it, 2 hits; it tests: 3 + face.
    b->dice.load({1, 1, 4, 4, 1, 1, face});
    if (face == 1) b->dice.load({3, 3});  // falls back 6"
    CHECK(jr::firefight_round(*b, params(*b), turn(*b)));
    INFO("face " << face);
    CHECK(b->dice.scripted_left() == 0);
    CHECK(b->unit(a).hits == 2);
    auto fired = f.recorder.all<UnitFired>();
    REQUIRE(fired.size() == 1);  // the attacker does not fire
    CHECK(fired[0].unit == d);
    CHECK(fired[0].hits == 2);
    if (face == 4) {  // 7: it carries on
      CHECK(turn(*b).attack_by(a) != nullptr);
      CHECK(b->unit(a).position.y == Approx(22));
      continue;
    }
    CHECK(turn(*b).attack_by(a) == nullptr);
    if (face == 1) {  // 4: it falls back
      CHECK(b->unit(a).position.y == Approx(16));
      CHECK(b->unit(a).falling_back);
      continue;
    }
    // 6: it halts where it is, and next round fires (3 dice: a casualty stand does not fire).
    CHECK(b->unit(a).position.y == Approx(22));
    CHECK_FALSE(b->unit(a).falling_back);
    b->dice.load({1, 1, 1, 1, 1, 1, 1});
    CHECK(jr::firefight_round(*b, params(*b), turn(*b)));
    CHECK(b->dice.scripted_left() == 0);
    fired = f.recorder.all<UnitFired>();
    REQUIRE(fired.size() == 3);
    CHECK(fired[1].unit == a);
    CHECK(fired[1].target == d);
    CHECK(fired[1].dice == 3);
    CHECK(b->unit(a).position.y == Approx(22));
  }
}


TEST_CASE("jackson fire-fight: a unit fires one volley a turn at an attacker charging someone else, no fire-fight", "[jackson]") {
  Fixture f;
  const UnitId target = f.infantry("69th Pennsylvania", kUSA, {40, 10}, kNorth);
  const UnitId helper = f.infantry("71st Pennsylvania", kUSA, {52, 10}, kNorth);
  const UnitId attacker = f.infantry("9th Virginia", kCSA, {46, 24}, kSouth);
  auto b = f.battle();
  attack(*b, attacker, target);
  jr::TurnState& t = turn(*b);
  // The first round: the 71st may fire at the Virginians though they charge the 69th...
  CHECK(jr::firefight_target(*b, params(*b), t, b->unit(helper)) == attacker);
  CHECK(jr::firefight_target(*b, params(*b), t, b->unit(target)) == attacker);
  b->dice.load({1, 1,                 // the attacker's advance: 2"
                1, 1, 1, 1, 1, 1, 1, 1});  // both Pennsylvania regiments miss
  CHECK(jr::firefight_round(*b, params(*b), t));
  CHECK(b->dice.scripted_left() == 0);
  CHECK(t.assisted[static_cast<std::size_t>(helper)]);
  CHECK_FALSE(t.assisted[static_cast<std::size_t>(target)]);
  // ...and once only; the 69th, charged, fires on round after round.
  CHECK(jr::firefight_target(*b, params(*b), t, b->unit(helper)) == kNone);
  CHECK(jr::firefight_target(*b, params(*b), t, b->unit(target)) == attacker);
}
