// igor's morale check: 2D6 plus modifiers must beat the morale level.
#include "igor_fixture.hpp"

#include "engine/rules/igor/morale.hpp"

namespace test_igor_morale {

using namespace igor_test;
using igor::MoraleResult;

namespace {

// Ways of throwing more than k on 2D6, counted the long way, out of 36.
int ways_above(int k) {
  int n = 0;
  for (int a = 1; a <= 6; ++a)
    for (int b = 1; b <= 6; ++b) n += a + b > k;
  return n;
}

// Plays the morale check through the battle once for every one of the 36 throws.
int passes_over_36(Fixture& f, UnitId id, void (*prepare)(Battle&, UnitId) = nullptr) {
  int passes = 0;
  for (int a = 1; a <= 6; ++a)
    for (int c = 1; c <= 6; ++c) {
      auto b = f.battle();
      if (prepare) prepare(*b, id);
      b->dice.load({a, c});
      passes += igor::morale_check(*b, params(*b), b->unit(id), "test").passed;
    }
  return passes;
}

}  // namespace

TEST_CASE("igor morale pass chances over all 36 throws for each level and modifier", "[igor]") {
  // The exact fraction: the throws scoring more than level - modifier.
  const int known[13] = {36, 36, 35, 33, 30, 26, 21, 15, 10, 6, 3, 1, 0};  // ways above k, k = 0..12
  for (int k = 0; k <= 12; ++k) CHECK(ways_above(k) == known[k]);
  for (int level : {5, 6, 7})
    for (int mod = -4; mod <= 3; ++mod) {
      int pass = 0;
      for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b) pass += igor::morale_passes(level, a + b + mod);
      int k = std::clamp(level - mod, 0, 12);
      INFO("level " << level << " modifier " << mod);
      CHECK(pass == known[k]);
    }
}

TEST_CASE("igor morale: raw passes 15/36, seasoned 21/36, veteran 26/36 unmodified", "[igor]") {
  Fixture f;
  auto raw = f.infantry("raw", kUSA, {10, 10}, kNorth, Formation::line, Quality::raw);
  auto seasoned = f.infantry("seasoned", kUSA, {30, 10}, kNorth, Formation::line, Quality::seasoned);
  auto veteran = f.infantry("veteran", kUSA, {50, 10}, kNorth, Formation::line, Quality::veteran);
  CHECK(passes_over_36(f, raw) == 15);
  CHECK(passes_over_36(f, seasoned) == 21);
  CHECK(passes_over_36(f, veteran) == 26);
}

TEST_CASE("igor morale: -1 for every full 2 HITs", "[igor]") {
  Fixture f;
  auto u = f.infantry("seasoned", kUSA, {30, 10}, kNorth);
  CHECK(passes_over_36(f, u, [](Battle& b, UnitId id) { b.unit(id).hits = 1; }) == 21);
  CHECK(passes_over_36(f, u, [](Battle& b, UnitId id) { b.unit(id).hits = 2; }) == 15);
  CHECK(passes_over_36(f, u, [](Battle& b, UnitId id) { b.unit(id).hits = 3; }) == 15);
  CHECK(passes_over_36(f, u, [](Battle& b, UnitId id) { b.unit(id).hits = 4; }) == 10);
  CHECK(passes_over_36(f, u, [](Battle& b, UnitId id) { b.unit(id).hits = 7; }) == 6);
}

TEST_CASE("igor morale: +1 with the brigade commander in base contact, not when he is away", "[igor]") {
  Fixture f;
  auto u = f.infantry("seasoned", kUSA, {30, 10}, kNorth);
  f.brigade("Franklin's", kUSA, {30, 8.5}, {u});  // just behind the rear edge (depth 1.97")
  CHECK(passes_over_36(f, u) == 26);
  f.s.commanders[0].position = {30, 4};
  CHECK(passes_over_36(f, u) == 21);
}

