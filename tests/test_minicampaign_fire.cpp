// minicampaign: fire dice by weapon, range and front-rank stands; hits on 5-6; disorder, superior
// firepower and cover; the frontal arc; hits into lost stands, shaken and fresh.
#include "tests/minicampaign_fixture.hpp"

#include "engine/rules/minicampaign/condition.hpp"
#include "engine/rules/minicampaign/fire.hpp"

namespace test_minicampaign_fire {

using namespace mini_test;

namespace {

Unit brigade(int stands, Weapon w, Arm arm = Arm::infantry, Formation f = Formation::line) {
  Unit u;
  u.arm = arm;
  u.weapon = w;
  u.formation = f;
  u.stands = u.stands_at_start = stands;
  return u;
}

}  // namespace

TEST_CASE("minicampaign fire: dice per weapon, range and stands", "[minicampaign]") {
  mc::MiniParameters p;
  // Rifles: 3" one die a stand, 6" one die per two stands.
  CHECK(mc::fire_dice(p, brigade(6, Weapon::rifled), 2.5) == 6);
  CHECK(mc::fire_dice(p, brigade(6, Weapon::rifled), 5.0) == 3);
  CHECK(mc::fire_dice(p, brigade(5, Weapon::rifled), 5.0) == 2);  // rounded down
  CHECK(mc::fire_dice(p, brigade(6, Weapon::rifled), 6.5) == 0);
  CHECK(mc::fire_dice(p, brigade(4, Weapon::breechloader), 5.0) == 2);
  // Muskets and carbines: 3" one a stand, 6" one per three stands.
  CHECK(mc::fire_dice(p, brigade(6, Weapon::smoothbore), 3.0) == 6);
  CHECK(mc::fire_dice(p, brigade(6, Weapon::smoothbore), 4.0) == 2);
  CHECK(mc::fire_dice(p, brigade(8, Weapon::smoothbore), 4.0) == 2);
  CHECK(mc::fire_dice(p, brigade(2, Weapon::smoothbore), 4.0) == 1);  // never below one die
  Unit dismounted = brigade(3, Weapon::carbine, Arm::cavalry);
  dismounted.dismounted = true;
  CHECK(mc::fire_dice(p, dismounted, 2.0) == 3);
  CHECK(mc::fire_dice(p, dismounted, 5.0) == 1);
  // Artillery: 6" three dice a gun, 24" two a gun; a 4-stand battery is one gun.
  CHECK(mc::fire_dice(p, brigade(4, Weapon::rifled_guns, Arm::artillery, Formation::unlimbered), 5.0) == 3);
  CHECK(mc::fire_dice(p, brigade(4, Weapon::rifled_guns, Arm::artillery, Formation::unlimbered), 20.0) == 2);
  CHECK(mc::fire_dice(p, brigade(8, Weapon::smoothbore_guns, Arm::artillery, Formation::unlimbered), 20.0) == 4);
  CHECK(mc::fire_dice(p, brigade(4, Weapon::rifled_guns, Arm::artillery, Formation::unlimbered), 25.0) == 0);
}

TEST_CASE("minicampaign fire: front rank only, half dice when disordered", "[minicampaign]") {
  mc::MiniParameters p;
  CHECK(mc::fire_dice(p, brigade(6, Weapon::rifled, Arm::infantry, Formation::column), 2.0) == 1);
  Unit d = brigade(6, Weapon::rifled);
  d.disordered = true;
  CHECK(mc::fire_dice(p, d, 2.0) == 3);
  CHECK(mc::fire_dice(p, d, 5.0) == 1);  // 3 halved, rounded down
  Unit small = brigade(2, Weapon::rifled);
  small.disordered = true;
  CHECK(mc::fire_dice(p, small, 5.0) == 1);  // the minimum
}

TEST_CASE("minicampaign fire: mounted cavalry do not shoot — everyone else's reach", "[minicampaign]") {
  mc::MiniParameters p;
  CHECK(mc::fire_reach(p, brigade(4, Weapon::carbine, Arm::cavalry)) == 0);
  CHECK(mc::fire_reach(p, brigade(4, Weapon::rifled)) == 6);
  CHECK(mc::fire_reach(p, brigade(4, Weapon::rifled_guns, Arm::artillery)) == 24);
  p.set("mounted_cavalry_fire", 1);
  CHECK(mc::fire_reach(p, brigade(4, Weapon::carbine, Arm::cavalry)) == 6);
}

TEST_CASE("minicampaign fire: 5 and 6 hit — two hits take a stand", "[minicampaign]") {
  Fixture f;
  UnitId a = f.infantry("Iron Brigade", kUSA, {48, 20}, kNorth, 4);
  UnitId t = f.infantry("Texas Brigade", kCSA, {48, 26}, kSouth, 4);  // 5" between the faces
  auto b = f.battle("offensive fire");
  b->dice.load({5, 6});  // rifles at 5": 4 stands / 2 = 2 dice
  act(*b, Fire{a, t});
  CHECK(b->unit(t).hits == 2);
  CHECK(b->unit(t).stands == 3);
  CHECK_FALSE(mc::is_fresh(b->unit(t)));
  CHECK_FALSE(mc::is_shaken(params(*b), b->unit(t)));
  CHECK_THAT(refusal(*b, Fire{a, t}), Catch::Contains("already fired this phase"));
}

TEST_CASE("minicampaign fire: superior firepower adds one to each die — cover halves the effect", "[minicampaign]") {
  Fixture f;
  UnitId a = f.infantry("Wilder's", kUSA, {48, 20}, kNorth, 4, Quality::seasoned, Weapon::breechloader);
  UnitId t = f.infantry("Texas Brigade", kCSA, {48, 26}, kSouth, 4);
  auto b = f.battle("offensive fire");
  b->dice.load({4, 3});  // 4+1 hits, 3+1 does not
  act(*b, Fire{a, t});
  CHECK(b->unit(t).hits == 1);

  Fixture g;
  g.woods("Copse", {40, 25}, {56, 30});
  UnitId ga = g.infantry("Iron Brigade", kUSA, {48, 20}, kNorth, 4);
  UnitId gt = g.infantry("Texas Brigade", kCSA, {48, 25.5}, kSouth, 4);  // in the wood's edge
  auto c = g.battle("offensive fire");
  c->dice.load({5, 6});  // 4.5" away: 2 dice, both hit
  act(*c, Fire{ga, gt});
  CHECK(c->unit(gt).hits == 1);  // 2 hits, halved
}

TEST_CASE("minicampaign fire: the target must be in the ±45° frontal arc and in range", "[minicampaign]") {
  Fixture f;
  UnitId a = f.infantry("Iron Brigade", kUSA, {48, 20}, kNorth, 4);
  UnitId behind = f.infantry("Behind", kCSA, {48, 15}, kNorth, 4);
  UnitId far = f.infantry("Far", kCSA, {20, 30}, kSouth, 4);
  auto b = f.battle("offensive fire");
  CHECK_THAT(refusal(*b, Fire{a, behind}), Catch::Contains("outside its frontal arc"));
  CHECK_THAT(refusal(*b, Fire{a, far}), Catch::Contains("beyond its 6\" range"));
}

TEST_CASE("minicampaign fire: whether a unit could fire at a target asks neither the phase nor whether it fired", "[minicampaign]") {
  Fixture f;
  UnitId a = f.infantry("Iron Brigade", kUSA, {48, 20}, kNorth, 4);
  UnitId ahead = f.infantry("Ahead", kCSA, {48, 25}, kSouth, 4);
  UnitId behind = f.infantry("Behind", kCSA, {48, 15}, kNorth, 4);
  UnitId far = f.infantry("Far", kCSA, {20, 30}, kSouth, 4);
  auto b = f.battle("movement");
  CHECK(b->rules->advisor().could_fire_at(*b, b->unit(a), b->unit(ahead)));
  CHECK_FALSE(b->rules->advisor().could_fire_at(*b, b->unit(a), b->unit(behind)));  // outside its arc
  CHECK_FALSE(b->rules->advisor().could_fire_at(*b, b->unit(a), b->unit(far)));     // out of range
  b->unit(a).fired = true;
  CHECK(b->rules->advisor().could_fire_at(*b, b->unit(a), b->unit(ahead)));
  CHECK(b->rules->check(*b, Fire{a, ahead}).has_value());  // the fire check itself still refuses
}

TEST_CASE("minicampaign fire: defensive fire is the inactive player's", "[minicampaign]") {
  Fixture f;
  UnitId a = f.infantry("Iron Brigade", kUSA, {48, 20}, kNorth, 4);
  UnitId t = f.infantry("Texas Brigade", kCSA, {48, 26}, kSouth, 4);
  auto b = f.battle("defensive fire");
  CHECK_THAT(refusal(*b, Fire{a, t}), Catch::Contains("does not act in the defensive fire phase"));
  b->dice.load({1, 1});
  act(*b, Fire{t, a});
}

TEST_CASE("minicampaign condition: shaken over half the stands lost — artillery shaken at 3 hits, gone at 4", "[minicampaign]") {
  Fixture f;
  UnitId inf = f.infantry("Iron Brigade", kUSA, {48, 20}, kNorth, 4);
  UnitId guns = f.battery("Battery B", kUSA, {70, 20}, kNorth);
  f.infantry("Enemy", kCSA, {10, 44}, kSouth);
  auto b = f.battle();
  const auto& p = params(*b);
  Unit& u = b->unit(inf);
  CHECK(mc::is_fresh(u));
  mc::apply_hits(*b, p, u, 1, "test");
  CHECK(mc::is_fresh(u));  // one hit takes no stand
  mc::apply_hits(*b, p, u, 3, "test");
  CHECK(u.stands == 2);
  CHECK_FALSE(mc::is_shaken(p, u));  // exactly half lost
  mc::apply_hits(*b, p, u, 2, "test");
  CHECK(u.stands == 1);
  CHECK(mc::is_shaken(p, u));
  Unit& g = b->unit(guns);
  mc::apply_hits(*b, p, g, 2, "test");
  CHECK_FALSE(mc::is_shaken(p, g));
  mc::apply_hits(*b, p, g, 1, "test");
  CHECK(mc::is_shaken(p, g));
  CHECK(g.present());
  mc::apply_hits(*b, p, g, 1, "test");
  CHECK_FALSE(g.present());
  mc::apply_hits(*b, p, u, 2, "test");
  CHECK_FALSE(u.present());
}

}  // namespace test_minicampaign_fire
