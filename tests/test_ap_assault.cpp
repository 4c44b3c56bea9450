// ap assault: the falter test's factor boxes, each claimed once whatever number of its reasons
// hold (assaulter +2 Confederate or two friends on foot near / +2 flank, first assault, general, won
// last fight / +1 no markers, raw or dismounted or shaken target, support rank, mounted;
// defender +2 general, two friends on foot near, veteran, edge or hill against mounted cavalry /
// +1 no markers or won last fight / +2 cover, steady infantry against mounted cavalry, a gun
// attached; a gun claims only +2 unlimbered); its results (5 ahead routs the defender and the assaulter takes
// its place disordered, ahead fights, else infantry stop disordered and mounted cavalry retire
// D6+1"); the assault's cost (an increment to 3" then 2 points, 1 mounted); the fight's dice,
// hits on 5+, saves by quality, the defender winning ties, both disordered, the loser's morale
// test (test_ap_generals.cpp has the generals at risk in it).
#include <array>
#include <functional>
#include <vector>

#include "tests/ap_fixture.hpp"

#include "engine/rules/ap/assault.hpp"
#include "engine/rules/ap/generals.hpp"

namespace test_ap_assault {

using namespace ap_test;

namespace {

// A USA brigade (8 half-bases in line, 6" x 1", at (48, 20) facing north) that has assaulted
// before and bears a marker, and a CSA one 2" in front of it (48, 23) likewise marked: with
// nothing else neither claims a box. `csa_assaults` swaps the sides.
struct Assault {
  Fixture f;
  UnitId a, d;
  explicit Assault(bool csa_assaults = false)
      : a(f.infantry("Meagher's", csa_assaults ? kCSA : kUSA, {48, 20}, kNorth)),
        d(f.infantry("Kershaw's", csa_assaults ? kUSA : kCSA, {48, 23}, kSouth)) {
    f.unit(a).hits = f.unit(d).hits = 1;
    f.unit(a).charged_on_turn = 0;
  }
  Unit& att() { return f.unit(a); }
  Unit& def() { return f.unit(d); }
  bool att_won = false, def_won = false;  // won the last fight (the battle's ap state, once made)
};

// {assaulter's boxes, defender's} after `setup`.
std::array<int, 2> boxes(const std::function<void(Assault&)>& setup, bool csa_assaults = false) {
  Assault s(csa_assaults);
  setup(s);
  auto b = s.f.battle();
  ap::unit_state(*b, s.a).won_last_fight = s.att_won;
  ap::unit_state(*b, s.d).won_last_fight = s.def_won;
  const ap::FalterFactors f = ap::falter_factors(*b, params(*b), b->unit(s.a), b->unit(s.d));
  return {f.assaulter, f.defender};
}

// Two brigades in contact for a fight, unmarked: the USA one at (48, 20) (y 19.5..20.5), the
// CSA one at (48, 21.02).
struct Fight {
  Fixture f;
  UnitId a = f.infantry("Meagher's", kUSA, {48, 20}, kNorth);
  UnitId d = f.infantry("Kershaw's", kCSA, {48, 21.02}, kSouth);
};

}  // namespace

TEST_CASE("ap falter boxes: each box claimed once, for any of its reasons", "[ap]") {
  using Setup = std::function<void(Assault&)>;
  auto friend_at = [](Assault& s, Vec2 at, Arm arm = Arm::infantry, bool dismounted = false) {
    const bool gun = arm == Arm::artillery;
    s.f.add("a friend", s.att().side, arm, at, kNorth, kNone, 8, gun ? Formation::unlimbered : Formation::line,
            Quality::seasoned, gun ? Weapon::rifled_guns : Weapon::rifled);
    s.f.unit(static_cast<UnitId>(s.f.s.units.size() - 1)).dismounted = dismounted;
  };
  auto def_friend = [](Assault& s, Vec2 at) { s.f.infantry("a friend", s.def().side, at, kSouth); };
  // Out of the defender's front arc: 8" off its left, facing it.
  Setup flank = [](Assault& s) {
    s.att().position = {56, 23};
    s.att().facing = 270;
  };
  Setup first = [](Assault& s) { s.att().charged_on_turn = -100; };
  Setup general = [](Assault& s) { s.f.division("Hancock's", kUSA, {48, 17}); };  // 2.5" behind it
  Setup won = [](Assault& s) { s.att_won = true; };
  Setup unmarked = [](Assault& s) { s.att().hits = 0; };
  Setup raw = [](Assault& s) { s.def().quality = Quality::raw; };
  Setup shaken = [](Assault& s) { s.def().disordered = true; };
  Setup battered = [](Assault& s) { s.def().stands = 3; };  // of 8
  Setup support = [](Assault& s) { s.att().formation = Formation::column; };
  Setup mounted = [](Assault& s) { s.att().arm = Arm::cavalry; };
  Setup dismounted_target = [](Assault& s) {
    s.def().arm = Arm::cavalry;
    s.def().dismounted = true;
  };
  Setup def_general = [](Assault& s) { s.f.division("McLaws's", kCSA, {48, 26}); };  // 2.5" behind it
  Setup veteran = [](Assault& s) { s.def().quality = Quality::veteran; };
  Setup two_near = [&](Assault& s) {  // 4" off each flank
    def_friend(s, {38, 23});
    def_friend(s, {58, 23});
  };
  Setup woods = [](Assault& s) { s.f.woods("the West Woods", {40, 22}, {56, 30}); };
  Setup hill = [](Assault& s) { s.f.hill("Marye's Heights", {40, 22}, {56, 30}); };
  Setup wall = [](Assault& s) { s.f.line("the sunken road", LineKind::wall, {{40, 22.2}, {56, 22.2}}, Cover::heavy); };
  Setup gun = [](Assault& s) { s.f.battery("Pelham's", kCSA, {53, 23}, kSouth); };  // 1.25" off its flank
  Setup def_unmarked = [](Assault& s) { s.def().hits = 0; };
  auto gun_defends = [](Formation f) {
    return Setup([f](Assault& s) {
      s.def().arm = Arm::artillery;
      s.def().weapon = Weapon::rifled_guns;
      s.def().formation = f;
    });
  };
  auto all = [](std::initializer_list<Setup> list) {
    return Setup([setups = std::vector<Setup>(list)](Assault& s) {
      for (const Setup& x : setups) x(s);
    });
  };
  struct Row { const char* why; Setup setup; std::array<int, 2> boxes; bool csa_assaults = false; };
  const std::vector<Row> rows{
      {"nothing", [](Assault&) {}, {0, 0}},
      {"Confederate", [](Assault&) {}, {2, 0}, true},
      {"one friend near", [&](Assault& s) { friend_at(s, {38, 20}); }, {0, 0}},
      {"two friends near", [&](Assault& s) { friend_at(s, {38, 20}); friend_at(s, {58, 20}); }, {2, 0}},
      {"a friend and dismounted cavalry",
       [&](Assault& s) { friend_at(s, {38, 20}); friend_at(s, {58, 20}, Arm::cavalry, true); }, {2, 0}},
      {"a friend and a gun", [&](Assault& s) { friend_at(s, {38, 20}); friend_at(s, {54, 20}, Arm::artillery); }, {0, 0}},
      {"a friend and mounted cavalry", [&](Assault& s) { friend_at(s, {38, 20}); friend_at(s, {58, 20}, Arm::cavalry); }, {0, 0}},
      {"Confederate with two friends", [&](Assault& s) { friend_at(s, {38, 20}); friend_at(s, {58, 20}); }, {2, 0}, true},
      {"flank", flank, {2, 0}},
      {"first assault", first, {2, 0}},
      {"general with it", general, {2, 0}},
      {"general 3.5\" off", [](Assault& s) { s.f.division("Hancock's", kUSA, {48, 16}); }, {0, 0}},
      {"won last fight", won, {2, 0}},
      {"flank, first, general, won", all({flank, first, general, won}), {2, 0}},
      {"no markers", unmarked, {1, 0}},
      {"raw target", raw, {1, 0}},
      {"disordered target", shaken, {1, 0}},
      {"battered target", battered, {1, 0}},
      {"support rank", support, {1, 0}},
      {"dismounted target", dismounted_target, {1, 0}},
      {"every +1 reason", all({unmarked, raw, shaken, battered, support, dismounted_target}), {1, 0}},
      // Mounted: +1; steady infantry assaulted by mounted cavalry +2.
      {"mounted", mounted, {1, 2}},
      {"dismounted", all({mounted, [](Assault& s) { s.att().dismounted = true; }}), {0, 0}},
      {"mounted on disordered infantry", all({mounted, shaken}), {1, 0}},
      {"mounted on disordered infantry on a hill", all({mounted, shaken, hill}), {1, 2}},
      {"defender's general with it", def_general, {0, 2}},
      {"veteran defender", veteran, {0, 2}},
      {"one defender's friend near", [&](Assault& s) { def_friend(s, {38, 23}); }, {0, 0}},
      {"two defender's friends near", two_near, {0, 2}},
      {"general, veteran, two friends", all({def_general, veteran, two_near}), {0, 2}},
      {"defender unmarked", def_unmarked, {0, 1}},
      {"defender won last fight", [](Assault& s) { s.def_won = true; }, {0, 1}},
      {"defender unmarked and won", [](Assault& s) { s.def().hits = 0; s.def_won = true; }, {0, 1}},
      {"defender in woods", woods, {0, 2}},
      {"defender behind a wall", wall, {0, 2}},
      {"defender on a hill against foot", hill, {0, 0}},
      {"gun attached", gun, {0, 2}},
      {"gun 3.25\" off", [](Assault& s) { s.f.battery("Pelham's", kCSA, {55, 23}, kSouth); }, {0, 0}},
      {"woods, wall and gun", all({woods, wall, gun}), {0, 2}},
      {"mounted cavalry in woods", all({woods, [](Assault& s) { s.def().arm = Arm::cavalry; }}), {0, 0}},
      {"dismounted cavalry in woods", all({woods, dismounted_target}), {1, 2}},
      // A gun claims only its +2, unlimbered, whatever else holds.
      {"unlimbered gun", all({gun_defends(Formation::unlimbered), def_general, veteran, two_near, woods, def_unmarked}), {0, 2}},
      {"limbered gun", all({gun_defends(Formation::limbered), def_general, veteran, two_near, woods, def_unmarked}), {0, 0}},
      {"every box a side", all({unmarked, first, veteran, woods, def_unmarked}), {5, 5}, true},
  };
  for (const Row& r : rows) {
    INFO(r.why);
    CHECK(boxes(r.setup, r.csa_assaults) == r.boxes);
  }
}

TEST_CASE("ap falter result: 5 or more ahead routs, ahead fights, else it falters — chances from every pair of 2D6", "[ap]") {
  ap::ApParameters p;
  const std::array<ap::FalterResult, 3> by_margin{ap::FalterResult::stalls, ap::FalterResult::fight, ap::FalterResult::defender_routs};
  for (int margin = -10; margin <= 10; ++margin)  // a tie falters; 1-4 ahead fights; 5 or more routs
    CHECK(ap::falter_result(p, 12 + margin, 12) == by_margin[margin <= 0 ? 0u : margin < 5 ? 1u : 2u]);
  // {boxes ahead, routs, fights, falters} out of 36 x 36 pairs of 2D6.
  struct Row { int ahead, routs, fights, stalls; };
  for (Row r : {Row{-2, 35, 275, 986}, {-1, 70, 365, 861}, {0, 126, 449, 721}, {1, 206, 515, 575},
                {2, 310, 551, 435}, {3, 435, 551, 310}, {5, 721, 449, 126}}) {
    std::array<int, 3> count{};
    for (int n = 0; n < 6 * 6 * 6 * 6; ++n) {
      const int attack = n % 6 + n / 6 % 6 + 2, defence = n / 36 % 6 + n / 216 + 2;
      ++count[static_cast<std::size_t>(ap::falter_result(p, attack + r.ahead, defence))];
    }
    INFO(r.ahead << " ahead on the boxes");
    CHECK(count == std::array<int, 3>{r.routs, r.fights, r.stalls});
  }
}

TEST_CASE("ap assault cost: an increment a point to 3\" short, then 2 points (mounted 1)", "[ap]") {
  struct Case { Arm arm; Formation f; double gap; int increments, cost; };
  for (Case c : {Case{Arm::infantry, Formation::line, 2, 0, 2}, {Arm::infantry, Formation::line, 3, 0, 2},
                 {Arm::infantry, Formation::line, 3.5, 1, 3}, {Arm::infantry, Formation::line, 6, 1, 3},
                 {Arm::infantry, Formation::line, 6.5, 2, 4}, {Arm::infantry, Formation::column, 12, 3, 5},
                 {Arm::cavalry, Formation::line, 3, 0, 1}, {Arm::cavalry, Formation::line, 7, 1, 2},
                 {Arm::cavalry, Formation::line, 7.5, 2, 3}}) {
    Fixture f;
    UnitId a = f.add("Meagher's", kUSA, c.arm, {48, 10}, kNorth, kNone, 8, c.f, Quality::seasoned, Weapon::rifled);
    const double front = c.f == Formation::column ? 11 : 10.5;
    UnitId d = f.infantry("Kershaw's", kCSA, {48, front + c.gap + 0.5}, kSouth);
    auto b = f.battle();
    INFO(name_of(c.arm) << " " << name_of(c.f) << " " << c.gap << "\" off");
    REQUIRE(gap(*b, a, d) == Approx(c.gap));
    CHECK(ap::increments_to_falter_point(*b, params(*b), b->unit(a), b->unit(d)) == c.increments);
    CHECK(ap::assault_cost(*b, params(*b), b->unit(a), b->unit(d)) == c.cost);
  }
}

TEST_CASE("ap assault: paid for, it advances to 3\" and falters - infantry stop disordered", "[ap]") {
  Fixture f;
  UnitId a = f.infantry("Meagher's", kUSA, {48, 10}, kNorth);
  UnitId d = f.infantry("Kershaw's", kCSA, {48, 17.5}, kSouth);  // 6.5" off: two increments
  auto b = assault_battle(f, a);
  ready(*b, a, 3);
  CHECK_THAT(refusal(*b, Charge{a, d, {}}), Catch::Contains("it costs 4 action points and it has 3"));
  ready(*b, a, 6);
  b->dice.load({1, 2, 3, 3});  // 3 + 3 (first assault, unmarked) against 6 + 1 (unmarked)
  act(*b, Charge{a, d, {}});
  CHECK(b->dice.scripted_left() == 0);
  CHECK(activity(*b, a).points == 2);
  CHECK(activity(*b, a).increments == 2);
  CHECK(gap(*b, a, d) == Approx(3).margin(0.01));
  CHECK(b->unit(a).disordered);
  CHECK(b->unit(a).charged);
  CHECK_FALSE(b->unit(d).disordered);
  CHECK(b->unit(d).stands == 8);
  const auto checks = f.recorder.all<MoraleChecked>();
  REQUIRE(checks.size() == 1);
  CHECK(checks[0].test == "a falter test");
  CHECK_FALSE(checks[0].passed);
  // Too far for its two increments: 10" off needs three.
  Fixture g;
  UnitId far = g.infantry("Meagher's", kUSA, {48, 10}, kNorth);
  UnitId t = g.infantry("Kershaw's", kCSA, {48, 21}, kSouth);
  auto c = assault_battle(g, far);
  CHECK_THAT(refusal(*c, Charge{far, t, {}}), Catch::Contains("too far for its increments"));
}

TEST_CASE("ap assault: it needs room at the falter point, as at the end of any move", "[ap]") {
  // The way to contact is clear, and so is contact, but the falter point 3" short of the target
  // (the assaulter's front at y 14, its footprint x 45..51) overlaps a friend beside the way.
  Fixture f;
  UnitId a = f.infantry("Meagher's", kUSA, {48, 10}, kNorth);
  UnitId d = f.infantry("Kershaw's", kCSA, {48, 17.5}, kSouth);  // 6.5" off: two increments
  UnitId beside = f.infantry("Hays'", kUSA, {53.5, 13.5}, kNorth);  // x 50.5..56.5, y 13..14
  auto b = assault_battle(f, a);
  CHECK_THAT(refusal(*b, Charge{a, d, {}}), Catch::Contains("at the falter point it would end on top of Hays'"));
  // A little farther aside, the falter point is clear: the assault goes, and stops there.
  b->place(b->unit(beside), {54.5, 13.5}, kNorth);
  b->dice.load({1, 2, 3, 3});  // falters
  act(*b, Charge{a, d, {}});
  CHECK(gap(*b, a, d) == Approx(3).margin(0.01));
}

TEST_CASE("ap assault: not across impassable ground", "[ap]") {
  Fixture f;
  UnitId a = f.infantry("Meagher's", kUSA, {48, 10}, kNorth);
  UnitId d = f.infantry("Kershaw's", kCSA, {48, 17.5}, kSouth);  // 6.5" off: two increments
  f.area("Mill pond", AreaKind::impassable, {46, 12.5}, {50, 13.5}, Cover::none, 0, false, false);
  auto b = assault_battle(f, a);
  CHECK_THAT(refusal(*b, Charge{a, d, {}}), Catch::Contains("the ground is impassable"));
}

TEST_CASE("ap assault: a routed defender's place taken only if there is room — else it stays as it stood", "[ap]") {
  // The defender routs, a friend of its close behind where it stood: no room there. The assaulter,
  // within 3" from the start, never advanced: it stays where it stood, facing as it did — not
  // turned toward the target, which there could put it on a neighbour.
  Fixture f;
  UnitId a = f.infantry("Meagher's", kUSA, {48, 20}, kNorth);
  UnitId d = f.infantry("Kershaw's", kCSA, {49, 23}, kSouth);  // 2" off, aslant: it turns to assault
  f.infantry("Semmes's", kCSA, {49, 24.6}, kSouth, kNone, 8, Quality::seasoned, Weapon::rifled, Formation::column);
  auto b = assault_battle(f, a);
  b->dice.load({4, 6, 1, 1, 3, 1, 1});  // routs (3 half-bases); Semmes's sees it (2 dice)
  act(*b, Charge{a, d, {}});
  CHECK(b->dice.scripted_left() == 0);
  CHECK(b->unit(d).status == UnitStatus::routed_off);
  CHECK(b->unit(a).position == Vec2{48, 20});
  CHECK(b->unit(a).facing == kNorth);
  CHECK(b->unit(a).disordered);
}

TEST_CASE("ap assault: mounted cavalry that falter retire D6+1\", not disordered", "[ap]") {
  Fixture f;
  UnitId a = f.cavalry("Buford's", kUSA, {48, 20}, kNorth);
  UnitId d = f.infantry("Kershaw's", kCSA, {48, 23}, kSouth);
  auto b = assault_battle(f, a);
  b->dice.load({1, 1, 3, 3, 3});  // 2 + 3 (first, mounted) against 6 + 3 (unmarked, steady infantry); 3 + 1" back
  act(*b, Charge{a, d, {}});
  CHECK(b->dice.scripted_left() == 0);
  CHECK(activity(*b, a).points == 5);
  CHECK(b->unit(a).position.y == Approx(16));
  CHECK_FALSE(b->unit(a).disordered);
}

TEST_CASE("ap assault: 5 ahead, the defender routs (D6 half-bases) and the assaulter takes its place disordered", "[ap]") {
  Fixture f;
  UnitId a = f.infantry("Meagher's", kUSA, {48, 20}, kNorth);
  UnitId d = f.infantry("Kershaw's", kCSA, {48, 23}, kSouth);
  UnitId near = f.infantry("Semmes's", kCSA, {48, 27}, kSouth, kNone, 8, Quality::seasoned, Weapon::rifled, Formation::column);
  auto b = assault_battle(f, a);
  // 10 + 3 against 2 + 1: routs; it loses 3 half-bases; Semmes's, 3" behind, sees it (2 dice).
  b->dice.load({4, 6, 1, 1, 3, 1, 1});
  act(*b, Charge{a, d, {}});
  CHECK(b->dice.scripted_left() == 0);
  CHECK(b->unit(d).status == UnitStatus::routed_off);
  CHECK(b->unit(d).stands == 5);
  CHECK(b->unit(a).position.y == Approx(23));
  CHECK(b->unit(a).disordered);
  CHECK(b->unit(a).stands == 8);
  CHECK(f.recorder.all<CloseCombat>().empty());
  const auto checks = f.recorder.all<MoraleChecked>();
  REQUIRE(checks.size() == 2);
  CHECK(checks[1].unit == near);
  // A gun routed so is lost whatever the die.
  Fixture g;
  UnitId inf = g.infantry("Meagher's", kUSA, {48, 20}, kNorth);
  UnitId gun = g.battery("Pelham's", kCSA, {48, 23}, kSouth, kNone, Weapon::rifled_guns, Formation::limbered);
  auto c = assault_battle(g, inf);
  c->dice.load({6, 6, 1, 1});
  act(*c, Charge{inf, gun, {}});
  CHECK(c->dice.scripted_left() == 0);
  CHECK(c->unit(gun).status == UnitStatus::destroyed);
}

TEST_CASE("ap assault: ahead, it goes in and the fight is fought at once", "[ap]") {
  Fixture f;
  UnitId a = f.infantry("Meagher's", kUSA, {48, 20}, kNorth);
  UnitId d = f.infantry("Kershaw's", kCSA, {48, 23}, kSouth);
  auto b = assault_battle(f, a);
  // Falter 5 + 3 against 6 + 1; fight: 6 dice (4 bases, 2 for the falter test passed) against
  // 4, no hits; the defender wins the 0-0; the assaulter's test: 5 dice, no fails: retires,
  // losing 0 and falling 2" back.
  b->dice.load({2, 3, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1});
  act(*b, Charge{a, d, {}});
  CHECK(b->dice.scripted_left() == 0);
  const auto fights = f.recorder.all<CloseCombat>();
  REQUIRE(fights.size() == 1);
  CHECK(fights[0].attacker_dice == 6);
  CHECK(fights[0].defender_dice == 4);
  CHECK(b->unit(a).position.y == Approx(22 - 0.01 - 2).margin(0.02));
  CHECK(ap::unit_state(*b, d).won_last_fight);
  CHECK_FALSE(ap::unit_state(*b, a).won_last_fight);
}

TEST_CASE("ap fight dice: a die a base, +2 (+3 Confederate) for the assault, +2 mounted in the open, +2 support rank", "[ap]") {
  struct Case { const char* what; int stands; Arm arm; Formation f; bool assaulting; Side side; int dice; };
  for (Case c : {Case{"8 half-bases", 8, Arm::infantry, Formation::line, false, kUSA, 4},
                 {"7 half-bases", 7, Arm::infantry, Formation::line, false, kUSA, 4},
                 {"5 half-bases", 5, Arm::infantry, Formation::line, false, kUSA, 3},
                 {"assaulting", 8, Arm::infantry, Formation::line, true, kUSA, 6},
                 {"assaulting, Confederate", 8, Arm::infantry, Formation::line, true, kCSA, 7},
                 {"mounted, assaulting", 8, Arm::cavalry, Formation::line, true, kUSA, 8},
                 {"mounted, assaulted", 8, Arm::cavalry, Formation::line, false, kUSA, 4},
                 {"a support rank", 8, Arm::infantry, Formation::column, false, kUSA, 6},
                 {"4 in line", 4, Arm::infantry, Formation::line, false, kUSA, 2},
                 {"4 in column: 1 base frontage", 4, Arm::infantry, Formation::column, false, kUSA, 1}}) {
    Fixture f;
    UnitId u = f.add("them", c.side, c.arm, {48, 20}, kNorth, kNone, c.stands, c.f, Quality::seasoned, Weapon::rifled);
    UnitId e = f.infantry("the enemy", c.side == kUSA ? kCSA : kUSA, {48, 23}, kSouth);
    auto b = f.battle();
    INFO(c.what);
    CHECK(ap::fight_dice(*b, params(*b), b->unit(u), b->unit(e), c.assaulting, false) == c.dice);
  }
}

TEST_CASE("ap fight dice: +1 a supporting unit within 6\" (three at most, not guns)", "[ap]") {
  const std::array<Vec2, 4> at{Vec2{38, 20}, {58, 20}, {48, 16.5}, {48, 14}};  // 4", 4", 2.5", 5" off
  for (int n = 0; n <= 4; ++n) {
    Fixture f;
    UnitId u = f.infantry("Meagher's", kUSA, {48, 20}, kNorth);
    UnitId e = f.infantry("Kershaw's", kCSA, {48, 23}, kSouth);
    for (int i = 0; i < n; ++i) f.infantry("a friend", kUSA, at[static_cast<std::size_t>(i)], kNorth);
    f.battery("Pettit's", kUSA, {53, 19}, kNorth);
    f.infantry("Cross's", kUSA, {48, 12.5}, kNorth);  // 6.5" off
    auto b = f.battle();
    INFO(n << " friends near");
    CHECK(ap::fight_dice(*b, params(*b), b->unit(u), b->unit(e), false, false) == 4 + std::min(n, 3));
  }
}

TEST_CASE("ap fight dice: -2 shaken or dismounted (once), -2 enemy in cover, -1 uphill, -3 struck in flank, at least 1", "[ap]") {
  // Meagher's (8 half-bases in line: 4 dice) against Kershaw's 2" in front.
  using Setup = std::function<void(Fixture&, Unit& u, Unit& e)>;
  auto dice_with = [](const Setup& setup, bool assaulting = false, bool flank = false) {
    Fixture f;
    UnitId u = f.infantry("Meagher's", kUSA, {48, 20}, kNorth);
    UnitId e = f.infantry("Kershaw's", kCSA, {48, 23}, kSouth);
    setup(f, f.unit(u), f.unit(e));
    auto b = f.battle();
    return ap::fight_dice(*b, params(*b), b->unit(u), b->unit(e), assaulting, flank);
  };
  Setup woods = [](Fixture& f, Unit&, Unit&) { f.woods("the West Woods", {40, 22}, {56, 30}); };
  Setup disordered = [](Fixture&, Unit& u, Unit&) { u.disordered = true; };
  Setup dismounted = [](Fixture&, Unit& u, Unit&) {
    u.arm = Arm::cavalry;
    u.dismounted = true;
  };
  CHECK(dice_with(disordered) == 2);
  CHECK(dice_with([](Fixture&, Unit& u, Unit&) { u.stands = 3; }, true) == 2);  // battered: 2 + 2 - 2
  CHECK(dice_with([](Fixture&, Unit& u, Unit&) { u.stands = u.stands_at_start = 3; }, true) == 4);
  CHECK(dice_with(dismounted) == 2);
  CHECK(dice_with([&](Fixture& f, Unit& u, Unit& e) { dismounted(f, u, e); disordered(f, u, e); }, true) == 4);  // once
  CHECK(dice_with(woods) == 2);
  CHECK(dice_with([](Fixture& f, Unit&, Unit&) {
          f.line("the sunken road", LineKind::wall, {{40, 22.2}, {56, 22.2}}, Cover::heavy);
        }) == 2);
  // Mounted cavalry in woods are not covered; nor do mounted cavalry charge "in the open" into woods.
  CHECK(dice_with([&](Fixture& f, Unit& u, Unit& e) { woods(f, u, e); e.arm = Arm::cavalry; }) == 4);
  CHECK(dice_with([&](Fixture& f, Unit& u, Unit& e) { woods(f, u, e); u.arm = Arm::cavalry; }, true) == 4);
  CHECK(dice_with([](Fixture& f, Unit&, Unit&) { f.hill("Marye's Heights", {40, 22}, {56, 30}); }) == 3);
  CHECK(dice_with([](Fixture& f, Unit&, Unit&) { f.hill("Marye's Heights", {40, 15}, {56, 30}); }) == 4);  // level
  CHECK(dice_with([](Fixture&, Unit&, Unit&) {}, false, true) == 1);  // 4 - 3
  CHECK(dice_with([](Fixture&, Unit&, Unit&) {}, true, true) == 6);   // the assaulter is not struck in flank
  CHECK(dice_with([&](Fixture& f, Unit& u, Unit& e) { woods(f, u, e); disordered(f, u, e); }, false, true) == 1);
}

TEST_CASE("ap fight dice: guns 2D6, limbered 1D6, nothing else — saves 3+ veterans, 4+ average, 5+ raw and guns", "[ap]") {
  for (Formation fm : {Formation::unlimbered, Formation::limbered}) {
    Fixture f;
    UnitId g = f.battery("Pettit's", kUSA, {48, 20}, kNorth, kNone, Weapon::rifled_guns, fm);
    UnitId e = f.infantry("Kershaw's", kCSA, {48, 23}, kSouth);
    f.infantry("Zook's", kUSA, {38, 20}, kNorth);
    f.woods("the West Woods", {40, 22}, {56, 30});
    auto b = f.battle();
    for (bool flank : {false, true})
      CHECK(ap::fight_dice(*b, params(*b), b->unit(g), b->unit(e), false, flank) == (fm == Formation::unlimbered ? 2 : 1));
  }
  ap::ApParameters p;
  Unit u;
  struct Case { Arm arm; Quality q; int save, casualties_of_36; };
  for (Case c : {Case{Arm::infantry, Quality::veteran, 3, 4}, {Arm::infantry, Quality::seasoned, 4, 6},
                 {Arm::infantry, Quality::raw, 5, 8}, {Arm::artillery, Quality::veteran, 5, 8}}) {
    u.arm = c.arm;
    u.quality = c.q;
    CHECK(ap::fight_save_target(p, u) == c.save);
    int casualties = 0;  // of each (fight die, saving die) pair: a 5+ to hit, not saved
    for (int hit = 1; hit <= 6; ++hit)
      for (int save = 1; save <= 6; ++save)
        casualties += hit >= p.whole(ap::Param::fight_hit_on) && save < ap::fight_save_target(p, u) ? 1 : 0;
    CHECK(casualties == c.casualties_of_36);
  }
}

TEST_CASE("ap fight: more casualties win — each unsaved hit a half-base — both disordered — the loser retires", "[ap]") {
  Fight s;
  auto b = s.f.battle();
  // 6 dice: 3 hits; 4 dice: 1 hit; 2 of 3 unsaved on the defender, 1 of 1 on the assaulter.
  b->dice.load({5, 6, 5, 1, 2, 3, 6, 1, 1, 1, 1, 4, 1, 3});
  // The loser (6 half-bases in line, disordered): 1 + 1 + 3 dice, no fails; retires, D6-1 of 3, 2 + 1" back.
  b->dice.load({1, 1, 1, 1, 1, 3, 2});
  fight(*b, s.a, s.d);
  CHECK(b->dice.scripted_left() == 0);
  const auto fights = s.f.recorder.all<CloseCombat>();
  REQUIRE(fights.size() == 1);
  CHECK(fights[0].defender_took == 2);  // casualties on each: the other's hits it failed to save
  CHECK(fights[0].attacker_took == 1);
  CHECK(b->unit(s.a).stands == 7);
  CHECK(b->unit(s.d).stands == 4);
  CHECK(b->unit(s.d).position.y == Approx(24.02));
  CHECK(b->unit(s.a).disordered);
  CHECK(b->unit(s.d).disordered);
  CHECK(ap::unit_state(*b, s.a).won_last_fight);
  CHECK_FALSE(ap::unit_state(*b, s.d).won_last_fight);
  const auto checks = s.f.recorder.all<MoraleChecked>();
  REQUIRE(checks.size() == 1);
  CHECK(checks[0].unit == s.d);
  CHECK(checks[0].level == 5);
}

TEST_CASE("ap fight: with disordered_before_loser_tests 0 the loser's test does not count the fight's disorder", "[ap]") {
  Fight s;
  s.f.s.rule_overrides["disordered_before_loser_tests"] = 0;
  auto b = s.f.battle();
  b->dice.load({5, 6, 5, 1, 2, 3, 6, 1, 1, 1, 1, 4, 1, 3});  // as above: the defender loses
  b->dice.load({1, 1, 1, 1, 3, 2});  // its test: 1 + 3 dice, no fails; retires
  fight(*b, s.a, s.d);
  CHECK(b->dice.scripted_left() == 0);
  const auto checks = s.f.recorder.all<MoraleChecked>();
  REQUIRE(checks.size() == 1);
  CHECK(checks[0].level == 4);
  CHECK(b->unit(s.a).disordered);  // both are disordered after it
  CHECK(b->unit(s.d).disordered);
}

TEST_CASE("ap fight: the defender wins ties (none a side, or one each)", "[ap]") {
  for (bool hits : {false, true}) {
    Fight s;
    auto b = s.f.battle();
    ap::unit_state(*b, s.d).won_last_fight = false;
    ap::unit_state(*b, s.a).won_last_fight = true;
    if (hits) b->dice.load({5, 1, 1, 1, 1, 1, 6, 1, 1, 1, 1, 1});  // a hit each, neither saved
    else b->dice.load({1, 1, 1, 1, 1, 1, 4, 4, 4, 4});
    b->dice.load({1, 1, 1, 1, 1, 1, 1});  // the assaulter's test (5 dice), D6-1 of 1, 1 + 1" back
    fight(*b, s.a, s.d);
    INFO((hits ? "one each" : "none"));
    CHECK(b->dice.scripted_left() == 0);
    CHECK(ap::unit_state(*b, s.d).won_last_fight);
    CHECK_FALSE(ap::unit_state(*b, s.a).won_last_fight);
    CHECK(b->unit(s.a).position.y == Approx(18));
    CHECK(b->unit(s.d).position.y == Approx(21.02));
    CHECK(b->unit(s.a).stands == (hits ? 7 : 8));
    CHECK(b->unit(s.d).stands == (hits ? 7 : 8));
  }
}

TEST_CASE("ap fight: wiping out the defender wins however many it lost — a gun rolls 2D6 and saves on 5+", "[ap]") {
  Fixture f;
  UnitId a = f.infantry("Meagher's", kUSA, {48, 20}, kNorth);
  UnitId gun = f.battery("Pelham's", kCSA, {48, 21.52}, kSouth);  // 2 crew
  auto b = f.battle();
  // 6 dice: 2 hits; the gun's 2: 2 hits; the gun saves neither (5+ needed on 4s); nor the brigade.
  b->dice.load({5, 6, 1, 1, 1, 1, 5, 6, 4, 4, 3, 1});
  ap::fight(*b, params(*b), b->unit(a), b->unit(gun), false);
  CHECK(b->dice.scripted_left() == 0);
  CHECK(b->unit(gun).status == UnitStatus::destroyed);
  CHECK(b->unit(a).stands == 6);
  CHECK(ap::unit_state(*b, a).won_last_fight);
  CHECK(f.recorder.all<MoraleChecked>().empty());
}

}  // namespace test_ap_assault
