// Losses in men (engine/play/men_lost.hpp): one measure for all five rule systems, each unit's
// men from the battle file's stands at its scale, times the share its rule system counts lost —
// exact figures on each rule system's fixture battles.
#include <catch2/catch.hpp>

#include "engine/play/men_lost.hpp"
#include "engine/play/result.hpp"
#include "engine/rules/jackson/troops.hpp"
#include "engine/rules/minicampaign/condition.hpp"
#include "engine/rules/north/morale.hpp"

#include "ap_fixture.hpp"
#include "igor_fixture.hpp"
#include "jackson_fixture.hpp"
#include "minicampaign_fixture.hpp"
#include "lua_test_support.hpp"
#include "north_fixture.hpp"

namespace test_men_lost {

using namespace caisson;

namespace {

MenCount men_of(const Battle& b, UnitId id) { return men_by_unit(b).at(static_cast<std::size_t>(id)); }

// One more regiment of `stands` in the brigade `brigade` (a brigade-scale rule merges them).
UnitId regiment_of(Scenario& s, FormationId brigade, std::string name, int stands, Vec2 at) {
  Unit u = s.units.at(static_cast<std::size_t>(s.oob.node(brigade).units.front()));
  u.id = static_cast<UnitId>(s.units.size());
  u.name = std::move(name);
  u.stands = u.stands_at_start = stands;
  u.position = at;
  s.units.push_back(u);
  s.oob.node(brigade).units.push_back(u.id);
  return u.id;
}

}  // namespace

TEST_CASE("men lost under igor: each HIT still marked is hit_share_of_men of the unit's men — a unit destroyed loses all",
          "[men][igor]") {
  using namespace igor_test;
  Fixture f;
  f.s.men_scale.per_stand = {150, 200};  // a regiment of 2 stands: 300 men, 400 for the Confederates
  const UnitId blue = f.infantry("1st Blue", kUSA, {20, 10}, kNorth);
  const UnitId grey = f.infantry("1st Grey", kCSA, {20, 38}, kSouth);
  const UnitId guns = f.battery("Blue guns", kUSA, {50, 10}, kNorth);  // 4 stands at 25: 100 men
  auto b = f.battle();
  CHECK(men_of(*b, blue) == MenCount{300, 0});
  b->unit(blue).hits = 3;   // 3 x 5% of 300
  b->unit(grey).hits = 30;  // at most the whole unit
  b->unit(guns).status = UnitStatus::destroyed;  // overrun: every man
  CHECK(men_of(*b, blue) == MenCount{300, 45});
  CHECK(men_of(*b, grey) == MenCount{400, 400});
  CHECK(men_of(*b, guns) == MenCount{100, 100});
  const Result r = result_of(*b);
  CHECK(r.men_at_start == std::array<int, 2>{400, 400});
  CHECK(r.men_lost == std::array<int, 2>{145, 400});
  CHECK(r.units.at(static_cast<std::size_t>(blue)).men_lost == 45);

  SECTION("a rally gives men back: only the HITs still marked count") {
    b->unit(blue).hits = 1;
    CHECK(men_of(*b, blue).lost == 15);
  }
  SECTION("a unit routed off the table has lost only its HITs' men") {
    b->unit(blue).status = UnitStatus::routed_off;
    CHECK(men_of(*b, blue).lost == 45);
  }
  SECTION("the share is a house rule") {
    f.s.rule_overrides["hit_share_of_men"] = 0.1;
    auto b2 = f.battle();
    b2->unit(blue).hits = 3;
    CHECK(men_of(*b2, blue).lost == 90);
  }
  SECTION("HITs a unit brought from an earlier battle of a campaign are not this battle's losses") {
    f.s.units[static_cast<std::size_t>(blue)].hits = 2;  // carried in: 30 men already gone
    auto b2 = f.battle();
    CHECK(men_of(*b2, blue) == MenCount{300, 0});
    b2->unit(blue).hits = 5;
    CHECK(men_of(*b2, blue).lost == 45);
  }
  SECTION("a reinforcement that never came counts nothing") {
    f.s.units[static_cast<std::size_t>(grey)].status = UnitStatus::waiting;
    auto b2 = f.battle();
    CHECK(men_of(*b2, grey) == MenCount{0, 0});
    CHECK(result_of(*b2).men_at_start == std::array<int, 2>{400, 0});
  }
}

TEST_CASE("men lost under jackson: the casualty figures lost of those the unit began with — a battery's guns",
          "[men][jackson]") {
  using namespace jackson_test;
  Fixture f;
  f.s.men_scale.per_stand = {150, 150};
  const UnitId reg = f.infantry("20th Blue", kUSA, {20, 10}, kNorth);  // 2 stands, 16 figures: 300 men
  const UnitId guns = f.battery("Grey guns", kCSA, {20, 38}, kSouth);  // 4 guns at 25: 100 men
  auto b = f.battle();
  jr::take_casualties(*b, params(*b), b->unit(reg), 3, "test");
  CHECK(men_of(*b, reg) == MenCount{300, 56});  // 3 of 16 figures: 56.25
  jr::take_casualties(*b, params(*b), b->unit(reg), 7, "test");
  REQUIRE(b->unit(reg).stands == 1);
  CHECK(men_of(*b, reg).lost == 188);  // a base of 8 and 2 more: 10 of 16, 187.5
  jr::take_casualties(*b, params(*b), b->unit(guns), 1, "test");
  CHECK(men_of(*b, guns) == MenCount{100, 25});  // a gun of four silenced
  b->unit(reg).status = UnitStatus::destroyed;  // taken, falling back into the enemy
  CHECK(men_of(*b, reg).lost == 300);
}

TEST_CASE("men lost under minicampaign: hits of those that would take every stand, on the merged brigade's men",
          "[men][minicampaign]") {
  using namespace mini_test;
  Fixture f;
  f.s.men_scale.per_stand = {350, 350};
  const UnitId first = f.infantry("1st Blue", kUSA, {20, 10}, kNorth, 3);
  FormationNode n;
  n.name = "Blue brigade";
  n.echelon = Echelon::brigade;
  n.side = kUSA;
  const FormationId brigade = f.s.oob.add(n);
  f.s.units[static_cast<std::size_t>(first)].brigade = brigade;
  f.s.oob.node(brigade).units.push_back(first);
  regiment_of(f.s, brigade, "2nd Blue", 4, {30, 10});  // 7 stands: 2,450 men
  const UnitId guns = f.battery("Grey guns", kCSA, {20, 38}, kSouth);  // 4 stands at 25: 100 men
  auto b = f.battle();
  const UnitId merged = b->unit_from_scenario(first);
  REQUIRE(b->unit(merged).stands_at_start == 7);
  mc::apply_hits(*b, params(*b), b->unit(merged), 3, "test");  // a stand for every 2 hits: 14 would take all 7
  CHECK(b->unit(merged).stands == 6);
  CHECK(men_of(*b, merged) == MenCount{2450, 525});  // 3 of 14
  mc::apply_hits(*b, params(*b), b->unit(b->unit_from_scenario(guns)), 1, "test");
  CHECK(men_of(*b, b->unit_from_scenario(guns)) == MenCount{100, 25});  // 1 of the 4 that remove it
}

TEST_CASE("men lost under ap: half-bases lost of the brigade's, on the men of every regiment merged, cap or no cap",
          "[men][ap]") {
  using namespace ap_test;
  Fixture f;
  f.s.men_scale.per_stand = {240, 190};
  const UnitId lawton = f.infantry("Lawton's", kCSA, {40, 38}, kSouth, kNone, 10);
  regiment_of(f.s, f.s.units[static_cast<std::size_t>(lawton)].brigade, "61st Georgia", 8, {46, 38});
  f.infantry("Blue brigade", kUSA, {40, 10}, kNorth, kNone, 6);  // 6 half-bases: 1,440 men
  auto b = f.battle();
  Unit& merged = b->unit(b->unit_from_scenario(lawton));
  REQUIRE(merged.stands_at_start == 8);  // 18 of the file's stands, capped at 8
  CHECK(men_of(*b, merged.id) == MenCount{3420, 0});  // the cap does not shrink the men: 18 x 190
  merged.stands = 6;
  CHECK(men_of(*b, merged.id).lost == 855);  // 2 of 8 half-bases
  merged.stands = 5;
  merged.status = UnitStatus::routed_off;  // routed off with what it had left: they are not lost
  CHECK(men_of(*b, merged.id).lost == 1283);  // 3 of 8: 1,282.5
  merged.stands = 0;
  merged.status = UnitStatus::destroyed;
  CHECK(men_of(*b, merged.id).lost == 3420);
  CHECK(result_of(*b).men_at_start == std::array<int, 2>{1440, 3420});
}

TEST_CASE("men lost under north: stands lost of those mustered, on the file's men — a unit too weak to fight on keeps the rest",
          "[men][north]") {
  using namespace north_test;
  Fixture f;
  f.s.men_scale.per_stand = {75, 75};  // the fixture's regiments are 8 file stands: 600 men
  const UnitId seasoned = f.infantry("1st Blue", kUSA, {20, 10}, kNorth);
  const UnitId raw = f.infantry("2nd Blue", kUSA, {40, 10}, kNorth, Quality::raw);
  f.brigade("Blue", kUSA, {30, 6}, {seasoned, raw});
  auto b = f.battle();
  REQUIRE(b->unit(seasoned).stands_at_start == 4);  // mustered from quality
  nr::lose_stand(*b, params(*b), b->unit(seasoned));
  CHECK(men_of(*b, seasoned) == MenCount{600, 150});  // 1 of 4
  nr::lose_stand(*b, params(*b), b->unit(raw));  // a 3-stand unit losing one is removed
  REQUIRE(b->unit(raw).status == UnitStatus::destroyed);
  CHECK(men_of(*b, raw).lost == 200);  // 1 of 3, not all 600
}

TEST_CASE("men lost in Lua: b:men_lost(side) gives the side's losses in men, as the battle's result counts them", "[men][lua]") {
  const auto loaded = lua::load_battle_text(
      "scripts/t.lua",
      lua_test::small_battle("  on = { turn_end = function(b)\n"
                             "    b:end_battle{ winner = \"USA\", condition = b:men_lost(\"USA\") .. \"/\" .. b:men_lost(\"CSA\") } end },\n"),
      lua_test::no_content());
  Battle b(loaded.scenario, 1);
  b.unit(0).hits = 2;  // igor: two HITs still marked, 5% of the regiment's men each
  loaded.scenario->hooks.call(HookKind::turn_end, b, HookArgs{});
  const Result r = result_of(b);
  REQUIRE(r.men_lost[0] > 0);
  REQUIRE(b.outcome);
  CHECK(b.outcome->condition == std::to_string(r.men_lost[0]) + "/" + std::to_string(r.men_lost[1]));
}

}  // namespace test_men_lost
