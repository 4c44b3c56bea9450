// The battle-file loader: a good battle becomes the right Scenario; every bad one fails with a
// message naming file:line and the object.
#include <catch2/catch.hpp>

#include <string>
#include <utility>

#include "lua_test_support.hpp"

namespace test_lua_loader {

using caisson::lua::load_battle_text;
using lua_test::load_error;
using lua_test::small_battle;

namespace {

const char* kGoodBattle = R"(return battle "Test Hill" {
  date = "1861-07-21", rules = "igor", turns = 8, first = "CSA", theatre = "eastern",
  house_rules = { morale_raw = 8 },
  table = { width = 96, depth = 48 },
  terrain = {
    hill "Henry House Hill" { {40,24}, {62,24}, {62,40}, {40,40}, height = 1 },
    woods "Chinn woods" { cover = "heavy", {10,30}, {22,30}, {22,44}, {10,44} },
    road "Warrenton Turnpike" { {0,14}, {48,16}, {96,18} },
  },
  objectives = { henry_house = { at = {50,32}, radius = 4, points = 3 }, bridge = { at = {10,20} } },
  forces = {
    USA = army "Union" { commander = general "McDowell" { quality = "raw", at = {48,4} },
      division "Heintzelman's" { commander = general "Heintzelman" {},
        brigade "Franklin's" { commander = general "Franklin" {}, order = "advance", objective = "henry_house",
                               at = {20,8}, facing = 0, formation = "column",
          infantry "5th Massachusetts" { quality = "raw", weapon = "smoothbore" },
          infantry "11th Massachusetts" { at = {30,8}, facing = 10, formation = "line" },
        },
        battery "Ricketts'" { guns = "smoothbore", quality = "veteran", at = {44,18} },
      },
    },
    CSA = army "Confederate" {
      brigade "Jackson's" { at = {50,36},
        infantry "33rd Virginia" {},
        cavalry "Stuart's" { stands = 3 },
      },
      brigade "Kirby Smith's" { commander = general "Kirby Smith" {},
        infantry "6th North Carolina" { quality = "veteran" },
      },
    },
  },
  reinforcements = { { side = "CSA", brigade = "Kirby Smith's", turn = 5, enter = "Warrenton Turnpike", roll = "2d6 >= 9" } },
  orders = { { turn = 3, side = "USA", to = "Franklin's", order = "attack", objective = "henry_house" } },
  events = event_table "Quiet" { dice = "d6", ["1-5"] = "All quiet", [6] = { "Rain", text = "It rains.", once = true, turns = {2, 4}, effect = function(b) end } },
  victory = function(b) if b.turn == b.turns then return b:holds("CSA", "henry_house") and "CSA" or "USA" end end,
  on = { turn_start = function(b) end },
}
)";

const caisson::Unit& unit_named(const caisson::Scenario& s, const std::string& name) {
  for (const auto& u : s.units)
    if (u.name == name) return u;
  FAIL("no unit " << name);
  throw;
}

}  // namespace

