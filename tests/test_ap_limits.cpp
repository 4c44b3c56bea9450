// ap limits: what a unit may not do, and the rules at the edges of the others' tests. A move may
// not pass through an enemy, end on another unit or touching an enemy, leave the table or enter
// impassable ground; a unit touching an enemy (in contact) may not move, change formation, shoot
// or assault: it fights or goes back by morale. A shot needs some part of its target within 45°
// of straight ahead and a clear sight (woods or a unit between block it). Risk type 1: every
// general within 3" of a unit that a shot (opportunity shots too) gives casualty markers rolls a
// D6 and falls on a 6; none rolls when no marker is placed, nor one farther off. And the arrival
// roll's standard modifiers through a battle text: -1 when most of the brigade is raw, +1 while
// its division's general is not on the table, each counted over the 36 throws of 2d6 >= 9.
#include <string>
#include <vector>

#include "tests/ap_fixture.hpp"

#include "engine/play/reinforcements.hpp"
#include "engine/rules/line_of_sight.hpp"
#include "lua_test_support.hpp"

namespace test_ap_limits {

using namespace ap_test;

namespace {

bool accepted(const Battle& b, const Action& a) {
  auto why = b.rules->check(b, a);
  INFO((why ? *why : std::string("accepted")));
  return !why.has_value();
}

// A USA column of 8 half-bases (3" x 2") at (48, 20) facing north: 4 increments of 3".
UnitId column(Fixture& f) {
  return f.infantry("Cutler", kUSA, {48, 20}, kNorth, kNone, 8, Quality::seasoned, Weapon::rifled, Formation::column);
}

// USA division "D1" (general "Dg", off the table until a brigade of his comes on) of the
// seasoned brigade "B1"; brigade "B2" under the army, two of its three regiments raw (merged
// under ap into one raw brigade). Both due on turn 1 at 2d6 >= 9, by no road: B1 rolls first.
lua::LoadedBattle arrivals_battle() {
  const std::string text =
      "return battle \"Arrivals\" {\n"
      "  rules = 'ap', turns = 6,\n"
      "  forces = {\n"
      "    USA = army \"A\" { commander = general \"AA\" { at = {48,2} },\n"
      "      division \"D1\" { commander = general \"Dg\" {}, brigade \"B1\" { infantry \"r1\" {}, infantry \"r2\" {} } },\n"
      "      brigade \"B2\" { infantry \"r3\" { quality = 'raw' }, infantry \"r4\" { quality = 'raw' }, infantry \"r5\" {} } },\n"
      "    CSA = army \"C\" { commander = general \"CC\" { at = {48,46} },\n"
      "      brigade \"B3\" { at = {48,40}, infantry \"r6\" {} } },\n"
      "  },\n"
      "  reinforcements = {\n"
      "    { side = 'USA', brigade = 'B1', turn = 1, enter = {20, 0}, roll = '2d6 >= 9' },\n"
      "    { side = 'USA', brigade = 'B2', turn = 1, enter = {70, 0}, roll = '2d6 >= 9' } },\n"
      "}\n";
  return lua::load_battle_text("scripts/t.lua", text, lua_test::no_content());
}

Commander& general_named(Battle& b, std::string_view name) {
  for (Commander& c : b.commanders)
    if (c.name == name) return c;
  FAIL("no general " << name);
  return b.commanders.front();
}

}  // namespace

TEST_CASE("ap movement: a move may not pass through an enemy, end on another unit or touch an enemy", "[ap]") {
  SECTION("an enemy across its way") {
    for (double enemy_x : {48.0, 62.0}) {
      Fixture f;
      UnitId u = column(f);
      f.infantry("Davis", kCSA, {enemy_x, 26}, kSouth);
      auto b = f.battle(ap::kMovement);
      ready(*b, u, 6);
      INFO("Davis at x = " << enemy_x);
      if (enemy_x == 48) {
        CHECK_THAT(refusal(*b, Move{u, {48, 31}, kNorth}), Catch::Contains("Davis is in the way"));
        continue;
      }
      act(*b, Move{u, {48, 31}, kNorth});  // the same move past its flank, 9.5" off: no shot
      CHECK(b->unit(u).position.y == Approx(31));
      CHECK(activity(*b, u).points == 2);
      CHECK(b->dice.rolls_made() == 0);
    }
  }
  SECTION("ending on a friend, or touching an enemy") {
    Fixture f;
    UnitId u = column(f);
    f.infantry("Davis", kCSA, {48, 26}, kSouth);       // its front edge at y = 25.5
    f.infantry("Meredith", kUSA, {56, 26}, kNorth);   // 6" x 1", from x = 53 to 59
    auto b = f.battle(ap::kMovement);
    ready(*b, u, 6);
    CHECK_THAT(refusal(*b, Move{u, {56, 26}, kNorth}), Catch::Contains("it would end on top of Meredith"));
    CHECK_THAT(refusal(*b, Move{u, {48, 24.5}, kNorth}), Catch::Contains("it would contact Davis"));
    CHECK_THAT(refusal(*b, Move{u, {48, 24.5}, kNorth}), !Catch::Contains("only a charge may advance"));  // igor's own note
    CHECK(accepted(*b, Move{u, {48, 24}, kNorth}));    // half an inch short of Davis
    CHECK(accepted(*b, Move{u, {56, 23.5}, kNorth}));  // an inch short of Meredith
  }
  SECTION("off the table, or into impassable ground") {
    Fixture f;
    UnitId u = column(f);
    UnitId s = f.infantry("Stone", kUSA, {4, 20}, kNorth, kNone, 8, Quality::seasoned, Weapon::rifled, Formation::column);
    f.area("Mill pond", AreaKind::impassable, {44, 24}, {52, 27}, Cover::none, 0, false, false);
    auto b = f.battle(ap::kMovement);
    ready(*b, u, 6);
    ready(*b, s, 6);
    CHECK_THAT(refusal(*b, Move{u, {48, 31}, kNorth}), Catch::Contains("the ground is impassable"));
    CHECK(accepted(*b, Move{u, {40, 22}, kNorth}));
    CHECK_THAT(refusal(*b, Move{s, {1, 20}, kNorth}), Catch::Contains("it would leave the table"));  // 3" wide
    CHECK(accepted(*b, Move{s, {2, 20}, kNorth}));
  }
}

TEST_CASE("ap contact: a unit touching an enemy may not move, change formation, shoot or assault", "[ap]") {
  for (double gap_left : {0.02, 1.5}) {
    Fixture f;
    UnitId u = f.infantry("Cutler", kUSA, {48, 20}, kNorth);
    UnitId d = f.infantry("Davis", kCSA, {48, 21 + gap_left}, kSouth);
    f.s.rule_overrides["opportunity_fire"] = 0;
    auto b = f.battle();
    ready(*b, u, 6);
    INFO("a gap of " << gap_left << "\"");
    CHECK(gap(*b, u, d) == Approx(gap_left));
    const Move back{u, {48, 17}, kNorth};
    const ChangeFormation reform{u, Formation::column};
    const Fire volley{u, d};
    const Charge assault{u, d, {}};
    if (gap_left > 0.05) {  // not touching: each is allowed, in its phase
      b->phase = ap::kMovement;
      CHECK(accepted(*b, back));
      CHECK(accepted(*b, reform));
      CHECK(accepted(*b, assault));
      b->phase = ap::kShooting;
      CHECK(accepted(*b, volley));
      continue;
    }
    b->phase = ap::kMovement;
    CHECK_THAT(refusal(*b, back), Catch::Contains("it is in contact with the enemy: it fights or falls back by morale"));
    CHECK_THAT(refusal(*b, reform), Catch::Contains("it is in contact with the enemy"));
    CHECK_THAT(refusal(*b, assault), Catch::Contains("it is already in contact"));
    b->phase = ap::kShooting;
    CHECK_THAT(refusal(*b, volley), Catch::Contains("it is in contact with the enemy"));
    CHECK(b->dice.rolls_made() == 0);
  }
}

TEST_CASE("ap shooting: only at a target some part of which is within 45 degrees of straight ahead", "[ap]") {
  // Cutler's line (6" x 1") at (48, 20) facing north, its front's middle at (48, 20.5). Davis's
  // line 7.8" off to the right front, its nearest corner 61 degrees off: refused. At (58, 30),
  // 9.8" off, its centre 46.5 degrees off but its near corner 38: a part is in front, it shoots.
  for (bool in_front : {false, true}) {
    Fixture f;
    UnitId u = f.infantry("Cutler", kUSA, {48, 20}, kNorth);
    UnitId t = in_front ? f.infantry("Davis", kCSA, {58, 30}, kSouth) : f.infantry("Davis", kCSA, {60, 26}, kSouth);
    auto b = f.battle(ap::kShooting);
    ready(*b, u, 6);
    INFO((in_front ? "a corner in front" : "out to the side"));
    CHECK(gap(*b, u, t) == Approx(in_front ? 9.85 : 7.81).epsilon(0.001));
    CHECK(any_part_in_arc(b->unit(u).footprint, b->unit(t).footprint, 45) == in_front);
    CHECK_FALSE(b->unit(u).footprint.in_front_arc(b->unit(t).position, 45));
    if (!in_front) {
      CHECK_THAT(refusal(*b, Fire{u, t}), Catch::Contains("Davis is not in front of it"));
      continue;
    }
    b->dice.load({3, 3, 3, 3});  // 4 dice at long range: no hit, no re-roll
    act(*b, Fire{u, t});
    CHECK(b->dice.scripted_left() == 0);
    REQUIRE(f.recorder.all<UnitFired>().size() == 1);
    CHECK(f.recorder.all<UnitFired>()[0].target == t);
  }
}

TEST_CASE("ap shooting: woods or a unit between block the sight — the firer in contact may not shoot", "[ap]") {
  // Cutler's line at (48, 20) facing north; Davis's 7" ahead, at (48, 28).
  enum class Between { nothing, woods, friend_unit, contact };
  for (Between between : {Between::nothing, Between::woods, Between::friend_unit, Between::contact}) {
    Fixture f;
    UnitId u = f.infantry("Cutler", kUSA, {48, 20}, kNorth);
    UnitId t = f.infantry("Davis", kCSA, {48, 28}, kSouth);
    if (between == Between::woods) f.woods("Herbst's woods", {40, 23}, {56, 25});
    if (between == Between::friend_unit)
      f.infantry("Meredith", kUSA, {48, 24}, kNorth, kNone, 8, Quality::seasoned, Weapon::rifled, Formation::column);
    if (between == Between::contact) f.battery("Pegram's battery", kCSA, {46, 21.52}, kSouth);  // 0.02" off Cutler's front
    auto b = f.battle(ap::kShooting);
    ready(*b, u, 6);
    INFO("between: " << static_cast<int>(between));
    switch (between) {
      case Between::nothing: CHECK(accepted(*b, Fire{u, t})); break;
      case Between::woods:
      case Between::friend_unit: CHECK_THAT(refusal(*b, Fire{u, t}), Catch::Contains("it cannot see Davis")); break;
      case Between::contact: CHECK_THAT(refusal(*b, Fire{u, t}), Catch::Contains("it is in contact with the enemy")); break;
    }
  }
}

TEST_CASE("ap generals shot at with their unit: a risk roll when shooting places markers, a 6 kills (risk type 1)", "[ap]") {
  // Cutler's 2 half-bases of muskets (one die) shoot Davis's line 2.5" off; McLaws 2" behind
  // Davis's rear edge. A hit (6), unsaved (1), no disorder (1), then McLaws's risk die.
  for (int risk = 1; risk <= 6; ++risk) {
    Fixture f;
    FormationId div = f.division("McLaws's", kCSA, {48, 26});
    UnitId u = f.infantry("Cutler", kUSA, {48, 20}, kNorth, kNone, 2, Quality::seasoned, Weapon::smoothbore);
    UnitId t = f.infantry("Davis", kCSA, {48, 23.5}, kSouth, div);
    auto b = f.battle(ap::kShooting);
    ready(*b, u, 2);
    b->dice.load({6, 1, 1, risk});
    if (risk == 6) b->dice.load({1});  // no one replaces him
    act(*b, Fire{u, t});
    INFO("risk " << risk);
    CHECK(b->dice.scripted_left() == 0);
    CHECK(b->unit(t).hits == 1);
    CHECK(f.recorder.throws_for("general's risk") == 1);
    CHECK(b->commander(f.general_of(div)).alive == (risk < 6));
    CHECK(f.recorder.all<CommanderFell>().size() == (risk == 6 ? 1u : 0u));
  }
  // An opportunity shot too: Davis's line shoots Cutler's column as it comes up with its
  // general Doubleday 1.7" behind it. 2 hits, unsaved, no disorder; Doubleday rolls a 6.
  Fixture f;
  FormationId div = f.division("Doubleday's", kUSA, {48, 22.5});
  f.infantry("Davis", kCSA, {48, 30.5}, kSouth);
  UnitId u = f.infantry("Cutler", kUSA, {48, 20}, kNorth, div, 8, Quality::seasoned, Weapon::rifled, Formation::column);
  auto b = f.battle(ap::kMovement);
  ready(*b, u, 6);
  b->dice.load({5, 6, 3, 4, 1, 1, 1, 1, 6, 1});
  act(*b, Move{u, {48, 25.2}, kNorth});
  CHECK(b->dice.scripted_left() == 0);
  CHECK(b->unit(u).hits == 2);
  CHECK_FALSE(b->commander(f.general_of(div)).alive);
}

TEST_CASE("ap generals shot at with their unit: no risk roll without a marker placed, nor over 3 inches off", "[ap]") {
  struct Case { const char* what; double general_y; std::vector<int> dice; int markers; };
  const Case cases[] = {{"a miss", 26, {4}, 0},
                        {"a hit saved", 26, {6, 4}, 0},
                        {"a marker, the general 3.5\" off", 27.5, {6, 1, 1}, 1},
                        {"a marker, the general 3\" off", 27, {6, 1, 1, 1}, 1}};
  for (const Case& c : cases) {
    Fixture f;
    FormationId div = f.division("McLaws's", kCSA, {48, c.general_y});
    UnitId u = f.infantry("Cutler", kUSA, {48, 20}, kNorth, kNone, 2, Quality::seasoned, Weapon::smoothbore);
    UnitId t = f.infantry("Davis", kCSA, {48, 23.5}, kSouth, div);
    auto b = f.battle(ap::kShooting);
    ready(*b, u, 2);
    for (int face : c.dice) b->dice.load_face(face);
    act(*b, Fire{u, t});
    INFO(c.what);
    CHECK(b->dice.scripted_left() == 0);
    CHECK(b->unit(t).hits == c.markers);
    CHECK(f.recorder.throws_for("general's risk") == (c.general_y == 27 ? 1 : 0));
    CHECK(b->commander(f.general_of(div)).alive);
  }
}

TEST_CASE("ap arrivals: -1 when most of the brigade is raw — 2d6 >= 9 then comes on 6 throws in 36", "[ap]") {
  auto loaded = arrivals_battle();
  int arrivals = 0;
  for (int d1 = 1; d1 <= 6; ++d1)
    for (int d2 = 1; d2 <= 6; ++d2) {
      Battle b(loaded.scenario, 1);
      b.turn = 1;
      CHECK(arrival_modifier(b, b.scenario->reinforcements[1]) == -1);
      b.dice.load({1, 1, d1, d2});  // B1's 2 + 1 fails
      bring_on_reinforcements(b, kUSA);
      CHECK(b.dice.scripted_left() == 0);
      CHECK(b.arrived_on[0] == 0);
      arrivals += b.arrived_on[1] == 1;
    }
  CHECK(arrivals == 6);
}

TEST_CASE("ap arrivals: +1 while the division's general is off the table — 2d6 >= 9 then comes on 15 throws in 36", "[ap]") {
  auto loaded = arrivals_battle();
  int arrivals = 0;
  for (int d1 = 1; d1 <= 6; ++d1)
    for (int d2 = 1; d2 <= 6; ++d2) {
      Battle b(loaded.scenario, 1);
      b.turn = 1;
      REQUIRE_FALSE(general_named(b, "Dg").on_table);
      CHECK(arrival_modifier(b, b.scenario->reinforcements[0]) == 1);
      b.dice.load({d1, d2, 1, 1});  // B2's 2 - 1 fails
      bring_on_reinforcements(b, kUSA);
      CHECK(b.dice.scripted_left() == 0);
      CHECK(b.arrived_on[1] == 0);
      const bool came = b.arrived_on[0] == 1;
      CHECK(came == (d1 + d2 + 1 >= 9));
      CHECK(general_named(b, "Dg").on_table == came);  // he comes on with it
      arrivals += came;
    }
  CHECK(arrivals == 15);
  // With him on the table the brigade rolls unmodified.
  Battle b(loaded.scenario, 1);
  general_named(b, "Dg").on_table = true;
  CHECK(arrival_modifier(b, b.scenario->reinforcements[0]) == 0);
}

}  // namespace test_ap_limits
