// igor's breech-loading fire: any enemy caught in the line of fire may be targeted, and the
// dice may be split between two of them.
#include "igor_fixture.hpp"

#include "engine/rules/igor/fire.hpp"

namespace test_igor_split_fire {

using namespace igor_test;

TEST_CASE("igor breech-loaders may target any enemy in their line of fire, not only the greatest frontage", "[igor]") {
  Fixture f;
  auto inf = f.infantry("1st US Sharpshooters", kUSA, {48, 10}, kNorth, Formation::line, Quality::seasoned, Weapon::breechloader);
  f.infantry("2nd Regiment", kCSA, {53, 16}, kSouth);
  auto less = f.infantry("1st Regiment", kCSA, {42, 17}, kSouth);
  auto b = f.battle("general fire");
  CHECK_FALSE(b->rules->check(*b, Fire{inf, less}).has_value());
}

TEST_CASE("igor breech-loaders split their dice between two enemies in the line of fire", "[igor]") {
  Fixture f;
  auto inf = f.infantry("1st US Sharpshooters", kUSA, {48, 10}, kNorth, Formation::line, Quality::seasoned, Weapon::breechloader);
  auto more = f.infantry("2nd Regiment", kCSA, {53, 16}, kSouth);
  auto less = f.infantry("1st Regiment", kCSA, {42, 17}, kSouth);
  auto b = f.battle("general fire");
  REQUIRE(igor::fire_dice(*b, params(*b), b->unit(inf), b->unit(more)) == 3);
  // 2 dice at the 2nd (5 hits on 5+), its first-fire check passes; 1 die at the 1st (6), passes.
  b->dice.load({5, 1, 6, 6, 6, 6, 6});
  act(*b, Fire{inf, more, less, 1});
  auto shots = f.recorder.all<UnitFired>();
  REQUIRE(shots.size() == 2);
  CHECK(shots[0].target == more);
  CHECK(shots[0].dice == 2);
  CHECK(shots[1].target == less);
  CHECK(shots[1].dice == 1);
  CHECK(b->unit(more).hits == 1);
  CHECK(b->unit(less).hits == 1);
  CHECK(b->unit(inf).fired);
}

TEST_CASE("igor split fire: refused for muskets, for more dice than it throws, and off the line of fire", "[igor]") {
  Fixture f;
  auto sharps = f.infantry("1st US Sharpshooters", kUSA, {48, 10}, kNorth, Formation::line, Quality::seasoned, Weapon::breechloader);
  auto musket = f.infantry("5th Massachusetts", kUSA, {20, 10}, kNorth);
  auto more = f.infantry("2nd Regiment", kCSA, {53, 16}, kSouth);
  auto less = f.infantry("1st Regiment", kCSA, {42, 17}, kSouth);
  auto wide = f.infantry("3rd Regiment", kCSA, {80, 17}, kSouth);
  auto near_musket = f.infantry("4th Regiment", kCSA, {20, 16}, kSouth);
  auto b = f.battle("general fire");
  CHECK_THAT(refusal(*b, Fire{sharps, more, less, 3}), Catch::Contains("it throws 3 dice: at most 2 may go at 1st Regiment"));
  CHECK_THAT(refusal(*b, Fire{sharps, more, wide, 1}), Catch::Contains("3rd Regiment is not in its line of fire"));
  CHECK_THAT(refusal(*b, Fire{sharps, more, more, 1}), Catch::Contains("no second target"));
  CHECK_THAT(refusal(*b, Fire{musket, near_musket, less, 1}), Catch::Contains("only breech-loaders split their fire"));
}

}  // namespace test_igor_split_fire
