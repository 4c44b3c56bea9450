// igor's skirmishers that pass their test to receive a charge: the defender's choice to fall back
// instead of firing, fixed by the scenario (skirmishers_evade_charge 0 / 1) or left to the
// brigade's standing order (2, the default: a brigade told to retire gives ground).
#include "igor_fixture.hpp"

namespace test_igor_skirmishers_choice {

using namespace igor_test;

namespace {

struct Charged {
  Fixture f;
  UnitId usa, skirmishers;
  std::unique_ptr<Battle> b;

  // `order` is the skirmishers' brigade's standing order ("" for no brigade).
  Charged(int evade, const std::string& order) {
    if (evade >= 0) f.s.rule_overrides["skirmishers_evade_charge"] = evade;
    usa = f.infantry("5th Massachusetts", kUSA, {48, 10}, kNorth);
    skirmishers = f.infantry("1st Virginia Battalion", kCSA, {48, 20}, kSouth, Formation::skirmish);
    if (!order.empty()) f.brigade("Garnett's", kCSA, {48, 30}, {skirmishers});
    b = f.battle("charge");
    if (!order.empty()) b->oob.node(b->unit(skirmishers).brigade).standing_order = order;
    igor::unit_state(*b, usa).fired_upon_before = true;
  }
};

}  // namespace

TEST_CASE("igor receiving a charge: skirmishers passing fall back 10 inches when the scenario says so, no HIT",
          "[igor]") {
  Charged c(1, "");
  c.b->dice.load({6, 6, /* receiving: passes */ 6, 6});
  act(*c.b, Charge{c.usa, c.skirmishers, {}});
  CHECK(c.b->dice.scripted_left() == 0);
  CHECK(c.b->unit(c.skirmishers).position.y == Approx(30));
  CHECK(c.b->unit(c.skirmishers).hits == 0);
  CHECK(c.b->unit(c.skirmishers).formation == Formation::skirmish);
  CHECK(c.f.recorder.all<CloseCombat>().empty());
  CHECK(c.f.recorder.all<UnitFired>().empty());
}

TEST_CASE("igor receiving a charge: skirmishers of a brigade ordered to retire fall back — otherwise they fire", "[igor]") {
  Charged retiring(-1, "retire");  // the default: the brigade's order decides
  retiring.b->dice.load({6, 6, 6, 6});
  act(*retiring.b, Charge{retiring.usa, retiring.skirmishers, {}});
  CHECK(retiring.b->unit(retiring.skirmishers).position.y == Approx(30));
  CHECK(retiring.f.recorder.all<CloseCombat>().empty());

  Charged holding(-1, "hold");
  holding.b->dice.load({6, 6, 6, 6,
                        1, 1, 1,                    // their fire: 4 dice, -1 by skirmishers
                        1, 1, 1, 1, 1, 1, 1, 1, 1,  // the charger's 6 + 3 against skirmishers
                        1, 1, 1});                  // theirs
  act(*holding.b, Charge{holding.usa, holding.skirmishers, {}});
  CHECK(holding.b->dice.scripted_left() == 0);
  CHECK(holding.b->unit(holding.skirmishers).position.y == Approx(20));
  CHECK(holding.f.recorder.all<UnitFired>().size() == 1);
  CHECK(holding.f.recorder.all<CloseCombat>().size() == 1);
}

TEST_CASE("igor receiving a charge: skirmishers_evade_charge 0 always stands and fires", "[igor]") {
  Charged c(0, "retire");
  c.b->dice.load({6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1});
  act(*c.b, Charge{c.usa, c.skirmishers, {}});
  CHECK(c.b->dice.scripted_left() == 0);
  CHECK(c.b->unit(c.skirmishers).position.y == Approx(20));
  CHECK(c.f.recorder.all<CloseCombat>().size() == 1);
}

}  // namespace test_igor_skirmishers_choice
