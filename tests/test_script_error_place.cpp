// A script's runtime error says where in the battle it happened — which hook, event or controller
// was running, on which turn and in which phase, with the seed — so `caisson run FILE --seed N`
// replays it; a sweep adds that command for the battle that failed.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>

#include "cli_support.hpp"
#include "engine/play/battle.hpp"
#include "engine/play/event_roll.hpp"
#include "lua_test_support.hpp"

namespace test_script_error_place {

using namespace caisson;
using Catch::Matchers::Contains;

namespace {

// Line 7 on of a small battle: a hook that fails on turn 2, an event whose effect fails from turn 3.
const std::string kFailing =
    "  on = { turn_start = function(b) if b.turn == 2 then local t = nil; return t.x end end,\n"  // 7
    "         turn_end = function(b) b:roll_events() end },\n"                                     // 8
    "  events = event_table \"E\" { dice = 'd6', ['1-6'] = { 'Ambush', effect = function(b)\n"     // 9
    "    if b.turn >= 3 then error('the ambush failed') end end } },\n";                            // 10

std::string error_of(const std::function<void()>& run) {
  try {
    run();
  } catch (const lua::ScriptError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("script errors: a hook's error names the hook, the turn and the seed", "[lua][errors]") {
  auto loaded = lua::load_battle_text("scripts/t.lua", lua_test::small_battle(kFailing), lua_test::no_content());
  Battle b(loaded.scenario, 42);
  b.turn = 2;
  const std::string error = error_of([&] { b.scenario->hooks.call(HookKind::turn_start, b, HookArgs{}); });
  CHECK_THAT(error, Contains("scripts/t.lua:7:"));
  CHECK_THAT(error, Contains("while hook 'turn_start' ran (turn 2, seed 42)"));
}

TEST_CASE("script errors: an event effect's error names the event and the phase, once when rolled from a hook", "[lua][errors]") {
  auto loaded = lua::load_battle_text("scripts/t.lua", lua_test::small_battle(kFailing), lua_test::no_content());
  Battle b(loaded.scenario, 9);
  b.turn = 3;
  b.phase = "events";  // igor's, at the turn's start: nobody's phase
  b.active = 1;
  std::string error = error_of([&] { roll_event_table(b); });
  CHECK_THAT(error, Contains("scripts/t.lua:10:"));
  CHECK_THAT(error, Contains("while event \"Ambush\" effect ran (turn 3, events phase, seed 9)"));
  // A player's own phase is his.
  b.phase = "general fire";
  b.active = 0;
  error = error_of([&] { roll_event_table(b); });
  CHECK_THAT(error, Contains("(turn 3, USA general fire phase, seed 9)"));
  // Rolled from a hook: the innermost function is named, and only once.
  b.phase = {};
  error = error_of([&] { b.scenario->hooks.call(HookKind::turn_end, b, HookArgs{}); });
  CHECK_THAT(error, Contains("while event \"Ambush\" effect ran (turn 3, seed 9)"));
  CHECK(error.find("while", error.find("while") + 1) == std::string::npos);
}

TEST_CASE("script errors: run says the turn, hook and seed — sweep also says how to replay the battle", "[cli][errors]") {
  lua_test::TempFolder folder;
  folder.write("failing.lua", lua_test::small_battle(kFailing));
  const std::string file = (folder.path / "failing.lua").string();
  auto run = cli_test::run_caisson("run " + file + " --seed 5 --log quiet");
  CHECK(run.code != 0);
  CHECK_THAT(run.out, Contains("failing.lua:7:"));
  CHECK_THAT(run.out, Contains("while hook 'turn_start' ran (turn 2, seed 5)"));
  auto sweep = cli_test::run_caisson("sweep " + file + " --seed 3 -n 1 -j 1");
  CHECK(sweep.code != 0);
  CHECK_THAT(sweep.out, Contains("while hook 'turn_start' ran (turn 2, seed 3)"));
  CHECK_THAT(sweep.out, Contains("replay it: caisson run " + file + " --seed 3"));
  auto north = cli_test::run_caisson("sweep " + file + " --seed 3 -n 1 -j 1 --rules north");
  CHECK_THAT(north.out, Contains("replay it: caisson run " + file + " --seed 3 --rules north"));
  // A commander other than the default is named for its side.
  auto chosen = cli_test::run_caisson("sweep " + file + " --seed 3 -n 1 -j 1 --commander CSA=brigade:caution=0.8");
  CHECK_THAT(chosen.out, Contains("replay it: caisson run " + file + " --seed 3 --commander CSA=brigade:caution=0.8"));
}

}  // namespace test_script_error_place
