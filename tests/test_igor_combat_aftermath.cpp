// igor's close combat aftermath: the defender's supporters give way with it, and the winning
// charger may advance into the ground the loser left (the player's choice on the Charge).
#include "igor_fixture.hpp"

#include "engine/rules/igor/close_combat.hpp"

namespace test_igor_combat_aftermath {

using namespace igor_test;

namespace {

constexpr double kDepth = 50 / 25.4;  // a base

struct Combat {
  Fixture f;
  UnitId usa, csa, sup;
  Combat() {
    usa = f.infantry("5th Massachusetts", kUSA, {48, 10}, kNorth);
    csa = f.infantry("4th Alabama", kCSA, {48, 10 + kDepth}, kSouth);
    sup = f.infantry("6th Alabama", kCSA, {48, 10 + 2 * kDepth + 1}, kSouth);  // 1" behind it
    f.brigade("Rodes'", kCSA, {55, 13}, {csa, sup});  // in command of both, in contact with neither
  }
};

}  // namespace

TEST_CASE("igor close combat: a defender's rear supporter adds dice, falls back with it and takes 1 HIT", "[igor]") {
  Combat c;
  auto b = c.f.battle("charge");
  // 6 dice: two 6s on the defender; its 3 + 3 (supported) dice miss. Morale 3+3 - 1 (lost)
  // - 1 (2 HITs) = 4 against seasoned 6: failed by 3, falls back a charge move (15").
  b->dice.load({6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 3});
  igor::fight_close_combat(*b, params(*b), b->unit(c.usa), b->unit(c.csa), {});
  auto combat = c.f.recorder.all<CloseCombat>();
  REQUIRE(combat.size() == 1);
  CHECK(combat[0].defender_dice == 6);
  CHECK(b->unit(c.csa).position.y == Approx(10 + kDepth + 15));
  CHECK(b->unit(c.sup).position.y == Approx(10 + 2 * kDepth + 1 + 15));
  CHECK(b->unit(c.sup).hits == 1);
  CHECK(b->unit(c.csa).hits == 2);
}

TEST_CASE("igor close combat: the winner advances into the abandoned position by the loser's depth", "[igor]") {
  Combat c;
  auto b = c.f.battle("charge");
  b->dice.load({6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 3});
  igor::fight_close_combat(*b, params(*b), b->unit(c.usa), b->unit(c.csa), {}, true);
  CHECK(b->unit(c.usa).position.y == Approx(10 + kDepth));
  auto moves = c.f.recorder.all<UnitMoved>();
  REQUIRE_FALSE(moves.empty());
  CHECK(moves.back().how == "advance into the abandoned position");
}

TEST_CASE("igor close combat: a charger told not to advance (Charge::advance_after = false) stays", "[igor]") {
  Combat c;
  auto b = c.f.battle("charge");
  b->dice.load({6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 3});
  igor::fight_close_combat(*b, params(*b), b->unit(c.usa), b->unit(c.csa), {}, false);
  CHECK(b->unit(c.usa).position.y == Approx(10));
}

TEST_CASE("igor close combat: a loser that holds its ground (failed by 1) is not advanced into", "[igor]") {
  Combat c;
  auto b = c.f.battle("charge");
  // Morale 4+4 - 2 = 6 against 6: failed by 1, one more HIT, it stays.
  b->dice.load({6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 4, 4});
  igor::fight_close_combat(*b, params(*b), b->unit(c.usa), b->unit(c.csa), {});
  CHECK(b->unit(c.csa).hits == 3);
  // Still in contact: the side with more HITs (the defender) gives contact_fall_back (4"), and
  // its supporter with it, taking a HIT.
  CHECK(b->unit(c.usa).position.y == Approx(10));
  CHECK(b->unit(c.csa).position.y == Approx(10 + kDepth + 4));
  CHECK(b->unit(c.sup).position.y == Approx(10 + 2 * kDepth + 1 + 4));
  CHECK(b->unit(c.sup).hits == 1);
}

}  // namespace test_igor_combat_aftermath