TEST_CASE("loader: a good battle becomes the right Scenario", "[lua]") {
  using namespace caisson;
  auto loaded = load_battle_text("scripts/good.lua", kGoodBattle, lua_test::no_content());
  const Scenario& s = *loaded.scenario;
  CHECK(s.title == "Test Hill");
  CHECK(s.date == "1861-07-21");
  CHECK(s.turns == 8);
  CHECK(s.first == 1);
  CHECK(s.rules == "igor");
  CHECK(s.rule_overrides.at("morale_raw") == 8);
  CHECK(s.home_edge_y[1] == 48);
  CHECK(s.source_file == "scripts/good.lua");
  CHECK(s.field.areas().size() == 2);
  CHECK(s.field.areas()[1].cover == Cover::heavy);
  CHECK(s.field.lines().size() == 1);
  REQUIRE(s.field.objectives().size() == 2);
  CHECK(s.field.objectives()[0].name == "bridge");  // sorted by name
  CHECK(s.field.objectives()[1].points == 3);

  REQUIRE(s.units.size() == 6);
  const Unit& fifth = unit_named(s, "5th Massachusetts");
  CHECK(fifth.id == 0);
  CHECK(fifth.quality == Quality::raw);
  CHECK(fifth.weapon == Weapon::smoothbore);
  CHECK(fifth.formation == Formation::column);  // from its brigade
  CHECK(fifth.stands == 2);
  CHECK_FALSE(fifth.explicit_position);
  CHECK(fifth.position == Vec2{20, 8});
  CHECK(s.oob.node(fifth.brigade).name == "Franklin's");
  const Unit& eleventh = unit_named(s, "11th Massachusetts");
  CHECK(eleventh.explicit_position);
  CHECK(eleventh.position == Vec2{30, 8});
  CHECK(eleventh.facing == 10);
  CHECK(eleventh.weapon == Weapon::rifled);
  CHECK(eleventh.quality == Quality::seasoned);
  const Unit& ricketts = unit_named(s, "Ricketts'");
  CHECK(ricketts.arm == Arm::artillery);
  CHECK(ricketts.weapon == Weapon::smoothbore_guns);
  CHECK(ricketts.stands == 4);
  CHECK(ricketts.formation == Formation::unlimbered);
  CHECK(s.oob.node(ricketts.brigade).name == "Heintzelman's");
  const Unit& stuart = unit_named(s, "Stuart's");
  CHECK(stuart.arm == Arm::cavalry);
  CHECK(stuart.weapon == Weapon::carbine);
  CHECK(stuart.stands == 3);
  CHECK(stuart.facing == 180);  // the second side faces down the table
  CHECK(stuart.status == UnitStatus::on_table);
  CHECK(unit_named(s, "6th North Carolina").status == UnitStatus::waiting);

  REQUIRE(s.deployments.size() == 2);
  CHECK(s.oob.node(s.deployments[0].brigade).name == "Franklin's");
  CHECK(s.deployments[0].formation == Formation::column);
  CHECK(s.deployments[1].facing == 180);

  REQUIRE(s.commanders.size() == 4);
  CHECK(s.commanders[0].name == "McDowell");
  CHECK(s.commanders[0].on_table_given);
  CHECK(s.commanders[0].position == Vec2{48, 4});
  CHECK(s.commanders[2].name == "Franklin");
  CHECK(s.commanders[2].position == Vec2{20, 8});
  CHECK(s.oob.node(s.commanders[2].commands).commander == 2);
  CHECK(s.commanders[3].name == "Kirby Smith");
  CHECK_FALSE(s.commanders[3].on_table);

  REQUIRE(s.reinforcements.size() == 1);
  CHECK(s.reinforcements[0].side == 1);
  CHECK(s.oob.node(s.reinforcements[0].formation).name == "Kirby Smith's");
  CHECK(s.reinforcements[0].turn == 5);
  CHECK(s.reinforcements[0].enter_road == "Warrenton Turnpike");
  REQUIRE(s.reinforcements[0].roll);
  CHECK(s.reinforcements[0].roll->target == 9);

  REQUIRE(s.orders.size() == 1);
  CHECK(s.orders[0].order == "attack");
  CHECK(s.orders[0].objective == "henry_house");

  REQUIRE(s.events);
  CHECK(s.events->name == "Quiet");
  REQUIRE(s.events->entries.size() == 2);
  CHECK(s.events->entries[0].low == 1);
  CHECK(s.events->entries[0].high == 5);
  CHECK_FALSE(s.events->entries[0].effect);
  CHECK(s.events->entries[1].title == "Rain");
  CHECK(s.events->entries[1].once);
  CHECK(s.events->entries[1].first_turn == 2);
  CHECK(s.events->entries[1].last_turn == 4);
  CHECK(s.events->entries[1].effect);

  CHECK(s.hooks.victory);
  CHECK(s.hooks.has(HookKind::turn_start));
  CHECK_FALSE(s.hooks.has(HookKind::general_killed));
  REQUIRE(loaded.loaded_files().size() == 1);
  CHECK(loaded.loaded_files()[0].first == "scripts/good.lua");
}

