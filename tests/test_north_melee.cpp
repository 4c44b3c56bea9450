// north: charges and the melee — a charge on an accomplishment toss ending in contact, the melee
// phase's one die per target (+1 the first round, skirmishers hit without a die), what a unit in
// melee may not do, and withdrawing from it (or skirmishers falling back) on a toss.
#include <algorithm>
#include <vector>

#include "tests/north_fixture.hpp"

#include "engine/rules/north/combat.hpp"
#include "engine/rules/north/movement.hpp"

namespace test_north_melee {

using namespace north_test;
using nr::Combat;

TEST_CASE("north charge: on a pass the charger ends touching the target, facing it", "[north]") {
  Fixture f;
  UnitId a = f.infantry("25th New York", kUSA, {46, 20}, kNorth);
  UnitId t = f.infantry("18th North Carolina", kCSA, {49, 24}, kSouth);  // 3" off, a little to the right
  auto b = f.battle("activation");
  b->dice.load({4});
  act(*b, Charge{a, t, {}});
  CHECK(b->dice.scripted_left() == 0);
  const Unit& u = b->unit(a);
  CHECK(u.charged);
  CHECK(u.acted);
  CHECK(gap(*b, a, t) < 0.05);
  CHECK(nr::in_melee(*b, u));
  CHECK(u.facing == Approx(bearing(Vec2{46, 20}, Vec2{49, 24})));
  auto moved = f.recorder.all<UnitMoved>();
  REQUIRE(moved.size() == 1);
  CHECK(moved[0].how == "charges");
  CHECK_THAT(refusal(*b, Move{a, {46, 18}, kNorth}), Catch::Contains("25th New York cannot move"));
}

TEST_CASE("north charge: only deployed infantry and cavalry, within a move, may charge", "[north]") {
  Fixture f;
  UnitId g = f.battery("Martin's battery", kUSA, {10, 20}, kNorth);
  UnitId s = f.infantry("Berdan's", kUSA, {30, 20}, kNorth, Quality::seasoned, Formation::skirmish);
  UnitId col = f.infantry("Column", kUSA, {50, 20}, kNorth, Quality::seasoned, Formation::column);
  UnitId far = f.infantry("Too far", kUSA, {70, 20}, kNorth);  // front edge 20.5, 6" short of the target
  UnitId cav = f.cavalry("6th Pennsylvania Cavalry", kUSA, {88, 20}, kNorth);
  UnitId t1 = f.infantry("1st", kCSA, {10, 23}, kSouth);
  UnitId t2 = f.infantry("2nd", kCSA, {30, 24}, kSouth);
  UnitId t3 = f.infantry("3rd", kCSA, {50, 25}, kSouth);
  UnitId t4 = f.infantry("4th", kCSA, {70, 27}, kSouth);
  UnitId t5 = f.infantry("5th", kCSA, {88, 27}, kSouth);  // 6": within a horseman's 10"
  auto b = f.battle("activation");
  CHECK_THAT(refusal(*b, Charge{g, t1, {}}), Catch::Contains("artillery may not move into contact"));
  CHECK_THAT(refusal(*b, Charge{s, t2, {}}), Catch::Contains("skirmishers may not charge"));
  CHECK_THAT(refusal(*b, Charge{col, t3, {}}), Catch::Contains("only deployed infantry and cavalry charge"));
  CHECK_THAT(refusal(*b, Charge{far, t4, {}}), Catch::Contains("6.0\" away and it moves 5\""));
  CHECK(b->rules->check(*b, Charge{cav, t5, {}}) == std::nullopt);
}

TEST_CASE("north melee: after a charge the attacker's one die gets +1 for the first round", "[north]") {
  for (int face = 1; face <= 6; ++face) {
    Fixture f;
    UnitId a = f.infantry("25th New York", kUSA, {48, 20}, kNorth);
    UnitId t = f.infantry("18th North Carolina", kCSA, {48, 24}, kSouth);
    auto b = f.battle("activation");
    b->dice.load({4});
    act(*b, Charge{a, t, {}});
    b->phase = "melee";
    const bool hit = face + 1 >= 5;
    if (hit) b->dice.load({face, 1});
    else b->dice.load({face});
    end_phase(*b, "melee");
    INFO("face " << face);
    CHECK(b->dice.scripted_left() == 0);
    CHECK(f.recorder.throws_for("melee") == 1);
    auto combats = f.recorder.all<CloseCombat>();
    REQUIRE(combats.size() == 1);
    CHECK(combats[0].attacker == a);
    CHECK(combats[0].defender == t);
    CHECK(combats[0].attacker_dice == 1);
    CHECK(combats[0].defender_took == (hit ? 1 : 0));
    CHECK(f.recorder.throws_for("morale toss") == (hit ? 1 : 0));
  }
}

TEST_CASE("north melee: a melee already joined hits on 5-6 — only the phasing side attacks", "[north]") {
  for (int face = 1; face <= 6; ++face) {
    Fixture f;
    UnitId a = f.infantry("25th New York", kUSA, {48, 20}, kNorth);
    UnitId t = f.infantry("18th North Carolina", kCSA, {48, 21}, kSouth);  // touching
    f.battery("Latham's battery", kCSA, {20, 21}, kSouth);
    f.battery("Martin's battery", kUSA, {20, 18}, kNorth);                // touching; artillery never attacks
    auto b = f.battle("melee");
    const bool hit = face >= 5;
    if (hit) b->dice.load({face, 1});
    else b->dice.load({face});
    end_phase(*b, "melee", kUSA);
    INFO("face " << face);
    CHECK(b->dice.scripted_left() == 0);
    auto combats = f.recorder.all<CloseCombat>();
    REQUIRE(combats.size() == 1);
    CHECK(combats[0].attacker == a);
    CHECK(combats[0].defender == t);
    CHECK(combats[0].defender_took == (hit ? 1 : 0));
  }
}

TEST_CASE("north melee: two units attacking one enemy throw one die, +1", "[north]") {
  Fixture f;
  UnitId a = f.infantry("25th New York", kUSA, {45, 23}, kNorth);
  UnitId a2 = f.infantry("44th New York", kUSA, {51, 23}, kNorth);
  UnitId t = f.infantry("18th North Carolina", kCSA, {48, 24}, kSouth);  // its front touches both
  auto b = f.battle("melee");
  b->dice.load({4, 2});  // 4 + 1 hits; morale 2 rallies
  end_phase(*b, "melee");
  CHECK(b->dice.scripted_left() == 0);
  CHECK(f.recorder.throws_for("melee") == 1);
  auto combats = f.recorder.all<CloseCombat>();
  REQUIRE(combats.size() == 1);
  CHECK((combats[0].attacker == a || combats[0].attacker == a2));
  CHECK(combats[0].defender == t);
  CHECK(combats[0].defender_took == 1);
}

TEST_CASE("north melee: mounted cavalry charging an enemy in cover hit only on a 6", "[north]") {
  int hits = 0;
  for (int face = 1; face <= 6; ++face) {
    Fixture f;
    f.woods("Kinney's woods", {30, 23.5}, {66, 34});
    UnitId c = f.cavalry("6th Pennsylvania Cavalry", kUSA, {48, 18}, kNorth);
    UnitId t = f.infantry("18th North Carolina", kCSA, {48, 24}, kSouth);  // in the wood, 5" off
    auto b = f.battle("activation");
    b->dice.load({3});  // 3 + 1 for cover against 4 stands: passes
    act(*b, Charge{c, t, {}});
    REQUIRE(b->unit(c).charged);
    CHECK(modifier_of(*b, {c}, t, Combat::melee) == -1);
    b->phase = "melee";
    const bool hit = face == 6;
    if (hit) b->dice.load({face, 1});
    else b->dice.load({face});
    end_phase(*b, "melee");
    INFO("face " << face);
    CHECK(b->dice.scripted_left() == 0);
    CHECK(f.recorder.all<CloseCombat>().at(0).defender_took == (hit ? 1 : 0));
    hits += hit ? 1 : 0;
  }
  CHECK(hits == 1);
}

TEST_CASE("north melee: skirmishers attacked in melee are hit without a die", "[north]") {
  Fixture f;
  UnitId a = f.infantry("25th New York", kUSA, {48, 20}, kNorth);
  UnitId s = f.infantry("Skirmishers", kCSA, {48, 22.5}, kSouth, Quality::seasoned, Formation::skirmish);  // 1" off
  auto b = f.battle("activation");
  b->dice.load({4});
  act(*b, Charge{a, s, {}});
  b->phase = "melee";
  b->dice.load({1});  // the morale toss only: 1 + 2 skirmishers in melee = 3, a stand lost
  end_phase(*b, "melee");
  CHECK(b->dice.scripted_left() == 0);
  CHECK(f.recorder.throws_for("melee") == 0);
  auto combats = f.recorder.all<CloseCombat>();
  REQUIRE(combats.size() == 1);
  CHECK(combats[0].attacker_dice == 0);
  CHECK(combats[0].defender_took == 1);
  CHECK(f.recorder.all<MoraleChecked>().back().modifier == 2);
  CHECK(b->unit(s).stands == 3);
}

TEST_CASE("north melee: a unit in melee may not move, change formation, charge or fire", "[north]") {
  Fixture f;
  UnitId a = f.infantry("25th New York", kUSA, {48, 20}, kNorth);
  f.infantry("18th North Carolina", kCSA, {48, 21}, kSouth);  // touching
  UnitId other = f.infantry("28th North Carolina", kCSA, {56, 30}, kSouth);
  auto b = f.battle("activation");
  CHECK_THAT(refusal(*b, Move{a, {48, 17}, kNorth}), Catch::Contains("in melee with 18th North Carolina"));
  CHECK_THAT(refusal(*b, ChangeFormation{a, Formation::column}), Catch::Contains("in melee"));
  CHECK_THAT(refusal(*b, Charge{a, other, {}}), Catch::Contains("in melee"));
  b->phase = "musketry";
  CHECK_THAT(refusal(*b, Fire{a, other}), Catch::Contains("in melee"));
}

// The search looks only at the enemies the grid finds near; the one named must still be the
// first in unit order, though the other stands in a cell searched before its own.
TEST_CASE("north melee: a unit touching two enemies is in melee with the first of them in unit order", "[north]") {
  Fixture f;
  UnitId a = f.infantry("25th New York", kUSA, {48, 24}, kNorth);
  f.infantry("18th North Carolina", kCSA, {53.5, 25}, kSouth);  // touching its right front corner
  f.infantry("28th North Carolina", kCSA, {42.5, 25}, kSouth);  // and its left, one 12" cell west
  auto b = f.battle("activation");
  CHECK_THAT(refusal(*b, Move{a, {48, 21}, kNorth}), Catch::Contains("in melee with 18th North Carolina"));
  std::vector<UnitId> touching;
  nr::enemies_in_contact(*b, b->unit(a), touching);
  CHECK(touching.size() == 2);
  CHECK(std::is_sorted(touching.begin(), touching.end()));
}

TEST_CASE("north melee: a unit withdraws with FallBack on a pass, 10\" back in column — failing, it fights on and may not try again", "[north]") {
  for (auto [face, withdraws] : {std::pair{4, true}, {5, false}}) {
    Fixture f;
    UnitId a = f.infantry("25th New York", kUSA, {48, 20}, kNorth);  // 4 stands
    UnitId t = f.infantry("18th North Carolina", kCSA, {48, 21}, kSouth);
    auto b = f.battle("activation");
    b->dice.load({face});
    act(*b, FallBack{a});
    INFO("face " << face);
    CHECK(b->dice.scripted_left() == 0);
    CHECK(f.recorder.all<MoraleChecked>().at(0).test == "an accomplishment toss");
    const Unit& u = b->unit(a);
    CHECK(u.acted == withdraws);
    if (!withdraws) CHECK_THAT(refusal(*b, FallBack{a}), Catch::Contains("already failed a toss"));
    CHECK(u.position.y == Approx(withdraws ? 10.0 : 20.0));
    CHECK(u.formation == (withdraws ? Formation::column : Formation::line));
    CHECK(nr::in_melee(*b, u) == !withdraws);
    CHECK(b->unit(t).position.y == Approx(21));
  }
}

TEST_CASE("north melee: FallBack is only for a unit in melee, or skirmishers", "[north]") {
  Fixture f;
  UnitId a = f.infantry("25th New York", kUSA, {48, 20}, kNorth);
  UnitId s = f.infantry("Berdan's", kUSA, {20, 20}, kNorth, Quality::seasoned, Formation::skirmish);
  f.infantry("18th North Carolina", kCSA, {48, 40}, kSouth);
  auto b = f.battle("activation");
  CHECK_THAT(refusal(*b, FallBack{a}), Catch::Contains("only a unit in melee withdraws"));
  b->dice.load({4});
  act(*b, FallBack{s});
  CHECK(b->dice.scripted_left() == 0);
  CHECK(b->unit(s).position.y == Approx(10));
  CHECK(b->unit(s).formation == Formation::column);
}

TEST_CASE("north skirmishers failing their toss to fall back stay as they are, free to move but not to try again", "[north]") {
  Fixture f;
  UnitId s = f.infantry("Berdan's", kUSA, {20, 20}, kNorth, Quality::seasoned, Formation::skirmish);
  f.infantry("18th North Carolina", kCSA, {48, 40}, kSouth);
  auto b = f.battle("activation");
  b->dice.load({5});  // over its 4 stands
  act(*b, FallBack{s});
  CHECK(b->dice.scripted_left() == 0);
  CHECK(b->unit(s).position.y == Approx(20));
  CHECK(b->unit(s).formation == Formation::skirmish);
  CHECK_THAT(refusal(*b, FallBack{s}), Catch::Contains("already failed a toss"));
  act(*b, Move{s, {20, 25}, kNorth});
  CHECK(b->unit(s).position.y == Approx(25));
}

}  // namespace test_north_melee
