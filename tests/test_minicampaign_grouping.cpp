// minicampaign's scale: a battle written with regiments is played with each brigade's regiments
// merged into one brigade unit (engine/scenario/brigade_grouping).
#include <catch2/catch.hpp>

#include "engine/scenario/brigade_grouping.hpp"
#include "tests/minicampaign_fixture.hpp"

namespace test_minicampaign_grouping {

using namespace mini_test;

namespace {

Unit regiment(std::string name, int stands, Quality q, Weapon w) {
  Unit u;
  u.name = std::move(name);
  u.stands = u.stands_at_start = stands;
  u.quality = q;
  u.weapon = w;
  return u;
}

// A brigade of the given regiments and a battery attached to it.
FormationId brigade_of(Scenario& s, std::string name, Side side, std::vector<Unit> regiments, bool with_battery) {
  FormationNode n;
  n.name = std::move(name);
  n.side = side;
  FormationId id = s.oob.add(n);
  if (with_battery) regiments.push_back([] {
      Unit g = regiment("Battery A", 4, Quality::veteran, Weapon::rifled_guns);
      g.arm = Arm::artillery;
      g.formation = Formation::unlimbered;
      return g;
    }());
  for (Unit& r : regiments) {
    r.id = static_cast<UnitId>(s.units.size());
    r.side = side;
    r.brigade = id;
    s.units.push_back(r);
    s.oob.node(id).units.push_back(r.id);
  }
  return id;
}

}  // namespace

TEST_CASE("brigade grouping: stands-weighted median quality", "[minicampaign]") {
  std::vector<Unit> r{regiment("a", 2, Quality::raw, Weapon::rifled), regiment("b", 2, Quality::veteran, Weapon::rifled),
                      regiment("c", 3, Quality::seasoned, Weapon::rifled)};
  CHECK(stands_weighted_median_quality(r) == Quality::seasoned);  // raw raw S S S V V: the 4th
  r[0].stands = 4;
  CHECK(stands_weighted_median_quality(r) == Quality::seasoned);  // 9 stands: the 5th is S
  r[0].stands = 5;
  CHECK(stands_weighted_median_quality(r) == Quality::raw);       // 10 stands: the lower middle
}

TEST_CASE("brigade grouping: the weapon of most stands — rifled beats smoothbore on a tie", "[minicampaign]") {
  std::vector<Unit> r{regiment("a", 2, Quality::raw, Weapon::smoothbore), regiment("b", 2, Quality::raw, Weapon::rifled)};
  CHECK(prevailing_weapon(r) == Weapon::rifled);
  std::swap(r[0], r[1]);
  CHECK(prevailing_weapon(r) == Weapon::rifled);
  r.push_back(regiment("c", 1, Quality::raw, Weapon::smoothbore));
  CHECK(prevailing_weapon(r) == Weapon::smoothbore);
}

TEST_CASE("brigade grouping: regiments merge into one unit per brigade, batteries stay apart", "[minicampaign]") {
  Scenario s;
  FormationId keyes = brigade_of(s, "Keyes'", 0,
                                 {regiment("1st Connecticut", 2, Quality::raw, Weapon::rifled),
                                  regiment("2nd Connecticut", 2, Quality::raw, Weapon::smoothbore),
                                  regiment("3rd Connecticut", 2, Quality::seasoned, Weapon::smoothbore),
                                  regiment("2nd Maine", 2, Quality::veteran, Weapon::smoothbore),
                                  regiment("4th Maine", 2, Quality::veteran, Weapon::rifled)},
                                 true);
  FormationId lone = brigade_of(s, "Lone", 1, {regiment("1st Alone", 1, Quality::veteran, Weapon::rifled)}, false);
  std::vector<Unit> units = s.units;
  OrderOfBattle oob = s.oob;
  group_into_brigades(units, oob);
  REQUIRE(units.size() == 3);
  const Unit& k = units[0];
  CHECK(k.name == "Keyes'");
  CHECK(k.id == 0);
  CHECK(k.stands == 8);  // 10 stands clamped to 8
  CHECK(k.stands_at_start == 8);
  CHECK(k.quality == Quality::seasoned);  // R R R R S S V V V V: the 5th stand
  CHECK(k.weapon == Weapon::smoothbore);  // 6 stands to 4
  CHECK(k.brigade == keyes);
  CHECK(units[1].name == "Battery A");
  CHECK(units[1].arm == Arm::artillery);
  CHECK(units[2].name == "Lone");
  CHECK(units[2].stands == 2);  // one stand raised to the minimum 2
  CHECK(oob.node(keyes).units == std::vector<UnitId>{0, 1});
  CHECK(oob.node(lone).units == std::vector<UnitId>{2});
  CHECK(s.units.size() == 7);  // the scenario's own list is untouched
}

TEST_CASE("brigade grouping: a Battle under minicampaign plays brigades, under igor regiments", "[minicampaign]") {
  auto s = std::make_shared<Scenario>();
  s->field = Battlefield(96, 48);
  FormationId keyes = brigade_of(*s, "Keyes'", 0,
                                 {regiment("1st Connecticut", 2, Quality::raw, Weapon::rifled),
                                  regiment("2nd Connecticut", 2, Quality::raw, Weapon::smoothbore)},
                                 false);
  brigade_of(*s, "Bee's", 1, {regiment("4th Alabama", 2, Quality::raw, Weapon::rifled)}, false);
  s->deployments.push_back({keyes, {48, 10}, 0, Formation::line});
  s->deployments.push_back({1, {48, 40}, 180, Formation::line});
  s->rules = "igor";
  CHECK(Battle(s, 1).units.size() == 3);
  s->rules = "minicampaign";
  Battle b(s, 1);
  REQUIRE(b.units.size() == 2);
  CHECK(b.units[0].name == "Keyes'");
  CHECK(b.units[0].stands == 4);
  CHECK(b.units[0].position == Vec2{48, 10});
}

}  // namespace test_minicampaign_grouping