TEST_CASE("loader: syntax errors, missing files and wrong results", "[lua]") {
  CHECK_THAT(load_error("return battle \"T\" {\n  turns = 6\n  date = 'x'\n}"),
             Catch::StartsWith("scripts/t.lua:3: '}' expected (to close '{' at line 1) near 'date'"));
  CHECK(load_error("return 42") == "scripts/t.lua: the file must return battle \"title\" { ... }, got number 42");
  CHECK(load_error("return army \"A\" {}") == "scripts/t.lua: the file must return battle \"title\" { ... }, got army \"A\"");
  CHECK(load_error("local x = nil\nreturn x.y") == "scripts/t.lua:2: attempt to index a nil value (local 'x')");
  CHECK(load_error("return battle {}") ==
        "scripts/t.lua:1: battle: expected a name first, battle \"name\" { ... }, got table");
  try {
    caisson::lua::load_battle("/nonexistent/scripts/nope.lua", "/nonexistent");
    FAIL("loaded a missing file");
  } catch (const caisson::lua::ScriptError& e) {
    CHECK(std::string(e.what()) == "cannot open scripts/nope.lua: No such file or directory");
  }
}

TEST_CASE("loader: field errors name file, line, object and field", "[lua]") {
  CHECK_THAT(load_error(small_battle("  climate = 3,\n")),
             Catch::Equals("scripts/t.lua:1: battle \"T\": unknown field 'climate' (expected date, theatre, rules, turns, first, sides, "
                           "house_rules, table, terrain, objectives, forces, reinforcements, events, orders, victory, on, history, "
                           "men_per_stand, men_per_battery_stand, controllers, tables, weather or temperament)"));
  CHECK(load_error(small_battle("  weather = 3,\n")) == "scripts/t.lua:1: battle \"T\": weather: expected a string, got number 3");
  CHECK(load_error(small_battle("  turn = 3,\n")) == "scripts/t.lua:1: battle \"T\": unknown field 'turn' (did you mean 'turns'?)");
  CHECK(load_error("return battle \"T\" { turns = \"12\" }") ==
        "scripts/t.lua:1: battle \"T\": turns: expected a whole number, got string \"12\"");
  CHECK(load_error(small_battle("  date = 'July 21',\n")) ==
        "scripts/t.lua:1: battle \"T\": date: expected a date \"YYYY-MM-DD\", got string \"July 21\"");
  CHECK(load_error(small_battle("  theatre = 'southern',\n")) ==
        "scripts/t.lua:1: battle \"T\": unknown theatre \"southern\" (expected eastern or western)");
  CHECK(load_error(small_battle("  rules = 'nort',\n")) ==
        "scripts/t.lua:1: battle \"T\": unknown rules \"nort\" (expected igor, minicampaign, north, ap or jackson)");
  CHECK(load_error(small_battle("  first = 'UDA',\n")) ==
        "scripts/t.lua:1: battle \"T\": first: unknown side \"UDA\" (expected USA or CSA)");
  CHECK(load_error(small_battle("  table = { width = 96 },\n")) ==
        "scripts/t.lua:1: table: depth: expected the table's depth in inches, a positive number");
  CHECK(load_error("return battle \"T\" { turns = 6 }") == "scripts/t.lua:1: battle \"T\": forces: expected an army for each side, got nil");
}