TEST_CASE("igor morale: -1 for each flank an enemy line could charge", "[igor]") {
  Fixture f;
  auto u = f.infantry("seasoned", kUSA, {30, 10}, kNorth);
  // An enemy line 10" off the left flank, facing it: within its 15" charge reach.
  auto left = f.infantry("left", kCSA, {18, 10}, 90);
  auto b = f.battle();
  CHECK(igor::threatened_flanks(*b, params(*b), b->unit(u)) == 1);
  CHECK(passes_over_36(f, u) == 15);
  // Also one behind: two faces threatened.
  f.infantry("behind", kCSA, {30, 2}, kNorth);
  CHECK(passes_over_36(f, u) == 10);
  // Facing away, or out of reach, or in column, it threatens nothing.
  f.s.units[static_cast<std::size_t>(left)].facing = 270;
  f.s.units.pop_back();
  auto b2 = f.battle();
  CHECK(igor::threatened_flanks(*b2, params(*b2), b2->unit(u)) == 0);
  f.s.units[static_cast<std::size_t>(left)].facing = 90;
  f.s.units[static_cast<std::size_t>(left)].position = {5, 10};
  auto b3 = f.battle();
  CHECK(igor::threatened_flanks(*b3, params(*b3), b3->unit(u)) == 0);
  f.s.units[static_cast<std::size_t>(left)].position = {18, 10};
  f.s.units[static_cast<std::size_t>(left)].formation = Formation::column;
  auto b4 = f.battle();
  CHECK(igor::threatened_flanks(*b4, params(*b4), b4->unit(u)) == 0);
}

TEST_CASE("igor morale: a cavalry line threatens a flank from as far as its own charge reaches", "[igor]") {
  // Horse that moves 16" in line charges 21": it threatens from farther than foot (15") could.
  Fixture f;
  f.s.rule_overrides["move_cavalry_line"] = 16;
  auto u = f.infantry("seasoned", kUSA, {60, 30}, kNorth);
  auto horse = f.cavalry("horse", kCSA, {35, 30}, 90);
  auto b = f.battle();
  const double gap = b->unit(horse).footprint.distance_to(b->unit(u).footprint);
  REQUIRE(gap > 19);
  REQUIRE(gap < 21);
  CHECK(igor::threatened_flanks(*b, params(*b), b->unit(u)) == 1);
  // Infantry in line at the same place is beyond its 15" charge.
  f.s.units[static_cast<std::size_t>(horse)].arm = Arm::infantry;
  auto b2 = f.battle();
  CHECK(igor::threatened_flanks(*b2, params(*b2), b2->unit(u)) == 0);
}

TEST_CASE("igor morale: an enemy in front does not threaten a flank", "[igor]") {
  Fixture f;
  auto u = f.infantry("seasoned", kUSA, {30, 10}, kNorth);
  f.infantry("front", kCSA, {34, 20}, kSouth);  // off centre, but a charge would strike the front
  auto b = f.battle();
  CHECK(igor::threatened_flanks(*b, params(*b), b->unit(u)) == 0);
}

TEST_CASE("igor morale: the margin of failure counts from the score needed", "[igor]") {
  Fixture f;
  auto u = f.infantry("raw", kUSA, {30, 10}, kNorth, Formation::line, Quality::raw);
  auto b = f.battle();
  b->dice.load({3, 4});  // 7 against raw 7: needed 8, failed by 1
  MoraleResult r = igor::morale_check(*b, params(*b), b->unit(u), "test");
  CHECK_FALSE(r.passed);
  CHECK(r.margin == 1);
  b->dice.load({1, 1});
  CHECK(igor::morale_check(*b, params(*b), b->unit(u), "test").margin == 6);
  b->dice.load({4, 4});
  r = igor::morale_check(*b, params(*b), b->unit(u), "test");
  CHECK(r.passed);
  CHECK(r.margin == 0);
  auto logged = f.recorder.all<MoraleChecked>();
  REQUIRE(logged.size() == 3);
  CHECK(logged[0].roll == 7);
  CHECK(logged[0].level == 7);
  CHECK(logged[0].margin == 1);
  CHECK(logged[0].reason == "test");
}

TEST_CASE("igor morale: morale_margin_offset 0 counts the margin from the level", "[igor]") {
  Fixture f;
  f.s.rule_overrides["morale_margin_offset"] = 0;
  auto u = f.infantry("raw", kUSA, {30, 10}, kNorth, Formation::line, Quality::raw);
  auto b = f.battle();
  b->dice.load({3, 3});
  CHECK(igor::morale_check(*b, params(*b), b->unit(u), "test").margin == 1);
}

}  // namespace test_igor_morale
