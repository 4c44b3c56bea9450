// north: combat by category — artillery in its phase, then musketry — with one die for all the
// units attacking a target, hitting on 5+ after the modifiers (each enumerated alone); batteries at
// long range against cover hitting only together; and the sequence: the Confederates first, each
// arm firing only in its own phase. Charges and melee are in test_north_melee.cpp.
#include <algorithm>
#include <vector>

#include "tests/north_fixture.hpp"

#include "engine/rules/north/combat.hpp"
#include "engine/rules/north/movement.hpp"

namespace test_north_combat {

using namespace north_test;
using nr::Combat;

TEST_CASE("north combat die: a hit on 5 or more after modifiers", "[north]") {
  nr::NorthParameters p;
  CHECK(nr::is_hit(p, 5, 0));
  CHECK(nr::is_hit(p, 6, 0));
  CHECK_FALSE(nr::is_hit(p, 4, 0));
  CHECK(nr::is_hit(p, 4, 1));
  CHECK_FALSE(nr::is_hit(p, 5, -1));
  CHECK(nr::is_hit(p, 6, -1));
  CHECK_FALSE(nr::is_hit(p, 6, -2));
  CHECK(nr::is_hit(p, 1, 4));
  for (int modifier = -3; modifier <= 5; ++modifier) {
    int hits = 0;
    for (int face = 1; face <= 6; ++face) hits += nr::is_hit(p, face, modifier) ? 1 : 0;
    INFO("modifier " << modifier);
    CHECK(hits == std::clamp(2 + modifier, 0, 6));
  }
}

TEST_CASE("north combat modifiers: none between deployed infantry in the open — +1 an extra attacker", "[north]") {
  Fixture f;
  UnitId a = f.infantry("44th New York", kUSA, {48, 20}, kNorth);
  UnitId a2 = f.infantry("12th New York", kUSA, {40, 20}, kNorth);
  UnitId a3 = f.infantry("16th Michigan", kUSA, {56, 20}, kNorth);
  UnitId t = f.infantry("18th North Carolina", kCSA, {48, 26}, kSouth);
  auto b = f.battle();
  CHECK(modifier_of(*b, {a}, t, Combat::fire) == 0);
  CHECK(modifier_of(*b, {a}, t, Combat::melee) == 0);
  CHECK(modifier_of(*b, {a, a2}, t, Combat::fire) == 1);
  CHECK(modifier_of(*b, {a, a2, a3}, t, Combat::fire) == 2);
  CHECK(modifier_of(*b, {a, a2}, t, Combat::melee) == 1);
}

TEST_CASE("north combat modifiers: -1 target behind cover (woods or a fence), under fire and in melee", "[north]") {
  Fixture f;
  f.woods("Kinney's woods", {30, 25}, {66, 34});
  f.line("Rail fence", LineKind::fence, {{70, 25.2}, {90, 25.2}}, Cover::light);
  UnitId a = f.infantry("44th New York", kUSA, {48, 20}, kNorth);
  UnitId in_woods = f.infantry("18th North Carolina", kCSA, {48, 26}, kSouth);
  UnitId a2 = f.infantry("12th New York", kUSA, {80, 20}, kNorth);
  UnitId behind_fence = f.infantry("28th North Carolina", kCSA, {80, 26}, kSouth);  // front edge 0.3" from it
  auto b = f.battle();
  CHECK(modifier_of(*b, {a}, in_woods, Combat::fire) == -1);
  CHECK(modifier_of(*b, {a}, in_woods, Combat::melee) == -1);
  CHECK(modifier_of(*b, {a2}, behind_fence, Combat::fire) == -1);
  CHECK(modifier_of(*b, {a2}, behind_fence, Combat::melee) == -1);
}

TEST_CASE("north combat modifiers: skirmishers count as behind cover under fire only", "[north]") {
  Fixture f;
  UnitId a = f.infantry("44th New York", kUSA, {48, 20}, kNorth);
  UnitId t = f.infantry("Skirmishers", kCSA, {48, 26}, kSouth, Quality::seasoned, Formation::skirmish);
  auto b = f.battle();
  CHECK(modifier_of(*b, {a}, t, Combat::fire) == -1);
  CHECK(modifier_of(*b, {a}, t, Combat::melee) == 0);
}

TEST_CASE("north combat modifiers: +1 target not deployed, a column or limbered guns", "[north]") {
  Fixture f;
  UnitId a = f.infantry("44th New York", kUSA, {48, 20}, kNorth);
  UnitId column = f.infantry("18th North Carolina", kCSA, {48, 27}, kSouth, Quality::seasoned, Formation::column);
  UnitId a2 = f.infantry("12th New York", kUSA, {70, 20}, kNorth);
  UnitId limbered = f.battery("Latham's battery", kCSA, {70, 27}, kSouth, Quality::seasoned, Formation::limbered);
  auto b = f.battle();
  CHECK(modifier_of(*b, {a}, column, Combat::fire) == 1);
  CHECK(modifier_of(*b, {a}, column, Combat::melee) == 1);
  CHECK(modifier_of(*b, {a2}, limbered, Combat::fire) == 1);
}

TEST_CASE("north combat modifiers: +1 mounted cavalry under fire, not in melee nor dismounted", "[north]") {
  Fixture f;
  UnitId a = f.infantry("44th New York", kUSA, {48, 20}, kNorth);
  UnitId mounted = f.cavalry("1st North Carolina Cavalry", kCSA, {48, 26}, kSouth);
  UnitId a2 = f.infantry("12th New York", kUSA, {70, 20}, kNorth);
  UnitId dismounted = f.dismounted("2nd North Carolina Cavalry", kCSA, {70, 26}, kSouth);
  auto b = f.battle();
  CHECK(modifier_of(*b, {a}, mounted, Combat::fire) == 1);
  CHECK(modifier_of(*b, {a}, mounted, Combat::melee) == 0);
  CHECK(modifier_of(*b, {a2}, dismounted, Combat::fire) == 0);
}

TEST_CASE("north combat modifiers: -1 mounted cavalry attacking in melee — +1 the first round of a melee", "[north]") {
  Fixture f;
  UnitId cav = f.cavalry("6th Pennsylvania Cavalry", kUSA, {48, 20}, kNorth);
  UnitId dis = f.dismounted("5th US Cavalry", kUSA, {70, 20}, kNorth);
  UnitId a = f.infantry("44th New York", kUSA, {26, 20}, kNorth);
  UnitId t = f.infantry("18th North Carolina", kCSA, {48, 26}, kSouth);
  UnitId t2 = f.infantry("28th North Carolina", kCSA, {70, 26}, kSouth);
  UnitId t3 = f.infantry("37th North Carolina", kCSA, {26, 26}, kSouth);
  auto b = f.battle();
  CHECK(modifier_of(*b, {cav}, t, Combat::melee) == -1);
  CHECK(modifier_of(*b, {cav}, t, Combat::fire) == 0);  // mounted cavalry's carbines take no -1
  CHECK(modifier_of(*b, {dis}, t2, Combat::melee) == 0);
  b->unit(a).charged = true;
  CHECK(modifier_of(*b, {a}, t3, Combat::melee) == 1);
  CHECK(modifier_of(*b, {a}, t3, Combat::fire) == 0);
  b->unit(cav).charged = true;
  CHECK(modifier_of(*b, {cav}, t, Combat::melee) == 0);  // -1 mounted, +1 first round
}

TEST_CASE("north combat modifiers: -1 artillery firing from over 24\"", "[north]") {
  Fixture f;
  UnitId near = f.battery("Martin's battery", kUSA, {30, 2}, kNorth);  // front edge at y = 3.5
  UnitId far = f.battery("Benson's battery", kUSA, {66, 2}, kNorth);
  UnitId t_near = f.infantry("18th North Carolina", kCSA, {30, 27.5}, kSouth);  // near edge at y = 27: 23.5"
  UnitId t_far = f.infantry("28th North Carolina", kCSA, {66, 28.5}, kSouth);   // near edge at y = 28: 24.5"
  auto b = f.battle();
  CHECK(modifier_of(*b, {near}, t_near, Combat::fire) == 0);
  CHECK(modifier_of(*b, {far}, t_far, Combat::fire) == -1);
  CHECK(modifier_of(*b, {near, far}, t_far, Combat::fire) == 0);  // both beyond 24": -1, and +1 the second battery
  CHECK(modifier_of(*b, {far, near}, t_near, Combat::fire) == 1);  // the nearer battery is within 24": no -1
}

TEST_CASE("north combat modifiers: -1 skirmishers firing after crossing an obstacle or rough ground", "[north]") {
  Fixture f;
  UnitId s = f.infantry("Berdan's", kUSA, {48, 20}, kNorth, Quality::seasoned, Formation::skirmish);
  UnitId t = f.infantry("18th North Carolina", kCSA, {48, 30}, kSouth);
  auto b = f.battle();
  CHECK(modifier_of(*b, {s}, t, Combat::fire) == 0);
  nr::unit_state(*b, s).tried |= nr::kCrossedRough;
  CHECK(modifier_of(*b, {s}, t, Combat::fire) == -1);
}

TEST_CASE("north musketry: one unit fires — 5-6 hits and the target tosses for morale", "[north]") {
  for (int face = 1; face <= 6; ++face) {
    Fixture f;
    UnitId a = f.infantry("44th New York", kUSA, {48, 20}, kNorth);
    UnitId t = f.infantry("18th North Carolina", kCSA, {48, 26}, kSouth);
    auto b = f.battle("musketry");
    act(*b, Fire{a, t});
    CHECK(b->dice.rolls_made() == 0);  // fire is resolved when the phase ends
    const bool hit = face >= 5;
    if (hit) b->dice.load({face, 1});  // the morale toss: 1 rallies
    else b->dice.load({face});
    end_phase(*b, "musketry");
    INFO("face " << face);
    CHECK(b->dice.scripted_left() == 0);
    auto fired = f.recorder.all<UnitFired>();
    REQUIRE(fired.size() == 1);
    CHECK(fired[0].unit == a);
    CHECK(fired[0].range == "musketry");
    CHECK(fired[0].dice == 1);
    CHECK(fired[0].hits == (hit ? 1 : 0));
    CHECK(f.recorder.throws_for("morale toss") == (hit ? 1 : 0));
    CHECK(b->unit(t).stands == 4);
    CHECK_THAT(refusal(*b, Fire{a, t}), Catch::Contains("already fired this turn"));
  }
}

TEST_CASE("north musketry: two units firing at one target throw ONE die, +1", "[north]") {
  for (int face = 1; face <= 6; ++face) {
    Fixture f;
    UnitId a = f.infantry("44th New York", kUSA, {44, 20}, kNorth);
    UnitId a2 = f.infantry("12th New York", kUSA, {52, 20}, kNorth);
    UnitId t = f.infantry("18th North Carolina", kCSA, {48, 26}, kSouth);
    auto b = f.battle("musketry");
    act(*b, Fire{a2, t});
    act(*b, Fire{a, t});
    const bool hit = face + 1 >= 5;
    if (hit) b->dice.load({face, 2});  // morale 2: rallies
    else b->dice.load({face});
    end_phase(*b, "musketry");
    INFO("face " << face);
    CHECK(b->dice.scripted_left() == 0);
    CHECK(f.recorder.throws_for("fire") == 1);
    auto fired = f.recorder.all<UnitFired>();
    REQUIRE(fired.size() == 2);
    CHECK(fired[0].unit == a2);  // the first to declare throws the die
    CHECK(fired[0].dice == 1);
    CHECK(fired[0].joined == kNone);
    CHECK(fired[1].unit == a);
    CHECK(fired[1].dice == 0);
    CHECK(fired[1].joined == a2);
    CHECK(fired[0].hits == (hit ? 1 : 0));
    CHECK(fired[1].hits == (hit ? 1 : 0));
    CHECK(f.recorder.throws_for("morale toss") == (hit ? 1 : 0));
  }
}

TEST_CASE("north musketry: the target's modifiers through a whole phase, every face", "[north]") {
  enum class Kind { column, mounted, in_woods, skirmishers };
  for (auto [kind, modifier] : {std::pair{Kind::column, 1}, {Kind::mounted, 1}, {Kind::in_woods, -1}, {Kind::skirmishers, -1}}) {
    int hits = 0;
    for (int face = 1; face <= 6; ++face) {
      Fixture f;
      f.woods("Kinney's woods", {30, 25.5}, {66, 34});
      const double x = kind == Kind::in_woods ? 48 : 20;  // only the one in the woods stands in them
      UnitId a = f.infantry("44th New York", kUSA, {x, 20}, kNorth);  // front edge at y = 20.5
      // Each target's front edge at y = 25.5, 5" off.
      UnitId t = kind == Kind::column ? f.infantry("18th North Carolina", kCSA, {x, 27.5}, kSouth, Quality::seasoned, Formation::column)
                 : kind == Kind::mounted ? f.cavalry("1st North Carolina Cavalry", kCSA, {x, 26}, kSouth)
                 : kind == Kind::skirmishers
                     ? f.infantry("Skirmishers", kCSA, {x, 26.5}, kSouth, Quality::seasoned, Formation::skirmish)
                     : f.infantry("18th North Carolina", kCSA, {x, 26}, kSouth);
      auto b = f.battle("musketry");
      REQUIRE(gap(*b, a, t) == Approx(5.0));
      REQUIRE(modifier_of(*b, {a}, t, Combat::fire) == modifier);
      act(*b, Fire{a, t});
      const bool hit = face + modifier >= 5;
      if (hit) b->dice.load({face, 1});  // morale 1 rallies, whatever its modifier
      else b->dice.load({face});
      end_phase(*b, "musketry");
      INFO("target kind " << static_cast<int>(kind) << ", face " << face);
      CHECK(b->dice.scripted_left() == 0);
      CHECK(f.recorder.all<UnitFired>().at(0).hits == (hit ? 1 : 0));
      hits += hit ? 1 : 0;
    }
    CHECK(hits == 2 + modifier);
  }
}

TEST_CASE("north musketry: two targets, a die each, in the order they were first fired at", "[north]") {
  Fixture f;
  UnitId a = f.infantry("44th New York", kUSA, {40, 20}, kNorth);
  UnitId a2 = f.infantry("12th New York", kUSA, {56, 20}, kNorth);
  UnitId a3 = f.infantry("16th Michigan", kUSA, {48, 20}, kNorth);
  UnitId t = f.infantry("18th North Carolina", kCSA, {40, 26}, kSouth);
  UnitId t2 = f.infantry("28th North Carolina", kCSA, {54, 26}, kSouth);
  auto b = f.battle("musketry");
  act(*b, Fire{a2, t2});
  act(*b, Fire{a, t});
  act(*b, Fire{a3, t2});
  b->dice.load({3, 4});  // t2: 3 + 1 = 4 misses; t: 4 misses
  end_phase(*b, "musketry");
  CHECK(b->dice.scripted_left() == 0);
  auto fired = f.recorder.all<UnitFired>();
  REQUIRE(fired.size() == 3);
  CHECK(fired[0].target == t2);
  CHECK(fired[1].target == t2);
  CHECK(fired[1].joined == a2);
  CHECK(fired[2].target == t);
  CHECK(fired[2].dice == 1);
}

TEST_CASE("north artillery: long range against cover - one battery never hits, two only on a 6", "[north]") {
  for (int batteries : {1, 2}) {
    int hits = 0;
    for (int face = 1; face <= 6; ++face) {
      Fixture f;
      f.woods("Kinney's woods", {30, 30}, {66, 40});
      UnitId b1 = f.battery("Martin's battery", kUSA, {44, 2}, kNorth);
      UnitId b2 = f.battery("Benson's battery", kUSA, {52, 2}, kNorth);
      UnitId t = f.infantry("18th North Carolina", kCSA, {48, 30.5}, kSouth);  // in the wood's edge, 26.5" off
      auto b = f.battle("artillery");
      REQUIRE(modifier_of(*b, {b1}, t, Combat::fire) == -2);
      act(*b, Fire{b1, t});
      if (batteries == 2) act(*b, Fire{b2, t});
      const bool hit = face - 2 + (batteries - 1) >= 5;
      if (hit) b->dice.load({face, 1});  // morale: 1 - 1 cover = 0, rallies
      else b->dice.load({face});
      end_phase(*b, "artillery");
      INFO(batteries << " batteries, face " << face);
      CHECK(b->dice.scripted_left() == 0);
      auto fired = f.recorder.all<UnitFired>();
      REQUIRE(fired.size() == static_cast<std::size_t>(batteries));
      CHECK(fired[0].range == "long");
      CHECK(fired[0].hits == (hit ? 1 : 0));
      hits += hit ? 1 : 0;
    }
    CHECK(hits == (batteries == 1 ? 0 : 1));
  }
}

TEST_CASE("north artillery: at 24\" or less it is effective range", "[north]") {
  Fixture f;
  UnitId g = f.battery("Martin's battery", kUSA, {48, 2}, kNorth);
  UnitId t = f.infantry("18th North Carolina", kCSA, {48, 20}, kSouth);
  auto b = f.battle("artillery");
  act(*b, Fire{g, t});
  b->dice.load({5, 1});
  end_phase(*b, "artillery");
  CHECK(b->dice.scripted_left() == 0);
  auto fired = f.recorder.all<UnitFired>();
  REQUIRE(fired.size() == 1);
  CHECK(fired[0].range == "effective");
  CHECK(fired[0].hits == 1);
}

TEST_CASE("north categories never combine: batteries and muskets at one target are two dice", "[north]") {
  Fixture f;
  UnitId g = f.battery("Martin's battery", kUSA, {40, 10}, kNorth);
  UnitId a = f.infantry("44th New York", kUSA, {52, 20}, kNorth);
  UnitId t = f.infantry("18th North Carolina", kCSA, {48, 26}, kSouth);
  auto b = f.battle("artillery");
  act(*b, Fire{g, t});
  b->dice.load({4});  // 4, alone: a miss
  end_phase(*b, "artillery");
  b->phase = "musketry";
  act(*b, Fire{a, t});
  b->dice.load({4});  // 4, alone again: no +1 for the battery that fired before
  end_phase(*b, "musketry");
  CHECK(b->dice.scripted_left() == 0);
  CHECK(f.recorder.throws_for("fire") == 2);
  for (const auto& r : f.recorder.all<UnitFired>()) CHECK(r.joined == kNone);
}

TEST_CASE("north sequence: artillery fires only in the artillery phase, infantry and cavalry only in musketry", "[north]") {
  Fixture f;
  UnitId g = f.battery("Martin's battery", kUSA, {44, 8}, kNorth);
  UnitId a = f.infantry("44th New York", kUSA, {56, 20}, kNorth);
  UnitId c = f.cavalry("6th Pennsylvania Cavalry", kUSA, {70, 20}, kNorth);
  UnitId t = f.infantry("18th North Carolina", kCSA, {56, 26}, kSouth);
  UnitId t2 = f.infantry("28th North Carolina", kCSA, {70, 26}, kSouth);
  auto b = f.battle("musketry");
  CHECK(refusal(*b, Fire{g, t}) ==
        "Martin's battery cannot fire: artillery does not fire in the musketry phase (north: combat: then musketry)");
  act(*b, Fire{a, t});
  act(*b, Fire{c, t2});
  b->phase = "artillery";
  CHECK_THAT(refusal(*b, Fire{a, t}), Catch::Contains("infantry does not fire in the artillery phase"));
  CHECK_THAT(refusal(*b, Fire{c, t2}), Catch::Contains("cavalry does not fire in the artillery phase"));
  act(*b, Fire{g, t});
  b->phase = "activation";
  CHECK_THAT(refusal(*b, Fire{g, t}), Catch::Contains("it is the activation phase"));
  b->phase = "melee";
  CHECK_THAT(refusal(*b, Fire{g, t}), Catch::Contains("it is the melee phase"));
}

TEST_CASE("north sequence: the side named CSA plays first when confederates_first is 1", "[north]") {
  {
    Fixture f;
    f.s.first = kUSA;
    auto b = f.battle();
    CHECK(b->rules->first_player(*b) == kCSA);
  }
  {
    Fixture f;
    f.s.side_names = {"CSA", "USA"};
    f.s.first = 1;
    auto b = f.battle();
    CHECK(b->rules->first_player(*b) == 0);
  }
  {
    Fixture f;
    f.s.rule_overrides["confederates_first"] = 0;
    f.s.first = kUSA;
    auto b = f.battle();
    CHECK(b->rules->first_player(*b) == kUSA);
  }
  Fixture f;
  auto b = f.battle();
  const auto& turn = b->rules->sequence().player_turn;
  REQUIRE(turn.size() == 4);
  CHECK(turn[0].name == "activation");
  CHECK(turn[1].name == "artillery");
  CHECK(turn[2].name == "musketry");
  CHECK(turn[3].name == "melee");
}

TEST_CASE("north fire: only deployed units, in range, in front, not in melee", "[north]") {
  Fixture f;
  UnitId col = f.infantry("Column", kUSA, {10, 20}, kNorth, Quality::seasoned, Formation::column);
  UnitId a = f.infantry("44th New York", kUSA, {30, 20}, kNorth);    // front edge at y = 20.5
  UnitId cav = f.cavalry("6th Pennsylvania Cavalry", kUSA, {50, 20}, kNorth);
  UnitId dis = f.dismounted("5th US Cavalry", kUSA, {70, 20}, kNorth);
  UnitId m = f.infantry("In melee", kUSA, {88, 20}, kNorth);
  f.infantry("Melee foe", kCSA, {88, 21}, kSouth);                    // touching it
  UnitId t_col = f.infantry("18th North Carolina", kCSA, {10, 30}, kSouth);
  UnitId at_179 = f.infantry("28th North Carolina", kCSA, {30, 38.9}, kSouth);  // 17.9"
  UnitId at_182 = f.infantry("37th North Carolina", kCSA, {38, 39.1}, kSouth);  // 18.2", a little to the right
  UnitId at_119 = f.infantry("7th North Carolina", kCSA, {50, 32.9}, kSouth);   // 11.9" from the horsemen
  UnitId at_121 = f.infantry("33rd North Carolina", kCSA, {70, 33.1}, kSouth);  // 12.1" from the dismounted
  UnitId behind = f.infantry("Behind", kCSA, {30, 10}, kSouth);
  auto b = f.battle("musketry");
  CHECK_THAT(refusal(*b, Fire{col, t_col}), Catch::Contains("only deployed units fire"));
  CHECK(b->rules->check(*b, Fire{a, at_179}) == std::nullopt);
  CHECK_THAT(refusal(*b, Fire{a, at_182}), Catch::Contains("beyond its 18\" range"));
  CHECK(b->rules->check(*b, Fire{cav, at_119}) == std::nullopt);
  CHECK_THAT(refusal(*b, Fire{cav, at_179}), Catch::Contains("beyond its 12\" range"));
  CHECK(b->rules->check(*b, Fire{dis, at_121}) == std::nullopt);  // cavalry on foot reach 18"
  CHECK_THAT(refusal(*b, Fire{a, behind}), Catch::Contains("not in front of it"));
  CHECK_THAT(refusal(*b, Fire{m, at_182}), Catch::Contains("in melee"));
}

TEST_CASE("north fire: skirmishers fire after a move of 5\", not after more", "[north]") {
  Fixture f;
  UnitId s = f.infantry("Berdan's", kUSA, {30, 10}, kNorth, Quality::seasoned, Formation::skirmish);
  UnitId s2 = f.infantry("Bucktails", kUSA, {60, 10}, kNorth, Quality::seasoned, Formation::skirmish);
  UnitId t = f.infantry("18th North Carolina", kCSA, {30, 30}, kSouth);
  UnitId t2 = f.infantry("28th North Carolina", kCSA, {60, 30}, kSouth);
  auto b = f.battle("activation");
  act(*b, Move{s, {30, 15}, kNorth});
  act(*b, Move{s2, {60, 16}, kNorth});
  b->phase = "musketry";
  act(*b, Fire{s, t});
  CHECK_THAT(refusal(*b, Fire{s2, t2}), Catch::Contains("skirmishers that moved over 5\" do not fire"));
}

}  // namespace test_north_combat