TEST_CASE("loader: a field that holds a table, given something else, says what it expects", "[lua]") {
  // Each may be left out (the small battle leaves them all out); given a number, each is refused
  // by name, with the shape it wants.
  CHECK(load_error(small_battle()).empty());
  const std::pair<std::string, std::string> fields[] = {
      {"sides", "expected two side names"},
      {"table", "expected { width = ..., depth = ... }"},
      {"history", "expected { winner = \"CSA\""},
      {"controllers", "expected a table such as { CSA = function"},
      {"temperament", "expected a table such as { CSA = { aggression = 0.7, caution = 0.3 } }"},
      {"tables", "expected a list of event tables"},
      {"on", "expected a table of hooks"},
      {"house_rules", "expected a table of rule parameters"},
      {"terrain", "expected a list of terrain features"},
      {"objectives", "expected a table of named objectives"},
      {"reinforcements", "expected a list of { side = ..."},
      {"orders", "expected a list of { turn = ..."},
  };
  for (const auto& [field, expected] : fields) {
    INFO(field);
    CHECK_THAT(load_error(small_battle("  " + field + " = 3,\n")),
               Catch::Contains("battle \"T\": " + field + ": " + expected) && Catch::EndsWith("got number 3"));
  }
  CHECK_THAT(load_error(small_battle("  history = { casualties = 3 },\n")),
             Catch::Contains("casualties: expected losses per side") && Catch::EndsWith("got number 3"));
}

TEST_CASE("loader: unit errors name the brigade and the unit", "[lua]") {
  auto with_unit = [](const std::string& fields) {
    return "return battle \"T\" {\n"
           "  forces = {\n"
           "    USA = army \"North\" { brigade \"Franklin's\" { at = {10,10},\n"
           "      infantry \"5th Massachusetts\" { " + fields + " },\n"
           "    } },\n"
           "    CSA = army \"South\" { brigade \"B\" { at = {10,40}, infantry \"2nd\" {} } },\n"
           "  },\n"
           "}\n";
  };
  const std::string where = "scripts/t.lua:4: brigade \"Franklin's\", unit \"5th Massachusetts\": ";
  CHECK(load_error(with_unit("quality = 'rwa'")) == where + "unknown quality \"rwa\" (expected raw, seasoned, veteran or roll)");
  CHECK(load_error(with_unit("qualty = 'raw'")) == where + "unknown field 'qualty' (did you mean 'quality'?)");
  CHECK(load_error(with_unit("weapon = 'rifled_guns'")) ==
        where + "unknown weapon \"rifled_guns\" (expected smoothbore, rifled, carbine, breechloader or roll)");
  CHECK(load_error(with_unit("stands = 2.5")) == where + "stands: expected a whole number, got number 2.5");
  CHECK(load_error(with_unit("stands = 0")) == where + "stands: expected 1 to 100, got 0");
  CHECK(load_error(with_unit("at = {120, 8}")) == where + "at {120, 8} is off the table (96 x 48)");
  CHECK(load_error(with_unit("at = 'left'")) == where + "at: expected a point {x, y}, got string \"left\"");
  CHECK(load_error(with_unit("formation = 'limbered'")) ==
        where + "unknown formation \"limbered\" (expected line, column, skirmish or square)");
}

