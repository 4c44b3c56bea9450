// Arrivals and event effects where the battle's units differ from the battle file's: a division
// whose brigades arrive one at a time brings its general on with the first; an arrival whose
// road is blocked comes on next turn without a second roll (docs/scripting.md); and an event's
// HITs, named by regiment, land once on the brigade the regiments were merged into under
// brigade-scale rules.
#include <catch2/catch.hpp>

#include <variant>

#include "engine/play/event_roll.hpp"
#include "engine/play/reinforcements.hpp"
#include "lua_test_support.hpp"

using namespace caisson;

namespace {

// USA division "D1" (general "Dg") of brigades "B1" and "B2", each arriving on its own; CSA
// brigade "B3" on the table. `rules` picks the scale; `extra` adds fields.
std::string battle_text(const std::string& rules, const std::string& b1_arrival, const std::string& extra = "") {
  return "return battle \"Arrivals\" {\n"
         "  rules = '" + rules + "', turns = 6,\n"
         "  objectives = { x = { at = {48, 24}, radius = 4, points = 1 } },\n"
         "  forces = {\n"
         "    USA = army \"A\" { commander = general \"AA\" { at = {48,2} },\n"
         "      division \"D1\" { commander = general \"Dg\" {},\n"
         "        brigade \"B1\" { infantry \"r1\" {}, infantry \"r2\" {} },\n"
         "        brigade \"B2\" { infantry \"r3\" {}, infantry \"r4\" {} } } },\n"
         "    CSA = army \"C\" { commander = general \"CC\" { at = {48,46} },\n"
         "      brigade \"B3\" { at = {48,40}, infantry \"r5\" {}, infantry \"r6\" {} } },\n"
         "  },\n"
         "  reinforcements = {\n"
         "    { side = 'USA', brigade = 'B1', " + b1_arrival + " },\n"
         "    { side = 'USA', brigade = 'B2', turn = 5, enter = {70, 0} } },\n" +
         extra + "}\n";
}

lua::LoadedBattle load(const std::string& rules, const std::string& b1_arrival, const std::string& extra = "") {
  return lua::load_battle_text("scripts/t.lua", battle_text(rules, b1_arrival, extra), lua_test::no_content());
}

const Commander& general(const Battle& b, std::string_view name) {
  for (const Commander& c : b.commanders)
    if (c.name == name) return c;
  FAIL("no general " << name);
  return b.commanders.front();
}

}  // namespace

TEST_CASE("arrivals: a division's general comes on with its first brigade to arrive", "[arrivals]") {
  for (const std::string rules : {"igor", "ap"}) {
    auto loaded = load(rules, "turn = 1, enter = {20, 0}");
    Battle b(loaded.scenario, 1);
    INFO(rules);
    REQUIRE_FALSE(general(b, "Dg").on_table);
    b.turn = 1;
    bring_on_reinforcements(b, 0);
    REQUIRE(b.arrived_on[0] == 1);
    CHECK(b.arrived_on[1] == 0);  // B2 still waits for turn 5
    CHECK(general(b, "Dg").on_table);
    CHECK(general(b, "Dg").position.x == Approx(20));
  }
}

TEST_CASE("arrivals: an arrival whose road is blocked comes on next turn without a new roll", "[arrivals]") {
  auto loaded = load("igor", "turn = 1, enter = {20, 0}, roll = '2d6 >= 9'");
  Battle b(loaded.scenario, 1);
  // An enemy stands on the entry point.
  Unit& blocker = b.units.back();
  REQUIRE(blocker.side == 1);
  b.place(blocker, {20, 3}, 0);
  b.turn = 1;
  b.dice.load({6, 6});
  bring_on_reinforcements(b, 0);
  CHECK(b.arrived_on[0] == 0);
  CHECK(b.dice.scripted_left() == 0);
  b.place(blocker, {48, 40}, 180);
  b.turn = 2;
  b.dice.load({});  // a second arrival roll would throw: the scripted dice are empty
  bring_on_reinforcements(b, 0);
  CHECK(b.arrived_on[0] == 2);
}

TEST_CASE("arrivals: an event's HITs on a regiment land once on its merged brigade under brigade-scale rules", "[arrivals]") {
  const std::string events =
      "  events = event_table \"E\" { dice = 'd6',\n"
      "    ['1-3'] = { 'Volley', effect = { hits = 1, unit = 'r6' } },\n"
      "    ['4-6'] = { 'Brigade volley', effect = { hits = 1, brigade = 'B3' } } },\n";
  for (const std::string rules : {"igor", "ap", "minicampaign"}) {
    auto loaded = load(rules, "turn = 1, enter = {20, 0}", events);
    Battle b(loaded.scenario, 1);
    INFO(rules);
    const bool merged = rules != "igor";
    const UnitId r6 = loaded.scenario->find_unit("r6");
    const UnitId r6_now = b.unit_from_scenario(r6);
    CHECK(b.unit(r6_now).name == (merged ? "B3" : "r6"));
    b.turn = 1;
    b.dice.load({2});
    roll_event_table(b);
    CHECK(b.unit(r6_now).hits == 1);
    b.dice.load({5});
    roll_event_table(b);
    // Each regiment of the brigade takes its HIT; merged, the brigade takes one.
    CHECK(b.unit(r6_now).hits == 2);
    if (!merged) CHECK(b.unit(b.unit_from_scenario(loaded.scenario->find_unit("r5"))).hits == 1);
  }
}
