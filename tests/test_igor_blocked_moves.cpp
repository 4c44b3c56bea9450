// igor's forced moves meeting a unit in their way: fire's fall-back, the retreat phase, the rout
// move and the close combat loser stop clear of it (or pass through a friend, interpenetrating),
// and a unit stopped short takes blocked_forced_move_hits. Walked with scripted dice.
#include "igor_fixture.hpp"

#include "engine/rules/igor/close_combat.hpp"
#include "engine/rules/igor/fire.hpp"
#include "engine/rules/igor/outcomes.hpp"

namespace test_igor_blocked_moves {

using namespace igor_test;

namespace {

constexpr double kDepth = 50 / 25.4;  // a line's depth: one base
constexpr double kHalf = kDepth / 2;

}  // namespace

TEST_CASE("igor blocked fall-back: failing fire morale with an enemy behind, it stops against him and takes a HIT",
          "[igor]") {
  Fixture f;
  auto guns = f.battery("Ricketts'", kUSA, {48, 10}, kNorth);
  auto reb = f.infantry("4th Alabama", kCSA, {48, 20}, kSouth);
  auto behind = f.cavalry("1st Maine Cavalry", kUSA, {48, 24}, kNorth);  // 2.03" behind its rear
  auto b = f.battle("artillery");
  b->dice.load({1, 1, 1, 1, 1, 1, /* morale 4, needed 7: failed by 3, so 6" back */ 2, 2});
  act(*b, Fire{guns, reb});
  const double stop = 24 - kHalf - kHalf;  // its rear edge against the cavalry's front
  CHECK(b->unit(reb).position.y == Approx(stop).margin(0.02));
  CHECK(b->unit(reb).facing == Approx(kSouth));
  REQUIRE(f.recorder.all<FellBack>().size() == 1);
  CHECK(f.recorder.all<FellBack>()[0].distance == Approx(stop - 20).margin(0.02));
  CHECK(b->unit(reb).hits == 1);  // blocked_forced_move_hits
  CHECK(b->unit(behind).position.y == Approx(24));
  CHECK(b->dice.scripted_left() == 0);
}

TEST_CASE("igor blocked fall-back: a retreat passes through a friend behind and ends once clear of him", "[igor]") {
  Fixture f;
  auto shaken = f.infantry("5th Massachusetts", kUSA, {48, 20}, kNorth);
  auto friend_ = f.infantry("11th Massachusetts", kUSA, {48, 20 - kDepth - 1}, kNorth);  // 1" behind
  auto b = f.battle();
  b->unit(shaken).hits = 5;
  // Retreat check 2 fails; then the disorder tests: the retreating unit 6+6, the friend 6+6.
  b->dice.load({1, 1, 6, 6, 6, 6});
  b->rules->run_phase(*b, phase_named(*b, "retreat"), kUSA);
  CHECK(b->dice.scripted_left() == 0);
  const double clear = (20 - kDepth - 1) - kDepth;  // its front edge on the friend's rear edge
  CHECK(b->unit(shaken).position.y == Approx(clear).margin(0.02));
  CHECK(b->unit(shaken).hits == 6);  // the retreat's HIT only: passing a friend is no blocked way
  CHECK(b->unit(friend_).position.y == Approx(20 - kDepth - 1));
  auto checks = f.recorder.all<MoraleChecked>();
  REQUIRE(checks.size() == 3);
  CHECK(checks[1].reason == "interpenetration");
  CHECK(checks[2].reason == "interpenetration");
}

TEST_CASE("igor blocked fall-back: forced_move_interpenetrates 0 stops a retreat before the friend, with a HIT",
          "[igor]") {
  Fixture f;
  f.s.rule_overrides["forced_move_interpenetrates"] = 0;
  auto shaken = f.infantry("5th Massachusetts", kUSA, {48, 20}, kNorth);
  f.infantry("11th Massachusetts", kUSA, {48, 20 - kDepth - 1}, kNorth);
  auto b = f.battle();
  b->unit(shaken).hits = 5;
  b->dice.load({1, 1});
  b->rules->run_phase(*b, phase_named(*b, "retreat"), kUSA);
  CHECK(b->dice.scripted_left() == 0);
  CHECK(b->unit(shaken).position.y == Approx(19).margin(0.02));  // 1" back, against the friend
  CHECK(b->unit(shaken).hits == 7);  // blocked, then the retreat's own HIT
}

TEST_CASE("igor blocked rout move: an enemy between the router and its edge stops it, with a HIT", "[igor]") {
  Fixture f;
  f.s.rule_overrides["rout_blocked_surrenders"] = 0;  // stopped after 3" of 15, it would give up
  auto router = f.infantry("5th Massachusetts", kUSA, {48, 30}, kNorth);
  auto reb = f.infantry("4th Alabama", kCSA, {48, 25}, kSouth);
  auto b = f.battle();
  b->unit(router).routing = true;
  b->rules->run_phase(*b, phase_named(*b, "rout movement"), kUSA);
  CHECK(b->unit(router).position.y == Approx(25 + kDepth).margin(0.02));  // against the reb's rear
  CHECK(b->unit(router).facing == Approx(180));
  CHECK(b->unit(router).hits == 2);  // the rout's HIT and the blocked one
  CHECK(b->unit(reb).position.y == Approx(25));
}

TEST_CASE("igor rout move: a router near its edge runs just over it, never past the edge toward nowhere", "[igor]") {
  Fixture f;
  auto router = f.infantry("5th Massachusetts", kUSA, {48, 3}, kNorth);
  auto b = f.battle();
  b->unit(router).routing = true;
  b->rules->run_phase(*b, phase_named(*b, "rout movement"), kUSA);
  CHECK(b->unit(router).status == UnitStatus::routed_off);
  auto moves = f.recorder.all<UnitMoved>();
  REQUIRE(moves.size() == 1);
  CHECK(moves[0].to.y == Approx(-0.01));
}

TEST_CASE("igor blocked fall-back: a close combat loser with an enemy behind stops against him, with a HIT", "[igor]") {
  Fixture f;
  auto usa = f.infantry("5th Massachusetts", kUSA, {48, 10}, kNorth);
  auto csa = f.infantry("4th Alabama", kCSA, {48, 10 + kDepth}, kSouth);
  auto behind = f.infantry("1st Minnesota", kUSA, {48, 10 + 2 * kDepth + 3}, kNorth);  // 3" behind the loser
  auto b = f.battle("charge");
  // 6 dice, two 6s; the defender's 3 miss. 3+3 - 1 (lost) - 1 (2 HITs) = 4: failed by 3, 15" back.
  b->dice.load({6, 6, 1, 1, 1, 1, 1, 1, 1, 3, 3});
  igor::fight_close_combat(*b, params(*b), b->unit(usa), b->unit(csa), {});
  CHECK(b->dice.scripted_left() == 0);
  CHECK(b->unit(csa).position.y == Approx(10 + kDepth + 3).margin(0.02));
  CHECK(b->unit(csa).hits == 3);  // two from the combat, one for the blocked way back
  CHECK(b->unit(behind).position.y == Approx(10 + 2 * kDepth + 3));
}

TEST_CASE("igor fire: unlimbered artillery with no room to limber stays unlimbered and takes a HIT", "[igor]") {
  Fixture f;
  auto guns = f.battery("Latham's", kCSA, {48, 30}, kSouth);
  // Friends close before and behind the gun line: the limbered column (7.87" deep) fits neither
  // centred nor with its head or tail where the guns' front or rear was.
  f.infantry("4th Alabama", kCSA, {48, 30 - kDepth - 0.5}, kSouth);
  f.infantry("6th Alabama", kCSA, {48, 30 + kDepth + 0.5}, kSouth);
  auto b = f.battle("artillery");
  b->dice.load({2, 2});  // first time under fire: 4 against 6, failed
  igor::fire_morale(*b, params(*b), b->unit(guns), 0);
  CHECK(b->dice.scripted_left() == 0);
  CHECK(b->unit(guns).formation == Formation::unlimbered);
  CHECK(b->unit(guns).position.y == Approx(30));
  CHECK(b->unit(guns).hits == 1);
  CHECK(f.recorder.all<FormationChanged>().empty());
}

TEST_CASE("igor fire: unlimbered artillery limbers with its column's head at the gun line when the rear is clear",
          "[igor]") {
  Fixture f;
  auto guns = f.battery("Latham's", kCSA, {48, 30}, kSouth);
  f.infantry("4th Alabama", kCSA, {48, 30 - kDepth - 0.5}, kSouth);  // close before the guns
  auto b = f.battle("artillery");
  b->dice.load({2, 2});
  igor::fire_morale(*b, params(*b), b->unit(guns), 0);
  CHECK(b->unit(guns).formation == Formation::limbered);
  // Facing south, its head stays at the guns' front (y = 30 - 0.98): the column runs back 7.87".
  CHECK(b->unit(guns).position.y == Approx(30 - kHalf + 2 * kDepth).margin(0.01));
  CHECK(b->unit(guns).hits == 0);
}

TEST_CASE("igor blocked rout move: stopped before half its way, the router surrenders", "[igor]") {
  Fixture f;
  auto router = f.infantry("5th Massachusetts", kUSA, {48, 30}, kNorth);
  f.infantry("4th Alabama", kCSA, {48, 25}, kSouth);  // 3" of its 15" on, across its way
  auto b = f.battle();
  b->unit(router).routing = true;
  b->rules->run_phase(*b, phase_named(*b, "rout movement"), kUSA);
  CHECK(b->unit(router).status == UnitStatus::destroyed);
  CHECK(b->unit(router).left_how == "surrendered, its way to the rear blocked");
  CHECK(b->unit(router).hits == 0);  // gone before the rout's HIT
  REQUIRE(f.recorder.all<LeftField>().size() == 1);
}

TEST_CASE("igor blocked rout move: stopped past half its way, the router stays routing with a HIT", "[igor]") {
  Fixture f;
  auto router = f.infantry("5th Massachusetts", kUSA, {48, 30}, kNorth);
  f.infantry("4th Alabama", kCSA, {48, 30 - 8 - kDepth}, kSouth);  // 8" of its 15" on
  auto b = f.battle();
  b->unit(router).routing = true;
  b->rules->run_phase(*b, phase_named(*b, "rout movement"), kUSA);
  CHECK(b->unit(router).present());
  CHECK(b->unit(router).routing);
  CHECK(b->unit(router).position.y == Approx(22).margin(0.02));
  CHECK(b->unit(router).hits == 2);  // the rout's HIT and the blocked one
}

TEST_CASE("igor blocked rout move: with no room to turn, its sidestep is across its way home, never back", "[igor]") {
  Fixture f;
  f.s.rule_overrides["rout_blocked_surrenders"] = 0;
  f.s.rule_overrides["move_line"] = 0.4;  // a 0.4" rout move: a 0.5" sidestep back would outrun it
  f.s.rule_overrides["charge_bonus"] = 0;
  // Facing east, friends either side too close for it to turn its back on the enemy; an enemy
  // just south of it, across its way home.
  auto router = f.infantry("5th Massachusetts", kUSA, {48, 30}, 90);
  f.infantry("1st Minnesota", kUSA, {48 - 4.62, 30}, 90);
  f.infantry("2nd Rhode Island", kUSA, {48 + 4.62, 30}, 90);
  f.infantry("4th Alabama", kCSA, {48, 30 - 3.94 - kHalf - 0.05}, kSouth);
  auto b = f.battle();
  b->unit(router).routing = true;
  b->rules->run_phase(*b, phase_named(*b, "rout movement"), kUSA);
  CHECK(b->unit(router).facing == Approx(90));  // no room to turn
  CHECK(b->unit(router).position.y <= 30 + 1e-9);  // never farther from its own edge
  CHECK(b->unit(router).hits == 2);  // stopped: the rout's HIT and the blocked one
}

// A routing unit fired upon and failing its morale falls back toward its own edge, whichever
// way it faces: "straight back" is away from the enemy, and a router has its back to him (it
// faces its edge after its rout move; one just routed may still face the enemy). The soak found
// routers falling back into the enemy's lines.
TEST_CASE("igor fall back: a routing unit falls back toward its own edge, whichever way it faces", "[igor]") {
  Fixture f;
  auto turned = f.infantry("5th Massachusetts", kUSA, {30, 30}, kSouth);  // its back to the enemy
  auto fresh = f.infantry("6th Massachusetts", kUSA, {60, 30}, kNorth);   // routed, not yet turned
  auto steady = f.infantry("7th Massachusetts", kUSA, {80, 30}, kNorth);
  auto b = f.battle();
  b->unit(turned).routing = true;
  b->unit(fresh).routing = true;
  const auto& p = params(*b);
  for (UnitId id : {turned, fresh, steady}) igor::fall_back(*b, p, b->unit(id), 4, "failed morale under fire");
  CHECK(b->unit(turned).position.y == Approx(26));  // USA's edge is y = 0
  CHECK(b->unit(fresh).position.y == Approx(26));
  CHECK(b->unit(steady).position.y == Approx(26));  // a steady unit: straight back from its front
  CHECK(b->unit(turned).facing == Approx(kSouth));  // facing kept
  CHECK(b->unit(fresh).facing == Approx(kNorth));
}

}  // namespace test_igor_blocked_moves