TEST_CASE("loader: structure and reference errors", "[lua]") {
  // A duplicate unit name points at the first one.
  CHECK(load_error("return battle \"T\" {\n"
                   "  forces = {\n"
                   "    USA = army \"North\" { brigade \"A\" { at = {10,10}, infantry \"1st\" {} } },\n"
                   "    CSA = army \"South\" { brigade \"B\" { at = {10,40},\n"
                   "      infantry \"1st\" {} } },\n"
                   "  },\n"
                   "}\n") ==
        "scripts/t.lua:5: brigade \"B\", unit \"1st\": a unit of this name is already listed at scripts/t.lua:3 (unit names must be unique)");
  // A brigade without a place that never arrives.
  CHECK(load_error("return battle \"T\" {\n"
                   "  forces = {\n"
                   "    USA = army \"North\" { brigade \"A\" { at = {10,10}, infantry \"1st\" {} } },\n"
                   "    CSA = army \"South\" { brigade \"Kirby Smith's\" {\n"
                   "      infantry \"2nd\" {} } },\n"
                   "  },\n"
                   "}\n") ==
        "scripts/t.lua:4: brigade \"Kirby Smith's\": has no 'at' and is not named in reinforcements (give it a position, or schedule its arrival)");
  CHECK(load_error(small_battle("  reinforcements = { { side = 'CSA', brigade = 'C', turn = 2, enter = {0, 48} } },\n")) ==
        "scripts/t.lua:7: reinforcements[1]: brigade: unknown brigade \"C\" (did you mean \"A\"?)");
  const std::string arriving =
      "return battle \"T\" {\n"
      "  forces = {\n"
      "    USA = army \"North\" { brigade \"A\" { at = {10,10}, infantry \"1st\" {} } },\n"
      "    CSA = army \"South\" { brigade \"B\" { infantry \"2nd\" {} } },\n"
      "  },\n";
  CHECK(load_error(arriving + "  reinforcements = { { side = 'CSA', brigade = 'B', turn = 2, enter = 'Pike' } },\n}") ==
        "scripts/t.lua:6: reinforcements[1]: enter: unknown road \"Pike\" (the battle draws no roads; give a point {x, y} instead)");
  CHECK(load_error(arriving + "  reinforcements = { { side = 'CSA', brigade = 'B', turn = 2, enter = {0, 48}, roll = '2d6' } },\n}") ==
        "scripts/t.lua:6: reinforcements[1]: roll: expected a test such as \"2d6 >= 9\", got \"2d6\"");
  CHECK(load_error(arriving + "  reinforcements = { { side = 'CSA', brigade = 'B', turn = 2, enter = {0, 48} } },\n}").empty());
  CHECK(load_error(small_battle("  reinforcements = { { side = 'CSA', brigade = 'B', turn = 2, enter = {0, 48} } },\n")) ==
        "scripts/t.lua:5: brigade \"B\": has 'at' but also arrives as a reinforcement (a reinforcement enters by its 'enter'; drop one of them)");
  CHECK(load_error(small_battle("  reinforcements = { { side = 'USA', brigade = 'B', turn = 2, enter = {0, 0} } },\n")) ==
        "scripts/t.lua:7: reinforcements[1]: brigade: \"B\" belongs to CSA, not USA");
  CHECK(load_error(small_battle("  orders = { { turn = 2, side = 'USA', to = 'A', order = 'charge' } },\n")) ==
        "scripts/t.lua:7: orders[1]: unknown order \"charge\" (expected attack, advance, hold or retire)");
  CHECK(load_error(small_battle("  orders = { { turn = 2, side = 'USA', to = 'A', order = 'attack', objective = 'hil' } },\n")) ==
        "scripts/t.lua:7: orders[1]: objective: unknown objective \"hil\" (expected an objective, a terrain feature or a formation)");
  CHECK(load_error(small_battle("  orders = { { turn = 9, side = 'USA', to = 'A', order = 'attack' } },\n")) ==
        "scripts/t.lua:7: orders[1]: turn: expected 1 to 6, got 9");
  CHECK(load_error(small_battle("  on = { turn_strat = function(b) end },\n")) ==
        "scripts/t.lua:1: on: unknown field 'turn_strat' (did you mean 'turn_start'?)");
  CHECK(load_error(small_battle("  terrain = { woods \"W\" { {1,1}, {2,2} } },\n")) ==
        "scripts/t.lua:7: woods \"W\": expected at least 3 points {x, y}, got 2");
  CHECK(load_error(small_battle("  terrain = { woods \"W\" { cover = 'thick', {1,1}, {2,2}, {3,1} } },\n")) ==
        "scripts/t.lua:7: woods \"W\": unknown cover \"thick\" (expected none, light or heavy)");
  CHECK(load_error(small_battle("  terrain = { woods \"W\" },\n")) ==
        "scripts/t.lua:1: battle \"T\": terrain[1]: expected a terrain feature, such as woods \"name\" { ... }, got a function (is a { ... } missing after the name?)");
}

