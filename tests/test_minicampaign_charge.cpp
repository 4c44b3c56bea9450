// minicampaign: charges (a move to within 3"), the engaged zone, and the opposed charge
// resolution with its retreat, rout and stragglers, and attached generals.
#include "tests/minicampaign_fixture.hpp"

#include "engine/rules/minicampaign/activation.hpp"
#include "engine/rules/minicampaign/charge.hpp"

namespace test_minicampaign_charge {

using namespace mini_test;
using mc::ChargeLoss;

TEST_CASE("minicampaign charge resolution: lower retreats, less than half routs, a tie turns the charger back", "[minicampaign]") {
  mc::MiniParameters p;
  CHECK(mc::charge_loss(p, 6, 3, true) == ChargeLoss::none);
  CHECK(mc::charge_loss(p, 3, 6, false) == ChargeLoss::retreat);  // 3 is not less than half of 6
  CHECK(mc::charge_loss(p, 2, 5, false) == ChargeLoss::rout);
  CHECK(mc::charge_loss(p, 3, 5, true) == ChargeLoss::retreat);
  CHECK(mc::charge_loss(p, 0, 1, true) == ChargeLoss::rout);
  CHECK(mc::charge_loss(p, 4, 4, true) == ChargeLoss::retreat);
  CHECK(mc::charge_loss(p, 4, 4, false) == ChargeLoss::none);
  p.set("charge_tie_charger_retreats", 0);
  CHECK(mc::charge_loss(p, 4, 4, true) == ChargeLoss::none);
}

TEST_CASE("minicampaign charge resolution: +1 veteran, -1 shaken or raw (not both)", "[minicampaign]") {
  mc::MiniParameters p;
  Unit u;
  u.stands = u.stands_at_start = 4;
  u.quality = Quality::veteran;
  CHECK(mc::charge_modifier(p, u) == 1);
  u.quality = Quality::seasoned;
  CHECK(mc::charge_modifier(p, u) == 0);
  u.quality = Quality::raw;
  CHECK(mc::charge_modifier(p, u) == -1);
  u.stands = 1;  // shaken too
  CHECK(mc::charge_modifier(p, u) == -1);
  p.set("shaken_and_raw_cumulative", 1);
  CHECK(mc::charge_modifier(p, u) == -2);
  u.quality = Quality::veteran;
  CHECK(mc::charge_modifier(p, u) == 0);
}

TEST_CASE("minicampaign charge: a Steady brigade charges in, both fire, and the loser routs", "[minicampaign]") {
  Fixture f;
  UnitId a = f.infantry("Iron Brigade", kUSA, {48, 20}, kNorth, 4, Quality::veteran);
  UnitId d = f.infantry("Texas Brigade", kCSA, {48, 30}, kSouth, 4, Quality::raw);
  auto b = f.battle("movement");
  b->dice.load({6});  // activation: Steady
  act(*b, Charge{a, d, {}});
  CHECK(b->unit(a).charged);
  CHECK(b->unit(a).footprint.distance_to(b->unit(d).footprint) == Approx(1.0));
  CHECK(f.recorder.all<ChargeDeclared>().size() == 1);

  b->phase = "defensive fire";
  b->dice.load({1, 1, 1, 5});  // 1": a die a stand; one hit on the charger
  act(*b, Fire{d, a});
  b->phase = "offensive fire";
  b->dice.load({5, 6, 5, 1});  // three hits on the defender
  act(*b, Fire{a, d});
  CHECK(b->unit(d).hits == 3);

  b->phase = "resolve charges";
  // Charger 3 + 3 hits inflicted + 1 veteran = 7; defender 2 + 1 hit - 1 raw = 2: less than
  // half, it routs a full move in disorder and loses 1/2 D6 (6: 3) stragglers.
  b->dice.load({3, 2, 6});
  b->rules->run_phase(*b, phase_named(*b, "resolve charges"), kUSA);
  auto combats = f.recorder.all<CloseCombat>();
  REQUIRE(combats.size() == 1);
  CHECK(combats[0].attacker_dice == 7);
  CHECK(combats[0].defender_dice == 2);
  const Unit& loser = b->unit(d);
  CHECK(loser.routing);
  CHECK(loser.disordered);
  CHECK(loser.position.y == Approx(42.0));
  CHECK(loser.hits == 6);
  CHECK(loser.stands == 1);
  CHECK_FALSE(b->unit(a).disordered);
  CHECK(b->dice.scripted_left() == 0);
}

TEST_CASE("minicampaign charge: the lower score retreats a half move in disorder", "[minicampaign]") {
  Fixture f;
  UnitId a = f.infantry("Iron Brigade", kUSA, {48, 20}, kNorth, 4);
  UnitId d = f.infantry("Texas Brigade", kCSA, {48, 30}, kSouth, 4);
  auto b = f.battle("movement");
  b->dice.load({6});
  act(*b, Charge{a, d, {}});
  double y = b->unit(a).position.y;
  b->phase = "resolve charges";
  b->dice.load({4, 5});  // 4 against 5: the charger falls back 6" in disorder
  b->rules->run_phase(*b, phase_named(*b, "resolve charges"), kUSA);
  CHECK(b->unit(a).position.y == Approx(y - 6.0));
  CHECK(b->unit(a).disordered);
  CHECK_FALSE(b->unit(a).routing);
  CHECK_FALSE(b->unit(d).disordered);
}

TEST_CASE("minicampaign charge: a retreat with no room behind halts against the friends in its way", "[minicampaign]") {
  Fixture f;
  UnitId a = f.infantry("Iron Brigade", kUSA, {48, 24}, kNorth, 4);
  UnitId d = f.infantry("Texas Brigade", kCSA, {48, 30}, kSouth, 4);
  // A column of eight stands, 8" deep (y 15..23), just behind: no room anywhere on the way back a
  // half move, nor as far again beyond it.
  UnitId column = f.infantry("Irish Brigade", kUSA, {48, 19}, kNorth, 8, Quality::seasoned, Weapon::rifled,
                             Formation::column);
  auto b = f.battle("movement");
  b->dice.load({6});
  act(*b, Charge{a, d, {}});
  REQUIRE(b->unit(a).position.y == Approx(28));  // 1" short of the target
  b->phase = "resolve charges";
  b->dice.load({4, 5});  // 4 against 5: the charger falls back a half move in disorder
  b->rules->run_phase(*b, phase_named(*b, "resolve charges"), kUSA);
  // It goes back 4.5" of the 6", to stand against the column's head (y 23), not on it.
  CHECK(b->unit(a).position.y == Approx(23.5));
  CHECK(b->unit(a).footprint.distance_to(b->unit(column).footprint) < 0.25);
  OrientedRect hair_smaller = b->unit(a).footprint;
  hair_smaller.depth -= 0.02;
  CHECK_FALSE(hair_smaller.overlaps(b->unit(column).footprint));
  CHECK(b->unit(a).disordered);
  const auto back = f.recorder.all<FellBack>();
  REQUIRE(back.size() == 1);
  CHECK(back[0].distance == Approx(4.5));
}

TEST_CASE("minicampaign charge: an attached general inflicts a hit on 5-6 and is wounded on a 1", "[minicampaign]") {
  for (auto [die, hit, wounded] : {std::tuple{5, 1, false}, {6, 1, false}, {3, 0, false}, {1, 0, true}}) {
    Fixture f;
    UnitId a = f.infantry("Iron Brigade", kUSA, {48, 20}, kNorth, 4);
    UnitId d = f.infantry("Texas Brigade", kCSA, {48, 30}, kSouth, 4);
    CommanderId g = f.general("Wadsworth", kUSA, {48, 40});  // he rides in with the charge below
    auto b = f.battle("movement");
    b->dice.load({6});
    act(*b, Charge{a, d, {}});
    b->commander(g).position = b->unit(a).position;
    b->phase = "resolve charges";
    b->dice.load({4, 4, die});
    b->rules->run_phase(*b, phase_named(*b, "resolve charges"), kUSA);
    INFO("general's die " << die);
    CHECK(b->unit(d).hits == hit);
    CHECK(f.recorder.all<CloseCombat>().at(0).attacker_dice == 4 + hit);
    CHECK(b->commander(g).alive == !wounded);
  }
}

TEST_CASE("minicampaign charge: a Cautious brigade may not charge — it closes short of 3\"", "[minicampaign]") {
  Fixture f;
  UnitId a = f.infantry("Iron Brigade", kUSA, {48, 20}, kNorth, 4);  // fresh: +1
  UnitId d = f.infantry("Texas Brigade", kCSA, {48, 30}, kSouth, 4);
  auto b = f.battle("movement");
  b->dice.load({2});  // 2 + 1 = 3: Cautious
  act(*b, Charge{a, d, {}});
  CHECK_FALSE(b->unit(a).charged);
  double gap = b->unit(a).footprint.distance_to(b->unit(d).footprint);
  CHECK(gap > 3.0);
  CHECK(gap < 3.5);
  CHECK_THAT(refusal(*b, Charge{a, d, {}}), Catch::Contains("Cautious"));
}

TEST_CASE("minicampaign engaged zone: a move within 3\" is a charge — an engaged unit only shoots, charges or retreats", "[minicampaign]") {
  Fixture f;
  UnitId a = f.infantry("Iron Brigade", kUSA, {48, 20}, kNorth, 4);
  UnitId d = f.infantry("Texas Brigade", kCSA, {48, 30}, kSouth, 4);
  UnitId e = f.infantry("Engaged", kUSA, {80, 20}, kNorth, 4);
  f.infantry("Engager", kCSA, {80, 23}, kSouth, 4);
  auto b = f.battle("movement");
  CHECK_THAT(refusal(*b, Move{a, {48, 27}, kNorth}), Catch::Contains("is a charge"));
  CHECK_THAT(refusal(*b, Move{e, {76, 20}, kNorth}), Catch::Contains("engaged by Engager"));
  CHECK_THAT(refusal(*b, Charge{e, d, {}}), Catch::Contains("may only go at it"));
  CHECK_THAT(refusal(*b, ChangeFormation{e, Formation::column}), Catch::Contains("engaged"));
  b->dice.load({6});
  act(*b, FallBack{e});
  CHECK(b->unit(e).position.y == Approx(8.0));
}

TEST_CASE("minicampaign charge: engaged mounted cavalry charge in a fire phase instead of shooting", "[minicampaign]") {
  Fixture f;
  UnitId c = f.cavalry("Buford's", kUSA, {48, 20}, kNorth);
  UnitId d = f.infantry("Texas Brigade", kCSA, {48, 23}, kSouth, 4);
  UnitId far = f.infantry("Far", kCSA, {80, 30}, kSouth, 4);
  auto b = f.battle("offensive fire");
  CHECK_THAT(refusal(*b, Fire{c, d}), Catch::Contains("mounted cavalry charge"));
  CHECK_THAT(refusal(*b, Charge{c, far, {}}), Catch::Contains("not engaged"));
  act(*b, Charge{c, d, {}});
  CHECK(b->unit(c).charged);
  CHECK(f.recorder.all<ChargeDeclared>().size() == 1);
}

// The built-in commander asks about no enemy beyond charge_reach_bound: every charge the rules
// accept must start within it, on open ground and along a road (a column's bonus), or the
// commander would miss charges it could make.
TEST_CASE("minicampaign charge: no charge the rules accept starts beyond charge_reach_bound", "[minicampaign]") {
  struct Case {
    const char* what;
    Arm arm;
    Formation formation;
    bool road;
  };
  for (const Case c : {Case{"infantry in line", Arm::infantry, Formation::line, false},
                       Case{"infantry in column on a road", Arm::infantry, Formation::column, true},
                       Case{"mounted cavalry", Arm::cavalry, Formation::line, false}}) {
    INFO(c.what);
    double farthest = -1, bound = 0;
    for (double y = 24; y <= 48; y += 0.25) {
      Fixture f;
      if (c.road) f.road("Pike", {{48, 0}, {48, 48}});
      UnitId a = f.add("Charger", kUSA, c.arm, {48, 20}, kNorth, 4, c.formation);
      UnitId d = f.infantry("Target", kCSA, {48, y}, kSouth, 4);
      auto b = f.battle("movement");
      bound = b->rules->advisor().charge_reach_bound(b->unit(a));
      if (b->rules->allows(*b, Action{Charge{a, d, {}}}))
        farthest = std::max(farthest, b->unit(a).footprint.distance_to(b->unit(d).footprint));
    }
    CHECK(farthest > 0);  // some charge was accepted
    CHECK(farthest <= bound);
  }
}

}  // namespace test_minicampaign_charge
