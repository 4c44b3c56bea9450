// jackson morale: the initial morale rating chart (by class and a D6) and begin_battle rolling
// it; the results chart (carry on 7+, halt 6, fall back 4-5, rout 3 or less); each modifier on
// its own (rating, town, half strength, a shaken army, a rear attack, a collision, a leading
// general's bonus and his one chance in ten); falling back (a normal move on fresh dice straight
// to the rear, guns limbered, guns in woods abandoned, into the enemy a test at -1 or surrender);
// routing (twice the dice, captured in the enemy, off the table, friends near or passed through
// test and theirs do not spread, the causers' ratings rise); and the rally of units routed
// since before the turn.
#include <algorithm>
#include <string>

#include "tests/jackson_fixture.hpp"

#include "engine/rules/jackson/morale.hpp"

namespace test_jackson_morale {

using namespace jackson_test;
using jr::MoraleResult;

namespace {

int modifier(const Battle& b, UnitId u, int situation = 0) {
  return jr::morale_modifier(b, params(b), b.unit(u), situation);
}
MoraleResult test(Battle& b, UnitId u, int situation = 0) {
  return jr::test_morale(b, params(b), b.unit(u), "a test", situation);
}
std::string left_how(const Battle& b, UnitId u) { return b.unit(u).left_how; }

}  // namespace

TEST_CASE("jackson initial morale: the chart for every class and every face of the D6", "[jackson]") {
  // Green units (raw), veterans (seasoned), elite veterans (veteran): the text's chart.
  const int green[] = {1, 2, 2, 2, 3, 3}, veterans[] = {2, 2, 2, 3, 3, 4}, elite[] = {2, 3, 3, 3, 3, 4};
  for (int face = 1; face <= 6; ++face) {
    INFO("face " << face);
    CHECK(jr::initial_morale(Quality::raw, face) == green[face - 1]);
    CHECK(jr::initial_morale(Quality::seasoned, face) == veterans[face - 1]);
    CHECK(jr::initial_morale(Quality::veteran, face) == elite[face - 1]);
  }
}

TEST_CASE("jackson initial morale: begin_battle rolls a D6 for each unit on its class's row", "[jackson]") {
  Fixture f;
  UnitId green = f.add("5th Massachusetts", kUSA, Arm::infantry, {20, 10}, kNorth, Formation::line, Quality::raw, Weapon::rifled, 2);
  UnitId vets = f.add("2nd Wisconsin", kUSA, Arm::infantry, {40, 10}, kNorth, Formation::line, Quality::seasoned, Weapon::rifled, 2);
  UnitId elite = f.add("4th Alabama", kCSA, Arm::infantry, {40, 40}, kSouth, Formation::line, Quality::veteran, Weapon::rifled, 2);
  UnitId guns = f.add("Imboden's", kCSA, Arm::artillery, {60, 40}, kSouth, Formation::unlimbered, Quality::raw, Weapon::rifled_guns, 4);
  auto b = f.battle();
  b->dice.load({1, 4, 2, 6});
  b->rules->begin_battle(*b);
  CHECK(b->dice.scripted_left() == 0);
  CHECK(f.recorder.throws_for("initial morale rating") == 4);
  CHECK(jr::unit_state(*b, green).morale == 1);  // green, 1
  CHECK(jr::unit_state(*b, vets).morale == 3);   // veterans, 4
  CHECK(jr::unit_state(*b, elite).morale == 3);  // elite, 2
  CHECK(jr::unit_state(*b, guns).morale == 3);   // green, 6
}

TEST_CASE("jackson morale results: carry on 7 or more, halt 6, fall back 4-5, rout 3 or less", "[jackson]") {
  jr::JacksonParameters p;
  for (int total = -4; total <= 14; ++total) {
    INFO("total " << total);
    const MoraleResult want = total >= 7   ? MoraleResult::carries_on
                              : total == 6 ? MoraleResult::halts
                              : total >= 4 ? MoraleResult::falls_back
                                           : MoraleResult::routs;
    CHECK(jr::morale_result(p, total) == want);
    CHECK(jr::passed(jr::morale_result(p, total)) == (total >= 6));
  }
}

TEST_CASE("jackson morale: the die is added to the rating, and each face lands on the chart", "[jackson]") {
  for (int face = 1; face <= 6; ++face) {
    Fixture f;
    UnitId u = f.infantry("2nd Wisconsin", kUSA, {48, 20}, kNorth);
    f.infantry("4th Alabama", kCSA, {48, 40}, kSouth);
    auto b = f.battle();
    b->dice.load({face});
    const MoraleResult r = test(*b, u);
    INFO("face " << face);
    const int total = face + 3;
    CHECK(r == jr::morale_result(params(*b), total));
    auto checks = f.recorder.all<MoraleChecked>();
    REQUIRE(checks.size() == 1);
    CHECK(checks[0].roll == face);
    CHECK(checks[0].modifier == 3);
    CHECK(checks[0].level == 6);
    CHECK(checks[0].passed == (total >= 6));
    CHECK(checks[0].margin == (total >= 6 ? 0 : 6 - total));
  }
}

TEST_CASE("jackson morale modifiers: the rating, a town +1, half strength -1, each alone", "[jackson]") {
  Fixture f;
  f.town("Groveton", {60, 15}, {75, 25});
  UnitId plain = f.infantry("2nd Wisconsin", kUSA, {20, 20}, kNorth, Formation::line, 4);
  UnitId in_town = f.infantry("6th Wisconsin", kUSA, {67, 20}, kNorth, Formation::line, 4);
  UnitId half = f.infantry("7th Wisconsin", kUSA, {35, 20}, kNorth, Formation::line, 4);
  UnitId three = f.infantry("19th Indiana", kUSA, {48, 20}, kNorth, Formation::line, 4);
  for (int i = 0; i < 4; ++i) f.infantry("CSA " + std::to_string(i), kCSA, {20.0 + 15 * i, 40}, kSouth);
  auto b = f.battle();
  b->unit(half).stands = 2;   // half its stands lost
  b->unit(three).stands = 3;  // one of four lost: less than half
  // Two of the USA four are still fresh: 50%, a steady army.
  CHECK(modifier(*b, plain) == 3);
  jr::unit_state(*b, plain).morale = 5;
  CHECK(modifier(*b, plain) == 5);
  CHECK(modifier(*b, plain, -1) == 4);  // a situation (a rear attack, a collision) adds in
  CHECK(modifier(*b, in_town) == 4);
  CHECK(modifier(*b, half) == 2);
  CHECK(modifier(*b, three) == 3);
}

TEST_CASE("jackson morale modifiers: a shaken army (effectiveness below 50%) tests 1 worse", "[jackson]") {
  Fixture f;
  UnitId a = f.infantry("2nd Wisconsin", kUSA, {20, 20}, kNorth, Formation::line, 4);
  UnitId b2 = f.infantry("6th Wisconsin", kUSA, {35, 20}, kNorth, Formation::line, 4);
  UnitId c = f.infantry("7th Wisconsin", kUSA, {50, 20}, kNorth, Formation::line, 4);
  UnitId d = f.infantry("19th Indiana", kUSA, {65, 20}, kNorth, Formation::line, 4);
  UnitId enemy = f.infantry("4th Alabama", kCSA, {48, 40}, kSouth);
  auto b = f.battle();
  b->unit(c).stands = 3;
  b->unit(d).routing = true;
  CHECK(modifier(*b, a) == 3);  // 2 of 4 fresh: 50%, not below it
  CHECK(modifier(*b, enemy) == 3);
  b->unit(b2).stands = 3;  // 1 of 4: 25%, shaken
  CHECK(modifier(*b, a) == 2);
  CHECK(modifier(*b, c) == 2);
  CHECK(modifier(*b, enemy) == 3);  // the other army is steady
}

TEST_CASE("jackson morale: a general within 3\" leads the unit, adds his bonus by quality and falls on a 10", "[jackson]") {
  struct Case { Quality q; int bonus; };
  for (Case c : {Case{Quality::raw, 1}, Case{Quality::seasoned, 1}, Case{Quality::veteran, 2}}) {
    for (int d10 : {9, 10}) {
      Fixture f;
      UnitId u = f.infantry("2nd Wisconsin", kUSA, {48, 20}, kNorth);
      FormationId brigade = f.brigade("Iron Brigade", kUSA, {48, 17}, {u});  // 2.5" behind its rear
      f.s.commanders[static_cast<std::size_t>(f.general_of(brigade))].quality = c.q;
      f.infantry("4th Alabama", kCSA, {48, 40}, kSouth);
      auto b = f.battle();
      b->dice.load({d10, 2});
      const MoraleResult r = test(*b, u);
      INFO("quality " << static_cast<int>(c.q) << ", D10 " << d10);
      CHECK(b->dice.scripted_left() == 0);
      CHECK(f.recorder.throws_for("general leading from the front") == 1);
      auto checks = f.recorder.all<MoraleChecked>();
      REQUIRE(checks.size() == 1);
      CHECK(checks[0].modifier == 3 + c.bonus);  // his bonus counts in the test he falls in
      CHECK(r == jr::morale_result(params(*b), 2 + 3 + c.bonus));
      CHECK(b->commander(f.general_of(brigade)).alive == (d10 < 10));
      CHECK(f.recorder.all<CommanderFell>().size() == (d10 == 10 ? 1u : 0u));
    }
  }
}

TEST_CASE("jackson morale: a general beyond 3\", or another brigade's, does not lead — the army commander leads any unit", "[jackson]") {
  Fixture f;
  UnitId u = f.infantry("2nd Wisconsin", kUSA, {48, 20}, kNorth);
  UnitId other = f.infantry("6th Wisconsin", kUSA, {20, 20}, kNorth);
  f.brigade("Iron Brigade", kUSA, {48, 16}, {u});  // 3.5" behind its rear
  FormationId second = f.brigade("Meredith's", kUSA, {48, 22}, {other});  // 1.5" in front of u
  CommanderId army = f.army_commander("McDowell", kUSA, {10, 5});
  f.s.commanders[static_cast<std::size_t>(army)].quality = Quality::veteran;
  f.infantry("4th Alabama", kCSA, {48, 40}, kSouth);
  auto b = f.battle();
  CHECK(jr::leading_general(*b, params(*b), b->unit(u)) == nullptr);
  b->dice.load({4});
  test(*b, u);
  CHECK(f.recorder.throws_for("general leading from the front") == 0);
  REQUIRE(f.recorder.all<MoraleChecked>().size() == 1);
  CHECK(f.recorder.all<MoraleChecked>()[0].modifier == 3);
  CHECK(b->commander(f.general_of(second)).alive);
  // The army commander rides up: within 3" of the regiment he leads it with his bonus.
  b->commander(army).position = {48, 17};
  const Commander* g = jr::leading_general(*b, params(*b), b->unit(u));
  REQUIRE(g != nullptr);
  CHECK(g->id == army);
  CHECK(jr::general_bonus(params(*b), *g) == 2);
}

TEST_CASE("jackson fall back: a normal move on fresh dice straight to the rear, in its formation's dice", "[jackson]") {
  Fixture f;
  UnitId line = f.infantry("2nd Wisconsin", kUSA, {30, 20}, kNorth);
  UnitId column = f.infantry("6th Wisconsin", kUSA, {60, 20}, kNorth, Formation::column);
  UnitId rebels = f.infantry("4th Alabama", kCSA, {48, 30}, kSouth);
  auto b = f.battle();
  jr::MoveRoll& rolled = turn(*b).move_dice[static_cast<std::size_t>(line)];  // this turn's move dice
  rolled.count = 4;
  rolled.faces = {6, 6, 6, 6};  // are not used: a fall back rolls afresh
  b->dice.load({3, 4, 2, 5, 6, 1, 2});
  jr::fall_back(*b, params(*b), b->unit(line), "under fire");      // 2 dice: 7"
  jr::fall_back(*b, params(*b), b->unit(column), "under fire");    // 3 dice: 13"
  jr::fall_back(*b, params(*b), b->unit(rebels), "under fire");    // toward y = 48: 3"
  CHECK(b->dice.scripted_left() == 0);
  CHECK(b->unit(line).position.x == Approx(30));
  CHECK(b->unit(line).position.y == Approx(13));
  CHECK(b->unit(line).facing == Approx(kNorth));  // it backs away still facing the enemy
  CHECK(jr::unit_state(*b, line).falling_back);
  CHECK(b->unit(column).position.y == Approx(7));
  CHECK(b->unit(column).formation == Formation::column);
  CHECK(b->unit(rebels).position.y == Approx(33));
  auto fell = f.recorder.all<FellBack>();
  REQUIRE(fell.size() == 3);
  CHECK(fell[0].distance == Approx(7));
  CHECK(fell[1].distance == Approx(13));
  CHECK(fell[2].distance == Approx(3));
}

TEST_CASE("jackson fall back: a battery limbers and takes its guns — in woods it abandons them", "[jackson]") {
  Fixture f;
  f.woods("Brawner's woods", {60, 15}, {80, 30});
  UnitId open = f.battery("Campbell's", kUSA, {30, 20}, kNorth);
  UnitId wooded = f.battery("Reynolds'", kUSA, {70, 20}, kNorth);
  f.infantry("4th Alabama", kCSA, {48, 40}, kSouth);
  auto b = f.battle();
  b->dice.load({2, 3, 4});
  jr::fall_back(*b, params(*b), b->unit(open), "under fire");  // limbered: 3 dice, 9"
  jr::fall_back(*b, params(*b), b->unit(wooded), "under fire");
  CHECK(b->dice.scripted_left() == 0);  // the guns in the woods rolled nothing
  CHECK(b->unit(open).present());
  CHECK(b->unit(open).formation == Formation::limbered);
  CHECK(b->unit(open).position.y == Approx(11));
  CHECK(b->unit(open).stands == 4);
  CHECK(b->unit(wooded).status == UnitStatus::destroyed);
  CHECK(left_how(*b, wooded) == "fell back from the woods, abandoning its guns");
}

TEST_CASE("jackson fall back into the enemy: a test at -1 to stand and fight, else surrender", "[jackson]") {
  for (int face : {3, 4}) {
    Fixture f;
    UnitId u = f.infantry("2nd Wisconsin", kUSA, {48, 20}, kNorth);
    f.infantry("4th Alabama", kCSA, {48, 15}, kNorth);  // behind it
    auto b = f.battle();
    b->dice.load({3, 4, face});
    jr::fall_back(*b, params(*b), b->unit(u), "under fire");
    INFO("face " << face);
    CHECK(b->dice.scripted_left() == 0);
    auto checks = f.recorder.all<MoraleChecked>();
    REQUIRE(checks.size() == 1);
    CHECK(checks[0].modifier == 2);  // rating 3, -1
    if (face == 4) {                 // 6: it stands where it is, to fight the enemy in its way
      CHECK(b->unit(u).present());
      CHECK(b->unit(u).position.y == Approx(20));
      CHECK(jr::unit_state(*b, u).falling_back);
    } else {  // 5: it surrenders
      CHECK(b->unit(u).status == UnitStatus::destroyed);
      CHECK(left_how(*b, u) == "surrendered, falling back into the enemy");
    }
  }
}

TEST_CASE("jackson fall back: off the table, the unit is gone (routed off)", "[jackson]") {
  Fixture f;
  UnitId u = f.infantry("2nd Wisconsin", kUSA, {48, 4}, kNorth);
  f.infantry("4th Alabama", kCSA, {48, 40}, kSouth);
  auto b = f.battle();
  b->dice.load({3, 3});
  jr::fall_back(*b, params(*b), b->unit(u), "under fire");
  CHECK(b->unit(u).status == UnitStatus::routed_off);
  CHECK(left_how(*b, u) == "fell back off the table");
}

TEST_CASE("jackson rout: twice the fall-back dice to the rear — the causers' ratings rise by 1", "[jackson]") {
  Fixture f;
  UnitId u = f.infantry("2nd Wisconsin", kUSA, {48, 30}, kNorth);
  UnitId a = f.infantry("4th Alabama", kCSA, {40, 40}, kSouth);
  UnitId c = f.infantry("6th Alabama", kCSA, {56, 40}, kSouth);
  UnitId idle = f.infantry("5th Alabama", kCSA, {70, 40}, kSouth);
  auto b = f.battle();
  b->dice.load({5, 4});
  const UnitId by[] = {a, c};
  jr::rout(*b, params(*b), b->unit(u), "under fire", true, by);
  CHECK(b->dice.scripted_left() == 0);
  CHECK(b->unit(u).routing);
  CHECK(b->unit(u).position.y == Approx(12));  // 2 x 9"
  auto fell = f.recorder.all<FellBack>();
  REQUIRE(fell.size() == 1);
  CHECK(fell[0].distance == Approx(18));
  REQUIRE(f.recorder.all<Routed>().size() == 1);
  CHECK(jr::unit_state(*b, a).morale == 4);
  CHECK(jr::unit_state(*b, c).morale == 4);
  CHECK(jr::unit_state(*b, idle).morale == 3);
}

TEST_CASE("jackson rout: into the enemy it is captured — off the table it is routed off", "[jackson]") {
  Fixture f;
  UnitId into = f.infantry("2nd Wisconsin", kUSA, {30, 20}, kNorth);
  f.infantry("4th Alabama", kCSA, {30, 12}, kNorth);
  UnitId off = f.infantry("6th Wisconsin", kUSA, {70, 8}, kNorth);
  auto b = f.battle();
  b->dice.load({3, 3, 3, 3});
  jr::rout(*b, params(*b), b->unit(into), "under fire", false);
  jr::rout(*b, params(*b), b->unit(off), "under fire", false);
  CHECK(b->dice.scripted_left() == 0);
  CHECK(b->unit(into).status == UnitStatus::destroyed);
  CHECK(left_how(*b, into) == "captured, routing into the enemy");
  CHECK(b->unit(off).status == UnitStatus::routed_off);
  CHECK(left_how(*b, off) == "routed off the table");
}

// Routed units "move as falling back units above but double the distance": a battery's crew
// take their guns limbered (the move-only line, whose dice the rout already rolls), and in woods
// they abandon them.
TEST_CASE("jackson rout: a routing battery goes limbered, twice the move-only dice — in woods it abandons its guns", "[jackson]") {
  Fixture f;
  f.woods("Brawner's woods", {60, 15}, {80, 40});
  UnitId open = f.battery("Campbell's", kUSA, {30, 30}, kNorth);
  UnitId wooded = f.battery("Reynolds'", kUSA, {70, 30}, kNorth);
  f.infantry("4th Alabama", kCSA, {48, 44}, kSouth);
  auto b = f.battle();
  b->dice.load({2, 3, 4});  // 2 x 9"
  jr::rout(*b, params(*b), b->unit(open), "under fire", false);
  CHECK(b->dice.scripted_left() == 0);
  CHECK(b->unit(open).position.y == Approx(12));
  CHECK(b->unit(open).formation == Formation::limbered);
  jr::rout(*b, params(*b), b->unit(wooded), "under fire", false);
  CHECK(b->unit(wooded).status == UnitStatus::destroyed);
}

TEST_CASE("jackson rout spreads: friends within 4\" or passed through test — their routs spread no further", "[jackson]") {
  Fixture f;
  UnitId primary = f.infantry("2nd Wisconsin", kUSA, {48, 30}, kNorth);  // x 46.5-49.5
  UnitId near = f.infantry("6th Wisconsin", kUSA, {54, 30}, kNorth);     // 3" from it
  UnitId beyond = f.infantry("7th Wisconsin", kUSA, {60, 30}, kNorth);   // 9" from it, 3" from `near`
  UnitId passed = f.infantry("19th Indiana", kUSA, {48, 20}, kNorth);    // 9" behind, in its way
  UnitId far = f.infantry("24th Michigan", kUSA, {30, 30}, kNorth);      // 15" off
  f.infantry("4th Alabama", kCSA, {48, 44}, kSouth);
  auto b = f.battle();
  jr::unit_state(*b, near).morale = 0;  // it will rout
  // The primary's rout 2 x 10" (to y = 10, through the 19th); the 6th tests (a 1: 1, routs)
  // and routs 2 x 6"; the 19th tests (a 4: 7, carries on). The 7th, 3" from the routing 6th,
  // does not test: a secondary rout spreads no further.
  b->dice.load({5, 5, 1, 3, 3, 4});
  jr::rout(*b, params(*b), b->unit(primary), "under fire", true);
  CHECK(b->dice.scripted_left() == 0);
  auto checks = f.recorder.all<MoraleChecked>();
  REQUIRE(checks.size() == 2);
  CHECK(checks[0].unit == near);
  CHECK(checks[1].unit == passed);
  CHECK(b->unit(primary).position.y == Approx(10));
  CHECK(b->unit(near).routing);
  CHECK(b->unit(near).position.y == Approx(18));
  CHECK_FALSE(b->unit(passed).routing);
  CHECK(b->unit(passed).position.y == Approx(20));
  CHECK_FALSE(b->unit(beyond).routing);
  CHECK_FALSE(b->unit(far).routing);
  CHECK(f.recorder.all<Routed>().size() == 2);
}

TEST_CASE("jackson rout spreads: a friend that fails by falling back falls back", "[jackson]") {
  Fixture f;
  UnitId primary = f.infantry("2nd Wisconsin", kUSA, {48, 30}, kNorth);
  UnitId near = f.infantry("6th Wisconsin", kUSA, {52, 34}, kNorth);  // 3.2" off its right-front corner
  f.infantry("4th Alabama", kCSA, {48, 44}, kSouth);
  auto b = f.battle();
  b->dice.load({5, 5, 2, 3, 3});  // the 6th: 2 + 3 = 5, falls back 6"
  jr::rout(*b, params(*b), b->unit(primary), "under fire", true);
  CHECK(b->dice.scripted_left() == 0);
  CHECK_FALSE(b->unit(near).routing);
  CHECK(jr::unit_state(*b, near).falling_back);
  CHECK(b->unit(near).position.y == Approx(28));
}

TEST_CASE("jackson rally: units routing since before the turn test — pass rallies at -1 to the rating", "[jackson]") {
  Fixture f;
  UnitId old_rout = f.infantry("2nd Wisconsin", kUSA, {30, 10}, kNorth);
  UnitId new_rout = f.infantry("6th Wisconsin", kUSA, {60, 10}, kNorth);
  f.infantry("7th Wisconsin", kUSA, {30, 25}, kNorth);  // two fresh of four: a steady army
  f.infantry("19th Indiana", kUSA, {60, 25}, kNorth);
  f.infantry("4th Alabama", kCSA, {48, 40}, kSouth);
  auto b = f.battle();
  b->unit(old_rout).routing = b->unit(new_rout).routing = true;
  turn(*b).routed_at_start[static_cast<std::size_t>(old_rout)] = true;  // the 6th routed this turn
  b->dice.load({3});  // 3 + 3 = 6: passes
  end_phase(*b, jr::kRally);
  CHECK(b->dice.scripted_left() == 0);
  REQUIRE(f.recorder.all<MoraleChecked>().size() == 1);
  CHECK(f.recorder.all<MoraleChecked>()[0].modifier == 3);
  CHECK_FALSE(b->unit(old_rout).routing);
  CHECK(jr::unit_state(*b, old_rout).morale == 2);
  CHECK(b->unit(new_rout).routing);
  CHECK(jr::unit_state(*b, new_rout).morale == 3);
  auto rallied = f.recorder.all<HitsRallied>();
  REQUIRE(rallied.size() == 1);
  CHECK(rallied[0].unit == old_rout);
  CHECK(rallied[0].stopped_routing);
}

TEST_CASE("jackson rally: a failed rally leaves the table if a stand was lost, else stays routed", "[jackson]") {
  Fixture f;
  UnitId lost_one = f.infantry("2nd Wisconsin", kUSA, {30, 10}, kNorth, Formation::line, 3);
  UnitId whole = f.infantry("6th Wisconsin", kUSA, {60, 10}, kNorth, Formation::line, 3);
  f.infantry("7th Wisconsin", kUSA, {30, 25}, kNorth);  // two fresh of four: a steady army
  f.infantry("19th Indiana", kUSA, {60, 25}, kNorth);
  f.infantry("4th Alabama", kCSA, {48, 40}, kSouth);
  auto b = f.battle();
  b->unit(lost_one).stands = 2;
  for (UnitId u : {lost_one, whole}) {
    b->unit(u).routing = true;
    turn(*b).routed_at_start[static_cast<std::size_t>(u)] = true;
  }
  b->unit(whole).hits = 3;  // casualties short of a stand lost
  b->dice.load({2, 2});     // 5: both fail
  end_phase(*b, jr::kRally);
  CHECK(b->dice.scripted_left() == 0);
  for (const auto& m : f.recorder.all<MoraleChecked>()) CHECK(m.modifier == 3);
  CHECK(b->unit(lost_one).status == UnitStatus::routed_off);
  CHECK(left_how(*b, lost_one) == "failed to rally and left the field");
  CHECK(b->unit(whole).present());
  CHECK(b->unit(whole).routing);
  CHECK(jr::unit_state(*b, whole).morale == 3);
}

// "Leave the table if they had lost at least one stand of casualties": the text's stand (a
// base holds stands_a_base of them), as casualty_free_stands and fire_dice count them.
TEST_CASE("jackson rally: a failed rally leaves the table once a text stand is lost, short of a whole base", "[jackson]") {
  Fixture f;
  UnitId u = f.infantry("2nd Wisconsin", kUSA, {30, 10}, kNorth, Formation::line, 3);
  f.infantry("7th Wisconsin", kUSA, {30, 25}, kNorth);
  f.infantry("4th Alabama", kCSA, {48, 40}, kSouth);
  auto b = f.battle();
  b->unit(u).routing = true;
  b->unit(u).hits = 4;  // one of its six text stands lost, its three bases still there
  turn(*b).routed_at_start[static_cast<std::size_t>(u)] = true;
  REQUIRE(jr::text_stands(params(*b), b->unit(u)) == 5);
  b->dice.load({2});  // 5: fails
  end_phase(*b, jr::kRally);
  CHECK(b->unit(u).status == UnitStatus::routed_off);
}

TEST_CASE("jackson morale modifiers: half strength counts the text's stands, so half a base worn away counts", "[jackson]") {
  Fixture f;
  const UnitId id = f.infantry("U.S. Marines", kUSA, {20, 20}, kNorth, Formation::line, 1);  // a base: two text stands
  f.infantry("4th Alabama", kCSA, {20, 40}, kSouth);
  auto b = f.battle();
  b->unit(id).hits = 3;  // the first text stand holds three casualties: none lost yet
  CHECK(jr::text_stands_lost(params(*b), b->unit(id)) == 0);
  CHECK(modifier(*b, id) == 3);
  b->unit(id).hits = 4;  // the first text stand is gone: half the unit
  CHECK(jr::text_stands_lost(params(*b), b->unit(id)) == 1);
  CHECK(b->unit(id).stands == b->unit(id).stands_at_start);
  CHECK(modifier(*b, id) == 2);
}

TEST_CASE("jackson rout spreads: a routed unit that routs again under fire sends its friends near to test again", "[jackson]") {
  Fixture f;
  const UnitId primary = f.infantry("2nd Wisconsin", kUSA, {48, 30}, kNorth);
  const UnitId near = f.infantry("6th Wisconsin", kUSA, {54, 30}, kNorth);  // 3" from it
  f.infantry("4th Alabama", kCSA, {48, 44}, kSouth);
  auto b = f.battle();
  b->unit(primary).routing = true;
  b->dice.load({2, 2, 4});  // it routs again 2 x 4"; the 6th tests: 3 + 4 = 7, carries on
  jr::rout(*b, params(*b), b->unit(primary), "under fire while routed", true);
  CHECK(b->dice.scripted_left() == 0);
  const auto checks = f.recorder.all<MoraleChecked>();
  REQUIRE(checks.size() == 1);
  CHECK(checks[0].unit == near);
  CHECK(b->unit(primary).position.y == Approx(22));
  CHECK(f.recorder.all<Routed>().empty());  // it was routing already: no new rout is told
}

}  // namespace test_jackson_morale
