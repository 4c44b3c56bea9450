// bindings/lua_controller: a battle's Lua functions command a side or a brigade through the same
// checks as the built-in commander; refusals come back with reasons; runaways stop.
#include <catch2/catch.hpp>

#include "bindings/battle_loader.hpp"
#include "bindings/script_error.hpp"
#include "engine/ai/army_command.hpp"
#include "engine/play/driver.hpp"
#include "igor_fixture.hpp"
#include "lua_test_support.hpp"

namespace test_lua_controllers {

using namespace caisson;

namespace {

struct Sayings final : LogObserver {
  std::vector<std::string> said;
  std::vector<ActionRefused> refused;
  void record(const Battle&, const Record& r) override {
    if (auto* s = std::get_if<Said>(&r)) said.push_back(s->text);
    if (auto* x = std::get_if<ActionRefused>(&r)) refused.push_back(*x);
  }
};

lua::LoadedBattle load_with(const std::string& extra, lua::Limits limits = {}) {
  return lua::load_battle_text("scripts/t.lua", lua_test::small_battle(extra), lua_test::no_content(), limits);
}

// Plays `turns` turns with the scenario's own controllers.
struct Session {
  lua::LoadedBattle loaded;
  Battle b;
  Sayings sayings;
  ArmyCommand command;
  Driver driver;
  explicit Session(lua::LoadedBattle l)
      : loaded(std::move(l)), b(loaded.scenario, 1), command(loaded.scenario->controllers), driver(b, command, command) {
    b.log.attach(&sayings);
  }
  void turns(int n) {
    for (int i = 0; i < n && driver.play_turn(); ++i) {}
  }
};

}  // namespace

TEST_CASE("controllers: a side's Lua function acts through the same port", "[lua]") {
  Session s(load_with(
      "  controllers = { USA = function(b, phase, side)\n"
      "    if phase == 'general movement' then return { { unit = '1st', formation = 'column' } } end\n"
      "  end },\n"));
  s.turns(1);
  CHECK(s.b.unit(s.b.scenario->find_unit("1st")).formation == Formation::column);
  CHECK(s.b.refused[0] == 0);
}

TEST_CASE("controllers: an illegal action is refused with its reason, shown to the next call", "[lua]") {
  Session s(load_with(
      "  controllers = { USA = function(b, phase, side, refused)\n"
      "    for _, r in ipairs(refused) do b:say('%s %s: %s', r.unit, r.action, r.reason) end\n"
      "    if phase == 'general movement' then return { { unit = '1st', move = {10, 40} } } end\n"
      "  end },\n"));
  s.turns(1);
  CHECK(s.b.refused[0] == 1);
  REQUIRE(s.sayings.refused.size() == 1);
  CHECK_FALSE(s.sayings.refused[0].reason.empty());
  REQUIRE(s.sayings.said.size() == 1);
  CHECK(s.sayings.said[0] == "1st move: " + s.sayings.refused[0].reason);
}

TEST_CASE("controllers: a brigade's function commands its brigade — others are refused to it", "[lua]") {
  Session s(load_with(
      "  controllers = { A = function(b, phase)\n"
      "    if phase == 'general movement' then return { { unit = '1st', formation = 'column' }, { unit = '2nd', facing = 90 } } end\n"
      "  end },\n"));
  s.turns(1);
  CHECK(s.b.unit(s.b.scenario->find_unit("1st")).formation == Formation::column);
  REQUIRE(s.sayings.refused.size() == 1);
  CHECK(s.sayings.refused[0].reason == "2nd is not in A, whose controller asked");
}

TEST_CASE("controllers: a runaway controller stops with the budget message", "[lua]") {
  Session s(load_with("  controllers = { CSA = function(b) while true do end end },\n", {64u << 20, 100'000}));
  try {
    s.turns(1);
    FAIL("no error");
  } catch (const lua::ScriptError& e) {
    // Where in the battle it ran, for `caisson run --seed` to replay it (issue 35, item 2).
    CHECK(std::string(e.what()) ==
          "scripts/t.lua: controller 'CSA' ran too long (instruction budget exhausted)\n"
          "  while controller 'CSA' ran (turn 1, CSA artillery phase, seed 1)");
  }
}

TEST_CASE("controllers: bad names and bad actions get clear messages", "[lua]") {
  CHECK(lua_test::load_error(lua_test::small_battle("  controllers = { USB = function() end },\n"))
            .find("unknown side or formation \"USB\" (did you mean \"USA\"?)") != std::string::npos);
  Session s(load_with("  controllers = { USA = function() return { { unit = '1sst', rally = true } } end },\n"));
  try {
    s.turns(1);
    FAIL("no error");
  } catch (const lua::ScriptError& e) {
    CHECK(std::string(e.what()).find("unknown unit '1sst' (did you mean '1st'?)") != std::string::npos);
  }
}

TEST_CASE("orders API: b:order gives an order and b:couriers lists it", "[lua][orders]") {
  Session s(load_with(
      "  on = { turn_start = function(b)\n"
      "    if b.turn == 1 then b:order{ to = 'A', order = 'attack', objective = {40, 30} } end\n"
      "    local c = b:couriers()[1]\n"
      "    b:say('%d %s %s %s %d %d', #b:couriers(), c.to, c.order, c.state, c.objective[2], c.issued_turn)\n"
      "  end },\n"));
  s.turns(1);
  REQUIRE_FALSE(s.sayings.said.empty());
  // No general is left to send it (the battle names none), so it took effect at once.
  CHECK(s.sayings.said[0] == "1 A attack delivered 30 1");
  CHECK(s.b.oob.node(s.b.oob.find("A")).standing_order == "attack");
}

TEST_CASE("orders API: bad order words and names raise Lua errors", "[lua][orders]") {
  auto error_of = [](const std::string& call) {
    Session s(load_with("  on = { turn_start = function(b) " + call + " end },\n"));
    try {
      s.turns(1);
    } catch (const lua::ScriptError& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  CHECK(error_of("b:order{ to = 'A', order = 'atack' }").find("(did you mean 'attack'?)") != std::string::npos);
  CHECK(error_of("b:order{ to = 'AA', order = 'attack' }").find("unknown formation 'AA'") != std::string::npos);
  CHECK(error_of("b:order{ to = 'A', order = 'hold', objective = 'nowhere' }").find("unknown objective 'nowhere'") != std::string::npos);
  CHECK(error_of("b:order{ to = 'A', order = 'hold', objectve = 'B' }").find("did you mean 'objective'?") != std::string::npos);
}

TEST_CASE("controllers: a charge reads the units charging with it from `with`", "[lua]") {
  Session s(load_with("  controllers = { USA = function(b, phase)\n"
                      "    if phase == 'charge' then return { { unit = '1st', charge = '2nd', with = { '2dn' } } } end\n"
                      "  end },\n"));
  try {
    s.turns(1);
    FAIL("no error");
  } catch (const lua::ScriptError& e) {
    CHECK(std::string(e.what()).find("unknown unit '2dn' (did you mean '2nd'?)") != std::string::npos);
  }
}

TEST_CASE("controllers: under jackson a side's function is asked for each move card, its units' may_move telling whose", "[lua][jackson]") {
  // Far apart, so no fire-fight ends the battle before the third turn.
  const std::string text =
      "return battle \"T\" {\n"
      "  turns = 6, rules = 'jackson',\n"
      "  forces = {\n"
      "    USA = army \"North\" { brigade \"A\" { at = {10,5}, infantry \"1st\" {} } },\n"
      "    CSA = army \"South\" { brigade \"B\" { at = {90,45}, order = 'hold', infantry \"2nd\" {} } },\n"
      "  },\n"
      "  controllers = { USA = function(b, phase, side)\n"
      "    local u = b:unit('1st')\n"
      "    b:say('%s %s', phase, tostring(u.may_move))\n"
      "    if phase == 'movement' and u.may_move then return { { unit = '1st', move = { u.x, u.y + 1 } } } end\n"
      "  end },\n"
      "}\n";
  Session s(lua::load_battle_text("scripts/t.lua", text, lua_test::no_content(), {}));
  const Vec2 start = s.b.unit(s.b.scenario->find_unit("1st")).position;
  s.turns(3);
  REQUIRE(s.b.turn == 3);
  int moves_asked = 0, fire_asked = 0;
  for (const std::string& line : s.sayings.said) {
    INFO(line);
    if (line.rfind("movement ", 0) == 0) {
      ++moves_asked;
      CHECK(line == "movement true");  // asked only when its card is up and its response passed
    }
    if (line.rfind("standing musketry ", 0) == 0) {
      ++fire_asked;
      CHECK(line == "standing musketry false");
    }
  }
  CHECK(moves_asked > 0);
  CHECK(fire_asked == 3);  // once a turn, for its side's volley
  CHECK(s.b.refused[0] == 0);
  CHECK(s.b.unit(s.b.scenario->find_unit("1st")).position.y == Approx(start.y + moves_asked));
}

}  // namespace test_lua_controllers
