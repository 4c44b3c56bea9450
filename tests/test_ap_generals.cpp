// ap generals: a risk roll (6 kills) and the fallen general's replacement (1-2 none, 3-4 one
// grade worse, 5-6 the same); the generals with a unit in a fight at risk when it takes
// casualties, when it routs (after a falter test or a lost fight) and when it is destroyed.
#include <vector>

#include "tests/ap_fixture.hpp"

#include "engine/rules/ap/assault.hpp"
#include "engine/rules/ap/generals.hpp"

namespace test_ap_generals {

using namespace ap_test;

TEST_CASE("ap generals: a risk roll kills on a 6 — the fallen is replaced on a D6 - 1-2 none, 3-4 a grade worse, 5-6 as good", "[ap]") {
  for (Quality q : {Quality::veteran, Quality::seasoned, Quality::raw})
    for (int risk = 1; risk <= 6; ++risk)
      for (int replace = 1; replace <= (risk == 6 ? 6 : 1); ++replace) {
        Fixture f;
        FormationId div = f.division("Hancock's", kUSA, {48, 16}, q);
        f.infantry("Meagher's", kUSA, {48, 20}, kNorth, div);
        auto b = f.battle();
        b->dice.load({risk});
        if (risk == 6) b->dice.load({replace});
        INFO(name_of(q) << " general, risk " << risk << ", replacement " << replace);
        CHECK(ap::risk_roll(*b, params(*b), b->commander(0), "falls") == (risk == 6));
        CHECK(b->dice.scripted_left() == 0);
        CHECK(b->commander(0).alive == (risk < 6));
        CHECK(f.recorder.all<CommanderFell>().size() == (risk == 6 ? 1u : 0u));
        const bool replaced = risk == 6 && replace >= 3;
        REQUIRE(b->commanders.size() == (replaced ? 2u : 1u));
        if (!replaced) continue;
        const Commander& c = b->commander(1);
        const Quality worse = q == Quality::veteran ? Quality::seasoned : Quality::raw;
        CHECK(c.quality == (replace <= 4 ? worse : q));
        CHECK(c.alive);
        CHECK(c.commands == div);
        CHECK(c.side == kUSA);
        CHECK(b->oob.node(div).commander == 1);
        CHECK(c.position.x == Approx(48));
        CHECK(c.position.y == Approx(18.5));  // 1" behind its brigade
        const auto records = f.recorder.all<CommanderReplaced>();
        REQUIRE(records.size() == 1);
        CHECK(records[0].fallen == 0);
        CHECK(records[0].replacement == 1);
      }
  Fixture f;  // a division with no brigade left on the table: no one to stand beside
  f.division("Hancock's", kUSA, {48, 16});
  auto b = f.battle();
  b->dice.load({6, 6});
  CHECK(ap::risk_roll(*b, params(*b), b->commander(0), "falls"));
  CHECK(b->commanders.size() == 1);
}

TEST_CASE("ap generals in a fight: one with a unit that takes casualties rolls, others not — the new one steadies it", "[ap]") {
  Fixture f;
  FormationId div = f.division("Hancock's", kUSA, {48, 18});
  UnitId a = f.infantry("Meagher's", kUSA, {48, 20}, kNorth, div);
  UnitId d = f.infantry("Kershaw's", kCSA, {48, 21.02}, kSouth);
  auto b = f.battle();
  // A hit each, unsaved: a tie the defender wins. Hancock rolls 6 and falls; a 5: as good a man
  // stands 1" behind Meagher's and takes 2 dice off its test (7 half-bases in line, disordered,
  // lost: 5 - 2); no fails: it retires 1 + 1".
  b->dice.load({5, 1, 1, 1, 1, 1, 6, 1, 1, 1, 1, 1, 6, 5, 1, 1, 1, 1, 1});
  fight(*b, a, d);
  CHECK(b->dice.scripted_left() == 0);
  CHECK_FALSE(b->commander(0).alive);
  REQUIRE(b->commanders.size() == 2);
  const auto checks = f.recorder.all<MoraleChecked>();
  REQUIRE(checks.size() == 1);
  CHECK(checks[0].level == 3);
  CHECK(b->unit(a).position.y == Approx(18));
  // Generals 3.5" off, and one with a unit that took nothing, do not roll.
  Fixture g;
  g.division("Hancock's", kUSA, {48, 16});
  g.division("McLaws's", kCSA, {48, 24});  // 2.48" behind Kershaw's
  UnitId ga = g.infantry("Meagher's", kUSA, {48, 20}, kNorth);
  UnitId gd = g.infantry("Kershaw's", kCSA, {48, 21.02}, kSouth);
  auto c = g.battle();
  c->dice.load({1, 1, 1, 1, 1, 1, 5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1});
  fight(*c, ga, gd);
  CHECK(c->dice.scripted_left() == 0);
  CHECK(g.recorder.throws_for("general's risk") == 0);
}

TEST_CASE("ap generals at risk when their unit routs: falter rout, and rout after the fight", "[ap]") {
  {
    Fixture f;
    UnitId a = f.infantry("Meagher's", kUSA, {48, 20}, kNorth);
    UnitId d = f.infantry("Kershaw's", kCSA, {48, 23}, kSouth);
    f.division("McLaws's", kCSA, {48, 26});  // with Kershaw's: its +2 box
    auto b = assault_battle(f, a);
    b->dice.load({6, 6, 1, 1, 6, 2, 1});  // 15 against 5: routs; McLaws falls, no one replaces him; 1 lost
    act(*b, Charge{a, d, {}});
    CHECK(b->dice.scripted_left() == 0);
    CHECK_FALSE(b->commander(0).alive);
    CHECK(b->commanders.size() == 1);
    CHECK(b->unit(d).status == UnitStatus::routed_off);
  }
  Fixture f;
  f.division("McLaws's", kCSA, {48, 24});
  UnitId a = f.infantry("Meagher's", kUSA, {48, 20}, kNorth);
  UnitId d = f.infantry("Kershaw's", kCSA, {48, 21.02}, kSouth);
  auto b = f.battle();
  // 3 hits, none back, none saved: a risk roll for the casualties; Kershaw's (5 half-bases)
  // tests 1 + 1 + 3 - 2 dice, 3 fails: routs losing 1; a risk roll for the rout.
  b->dice.load({5, 5, 5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 4, 5, 6, 1, 2});
  fight(*b, a, d);
  CHECK(b->dice.scripted_left() == 0);
  CHECK(f.recorder.throws_for("general's risk") == 2);
  CHECK(b->unit(d).status == UnitStatus::routed_off);
  CHECK(b->unit(d).stands == 4);
}

TEST_CASE("ap generals at risk when their unit is destroyed in the fight (risk type 3)", "[ap]") {
  // Kershaw's, 2 half-bases, wiped out with McLaws beside it: a risk roll for the casualties
  // (type 5) and another for the unit destroyed in fighting (type 3), as when it routs (b056949).
  Fixture f;
  f.division("McLaws's", kCSA, {48, 24});
  UnitId a = f.infantry("Meagher's", kUSA, {48, 20}, kNorth);
  UnitId d = f.infantry("Kershaw's", kCSA, {48, 21.02}, kSouth, kNone, 2);
  auto b = f.battle();
  b->dice.load({5, 5, 1, 1, 1, 1, 1, 1, 1, 1, 1});
  fight(*b, a, d);
  CHECK(b->unit(d).status == UnitStatus::destroyed);
  CHECK(f.recorder.throws_for("general's risk") == 2);
  CHECK(b->dice.scripted_left() == 0);
}

}  // namespace test_ap_generals