TEST_CASE("loader: event tables must cover every result once", "[lua]") {
  auto with_events = [](const std::string& entries) {
    return small_battle("  events = event_table \"E\" { dice = \"2d6\", " + entries + " },\n");
  };
  CHECK(load_error(with_events("[2] = 'a', ['3-4'] = 'b', ['7-12'] = 'c'")) ==
        "scripts/t.lua:7: event_table \"E\": results 5-6 of 2d6 have no entry (every result needs one)");
  CHECK(load_error(with_events("['2-4'] = 'a', [4] = 'b', ['5-12'] = 'c'")) ==
        "scripts/t.lua:7: event_table \"E\": result 4 is covered twice, by [\"2-4\"] and [4]");
  CHECK(load_error(with_events("['2-13'] = 'a'")) ==
        "scripts/t.lua:7: event_table \"E\": [\"2-13\"] lies outside what 2d6 can roll (2-12)");
  CHECK(load_error(with_events("['2-12'] = { 'A', effect = 3 }")) ==
        "scripts/t.lua:7: event_table \"E\", result [\"2-12\"]: effect: expected a function(b) ... end or a table such as { hasten = \"...\" }, got number 3");
  CHECK(load_error(with_events("dcie = 'd6', ['2-12'] = 'a'")) ==
        "scripts/t.lua:7: event_table \"E\": unknown field 'dcie' (did you mean 'dice'?) (results are written [7] or [\"3-4\"])");
  CHECK(load_error(with_events("['2-12'] = 'a'")).empty());
}

TEST_CASE("loader: a battle may require its event table", "[lua]") {
  lua_test::TempFolder root;
  root.write("events/e.lua", "return event_table \"Bull Run\" {\n  dice = 'd6',\n  ['1-6'] = 'All quiet',\n}\n");
  root.write("scripts/b.lua", lua_test::small_battle("  events = require 'events.e',\n"));
  auto loaded = caisson::lua::load_battle(root.path / "scripts/b.lua", root.path);
  REQUIRE(loaded.scenario->events);
  CHECK(loaded.scenario->events->source_file == "events/e.lua");
  REQUIRE(loaded.loaded_files().size() == 2);
  CHECK(loaded.loaded_files()[0].first == "scripts/b.lua");
  CHECK(loaded.loaded_files()[1].first == "events/e.lua");
}

TEST_CASE("loader: attached units and generals", "[lua]") {
  // A battery straight under a division needs its own place.
  CHECK(load_error("return battle \"T\" {\n"
                   "  forces = {\n"
                   "    USA = army \"North\" { division \"D\" { brigade \"A\" { at = {10,10}, infantry \"1st\" {} },\n"
                   "      battery \"Guns\" {} } },\n"
                   "    CSA = army \"South\" { brigade \"B\" { at = {10,40}, infantry \"2nd\" {} } },\n"
                   "  },\n"
                   "}\n") ==
        "scripts/t.lua:4: division \"D\", unit \"Guns\": has no 'at' and its division is not named in reinforcements (give it a position, or schedule its arrival)");
  CHECK(load_error("return battle \"T\" {\n"
                   "  forces = {\n"
                   "    USA = army \"North\" { commander = \"McDowell\", brigade \"A\" { at = {10,10}, infantry \"1st\" {} } },\n"
                   "    CSA = army \"South\" { brigade \"B\" { at = {10,40}, infantry \"2nd\" {} } },\n"
                   "  },\n"
                   "}\n") ==
        "scripts/t.lua:3: army \"North\": commander: expected general \"name\" { ... }, got string \"McDowell\"");
  CHECK(load_error("return battle \"T\" {\n"
                   "  forces = {\n"
                   "    USA = army \"North\" { brigade \"A\" { at = {10,10}, division \"D\" {} } },\n"
                   "    CSA = army \"South\" { brigade \"B\" { at = {10,40}, infantry \"2nd\" {} } },\n"
                   "  },\n"
                   "}\n") ==
        "scripts/t.lua:3: division \"D\": a division cannot serve under brigade \"A\" (formations nest army, corps, division, brigade)");
  CHECK(load_error("return battle \"T\" {\n"
                   "  forces = {\n"
                   "    USA = army \"North\" { brigade \"A\" { at = {10,10}, infantry \"1st\" {} } },\n"
                   "  },\n"
                   "}\n") == "scripts/t.lua:1: forces: no army for CSA");
}

