// igor's close combats with several units engaged: chargers declared together against one
// target (Charge::with), a charger touching two defenders, and how the units in contact are
// paired off, the spare ones supporting. Walked with scripted dice.
#include "igor_fixture.hpp"

#include "engine/rules/igor/close_combat.hpp"
#include "engine/play/short_lists.hpp"
#include "tests/heap_count.hpp"

namespace test_igor_engaged_units {

using namespace igor_test;

namespace {

constexpr double kDepth = 50 / 25.4;  // a line's depth: one base
constexpr double kWest = 270;

}  // namespace

TEST_CASE("igor engaged units: two chargers on one target fight one combat, the flank attacker main, the other +2",
          "[igor]") {
  Fixture f;
  auto front = f.infantry("5th Massachusetts", kUSA, {46, 10}, kNorth);
  auto flank = f.infantry("11th Massachusetts", kUSA, {60, 20}, kWest);  // off the target's left flank
  auto csa = f.infantry("4th Alabama", kCSA, {48, 20}, kSouth);
  auto b = f.battle("charge");
  igor::unit_state(*b, front).fired_upon_before = true;
  b->dice.load({6, 6,                            // the frontal charger's morale
                6, 6,                            // the flank charger's morale
                6, 6,                            // the target's morale: stands
                1, 1, 1, 1,                      // its fire at the first to reach it: no HITs
                6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, // 6 + 3 flank + 2 engaged = 11 dice: 3 HITs
                1, 1, 1,                         // the target's 3 dice
                1, 1});                          // its morale: fails by 8, it routs
  Charge c{front, csa, {}, false};
  c.with = {flank};
  act(*b, c);
  CHECK(b->dice.scripted_left() == 0);
  auto combat = f.recorder.all<CloseCombat>();
  REQUIRE(combat.size() == 1);  // one combat, not two
  CHECK(combat[0].attacker == flank);
  CHECK(combat[0].defender == csa);
  CHECK(combat[0].attacker_dice == 11);
  CHECK(combat[0].defender_dice == 3);
  CHECK(b->unit(csa).routing);
  CHECK(b->unit(front).charged);
  CHECK(b->unit(flank).charged);
  CHECK(b->unit(flank).acted);
  CHECK(f.recorder.all<ChargeDeclared>().size() == 2);
}

TEST_CASE("igor engaged units: a charger touching two defenders fights the target, the other adds 2 to it", "[igor]") {
  Fixture f;
  auto usa = f.infantry("5th Massachusetts", kUSA, {46, 10}, kNorth);
  auto csa = f.infantry("4th Alabama", kCSA, {44, 20}, kSouth);
  auto beside = f.infantry("6th Alabama", kCSA, {53, 20}, kSouth);  // its front in line, under the charger's right
  auto b = f.battle("charge");
  igor::unit_state(*b, usa).fired_upon_before = true;
  b->dice.load({6, 6,                 // the charger's morale
                6, 6,                 // the target's morale: stands
                1, 1, 1, 1,           // its fire
                1, 1, 1, 1, 1, 1,     // the charger's 6 dice
                6, 6, 1, 1, 1,        // the defence: 3 + 2 engaged = 5 dice, 2 HITs
                4, 4});               // the charger's morale: 8 - 1 (2 HITs) - 1 (lost) = 6, failed by 1
  act(*b, Charge{usa, csa, {}});
  CHECK(b->dice.scripted_left() == 0);
  auto combat = f.recorder.all<CloseCombat>();
  REQUIRE(combat.size() == 1);
  CHECK(combat[0].defender == csa);
  CHECK(combat[0].attacker_dice == 6);
  CHECK(combat[0].defender_dice == 5);
  CHECK(b->unit(usa).hits == 3);  // 2 in the combat, 1 for failing by 1
  // Still in contact, the side with more HITs gives ground: 4" back.
  CHECK(b->unit(usa).position.y == Approx(20 - kDepth - 4).margin(0.02));
  CHECK(b->unit(beside).position.y == Approx(20));
  CHECK(b->unit(beside).hits == 0);
}

TEST_CASE("igor engaged units: two chargers each touching its own enemy are paired off into two combats", "[igor]") {
  Fixture f;
  auto a = f.infantry("5th Massachusetts", kUSA, {40, 20 - kDepth}, kNorth);
  auto c = f.infantry("11th Massachusetts", kUSA, {56, 20 - kDepth}, kNorth);
  auto extra = f.infantry("1st Minnesota", kUSA, {47, 20 - kDepth - 3}, kNorth);  // touching no one
  auto t = f.infantry("4th Alabama", kCSA, {40, 20}, kSouth);
  auto e = f.infantry("6th Alabama", kCSA, {56, 20}, kSouth);
  auto b = f.battle("charge");
  const UnitId chargers[] = {a, c, extra};
  // Paired off in the room a charge's resolution gives it, nothing comes from the heap (once the
  // thread's tables of remembered answers are made, by a first pairing).
  ShortLists warm_up;
  igor::pair_off(*b, chargers, t, warm_up.room());
  ShortLists lists;
  const std::size_t before = test::heap_allocations();
  auto combats = igor::pair_off(*b, chargers, t, lists.room());
  CHECK(test::heap_allocations() == before);
  REQUIRE(combats.size() == 2);
  CHECK(combats[0].attacker == a);
  CHECK(combats[0].defender == t);
  CHECK(combats[1].attacker == c);
  CHECK(combats[1].defender == e);
  CHECK(combats[0].attacker_engaged.empty());
  CHECK(combats[1].defender_engaged.empty());
}

TEST_CASE("igor engaged units: engaged_units_support 0 gives spare units in contact no dice", "[igor]") {
  igor::IgorParameters p;
  igor::CombatSituation s;
  s.attacker_engaged = 1;
  s.defender_engaged = 2;
  CHECK(igor::close_combat_dice(p, s).attacker == 8);
  CHECK(igor::close_combat_dice(p, s).defender == 7);
  p.set("engaged_units_support", 0);
  CHECK(igor::close_combat_dice(p, s).attacker == 6);
  CHECK(igor::close_combat_dice(p, s).defender == 3);
}

TEST_CASE("igor engaged units: a unit charging with another must be able to charge the target itself", "[igor]") {
  Fixture f;
  auto usa = f.infantry("5th Massachusetts", kUSA, {46, 10}, kNorth);
  auto col = f.infantry("11th Massachusetts", kUSA, {60, 10}, kNorth, Formation::column);
  auto far = f.infantry("1st Minnesota", kUSA, {10, 2}, kNorth);
  auto csa = f.infantry("4th Alabama", kCSA, {48, 20}, kSouth);
  auto b = f.battle("charge");
  Charge c{usa, csa, {}};
  c.with = {col};
  CHECK_THAT(refusal(*b, c), Catch::Contains("11th Massachusetts cannot charge: only lines charge"));
  c.with = {far};
  CHECK_THAT(refusal(*b, c), Catch::Contains("1st Minnesota cannot charge"));
  c.with = {usa};
  CHECK_THAT(refusal(*b, c), Catch::Contains("named twice"));
}

}  // namespace test_igor_engaged_units
