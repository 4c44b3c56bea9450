// igor's fire tables, entry by entry, and their modifiers and range limits.
#include "igor_fixture.hpp"

#include "engine/rules/igor/fire_tables.hpp"

namespace test_igor_fire_tables {

using namespace igor_test;
using igor::ArtilleryShot;
using igor::Band;
using igor::SmallArmsShot;

TEST_CASE("igor artillery table: 6/4/3 open, 4/3/2 light cover, 3/2/1 heavy cover", "[igor]") {
  const int expected[3][3] = {{6, 4, 3}, {4, 3, 2}, {3, 2, 1}};
  const Cover covers[3] = {Cover::none, Cover::light, Cover::heavy};
  const Band bands[3] = {Band::short_range, Band::medium, Band::long_range};
  igor::IgorParameters p;
  for (int c = 0; c < 3; ++c)
    for (int r = 0; r < 3; ++r) {
      CHECK(igor::artillery_table(bands[r], covers[c]) == expected[c][r]);
      ArtilleryShot s;
      s.band = bands[r];
      s.cover = covers[c];
      CHECK(igor::artillery_dice(p, s) == expected[c][r]);
    }
}

TEST_CASE("igor artillery ranges: short to 15, medium to 40, long to 60 — smoothbore guns to medium", "[igor]") {
  igor::IgorParameters p;
  CHECK(igor::artillery_band(p, Weapon::rifled_guns, 0) == Band::short_range);
  CHECK(igor::artillery_band(p, Weapon::rifled_guns, 15) == Band::short_range);
  CHECK(igor::artillery_band(p, Weapon::rifled_guns, 15.1) == Band::medium);
  CHECK(igor::artillery_band(p, Weapon::rifled_guns, 40) == Band::medium);
  CHECK(igor::artillery_band(p, Weapon::rifled_guns, 40.1) == Band::long_range);
  CHECK(igor::artillery_band(p, Weapon::rifled_guns, 60) == Band::long_range);
  CHECK(igor::artillery_band(p, Weapon::rifled_guns, 60.1) == Band::beyond);
  CHECK(igor::artillery_band(p, Weapon::smoothbore_guns, 40) == Band::medium);
  CHECK(igor::artillery_band(p, Weapon::smoothbore_guns, 40.1) == Band::beyond);
  CHECK(igor::max_range(p, Weapon::smoothbore_guns) == 40);
  CHECK(igor::max_range(p, Weapon::rifled_guns) == 60);
}

TEST_CASE("igor artillery modifiers: +1 friend behind or +3 enfilade/square (not both), -1 skirmishers", "[igor]") {
  igor::IgorParameters p;
  ArtilleryShot s;  // short, open: 6
  s.friend_behind = true;
  CHECK(igor::artillery_dice(p, s) == 7);
  s.enfilade = true;
  CHECK(igor::artillery_dice(p, s) == 9);  // the larger bonus, not 10
  s.friend_behind = s.enfilade = false;
  s.square = true;
  CHECK(igor::artillery_dice(p, s) == 9);
  s.square = false;
  s.skirmishers = true;
  CHECK(igor::artillery_dice(p, s) == 5);
  s.band = Band::long_range;
  s.cover = Cover::heavy;
  CHECK(igor::artillery_dice(p, s) == 0);  // 1 - 1: artillery has no floor by default
  s.band = Band::beyond;
  s.skirmishers = false;
  CHECK(igor::artillery_dice(p, s) == 0);
}

TEST_CASE("igor artillery: a split battery's dice are rounded down", "[igor]") {
  igor::IgorParameters p;
  ArtilleryShot s;
  s.guns = 2;
  CHECK(igor::artillery_dice(p, s) == 3);  // 6 * 2/4
  s.band = Band::long_range;
  CHECK(igor::artillery_dice(p, s) == 1);  // 3 * 2/4 = 1.5
  s.guns = 1;
  CHECK(igor::artillery_dice(p, s) == 0);  // 3 * 1/4 = 0.75
}

TEST_CASE("igor small arms table: 4/3/2 open, 3/2/1 light cover, 2/1/0 heavy cover", "[igor]") {
  const int expected[3][3] = {{4, 3, 2}, {3, 2, 1}, {2, 1, 0}};
  const Cover covers[3] = {Cover::none, Cover::light, Cover::heavy};
  const Band bands[3] = {Band::short_range, Band::medium, Band::long_range};
  igor::IgorParameters p;
  for (int c = 0; c < 3; ++c)
    for (int r = 0; r < 3; ++r) {
      CHECK(igor::musket_table(bands[r], covers[c]) == expected[c][r]);
      SmallArmsShot s;
      s.band = bands[r];
      s.cover = covers[c];
      CHECK(igor::small_arms_dice(p, s) == expected[c][r]);
    }
}

TEST_CASE("igor small arms ranges: 6/12/18 — smoothbore to short, carbine to medium", "[igor]") {
  igor::IgorParameters p;
  CHECK(igor::small_arms_band(p, Weapon::rifled, 6) == Band::short_range);
  CHECK(igor::small_arms_band(p, Weapon::rifled, 6.1) == Band::medium);
  CHECK(igor::small_arms_band(p, Weapon::rifled, 12) == Band::medium);
  CHECK(igor::small_arms_band(p, Weapon::rifled, 12.1) == Band::long_range);
  CHECK(igor::small_arms_band(p, Weapon::rifled, 18) == Band::long_range);
  CHECK(igor::small_arms_band(p, Weapon::rifled, 18.1) == Band::beyond);
  CHECK(igor::small_arms_band(p, Weapon::smoothbore, 6) == Band::short_range);
  CHECK(igor::small_arms_band(p, Weapon::smoothbore, 6.1) == Band::beyond);
  CHECK(igor::small_arms_band(p, Weapon::carbine, 12) == Band::medium);
  CHECK(igor::small_arms_band(p, Weapon::carbine, 12.1) == Band::beyond);
  CHECK(igor::max_range(p, Weapon::smoothbore) == 6);
  CHECK(igor::max_range(p, Weapon::carbine) == 12);
  CHECK(igor::max_range(p, Weapon::rifled) == 18);
}

TEST_CASE("igor small arms modifiers: -1 at skirmishers, -1 by skirmishers, -2 by square, never below 1", "[igor]") {
  igor::IgorParameters p;
  SmallArmsShot s;  // short, open: 4
  s.target_skirmishers = true;
  CHECK(igor::small_arms_dice(p, s) == 3);
  s.firer_skirmishers = true;
  CHECK(igor::small_arms_dice(p, s) == 2);
  s.target_skirmishers = s.firer_skirmishers = false;
  s.firer_square = true;
  CHECK(igor::small_arms_dice(p, s) == 2);
  s.band = Band::long_range;  // 2 - 2 = 0, floored at 1
  CHECK(igor::small_arms_dice(p, s) == 1);
  s.target_skirmishers = s.firer_skirmishers = true;
  CHECK(igor::small_arms_dice(p, s) == 1);
}

TEST_CASE("igor small arms: heavy cover at long range throws no dice unless table_zero_fires", "[igor]") {
  igor::IgorParameters p;
  SmallArmsShot s;
  s.band = Band::long_range;
  s.cover = Cover::heavy;
  CHECK(igor::small_arms_dice(p, s) == 0);
  p.set("table_zero_fires", 1);
  CHECK(igor::small_arms_dice(p, s) == 1);
}

TEST_CASE("igor breech-loaders: 3/2/1, 2/1/1, 1/1/1 at 8/16/24, hitting on 5s", "[igor]") {
  const int expected[3][3] = {{3, 2, 1}, {2, 1, 1}, {1, 1, 1}};
  const Cover covers[3] = {Cover::none, Cover::light, Cover::heavy};
  const Band bands[3] = {Band::short_range, Band::medium, Band::long_range};
  igor::IgorParameters p;
  for (int c = 0; c < 3; ++c)
    for (int r = 0; r < 3; ++r) CHECK(igor::breechloader_table(bands[r], covers[c]) == expected[c][r]);
  CHECK(igor::small_arms_band(p, Weapon::breechloader, 8) == Band::short_range);
  CHECK(igor::small_arms_band(p, Weapon::breechloader, 16) == Band::medium);
  CHECK(igor::small_arms_band(p, Weapon::breechloader, 24) == Band::long_range);
  CHECK(igor::small_arms_band(p, Weapon::breechloader, 24.1) == Band::beyond);
  CHECK(igor::hit_on(p, Weapon::breechloader) == 5);
  CHECK(igor::hit_on(p, Weapon::rifled) == 6);
  SmallArmsShot s;
  s.weapon = Weapon::breechloader;
  s.target_skirmishers = true;
  CHECK(igor::small_arms_dice(p, s) == 2);
}

}  // namespace test_igor_fire_tables