TEST_CASE("loader: temperament gives the brigade commander's character per side and formation", "[lua]") {
  const std::string battle = R"(return battle "T" {
  sides = { "USA", "CSA" },
  forces = {
    USA = army "Union" { division "Blue division" { brigade "Blue" { at = {48, 10}, infantry "1st" {} } } },
    CSA = army "Confederates" { brigade "Grey" { at = {48, 40}, infantry "2nd" {} } },
  },
  temperament = { USA = { aggression = 0.2 }, ["Blue division"] = { caution = 0.9 }, CSA = { aggression = 1, caution = 0 } },
})";
  using namespace caisson;
  auto loaded = load_battle_text("scripts/t.lua", battle, lua_test::no_content());
  const Scenario& s = *loaded.scenario;
  const FormationId blue = s.oob.find("Blue"), grey = s.oob.find("Grey");
  // The division's caution, its side's aggression; the other side's own.
  CHECK(s.temperament.of(0, blue).aggression == 0.2);
  CHECK(s.temperament.of(0, blue).caution == 0.9);
  CHECK(s.temperament.of(1, grey).aggression == 1.0);
  CHECK(s.temperament.of(1, grey).caution == 0.0);
  CHECK(load_error(small_battle("  temperament = { USA = { aggression = 2 } },\n")) ==
        "scripts/t.lua:1: temperament of \"USA\": aggression: expected a number from 0 to 1, got 2");
  CHECK_THAT(load_error(small_battle("  temperament = { UAS = { aggression = 0.5 } },\n")),
             Catch::Contains("unknown side or formation \"UAS\" (did you mean \"USA\"?)"));
}

TEST_CASE("loader: an area may be marked as blocking sight — woods and towns always do", "[lua]") {
  using namespace caisson;
  auto loaded = load_battle_text("scripts/t.lua",
                                 small_battle("  terrain = {\n"
                                              "    crops \"Orchard\" { blocks_sight = true, {0,20}, {20,20}, {20,30} },\n"
                                              "    rough \"Scrub\" { {30,20}, {40,20}, {40,30} },\n"
                                              "    woods \"Wood\" { {50,20}, {60,20}, {60,30} },\n"
                                              "  },\n"),
                                 lua_test::no_content());
  const auto& areas = loaded.scenario->field.areas();
  REQUIRE(areas.size() == 3);
  CHECK(areas[0].blocks_sight);
  CHECK_FALSE(areas[1].blocks_sight);
  CHECK(areas[2].blocks_sight);
  // Looking across the orchard from one side to the other: blocked, as the wood blocks.
  const Battlefield& f = loaded.scenario->field;
  CHECK_FALSE(f.terrain_clear({10, 15}, 0, {10, 35}, 0));
  CHECK(f.terrain_clear({35, 15}, 0, {35, 35}, 0));
  CHECK_FALSE(f.terrain_clear({55, 15}, 0, {55, 35}, 0));
  CHECK_THAT(load_error(small_battle("  terrain = { crops \"Orchard\" { blocks_sight = 1, {0,20}, {20,20}, {20,30} } },\n")),
             Catch::Contains("blocks_sight"));
}

}  // namespace test_lua_loader
