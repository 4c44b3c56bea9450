// igor's charges and close combat, walked with scripted dice.
#include "igor_fixture.hpp"

#include "engine/rules/igor/charge.hpp"
#include "engine/rules/igor/close_combat.hpp"

namespace test_igor_charge {

using namespace igor_test;
using igor::CombatSituation;
using igor::Opponent;

namespace {

const double kHalfDepth = 50 / 25.4 / 2;

// Line against line, the charger's dice win: it goes in, the target stands and fires to no
// effect, loses the close combat and routs.
void load_winning_charge(Battle& b) {
  b.dice.load({6, 6,                // the charger's morale: passes
               6, 6,                // the target's morale: stands
               1, 1, 1, 1,          // its fire at short range: 4 dice, no HITs
               6, 6, 6, 1, 1, 1,    // close combat: the charger's 6 dice, 3 HITs
               6, 1, 1,             // the target's 3 dice, 1 HIT
               1, 2});              // the loser's morale: 3 - 1 (3 HITs) - 1 (lost) = 1, failed by 6
}

}  // namespace

TEST_CASE("igor close combat table: infantry 6-3 4-2 8-2 5-2, mounted cavalry 7-3 6-4 9-2 3-3", "[igor]") {
  const Opponent vs[4] = {Opponent::infantry, Opponent::mounted_cavalry, Opponent::artillery, Opponent::square};
  const int expected[2][4][2] = {{{6, 3}, {4, 2}, {8, 2}, {5, 2}}, {{7, 3}, {6, 4}, {9, 2}, {3, 3}}};
  for (int mounted = 0; mounted < 2; ++mounted)
    for (int o = 0; o < 4; ++o) {
      auto d = igor::close_combat_table(mounted == 1, vs[o]);
      CHECK(d.attacker == expected[mounted][o][0]);
      CHECK(d.defender == expected[mounted][o][1]);
    }
}

TEST_CASE("igor close combat modifiers: +3 rear support, +2 each further, +3 flank, +3 vs skirmishers, -2/-3 cover", "[igor]") {
  igor::IgorParameters p;
  CombatSituation s;  // infantry against infantry: 6 against 3
  s.attacker_supports = 1;
  CHECK(igor::close_combat_dice(p, s).attacker == 9);
  s.attacker_supports = 2;
  CHECK(igor::close_combat_dice(p, s).attacker == 11);
  s.attacker_supports = 0;
  s.defender_supports = 1;
  CHECK(igor::close_combat_dice(p, s).defender == 6);
  s.defender_supports = 0;
  s.flank_attack = true;
  CHECK(igor::close_combat_dice(p, s).attacker == 9);
  s.flank_attack = false;
  s.defender_skirmishers = true;
  CHECK(igor::close_combat_dice(p, s).attacker == 9);
  s.defender_skirmishers = false;
  s.cover = Cover::light;
  CHECK(igor::close_combat_dice(p, s).attacker == 4);
  s.cover = Cover::heavy;
  CHECK(igor::close_combat_dice(p, s).attacker == 3);
  CHECK(igor::close_combat_dice(p, s).defender == 3);
}

TEST_CASE("igor charge: who may charge, whom, and how far", "[igor]") {
  Fixture f;
  auto col = f.infantry("column", kUSA, {10, 10}, kNorth, Formation::column);
  auto skirm = f.infantry("skirmishers", kUSA, {25, 10}, kNorth, Formation::skirmish);
  auto guns = f.battery("Ricketts'", kUSA, {40, 10}, kNorth);
  auto line = f.infantry("5th Massachusetts", kUSA, {60, 10}, kNorth);
  auto near = f.infantry("4th Alabama", kCSA, {60, 20}, kSouth);
  auto far = f.infantry("6th Alabama", kCSA, {40, 35}, kSouth);
  auto aside = f.infantry("8th Georgia", kCSA, {80, 12}, kSouth);
  auto b = f.battle("charge");
  CHECK_THAT(refusal(*b, Charge{col, near, {}}), Catch::Contains("only lines charge; it is in column"));
  CHECK_THAT(refusal(*b, Charge{skirm, near, {}}), Catch::Contains("only lines charge; it is in skirmish"));
  CHECK_THAT(refusal(*b, Charge{guns, near, {}}), Catch::Contains("artillery never charges"));
  CHECK_THAT(refusal(*b, Charge{line, far, {}}), Catch::Contains("its charge reaches 15.0\""));
  CHECK_THAT(refusal(*b, Charge{line, aside, {}}), Catch::Contains("8th Georgia is not ahead of it"));
  CHECK_FALSE(b->rules->check(*b, Charge{line, near, {}}).has_value());
  b->turn = 2;
  b->unit(line).charged_on_turn = 1;
  CHECK_THAT(refusal(*b, Charge{line, near, {}}), Catch::Contains("no charges on consecutive turns"));
  b->unit(line).charged_on_turn = -100;
  b->unit(line).fired = b->unit(line).acted = true;
  CHECK_THAT(refusal(*b, Charge{line, near, {}}), Catch::Contains("it already fired this turn"));
}

TEST_CASE("igor charge: contact, the target stands and fires, close combat, the loser routs", "[igor]") {
  Fixture f;
  auto usa = f.infantry("5th Massachusetts", kUSA, {48, 10}, kNorth);
  auto csa = f.infantry("4th Alabama", kCSA, {48, 20}, kSouth);
  auto b = f.battle("charge");
  igor::unit_state(*b, usa).fired_upon_before = true;
  load_winning_charge(*b);
  act(*b, Charge{usa, csa, {}, false});  // no advance after: it stays where it made contact
  CHECK(b->dice.scripted_left() == 0);
  CHECK(b->unit(usa).position.y == Approx(20 - 2 * kHalfDepth));  // front to front
  CHECK(b->unit(usa).charged);
  CHECK(b->unit(usa).charged_on_turn == 1);
  auto combat = f.recorder.all<CloseCombat>();
  REQUIRE(combat.size() == 1);
  CHECK(combat[0].attacker_dice == 6);
  CHECK(combat[0].defender_dice == 3);
  CHECK(combat[0].defender_took == 3);
  CHECK(combat[0].attacker_took == 1);
  CHECK(b->unit(csa).routing);
  CHECK(b->unit(csa).position.y == Approx(35));  // a full charge move toward its own edge
  CHECK(b->unit(usa).hits == 1);
}

TEST_CASE("igor charge: a first look says how far a friend in the way lets the charge go, and an open way nothing", "[igor]") {
  // A friend's line stands half an inch before the charger, across its way to the 4th Alabama:
  // the charge is stopped on it, exactly where the first look (the advisor's) said.
  Fixture f;
  auto usa = f.infantry("5th Massachusetts", kUSA, {48, 10}, kNorth);
  auto friend_before = f.infantry("11th Massachusetts", kUSA, {48, 12.5}, kNorth);
  auto csa = f.infantry("4th Alabama", kCSA, {48, 20}, kSouth);
  auto open_way = f.infantry("1st Minnesota", kUSA, {30, 10}, kNorth);
  auto csa_aside = f.infantry("8th Georgia", kCSA, {30, 20}, kSouth);
  auto b = f.battle("charge");
  const Advisor& look = b->advisor();
  REQUIRE(look.charge_stopped_after(*b, b->unit(usa), b->unit(csa)).has_value());
  const double stopped = *look.charge_stopped_after(*b, b->unit(usa), b->unit(csa));
  CHECK(stopped < 0.6);
  CHECK_FALSE(look.charge_stopped_after(*b, b->unit(open_way), b->unit(csa_aside)).has_value());
  CHECK_FALSE(look.charge_stopped_after(*b, b->unit(friend_before), b->unit(csa)).has_value());
  b->dice.load({6, 6});  // the charger's morale: passes
  act(*b, Charge{usa, csa, {}, false});
  CHECK(b->dice.scripted_left() == 0);
  CHECK(b->unit(usa).position.y == Approx(10 + stopped));
  CHECK(f.recorder.all<CloseCombat>().empty());
}

TEST_CASE("igor charge: going in at a slant, the charger stops exactly where its corner meets the target", "[igor]") {
  Fixture f;
  auto usa = f.infantry("5th Massachusetts", kUSA, {44, 10}, kNorth);
  auto csa = f.infantry("4th Alabama", kCSA, {50, 20}, kSouth);
  auto b = f.battle("charge");
  igor::unit_state(*b, usa).fired_upon_before = true;
  load_winning_charge(*b);
  const OrientedRect target = b->unit(csa).footprint;  // where it stood: it routs after the combat
  act(*b, Charge{usa, csa, {}, false});
  const OrientedRect& charger = b->unit(usa).footprint;
  CHECK(b->dice.scripted_left() == 0);
  REQUIRE(f.recorder.all<CloseCombat>().size() == 1);
  REQUIRE(std::abs(turn_between(charger.facing, 0)) > 5);  // turned toward the nearest point: a slant
  // Touching, and not a hair into the target: a thousandth of an inch back they are apart.
  CHECK(charger.distance_to(target) == 0);
  OrientedRect short_of = charger;
  short_of.center = charger.center - charger.forward() * 1e-3;
  CHECK(short_of.distance_to(target) > 0);
  CHECK(short_of.distance_to(target) < 1e-3 + 1e-6);
}

TEST_CASE("igor charge: the table's edge ends a charge — the charger's centre never goes over it", "[igor]") {
  // The soak's finding, reduced (the reference battle, seed 6284): a line near the right-hand edge
  // charges one that fell back aslant into the corner, overhanging the edge; a column just behind
  // leaves the charger no room to turn, so it goes on as it faces toward the target's nearest
  // corner, which lies beyond the edge, and slides past the target's face toward it.
  Fixture f;
  auto usa = f.infantry("17th Blue", kUSA, {91.68, 11.61}, 348.69);
  f.infantry("18th Blue", kUSA, {92.54, 8.52}, 348.69, Formation::column);
  auto csa = f.infantry("17th Grey", kCSA, {94.99, 21.97}, 221.24);
  auto b = f.battle("charge");
  b->dice.load({6, 6});  // the charger's morale: passes
  act(*b, Charge{usa, csa, {}});
  CHECK(b->dice.scripted_left() == 0);
  CHECK(b->field().on_table(b->unit(usa).position));
  CHECK(b->unit(usa).position.x == Approx(96).margin(1e-6));  // it went as far as the edge
  CHECK(b->unit(usa).present());
  const auto moves = f.recorder.all<UnitMoved>();
  REQUIRE(moves.size() == 1);
  CHECK(moves[0].how == "charge blocked");
  CHECK(f.recorder.all<CloseCombat>().empty());
}

TEST_CASE("igor charge: failing its morale the charger advances half its charge move, never within 3 inches", "[igor]") {
  Fixture f;
  auto usa = f.infantry("5th Massachusetts", kUSA, {48, 10}, kNorth);
  auto csa = f.infantry("4th Alabama", kCSA, {48, 25}, kSouth);
  auto b = f.battle("charge");
  b->dice.load({1, 1});
  act(*b, Charge{usa, csa, {}});
  CHECK(b->unit(usa).position.y == Approx(17.5));
  CHECK(f.recorder.all<CloseCombat>().empty());

  Fixture g;
  auto usa2 = g.infantry("5th Massachusetts", kUSA, {48, 10}, kNorth);
  auto csa2 = g.infantry("4th Alabama", kCSA, {48, 20}, kSouth);
  auto b2 = g.battle("charge");
  b2->dice.load({1, 1});
  act(*b2, Charge{usa2, csa2, {}});
  CHECK(b2->unit(usa2).footprint.distance_to(b2->unit(csa2).footprint) >= 3);
  CHECK(b2->unit(usa2).footprint.distance_to(b2->unit(csa2).footprint) < 3.1);
}

TEST_CASE("igor receiving a charge: failing morale, the target takes a HIT and cannot fire — still in contact, more HITs gives way", "[igor]") {
  Fixture f;
  auto usa = f.infantry("5th Massachusetts", kUSA, {48, 10}, kNorth);
  auto csa = f.infantry("4th Alabama", kCSA, {48, 20}, kSouth);
  auto b = f.battle("charge");
  b->dice.load({6, 6, /* receive */ 1, 1, /* combat */ 1, 1, 1, 1, 1, 1, 1, 1, 1});
  act(*b, Charge{usa, csa, {}});
  CHECK(b->dice.scripted_left() == 0);
  CHECK(f.recorder.all<UnitFired>().empty());
  CHECK(b->unit(csa).hits == 1);
  CHECK(b->unit(csa).position.y == Approx(24));  // 4" back: it holds more HITs
  CHECK(b->unit(usa).position.y == Approx(20 - 2 * kHalfDepth));
}

TEST_CASE("igor receiving a charge: skirmishers failing by 1 or 2 fall back 10 inches with a HIT", "[igor]") {
  Fixture f;
  auto usa = f.infantry("5th Massachusetts", kUSA, {48, 10}, kNorth);
  auto csa = f.infantry("skirmishers", kCSA, {48, 20}, kSouth, Formation::skirmish);
  auto b = f.battle("charge");
  b->dice.load({6, 6, /* receive: 6, needed 7 */ 3, 3});
  act(*b, Charge{usa, csa, {}});
  CHECK(b->unit(csa).position.y == Approx(30));
  CHECK(b->unit(csa).hits == 1);
  CHECK(f.recorder.all<CloseCombat>().empty());
  auto checks = f.recorder.all<MoraleChecked>();
  REQUIRE(checks.size() == 2);
  CHECK(checks[0].modifier == 1);  // +1 charging skirmishers
}

TEST_CASE("igor receiving a charge: skirmishers failing by more than 2 take 2 HITs and fight at +3 to the charger", "[igor]") {
  Fixture f;
  auto usa = f.infantry("5th Massachusetts", kUSA, {48, 10}, kNorth);
  auto csa = f.infantry("skirmishers", kCSA, {48, 20}, kSouth, Formation::skirmish);
  auto b = f.battle("charge");
  b->dice.load({6, 6, /* receive */ 1, 1, /* combat */ 1, 1, 1, 1, 1, 1, 1, 1, 1, /* defender */ 1, 1, 1});
  act(*b, Charge{usa, csa, {}});
  CHECK(b->unit(csa).hits == 2);
  auto combat = f.recorder.all<CloseCombat>();
  REQUIRE(combat.size() == 1);
  CHECK(combat[0].attacker_dice == 9);
  CHECK(combat[0].defender_dice == 3);
}

TEST_CASE("igor receiving a charge: mounted cavalry charged by infantry rides back a full move instead of testing", "[igor]") {
  for (int evade : {1, 0}) {
    Fixture f;
    f.s.rule_overrides["cavalry_evades_infantry_charge"] = evade;
    auto usa = f.infantry("5th Massachusetts", kUSA, {48, 10}, kNorth);
    auto cav = f.cavalry("1st Virginia Cavalry", kCSA, {48, 20}, kSouth);
    auto b = f.battle("charge");
    igor::unit_state(*b, usa).fired_upon_before = true;
    if (evade) {
      b->dice.load({6, 6});  // the charger's morale; the horsemen do not test
      act(*b, Charge{usa, cav, {}});
      CHECK(b->unit(cav).position.y == Approx(30));  // a mounted line's full move, 10"
      CHECK(b->unit(cav).hits == 0);
      CHECK(f.recorder.all<MoraleChecked>().size() == 1);
      CHECK(f.recorder.all<CloseCombat>().empty());
    } else {
      b->dice.load({6, 6, /* receiving: fails */ 1, 1});
      act(*b, Charge{usa, cav, {}});
      REQUIRE(f.recorder.all<MoraleChecked>().size() >= 2);
      CHECK(f.recorder.all<MoraleChecked>()[1].reason == "receiving a charge");
    }
  }
}

TEST_CASE("igor cavalry charge: the infantry may form square first — horsemen charging a square test at -2", "[igor]") {
  Fixture f;
  auto cav = f.cavalry("1st Virginia Cavalry", kUSA, {48, 10}, kNorth);
  auto csa = f.infantry("4th Alabama", kCSA, {48, 20}, kSouth);
  auto b = f.battle("charge");
  b->dice.load({6, 6, /* cavalry morale: 8 - 2 = 6, fails */ 4, 4});
  act(*b, Charge{cav, csa, {}});
  CHECK(b->unit(csa).formation == Formation::square);
  auto checks = f.recorder.all<MoraleChecked>();
  REQUIRE(checks.size() == 2);
  CHECK(checks[0].reason == "forming square");
  CHECK(checks[1].reason == "charge");
  CHECK(checks[1].modifier == -2);
  CHECK_FALSE(checks[1].passed);
  CHECK(f.recorder.all<CloseCombat>().empty());
}

TEST_CASE("igor charge with support: a friend in command behind moves up and adds 3 dice", "[igor]") {
  Fixture f;
  auto usa = f.infantry("5th Massachusetts", kUSA, {48, 10}, kNorth);
  auto sup = f.infantry("11th Massachusetts", kUSA, {48, 6}, kNorth);
  auto off = f.infantry("1st Minnesota", kUSA, {70, 6}, kNorth);
  f.brigade("Franklin's", kUSA, {52, 8}, {usa, sup, off});
  auto csa = f.infantry("4th Alabama", kCSA, {48, 20}, kSouth);
  auto b = f.battle("charge");
  CHECK_THAT(refusal(*b, Charge{usa, csa, {off}}), Catch::Contains("1st Minnesota is not behind it"));
  b->dice.load({6, 6, /* receive */ 1, 1, /* combat */ 1, 1, 1, 1, 1, 1, 1, 1, 1, /* defender */ 1, 1, 1});
  act(*b, Charge{usa, csa, {sup}});
  auto combat = f.recorder.all<CloseCombat>();
  REQUIRE(combat.size() == 1);
  CHECK(combat[0].attacker_dice == 9);
  CHECK(b->unit(sup).position.y == Approx(6 + (b->unit(usa).position.y - 10)));
  CHECK(b->unit(sup).acted);
}

TEST_CASE("igor close combat: failing by 2 or 3 destroys unlimbered guns and drives others back a charge move", "[igor]") {
  Fixture f;
  auto usa = f.infantry("5th Massachusetts", kUSA, {48, 10}, kNorth);
  auto guns = f.battery("Latham's", kCSA, {48, 10 + 2 * kHalfDepth}, kSouth);
  auto usa2 = f.infantry("11th Massachusetts", kUSA, {20, 10}, kNorth);
  auto csa = f.infantry("4th Alabama", kCSA, {20, 10 + 2 * kHalfDepth}, kSouth);
  auto b = f.battle("charge");
  const auto& p = params(*b);
  // 8 dice against guns, 2 HITs; the gunners' 2 dice miss; 6 - 2 (2 HITs, lost) = 4: failed by 3.
  b->dice.load({6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 3, 3});
  igor::fight_close_combat(*b, p, b->unit(usa), b->unit(guns), {});
  CHECK(b->unit(guns).status == UnitStatus::destroyed);
  b->dice.load({6, 6, 1, 1, 1, 1, 1, 1, 1, 3, 3});
  igor::fight_close_combat(*b, p, b->unit(usa2), b->unit(csa), {});
  CHECK(b->unit(csa).present());
  CHECK_FALSE(b->unit(csa).routing);
  CHECK(b->unit(csa).position.y == Approx(10 + 2 * kHalfDepth + 15));
}

TEST_CASE("igor close combat: failing by 1 costs the loser one more HIT, skirmishers two", "[igor]") {
  Fixture f;
  auto usa = f.infantry("5th Massachusetts", kUSA, {48, 10}, kNorth);
  auto csa = f.infantry("4th Alabama", kCSA, {48, 10 + 2 * kHalfDepth}, kSouth, Formation::line, Quality::veteran);
  auto b = f.battle("charge");
  b->dice.load({6, 1, 1, 1, 1, 1, 1, 1, 1, 3, 3});  // 6 - 1 = 5 against veteran 5: failed by 1
  igor::fight_close_combat(*b, params(*b), b->unit(usa), b->unit(csa), {});
  CHECK(b->unit(csa).hits == 2);
  CHECK(b->unit(csa).present());
}

}  // namespace test_igor_charge
