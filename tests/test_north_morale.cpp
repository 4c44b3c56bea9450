// north: the morale toss of a unit hit — 1-2 rallies, 3-4 loses a stand or falls back (by
// morale_choice), 5-6 both; its modifiers; removal below three stands; falling back 10" (cavalry
// 15") toward the home edge, re-formed in column or limbered, a battery's crew leaving the field;
// the general's rally attempt (1-3 off the toss, 5 captured in melee, 6 killed) and the orders
// toss of a brigade whose general was killed.
#include <array>
#include <string>

#include "tests/north_fixture.hpp"

#include "engine/rules/north/morale.hpp"

namespace test_north_morale {

using namespace north_test;
using nr::Combat;
using nr::MoraleResult;

namespace {

void morale(Battle& b, UnitId u, Combat c = Combat::fire) { nr::check_morale(b, params(b), b.unit(u), c); }

// A seasoned (4-stand) USA regiment at (48, 20) in a brigade whose general stands at `general`
// (2.5" behind it at (48, 17); 7.5" at (48, 12)).
struct BrigadeFixture {
  Fixture f;
  UnitId unit = kNone;
  FormationId brigade = kNone;
  BrigadeFixture(Vec2 general, std::string order = "advance", Quality q = Quality::seasoned) {
    unit = f.infantry("44th New York", kUSA, {48, 20}, kNorth, q);
    brigade = f.brigade("Butterfield's", kUSA, general, {unit}, std::move(order));
    f.infantry("18th North Carolina", kCSA, {48, 40}, kSouth);
  }
  CommanderId general() const { return f.general_of(brigade); }
};

}  // namespace

TEST_CASE("north morale result: 2 or less rallies, 3-4 a stand or fall back, 5 or more both", "[north]") {
  nr::NorthParameters p;
  for (int total = -3; total <= 2; ++total) CHECK(nr::morale_result(p, total) == MoraleResult::rallies);
  CHECK(nr::morale_result(p, 3) == MoraleResult::stand_or_fall_back);
  CHECK(nr::morale_result(p, 4) == MoraleResult::stand_or_fall_back);
  for (int total = 5; total <= 9; ++total) CHECK(nr::morale_result(p, total) == MoraleResult::both);
}

TEST_CASE("north morale result: sixths of each result for every total modifier", "[north]") {
  nr::NorthParameters p;
  // {rallies, stand or fall back, both} out of six, worked out by hand from 1-2 / 3-4 / 5-6.
  struct Row { int modifier, rallies, middle, both; };
  for (Row r : {Row{+2, 0, 2, 4}, {+1, 1, 2, 3}, {0, 2, 2, 2}, {-1, 3, 2, 1}, {-2, 4, 2, 0}, {-3, 5, 1, 0}}) {
    std::array<int, 3> count{};
    for (int face = 1; face <= 6; ++face) ++count[static_cast<std::size_t>(nr::morale_result(p, face + r.modifier))];
    INFO("modifier " << r.modifier);
    CHECK(count[0] == r.rallies);
    CHECK(count[1] == r.middle);
    CHECK(count[2] == r.both);
  }
}

TEST_CASE("north morale modifiers: artillery -1 under fire and +1 in melee — cover -1 under fire — skirmishers +2 in melee", "[north]") {
  Fixture f;
  f.woods("Kinney's woods", {60, 15}, {90, 30});
  UnitId inf = f.infantry("44th New York", kUSA, {20, 20}, kNorth);
  UnitId guns = f.battery("Martin's battery", kUSA, {35, 20}, kNorth);
  UnitId skirmishers = f.infantry("Berdan's", kUSA, {48, 20}, kNorth, Quality::seasoned, Formation::skirmish);
  UnitId in_woods = f.infantry("12th New York", kUSA, {70, 20}, kNorth);
  UnitId guns_in_woods = f.battery("Benson's battery", kUSA, {82, 20}, kNorth);
  auto b = f.battle();
  const auto& p = params(*b);
  CHECK(nr::morale_modifier(*b, p, b->unit(inf), Combat::fire) == 0);
  CHECK(nr::morale_modifier(*b, p, b->unit(inf), Combat::melee) == 0);
  CHECK(nr::morale_modifier(*b, p, b->unit(guns), Combat::fire) == -1);
  CHECK(nr::morale_modifier(*b, p, b->unit(guns), Combat::melee) == 1);
  CHECK(nr::morale_modifier(*b, p, b->unit(in_woods), Combat::fire) == -1);
  CHECK(nr::morale_modifier(*b, p, b->unit(in_woods), Combat::melee) == 0);
  CHECK(nr::morale_modifier(*b, p, b->unit(skirmishers), Combat::fire) == -1);  // skirmishers count as in cover
  CHECK(nr::morale_modifier(*b, p, b->unit(skirmishers), Combat::melee) == 2);
  CHECK(nr::morale_modifier(*b, p, b->unit(guns_in_woods), Combat::fire) == -2);
}

TEST_CASE("north morale: each face of the toss, no general near", "[north]") {
  for (int face = 1; face <= 6; ++face) {
    Fixture f;
    UnitId u = f.infantry("44th New York", kUSA, {48, 20}, kNorth);  // 4 stands, in no brigade
    auto b = f.battle("musketry");
    b->dice.load({face});
    morale(*b, u);
    INFO("face " << face);
    CHECK(b->dice.scripted_left() == 0);
    const Unit& unit = b->unit(u);
    auto checks = f.recorder.all<MoraleChecked>();
    REQUIRE(checks.size() == 1);
    CHECK(checks[0].roll == face);
    CHECK(checks[0].passed == (face <= 2));
    if (face <= 2) {  // rallies: no effect
      CHECK(unit.stands == 4);
      CHECK(unit.position.y == Approx(20));
      CHECK(unit.formation == Formation::line);
    } else if (face <= 4) {  // stands and loses a stand
      CHECK(unit.stands == 3);
      CHECK(unit.position.y == Approx(20));
      CHECK(unit.formation == Formation::line);
      CHECK(unit.footprint.width == Approx(4.5));
      REQUIRE(f.recorder.all<HitsTaken>().size() == 1);
      CHECK(f.recorder.all<HitsTaken>()[0].stands);
    } else {  // both
      CHECK(unit.stands == 3);
      CHECK(unit.position.y == Approx(10));
      CHECK(unit.formation == Formation::column);
    }
    CHECK(f.recorder.all<FellBack>().size() == (face >= 5 ? 1u : 0u));
  }
}

TEST_CASE("north morale: the modifiers move the toss, cover under fire", "[north]") {
  Fixture f;
  f.woods("Kinney's woods", {30, 15}, {66, 30});
  UnitId u = f.infantry("44th New York", kUSA, {48, 20}, kNorth);
  auto b = f.battle("musketry");
  b->dice.load({3, 5});
  morale(*b, u);  // 3 - 1: rallies
  CHECK(b->unit(u).stands == 4);
  morale(*b, u, Combat::melee);  // 5, no cover in melee: both
  CHECK(b->unit(u).stands == 3);
  CHECK(b->unit(u).position.y == Approx(10));
  CHECK(b->dice.scripted_left() == 0);
}

TEST_CASE("north morale choice on 3-4: 0 loses a stand, 1 falls back, 2 by orders", "[north]") {
  struct Case {
    int choice;
    const char* order;
    Quality q;
    bool falls_back;
  };
  for (Case c : {Case{0, "advance", Quality::seasoned, false}, {1, "advance", Quality::seasoned, true},
                 {2, "advance", Quality::seasoned, false}, {2, "attack", Quality::seasoned, false},
                 {2, "hold", Quality::seasoned, false}, {2, "withdraw", Quality::seasoned, true},
                 {2, "retire", Quality::seasoned, true},
                 {2, "advance", Quality::raw, true}}) {  // a stand lost would remove it
    BrigadeFixture bf({48, 5}, c.order, c.q);  // the general 14.5" away: no rally
    bf.f.s.rule_overrides["morale_choice"] = c.choice;
    auto b = bf.f.battle("musketry");
    const int stands = b->unit(bf.unit).stands;
    b->dice.load({3});
    morale(*b, bf.unit);
    INFO("morale_choice " << c.choice << ", " << c.order << ", " << stands << " stands");
    CHECK(b->dice.scripted_left() == 0);
    const Unit& u = b->unit(bf.unit);
    CHECK(u.present());
    CHECK(u.stands == (c.falls_back ? stands : stands - 1));
    CHECK(u.position.y == Approx(c.falls_back ? 10.0 : 20.0));
    CHECK(u.formation == (c.falls_back ? Formation::column : Formation::line));
  }
}

TEST_CASE("north removal: a 3-stand unit that loses a stand is removed", "[north]") {
  {
    Fixture f;
    UnitId u = f.infantry("5th New York Militia", kUSA, {48, 20}, kNorth, Quality::raw);
    auto b = f.battle("musketry");
    REQUIRE(b->unit(u).stands == 3);
    b->dice.load({5});  // both: the stand lost removes it before it can fall back
    morale(*b, u);
    CHECK_FALSE(b->unit(u).present());
    CHECK(b->unit(u).status == UnitStatus::destroyed);
    CHECK(b->unit(u).stands == 2);
    CHECK(b->unit(u).position.y == Approx(20));
    CHECK(f.recorder.all<LeftField>().size() == 1);
  }
  {
    Fixture f;
    f.s.rule_overrides["morale_choice"] = 0;
    UnitId u = f.infantry("5th New York Militia", kUSA, {48, 20}, kNorth, Quality::raw);
    auto b = f.battle("musketry");
    b->dice.load({4});
    morale(*b, u);
    CHECK(b->unit(u).status == UnitStatus::destroyed);
  }
  {
    Fixture f;
    UnitId u = f.infantry("44th New York", kUSA, {48, 20}, kNorth);
    auto b = f.battle("musketry");
    nr::lose_stand(*b, params(*b), b->unit(u));  // 4 to 3: it fights on
    CHECK(b->unit(u).present());
    nr::lose_stand(*b, params(*b), b->unit(u));  // 3 to 2: removed
    CHECK(b->unit(u).status == UnitStatus::destroyed);
  }
}

TEST_CASE("north fall back: 10\" toward its own edge, facing kept, re-formed in column", "[north]") {
  Fixture f;
  UnitId usa = f.infantry("44th New York", kUSA, {30, 20}, kNorth);
  UnitId csa = f.infantry("18th North Carolina", kCSA, {60, 30}, kSouth);
  auto b = f.battle();
  nr::fall_back(*b, params(*b), b->unit(usa), "morale");
  nr::fall_back(*b, params(*b), b->unit(csa), "morale");
  CHECK(b->unit(usa).position.y == Approx(10));
  CHECK(b->unit(usa).position.x == Approx(30));
  CHECK(b->unit(usa).facing == Approx(kNorth));
  CHECK(b->unit(usa).formation == Formation::column);
  CHECK(b->unit(csa).position.y == Approx(40));
  CHECK(b->unit(csa).facing == Approx(kSouth));
  CHECK(b->unit(csa).formation == Formation::column);
  auto fell = f.recorder.all<FellBack>();
  REQUIRE(fell.size() == 2);
  CHECK(fell[0].distance == 10);
}

TEST_CASE("north fall back: mounted cavalry 15\", cavalry on foot 10\" as infantry", "[north]") {
  Fixture f;
  UnitId cav = f.cavalry("6th Pennsylvania Cavalry", kUSA, {30, 20}, kNorth);
  UnitId dis = f.dismounted("5th US Cavalry", kUSA, {60, 20}, kNorth);
  auto b = f.battle();
  nr::fall_back(*b, params(*b), b->unit(cav), "morale");
  nr::fall_back(*b, params(*b), b->unit(dis), "morale");
  CHECK(b->unit(cav).position.y == Approx(5));
  CHECK(b->unit(cav).formation == Formation::column);
  CHECK(b->unit(dis).position.y == Approx(10));
  CHECK(b->unit(dis).formation == Formation::column);
}

TEST_CASE("north fall back: past friends in the way until there is room — off the table it has routed off", "[north]") {
  Fixture f;
  UnitId u = f.infantry("44th New York", kUSA, {48, 20}, kNorth);
  f.infantry("12th New York", kUSA, {48, 10}, kNorth);  // a line from y = 9.5 to 10.5
  UnitId near_edge = f.infantry("16th Michigan", kUSA, {20, 6}, kNorth);
  auto b = f.battle();
  nr::fall_back(*b, params(*b), b->unit(u), "morale");
  CHECK(b->unit(u).position.y == Approx(7.5));  // the column (4" deep) clear of the line behind it
  nr::fall_back(*b, params(*b), b->unit(near_edge), "morale");
  CHECK(b->unit(near_edge).status == UnitStatus::routed_off);
}

TEST_CASE("north fall back: a battery's crew falling back leaves the field (artillery_crews_leave_guns 1)", "[north]") {
  {
    Fixture f;
    UnitId g = f.battery("Martin's battery", kUSA, {48, 20}, kNorth);
    auto b = f.battle();
    nr::fall_back(*b, params(*b), b->unit(g), "morale");
    CHECK(b->unit(g).status == UnitStatus::routed_off);
    CHECK(b->unit(g).position.y == Approx(20));
    CHECK(f.recorder.all<FellBack>().size() == 1);
  }
  {
    Fixture f;
    f.s.rule_overrides["artillery_crews_leave_guns"] = 0;
    UnitId g = f.battery("Martin's battery", kUSA, {48, 20}, kNorth);
    auto b = f.battle();
    nr::fall_back(*b, params(*b), b->unit(g), "morale");
    CHECK(b->unit(g).present());
    CHECK(b->unit(g).position.y == Approx(10));
    CHECK(b->unit(g).formation == Formation::limbered);
  }
}

TEST_CASE("north morale: a battery loses crew stands, and its crew leaves the gun when the last would go", "[north]") {
  Fixture f;
  UnitId g = f.battery("Martin's battery", kUSA, {48, 20}, kNorth);  // 2 crew stands
  auto b = f.battle("musketry");
  b->dice.load({4});  // 4 - 1 artillery under fire = 3: a crew stand
  morale(*b, g);
  CHECK(b->unit(g).stands == 1);
  CHECK(b->unit(g).present());
  b->dice.load({5});  // 4: a stand would remove it, so its crew falls back and leaves the gun
  morale(*b, g);
  CHECK(b->unit(g).status == UnitStatus::routed_off);
  CHECK(b->dice.scripted_left() == 0);

  Fixture h;
  h.s.rule_overrides["morale_choice"] = 0;
  UnitId g2 = h.battery("Benson's battery", kUSA, {48, 20}, kNorth, Quality::raw);  // 1 crew stand
  auto c = h.battle("melee");
  c->dice.load({2});  // 2 + 1 artillery in melee = 3: it loses its last crew stand
  morale(*c, g2, Combat::melee);
  CHECK(c->unit(g2).status == UnitStatus::destroyed);
  CHECK(c->unit(g2).left_how == "lost the last of its crew; the gun is left where it stood");
}

TEST_CASE("north general's rally: 1-3 come off the morale toss, 4 does nothing", "[north]") {
  for (int rally = 1; rally <= 4; ++rally) {
    BrigadeFixture bf({48, 17});
    auto b = bf.f.battle("musketry");
    b->dice.load({rally, 5});
    morale(*b, bf.unit);
    INFO("general's die " << rally);
    CHECK(b->dice.scripted_left() == 0);
    CHECK(bf.f.recorder.throws_for("general's rally attempt") == 1);
    auto checks = bf.f.recorder.all<MoraleChecked>();
    REQUIRE(checks.size() == 1);
    const int off = rally <= 3 ? rally : 0;
    CHECK(checks[0].modifier == -off);
    const int total = 5 - off;  // 4, 3, 2, 5
    const Unit& u = b->unit(bf.unit);
    CHECK(u.stands == (total <= 2 ? 4 : 3));
    CHECK(u.position.y == Approx(total >= 5 ? 10.0 : 20.0));
    CHECK(b->commander(bf.general()).alive);
  }
}

TEST_CASE("north general's rally: 5 captures him only in a melee", "[north]") {
  for (Combat c : {Combat::fire, Combat::melee}) {
    BrigadeFixture bf({48, 17});
    auto b = bf.f.battle(c == Combat::fire ? "musketry" : "melee");
    b->dice.load({5, 2});  // no help either way: 2 rallies
    morale(*b, bf.unit, c);
    CHECK(b->dice.scripted_left() == 0);  // no orders toss for a captured general
    CHECK(b->commander(bf.general()).alive == (c == Combat::fire));
    CHECK(b->oob.node(bf.brigade).standing_order == "advance");
    CHECK(bf.f.recorder.all<MoraleChecked>().at(0).modifier == 0);
    if (c == Combat::melee) {
      REQUIRE(bf.f.recorder.all<CommanderFell>().size() == 1);
      CHECK(bf.f.recorder.all<CommanderFell>()[0].how == "is captured in the melee");
    }
  }
}

TEST_CASE("north general's rally: 6 kills him and his brigade tosses for its orders", "[north]") {
  BrigadeFixture bf({48, 17}, "hold");
  auto b = bf.f.battle("musketry");
  b->dice.load({6, 1, 3});  // killed; orders 1: withdraw; morale 3, no help: withdrawing, it falls back
  morale(*b, bf.unit);
  CHECK(b->dice.scripted_left() == 0);
  CHECK_FALSE(b->commander(bf.general()).alive);
  REQUIRE(bf.f.recorder.all<CommanderFell>().size() == 1);
  CHECK(bf.f.recorder.all<CommanderFell>()[0].how == "is killed rallying his men");
  CHECK(b->oob.node(bf.brigade).standing_order == "withdraw");
  CHECK(bf.f.recorder.throws_for("brigade orders after its general fell") == 1);
  CHECK(bf.f.recorder.all<MoraleChecked>().at(0).modifier == 0);
  CHECK(b->unit(bf.unit).stands == 4);
  CHECK(b->unit(bf.unit).position.y == Approx(10));
}

TEST_CASE("north general's rally: no die when he is more than 6\" off, or generals_rally is 0", "[north]") {
  {
    BrigadeFixture bf({48, 12});  // 7.5" from the regiment's rear edge
    auto b = bf.f.battle("musketry");
    b->dice.load({5});
    morale(*b, bf.unit);
    CHECK(b->dice.scripted_left() == 0);
    CHECK(bf.f.recorder.throws_for("general's rally attempt") == 0);
  }
  {
    BrigadeFixture bf({48, 13.6});  // 5.9"
    auto b = bf.f.battle("musketry");
    b->dice.load({4, 5});
    morale(*b, bf.unit);
    CHECK(b->dice.scripted_left() == 0);
    CHECK(bf.f.recorder.throws_for("general's rally attempt") == 1);
  }
  {
    BrigadeFixture bf({48, 17});
    bf.f.s.rule_overrides["generals_rally"] = 0;
    auto b = bf.f.battle("musketry");
    b->dice.load({5});
    morale(*b, bf.unit);
    CHECK(b->dice.scripted_left() == 0);
    CHECK(bf.f.recorder.throws_for("general's rally attempt") == 0);
  }
}

TEST_CASE("north general's rally: the army commander rallies when the brigade's general is out of reach", "[north]") {
  BrigadeFixture bf({48, 5});
  CommanderId porter = bf.f.army_commander("Porter", kUSA, {52, 17});
  auto b = bf.f.battle("musketry");
  b->dice.load({3, 5});
  morale(*b, bf.unit);
  CHECK(bf.f.recorder.all<MoraleChecked>().at(0).modifier == -3);
  b->dice.load({6, 1});  // the army commander killed: no orders toss for anyone
  morale(*b, bf.unit);
  CHECK(b->dice.scripted_left() == 0);
  CHECK_FALSE(b->commander(porter).alive);
  CHECK(b->commander(bf.general()).alive);
  CHECK(b->oob.node(bf.brigade).standing_order == "advance");
  CHECK(bf.f.recorder.throws_for("brigade orders after its general fell") == 0);
}

TEST_CASE("north general's rally: the brigade's own general, when near, tries before the army commander", "[north]") {
  BrigadeFixture bf({48, 17});
  CommanderId porter = bf.f.army_commander("Porter", kUSA, {52, 17});
  auto b = bf.f.battle("musketry");
  b->dice.load({6, 4, 1});  // the brigade's general killed; orders 4 + 1 advancing: advance
  morale(*b, bf.unit);
  CHECK(b->dice.scripted_left() == 0);
  CHECK_FALSE(b->commander(bf.general()).alive);
  CHECK(b->commander(porter).alive);
  CHECK(b->oob.node(bf.brigade).standing_order == "advance");
}

TEST_CASE("north orders after a general is killed: 1-2 withdraw, 3-4 hold, 5-6 advance, for every total", "[north]") {
  nr::NorthParameters p;
  const char* want[] = {"withdraw", "withdraw", "withdraw", "withdraw", "hold", "hold", "advance", "advance", "advance"};
  for (int total = -1; total <= 7; ++total) {
    INFO("total " << total);
    CHECK(nr::orders_after_general_killed(p, total) == want[total + 1]);
  }
}

TEST_CASE("north orders after a general is killed: -1 if withdrawing, +1 if advancing, every face", "[north]") {
  struct Case {
    const char* order;
    std::array<const char*, 6> after;  // for faces 1-6, worked out by hand
  };
  for (const Case& c : {Case{"advance", {"withdraw", "hold", "hold", "advance", "advance", "advance"}},
                        Case{"attack", {"withdraw", "hold", "hold", "advance", "advance", "advance"}},
                        Case{"hold", {"withdraw", "withdraw", "hold", "hold", "advance", "advance"}},
                        Case{"withdraw", {"withdraw", "withdraw", "withdraw", "hold", "hold", "advance"}},
                        Case{"retire", {"withdraw", "withdraw", "withdraw", "hold", "hold", "advance"}}}) {
    for (int face = 1; face <= 6; ++face) {
      BrigadeFixture bf({48, 17}, c.order);
      auto b = bf.f.battle("musketry");
      b->dice.load({6, face, 1});
      morale(*b, bf.unit);
      INFO(c.order << ", orders face " << face);
      CHECK(b->dice.scripted_left() == 0);
      CHECK(b->oob.node(bf.brigade).standing_order == c.after[static_cast<std::size_t>(face - 1)]);
      auto issued = bf.f.recorder.all<OrderIssued>();
      REQUIRE(issued.size() == 1);
      CHECK(issued[0].formation == bf.brigade);
    }
  }
}

}  // namespace test_north_morale
