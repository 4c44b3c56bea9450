// igor's commanders: a brigadier's death costs each of his regiments a HIT, and an acting
// brigadier takes over at the start of his side's next rally phase.
#include "igor_fixture.hpp"

#include "engine/rules/igor/outcomes.hpp"

namespace test_igor_commanders {

using namespace igor_test;

TEST_CASE("igor commanders: a brigadier killed in the survival test gives each unit of his brigade 1 HIT", "[igor]") {
  Fixture f;
  auto a = f.infantry("5th Massachusetts", kUSA, {48, 20}, kNorth);
  auto c = f.infantry("11th Massachusetts", kUSA, {30, 20}, kNorth);
  auto other = f.infantry("1st Minnesota", kUSA, {70, 20}, kNorth);
  f.brigade("Franklin's", kUSA, {48, 19}, {a, c});
  f.brigade("Gorman's", kUSA, {70, 19}, {other});
  auto b = f.battle();
  b->unit(a).hits = 1;
  b->dice.load({5, 4});  // 9 + 2 (two HITs) = 11: he falls
  igor::commander_survival(*b, params(*b), b->unit(a), 2, false);
  CHECK_FALSE(b->commander(0).alive);
  CHECK(b->commander(1).alive);
  CHECK(b->unit(a).hits == 2);
  CHECK(b->unit(c).hits == 1);
  CHECK(b->unit(other).hits == 0);
  REQUIRE(f.recorder.all<CommanderFell>().size() == 1);
  auto hits = f.recorder.all<HitsTaken>();
  REQUIRE(hits.size() == 2);
  CHECK(hits[0].cause == "their brigadier fell");
}

TEST_CASE("igor commanders: a survivor of the test leaves his brigade untouched", "[igor]") {
  Fixture f;
  auto a = f.infantry("5th Massachusetts", kUSA, {48, 20}, kNorth);
  f.brigade("Franklin's", kUSA, {48, 19}, {a});
  auto b = f.battle();
  b->dice.load({5, 5});  // 10 on one HIT: below 11
  igor::commander_survival(*b, params(*b), b->unit(a), 1, false);
  CHECK(b->commander(0).alive);
  CHECK(b->unit(a).hits == 0);
}

TEST_CASE("igor commanders: the brigadier_death_hits house rule sets the HITs", "[igor]") {
  Fixture f;
  auto a = f.infantry("5th Massachusetts", kUSA, {48, 20}, kNorth);
  f.brigade("Franklin's", kUSA, {48, 19}, {a});
  f.s.rule_overrides["brigadier_death_hits"] = 0;
  auto b = f.battle();
  igor::brigadier_falls(*b, params(*b), b->commander(0), "shot");
  CHECK_FALSE(b->commander(0).alive);
  CHECK(b->unit(a).hits == 0);
}

TEST_CASE("igor commanders: an acting brigadier appears by the brigade's first able unit at the start of the next rally phase", "[igor]") {
  Fixture f;
  auto gone = f.infantry("5th Massachusetts", kUSA, {48, 20}, kNorth);
  auto a = f.infantry("11th Massachusetts", kUSA, {30, 20}, kNorth);
  f.infantry("4th Alabama", kCSA, {30, 40}, kSouth);
  f.brigade("Franklin's", kUSA, {48, 19}, {gone, a});
  auto b = f.battle();
  b->unit(gone).routing = true;
  igor::brigadier_falls(*b, params(*b), b->commander(0), "shot");
  // CSA's turn: nobody replaces a USA brigadier.
  b->rules->run_phase(*b, phase_named(*b, "general movement"), kCSA);
  CHECK(f.recorder.all<CommanderReplaced>().empty());
  // USA's general movement ends, its rally phase begins: the acting brigadier takes over.
  b->rules->run_phase(*b, phase_named(*b, "general movement"), kUSA);
  REQUIRE(b->commanders.size() == 2);
  const Commander& acting = b->commanders[1];
  CHECK(acting.name == "Col. 11th Massachusetts (acting)");
  CHECK(acting.alive);
  CHECK(acting.side == kUSA);
  CHECK(acting.commands == b->unit(a).brigade);
  CHECK(b->oob.node(b->unit(a).brigade).commander == 1);
  CHECK(acting.position.x == Approx(30));
  CHECK(acting.position.y < 20);  // just behind the regiment's centre
  REQUIRE(f.recorder.all<CommanderReplaced>().size() == 1);
  CHECK(f.recorder.all<CommanderReplaced>()[0].fallen == 0);
  CHECK(f.recorder.all<CommanderReplaced>()[0].replacement == 1);
  CHECK(b->brigade_commander(b->unit(a)) == &b->commanders[1]);
  // Only once.
  b->rules->run_phase(*b, phase_named(*b, "general movement"), kUSA);
  CHECK(b->commanders.size() == 2);
}

TEST_CASE("igor commanders: a brigade with no unit left on the table gets no replacement", "[igor]") {
  Fixture f;
  auto a = f.infantry("5th Massachusetts", kUSA, {48, 20}, kNorth);
  f.brigade("Franklin's", kUSA, {48, 19}, {a});
  auto b = f.battle();
  b->remove_from_field(b->unit(a), UnitStatus::routed_off, "routed off the table");
  igor::brigadier_falls(*b, params(*b), b->commander(0), "shot");
  b->rules->run_phase(*b, phase_named(*b, "general movement"), kUSA);
  CHECK(b->commanders.size() == 1);
}

}  // namespace test_igor_commanders
