// Hooks and handles: Lua functions called as engine hooks, the battle handle `b`, unit and
// general handles, victory results, and math.random drawing from the battle's dice.
#include <catch2/catch.hpp>

#include <variant>
#include <vector>

#include "engine/play/battle.hpp"
#include "engine/play/reinforcements.hpp"
#include "lua_test_support.hpp"

namespace test_lua_hooks {

using namespace caisson;
using caisson::lua::ScriptError;

namespace {

// Collects what the scripts said.
struct Sayings final : LogObserver {
  std::vector<std::string> said;
  void record(const Battle&, const Record& r) override {
    if (auto* s = std::get_if<Said>(&r)) said.push_back(s->text);
  }
};

// A battle whose `on` table and victory function are given; units "5th Massachusetts" (USA)
// and "33rd Virginia" (CSA), generals "Franklin" and "Jackson", objective "hill".
lua::LoadedBattle load_with(const std::string& hooks, lua::Limits limits = {}) {
  std::string text =
      "return battle \"Hooks\" {\n"
      "  turns = 6,\n"
      "  objectives = { hill = { at = {50, 24}, radius = 4 } },\n"
      "  forces = {\n"
      "    USA = army \"North\" { brigade \"Franklin's\" { commander = general \"Franklin\" {}, at = {20,10},\n"
      "      infantry \"5th Massachusetts\" { quality = \"raw\" } } },\n"
      "    CSA = army \"South\" { brigade \"Jackson's\" { commander = general \"Jackson\" {}, at = {50,24},\n"
      "      infantry \"33rd Virginia\" {} } },\n"
      "  },\n" +
      hooks + "}\n";
  return lua::load_battle_text("scripts/t.lua", text, lua_test::no_content(), limits);
}

void turn_start(Battle& b) { b.scenario->hooks.call(HookKind::turn_start, b, HookArgs{}); }

std::string hook_error(Battle& b) {
  try {
    turn_start(b);
  } catch (const ScriptError& e) {
    return e.what();
  }
  return "";
}

// The error of a turn_start hook returning `expression`, "" for none.
std::string error_of(const std::string& expression) {
  auto loaded = load_with("  on = { turn_start = function(b) return " + expression + " end },\n");
  Battle b(loaded.scenario, 1);
  return hook_error(b);
}

}  // namespace

TEST_CASE("hooks: only defined hooks are registered, and they see the battle", "[lua]") {
  auto loaded = load_with(
      "  on = { turn_start = function(b)\n"
      "    b:say('turn %d of %d, %s active in %s', b.turn, b.turns, b.active, b.title)\n"
      "    b.vars.seen = (b.vars.seen or 0) + 1\n"
      "    b:say('seen %d', b.vars.seen)\n"
      "  end },\n");
  CHECK(loaded.scenario->hooks.has(HookKind::turn_start));
  CHECK_FALSE(loaded.scenario->hooks.has(HookKind::turn_end));
  CHECK_FALSE(loaded.scenario->hooks.victory);
  Battle b(loaded.scenario, 7);
  Sayings sayings;
  b.log.attach(&sayings);
  b.turn = 3;
  b.active = 1;
  turn_start(b);
  turn_start(b);
  CHECK(sayings.said == std::vector<std::string>{"turn 3 of 6, CSA active in Hooks", "seen 1",
                                                 "turn 3 of 6, CSA active in Hooks", "seen 2"});
  // Another battle from the same scenario starts with empty vars.
  Battle other(loaded.scenario, 8);
  other.log.attach(&sayings);
  sayings.said.clear();
  turn_start(other);
  CHECK(sayings.said.at(1) == "seen 1");
}

TEST_CASE("hooks: a kept battle handle fails outside its hook", "[lua]") {
  auto loaded = load_with(
      "  on = { turn_start = function(b)\n"
      "    if b.vars.kept then return b.vars.kept.turn end\n"
      "    b.vars.kept = b\n"
      "  end },\n");
  Battle b(loaded.scenario, 1);
  turn_start(b);
  CHECK(hook_error(b) == "scripts/t.lua:11: battle handle used outside a hook");
}

TEST_CASE("hooks: unit handles look the unit up on every access", "[lua]") {
  auto loaded = load_with(
      "  on = { turn_start = function(b)\n"
      "    local u = b:unit('5th Massachusetts')\n"
      "    b:say('%s %s %s %s %s %d %d %s %s', u.name, u.side, u.brigade, u.arm, u.quality, u.stands, u.hits, tostring(u.routing), u.status)\n"
      "    b:say('%d units, %d for CSA', #b:units(), #b:units('CSA'))\n"
      "  end },\n");
  Battle b(loaded.scenario, 1);
  Sayings sayings;
  b.log.attach(&sayings);
  turn_start(b);
  REQUIRE(sayings.said.size() == 2);
  CHECK(sayings.said[0] == "5th Massachusetts USA Franklin's infantry raw 2 0 false " + std::string(name_of(UnitStatus::on_table)));
  CHECK(sayings.said[1] == "2 units, 1 for CSA");

  Unit& fifth = b.unit(0);
  fifth.status = UnitStatus::routed_off;
  fifth.left_on_turn = 6;
  fifth.left_how = "routed off the table";
  CHECK(hook_error(b) == "scripts/t.lua:12: unit '5th Massachusetts' left the field on turn 6 (routed off the table)");
}

TEST_CASE("hooks: a unit handle still answers name and status after the unit left", "[lua]") {
  auto loaded = load_with(
      "  on = { turn_start = function(b)\n"
      "    local u = b:unit('5th Massachusetts')\n"
      "    b:say('%s: %s', u.name, u.status)\n"
      "  end },\n");
  Battle b(loaded.scenario, 1);
  Sayings sayings;
  b.log.attach(&sayings);
  b.unit(0).status = UnitStatus::destroyed;
  turn_start(b);
  CHECK(sayings.said == std::vector<std::string>{"5th Massachusetts: " + std::string(name_of(UnitStatus::destroyed))});
}

TEST_CASE("hooks: b:find_unit gives the handle while the unit is on the table, nil once it has left", "[lua]") {
  auto loaded = load_with(
      "  on = { turn_start = function(b)\n"
      "    local u = b:find_unit('5th Massachusetts')\n"
      "    b:say('%s', u and u.name or 'gone')\n"
      "  end },\n");
  Battle b(loaded.scenario, 1);
  Sayings sayings;
  b.log.attach(&sayings);
  turn_start(b);
  b.unit(0).status = UnitStatus::routed_off;
  CHECK(hook_error(b).empty());  // no handle to a unit that has left, so nothing to raise
  CHECK(sayings.said == std::vector<std::string>{"5th Massachusetts", "gone"});
  // A name the battle file never gave is an error, as b:unit's.
  CHECK(error_of("b:find_unit('5th Masachusetts')") ==
        "scripts/t.lua:10: bad argument #1 to 'find_unit' (unknown unit '5th Masachusetts' (did you mean '5th Massachusetts'?))");
}

TEST_CASE("hooks: unknown names and bad arguments get Lua-style messages", "[lua]") {
  auto loaded = load_with("  on = { turn_start = function(b) return b:unit('5th Masachusetts') end },\n");
  Battle b(loaded.scenario, 1);
  CHECK(hook_error(b) ==
        "scripts/t.lua:10: bad argument #1 to 'unit' (unknown unit '5th Masachusetts' (did you mean '5th Massachusetts'?))");
  auto holds = load_with("  on = { turn_start = function(b) return b:holds('USB', 'hill') end },\n");
  Battle c(holds.scenario, 1);
  CHECK(hook_error(c) == "scripts/t.lua:10: bad argument #1 to 'holds' (unknown side 'USB': expected USA or CSA)");
  auto losses = load_with("  on = { turn_start = function(b) return b:losses(3) end },\n");
  Battle d(losses.scenario, 1);
  CHECK(hook_error(d) == "scripts/t.lua:10: bad argument #1 to 'losses' (unknown side '3': expected USA or CSA)");
}

TEST_CASE("hooks: a misspelt general, brigade or objective is named with the nearest known one", "[lua]") {
  CHECK(error_of("b:general('Franklyn')") ==
        "scripts/t.lua:10: bad argument #1 to 'general' (unknown general 'Franklyn' (did you mean 'Franklin'?))");
  CHECK(error_of("b:hasten('Jacksons')") ==
        "scripts/t.lua:10: bad argument #1 to 'hasten' (unknown brigade 'Jacksons' (did you mean 'Jackson's'?))");
  CHECK(error_of("b:holds('USA', 'hil')") ==
        "scripts/t.lua:10: bad argument #2 to 'holds' (unknown objective 'hil' (did you mean 'hill'?))");
  // Found, a name is simply used.
  CHECK(error_of("b:holds('USA', 'hill') and b:general('Franklin') and b:unit('33rd Virginia')") == "");
}

TEST_CASE("hooks: a misspelt field of a unit, a general or the battle is named with the nearest one", "[lua]") {
  CHECK(error_of("b:unit('5th Massachusetts').nmae") ==
        "scripts/t.lua:10: unit '5th Massachusetts' has no field 'nmae' (did you mean 'name'?)");
  CHECK(error_of("b:unit('5th Massachusetts').facng") ==
        "scripts/t.lua:10: unit '5th Massachusetts' has no field 'facng' (did you mean 'facing'?)");
  CHECK(error_of("b:general('Franklin').alvie") ==
        "scripts/t.lua:10: general 'Franklin' has no field 'alvie' (did you mean 'alive'?)");
  CHECK(error_of("b.trun") == "scripts/t.lua:10: the battle has no field or method 'trun' (did you mean 'turn'?)");
  CHECK(error_of("b:sya('x')") == "scripts/t.lua:10: the battle has no field or method 'sya' (did you mean 'say'?)");
  // Nothing near: no guess.
  CHECK(error_of("b:unit('5th Massachusetts').morale") == "scripts/t.lua:10: unit '5th Massachusetts' has no field 'morale'");
  // Every field named in the reference reads.
  CHECK(error_of("b:unit('5th Massachusetts').formation .. b:unit('5th Massachusetts').weapon .. "
                 "b:unit('5th Massachusetts').x + b:unit('5th Massachusetts').y + b:unit('5th Massachusetts').facing .. "
                 "b:general('Franklin').side .. b:general('Franklin').x + b:general('Franklin').y .. "
                 "tostring(b:general('Franklin').commands) .. b.turns .. b.phase .. b.active .. b.title .. b.weather .. "
                 "tostring(b.countdown) .. type(b.vars)") == "");
}

TEST_CASE("hooks: general_killed passes a general handle", "[lua]") {
  auto loaded = load_with("  on = { general_killed = function(b, general) b:say('%s has fallen (%s)', general.name, tostring(general.alive)) end },\n");
  Battle b(loaded.scenario, 1);
  Sayings sayings;
  b.log.attach(&sayings);
  b.kill_commander(b.commander(1), "shot");
  CHECK(sayings.said == std::vector<std::string>{"Jackson has fallen (false)"});
}

TEST_CASE("hooks: victory results", "[lua]") {
  auto loaded = load_with(
      "  victory = function(b)\n"
      "    if b.turn == 1 then return nil end\n"
      "    if b.turn == 2 then return 'USA' end\n"
      "    if b.turn == 3 then return 'draw' end\n"
      "    if b.turn == 4 then return { winner = 'CSA', level = 'decisive', condition = 'holds the hill' } end\n"
      "    if b.turn == 5 then return { winner = 'CSA', level = 'crushing' } end\n"
      "    return 'USB'\n"
      "  end,\n");
  Battle b(loaded.scenario, 1);
  auto& victory = loaded.scenario->hooks.victory;
  b.turn = 1;
  CHECK_FALSE(victory(b));
  b.turn = 2;
  CHECK(victory(b)->winner == 0);
  b.turn = 3;
  CHECK(victory(b)->level == VictoryLevel::draw);
  b.turn = 4;
  auto o = victory(b);
  CHECK(o->winner == 1);
  CHECK(o->level == VictoryLevel::decisive);
  CHECK(o->condition == "holds the hill");
  b.turn = 5;
  CHECK_THROWS_WITH(victory(b), "scripts/t.lua: victory returned a bad result: unknown level \"crushing\" (expected decisive, substantial, marginal or draw)");
  b.turn = 6;
  CHECK_THROWS_WITH(victory(b), "scripts/t.lua: victory returned a bad result: unknown winner \"USB\" (expected USA, CSA or draw)");
}

TEST_CASE("hooks: end_battle and holds", "[lua]") {
  auto loaded = load_with(
      "  on = { turn_end = function(b)\n"
      "    if b:holds('CSA', 'hill') then b:end_battle{ winner = 'CSA', level = 'marginal', condition = 'hill held' } end\n"
      "  end },\n");
  Battle b(loaded.scenario, 1);
  b.turn = 2;
  loaded.scenario->hooks.call(HookKind::turn_end, b, HookArgs{});
  REQUIRE(b.outcome);
  CHECK(b.outcome->winner == 1);
  CHECK(b.outcome->condition == "hill held");
}

TEST_CASE("hooks: math.random draws from the battle's dice", "[lua]") {
  auto loaded = load_with("  on = { turn_start = function(b) b:say('%d %d %d', math.random(6), math.random(3, 4), math.random(10)) end },\n");
  Battle b(loaded.scenario, 1);
  Sayings sayings;
  b.log.attach(&sayings);
  b.dice.load({5, 2, 9});
  turn_start(b);
  CHECK(sayings.said == std::vector<std::string>{"5 4 9"});
  CHECK(b.dice.scripted_left() == 0);
}

TEST_CASE("hooks: a runaway hook names the script and the hook", "[lua]") {
  auto loaded = load_with("  on = { turn_start = function(b) while true do end end },\n", {64u << 20, 100'000});
  Battle b(loaded.scenario, 1);
  CHECK(hook_error(b) == "scripts/t.lua: hook 'turn_start' ran too long (instruction budget exhausted)");
}

namespace {

// Brigade "C" (CSA) waits to come on: `arrival` is its reinforcement entry's fields after the
// brigade, `more` any further fields of the battle.
lua::LoadedBattle late_battle(const std::string& arrival, const std::string& more = "") {
  const std::string text =
      "return battle \"Late\" {\n"
      "  turns = 9,\n"
      "  forces = {\n"
      "    USA = army \"North\" { brigade \"A\" { at = {20,10}, infantry \"1st\" {} } },\n"
      "    CSA = army \"South\" { brigade \"B\" { at = {50,24}, infantry \"2nd\" {} },\n"
      "                         brigade \"C\" { infantry \"3rd\" {} } },\n"
      "  },\n"
      "  reinforcements = { { side = 'CSA', brigade = 'C', " + arrival + " } },\n" + more + "}\n";
  return lua::load_battle_text("scripts/t.lua", text, lua_test::no_content());
}

}  // namespace

TEST_CASE("hooks: hasten and delay move a waiting reinforcement", "[lua]") {
  auto loaded = late_battle("turn = 4, enter = {48, 48}",
                            "  on = { turn_start = function(b) b:say('%s %s', tostring(b:delay('C', 2)), tostring(b:hasten('B'))) end },\n");
  Battle b(loaded.scenario, 1);
  Sayings sayings;
  b.log.attach(&sayings);
  turn_start(b);
  CHECK(sayings.said == std::vector<std::string>{"C is delayed: it comes no earlier than turn 6.", "true false"});
  CHECK(b.arrival_shift.at(0) == 2);
}

TEST_CASE("hooks: once an arrival's turn has passed, a delay counts from now and a hasten says there is nothing to do", "[lua]") {
  auto loaded = late_battle("turn = 2, enter = {48, 48}, roll = '2d6 >= 12'");
  Battle b(loaded.scenario, 1);
  Sayings sayings;
  b.log.attach(&sayings);
  b.turn = 5;  // its turn (2) has passed; it is still rolling to come on
  const FormationId c = b.oob.find("C");
  CHECK(shift_arrival(b, c, -1));
  CHECK(b.arrival_shift.at(0) == 0);
  CHECK(shift_arrival(b, c, 2));
  CHECK(b.arrival_shift.at(0) == 5);  // from turn 5, two more: turn 7, not turn 4 (already past)
  CHECK(sayings.said == std::vector<std::string>{"C is already due: there is nothing to hasten.",
                                                 "C is delayed: it comes no earlier than turn 7."});
  b.turn = 7;
  CHECK(shift_arrival(b, c, -1));
  CHECK(sayings.said.back() == "C is already due: there is nothing to hasten.");
}

TEST_CASE("hooks: b.vars is saved as stable text and restored", "[lua]") {
  auto loaded = load_with(
      "  on = { turn_start = function(b)\n"
      "    if b.vars.count then b:say('%d %s %s %s', b.vars.count, b.vars.names[2], tostring(b.vars.flags.rain), b.vars['odd key\\n']) return end\n"
      "    b.vars.count = 3; b.vars.names = { 'a', 'b' }; b.vars.flags = { rain = true, half = 0.5 }; b.vars['odd key\\n'] = 'q\"'\n"
      "  end,\n"
      "  turn_end = function(b) b.vars.f = function() end end },\n");
  Battle b(loaded.scenario, 1);
  turn_start(b);
  const auto& hooks = loaded.scenario->hooks;
  std::string text = hooks.save_vars(b);
  CHECK(text == "return {[\"count\"]=3,[\"flags\"]={[\"half\"]=0.5,[\"rain\"]=true,},[\"names\"]={[1]=\"a\",[2]=\"b\",},[\"odd key\\n\"]=\"q\\\"\",}");
  Battle resumed(loaded.scenario, 1);
  Sayings sayings;
  resumed.log.attach(&sayings);
  hooks.restore_vars(resumed, text);
  turn_start(resumed);
  CHECK(sayings.said == std::vector<std::string>{"3 b true q\""});
  hooks.call(HookKind::turn_end, b, HookArgs{});
  CHECK_THROWS_WITH(hooks.save_vars(b), Catch::StartsWith("scripts/t.lua: b.vars.f: a function cannot be saved"));
  CHECK_THROWS_WITH(hooks.restore_vars(resumed, "return {"), Catch::StartsWith("the saved scenario variables are damaged"));
}

}  // namespace test_lua_hooks
