// igor's end of a player turn: rallying, the retreat phase and rout movement, walked with
// scripted dice.
#include "igor_fixture.hpp"

#include "engine/rules/igor/procedures.hpp"
#include "engine/rules/placement.hpp"

namespace test_igor_retreat_rout {

using namespace igor_test;

namespace {
constexpr double kDepth = 50 / 25.4;  // a line's depth: one base
}  // namespace

TEST_CASE("igor rally: passing removes 2 HITs and stops a rout", "[igor]") {
  Fixture f;
  auto a = f.infantry("5th Massachusetts", kUSA, {48, 20}, kNorth, Formation::line, Quality::veteran);
  auto b = f.battle("rally");
  b->unit(a).hits = 3;
  b->unit(a).routing = true;
  b->dice.load({5, 5});  // 10 - 1 (3 HITs) = 9 > 5
  act(*b, Rally{a});
  CHECK(b->unit(a).hits == 1);
  CHECK_FALSE(b->unit(a).routing);
  REQUIRE(f.recorder.all<HitsRallied>().size() == 1);
  CHECK(f.recorder.all<HitsRallied>()[0].stopped_routing);
  CHECK_THAT(refusal(*b, Rally{a}), Catch::Contains("already acted"));
}

TEST_CASE("igor rally: failing changes nothing", "[igor]") {
  Fixture f;
  auto a = f.infantry("5th Massachusetts", kUSA, {48, 20}, kNorth, Formation::line, Quality::raw);
  auto b = f.battle("rally");
  b->unit(a).hits = 1;
  b->unit(a).routing = true;
  b->dice.load({3, 4});  // 7 is not more than raw 7
  act(*b, Rally{a});
  CHECK(b->unit(a).hits == 1);
  CHECK(b->unit(a).routing);
  CHECK(f.recorder.all<HitsRallied>().empty());
}

TEST_CASE("igor rally: a fresh unit has nothing to rally from", "[igor]") {
  Fixture f;
  auto a = f.infantry("5th Massachusetts", kUSA, {48, 20}, kNorth);
  auto b = f.battle("rally");
  CHECK_THAT(refusal(*b, Rally{a}), Catch::Contains("it has no HITs and is not routing"));
}

TEST_CASE("igor retreat phase: units with 5+ HITs test — failing, they fall back 10 inches and take a HIT", "[igor]") {
  Fixture f;
  auto shaken = f.infantry("5th Massachusetts", kUSA, {48, 20}, kNorth);
  auto steady = f.infantry("11th Massachusetts", kUSA, {30, 20}, kNorth);
  auto light = f.infantry("1st Minnesota", kUSA, {60, 20}, kNorth);
  auto routing = f.infantry("2nd Rhode Island", kUSA, {80, 20}, kNorth);
  auto enemy = f.infantry("4th Alabama", kCSA, {10, 40}, kSouth);
  auto b = f.battle();
  b->unit(shaken).hits = 5;
  b->unit(steady).hits = 6;
  b->unit(light).hits = 4;
  b->unit(routing).hits = 8;
  b->unit(routing).routing = true;
  b->unit(enemy).hits = 9;
  // In unit order: shaken 3+3-2 = 4 fails; steady 6+6-3 = 9 passes. Nobody else tests.
  b->dice.load({3, 3, 6, 6});
  b->rules->run_phase(*b, phase_named(*b, "retreat"), kUSA);
  CHECK(b->dice.scripted_left() == 0);
  CHECK(b->unit(shaken).position.y == Approx(10));
  CHECK(b->unit(shaken).facing == Approx(kNorth));
  CHECK(b->unit(shaken).hits == 6);
  CHECK(b->unit(steady).position.y == Approx(20));
  CHECK(b->unit(steady).hits == 6);
  CHECK(f.recorder.all<MoraleChecked>().size() == 2);
  CHECK(f.recorder.all<MoraleChecked>()[0].reason == "retreat phase");
}

TEST_CASE("igor retreat phase: a unit reaching 5 HITs during the phase is not tested in it", "[igor]") {
  Fixture f;
  auto shaken = f.infantry("5th Massachusetts", kUSA, {48, 20}, kNorth);
  auto behind = f.infantry("11th Massachusetts", kUSA, {48, 20 - kDepth - 1}, kNorth);  // 1" behind
  auto b = f.battle();
  b->unit(shaken).hits = 5;
  b->unit(behind).hits = 4;
  // The shaken unit fails (2) and retreats through its friend; its own disorder test passes, the
  // friend's fails: a HIT, its fifth. The phase's list was made as it began: no more tests.
  b->dice.load({1, 1, 6, 6, 1, 1});
  b->rules->run_phase(*b, phase_named(*b, "retreat"), kUSA);
  CHECK(b->dice.scripted_left() == 0);
  CHECK(b->unit(behind).hits == 5);
  auto checks = f.recorder.all<MoraleChecked>();
  REQUIRE(checks.size() == 3);
  CHECK(checks[0].reason == "retreat phase");
  CHECK(checks[1].reason == "interpenetration");
  CHECK(checks[2].reason == "interpenetration");
  // Its next retreat phase tests it.
  b->dice.load({6, 6, 6, 6});
  b->rules->run_phase(*b, phase_named(*b, "retreat"), kUSA);
  CHECK(b->dice.scripted_left() == 0);
  CHECK(f.recorder.all<MoraleChecked>().size() == 5);  // both units, now at 5 and 6 HITs
}

TEST_CASE("igor retreat phase: retreating off the table counts as routed off", "[igor]") {
  Fixture f;
  auto a = f.infantry("5th Massachusetts", kUSA, {48, 6}, kNorth);
  auto b = f.battle();
  b->unit(a).hits = 5;
  b->dice.load({1, 1});
  b->rules->run_phase(*b, phase_named(*b, "retreat"), kUSA);
  CHECK(b->unit(a).status == UnitStatus::routed_off);
  CHECK(b->unit(a).hits == 5);  // off the table before the extra HIT
  CHECK(f.recorder.all<LeftField>().size() == 1);
}

TEST_CASE("igor retreat_distance 4 reads the sequence of play's figure", "[igor]") {
  Fixture f;
  f.s.rule_overrides["retreat_distance"] = 4;
  auto a = f.infantry("5th Massachusetts", kUSA, {48, 20}, kNorth);
  auto b = f.battle();
  b->unit(a).hits = 5;
  b->dice.load({1, 1});
  b->rules->run_phase(*b, phase_named(*b, "retreat"), kUSA);
  CHECK(b->unit(a).position.y == Approx(16));
}

TEST_CASE("igor rout movement: routing units run charge speed toward their own edge and take a HIT", "[igor]") {
  Fixture f;
  auto line = f.infantry("5th Massachusetts", kUSA, {48, 30}, kNorth);
  auto column = f.infantry("11th Massachusetts", kUSA, {20, 40}, 90, Formation::column);
  auto reb = f.infantry("4th Alabama", kCSA, {70, 10}, kSouth);
  auto steady = f.infantry("1st Minnesota", kUSA, {80, 30}, kNorth);
  auto b = f.battle();
  for (auto id : {line, column, reb}) b->unit(id).routing = true;
  b->rules->run_phase(*b, phase_named(*b, "rout movement"), kUSA);
  CHECK(b->unit(line).position.y == Approx(15));  // 10 + 5
  CHECK(b->unit(line).facing == Approx(180));     // backs to the enemy
  CHECK(b->unit(line).hits == 1);
  CHECK(b->unit(column).position.y == Approx(20));  // 15 + 5
  CHECK(b->unit(column).position.x == Approx(20));
  CHECK(b->unit(reb).position.y == Approx(10));  // not its player turn
  CHECK(b->unit(reb).hits == 0);
  CHECK(b->unit(steady).position.y == Approx(30));
  b->rules->run_phase(*b, phase_named(*b, "rout movement"), kCSA);
  CHECK(b->unit(reb).position.y == Approx(25));
  CHECK(b->unit(reb).facing == Approx(0));
}

TEST_CASE("igor rout movement: a unit routing off the table is gone for good", "[igor]") {
  Fixture f;
  auto a = f.infantry("5th Massachusetts", kUSA, {48, 10}, kNorth);
  auto b = f.battle();
  b->unit(a).routing = true;
  b->rules->run_phase(*b, phase_named(*b, "rout movement"), kUSA);
  CHECK(b->unit(a).status == UnitStatus::routed_off);
  CHECK(b->unit(a).left_how == "routed off the table");
  CHECK_THAT(refusal(*b, Rally{a}), Catch::Contains("it has left the field (routed off the table)"));
}

TEST_CASE("igor rout movement: a router standing on its own edge goes over it, never back into the field", "[igor]") {
  // Which edge is its own says which way home is, not where it stands: on the edge line itself
  // (driven there by an earlier move), the soak once saw it run back in.
  Fixture f;
  auto a = f.infantry("1st Massachusetts", kUSA, {9.56, 0}, kNorth);
  auto reb = f.infantry("4th Alabama", kCSA, {70, 48}, kSouth);
  auto b = f.battle();
  CHECK(toward_home(*b, b->unit(a)).y == -1);  // the rules' shared "toward its own edge"
  CHECK(toward_home(*b, b->unit(reb)).y == 1);
  b->unit(a).routing = true;
  b->rules->run_phase(*b, phase_named(*b, "rout movement"), kUSA);
  CHECK(b->unit(a).status == UnitStatus::routed_off);
  CHECK(b->unit(a).left_how == "routed off the table");
}

TEST_CASE("igor HITs never cause a rout by default — rout_at_hits makes them", "[igor]") {
  Fixture f;
  auto a = f.infantry("5th Massachusetts", kUSA, {48, 30}, kNorth);
  auto b = f.battle();
  b->unit(a).hits = 11;
  b->dice.load({1, 1});
  b->rules->run_phase(*b, phase_named(*b, "retreat"), kUSA);
  CHECK(b->unit(a).hits == 12);
  CHECK_FALSE(b->unit(a).routing);

  f.s.rule_overrides["rout_at_hits"] = 6;
  auto b2 = f.battle();
  b2->unit(a).hits = 5;
  b2->dice.load({1, 1});
  b2->rules->run_phase(*b2, phase_named(*b2, "retreat"), kUSA);
  CHECK(b2->unit(a).routing);
  CHECK(f.recorder.all<Routed>().size() == 1);
}

}  // namespace test_igor_retreat_rout
