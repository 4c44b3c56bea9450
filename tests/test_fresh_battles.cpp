// Issue #39: each battle of a sweep starts from the battle file as if loaded anew, so file-level
// state a hook keeps (a counter in a local) cannot make seed 2 play differently after seed 1.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>

#include <lauxlib.h>

#include "bindings/compiled_chunks.hpp"
#include "cli_support.hpp"
#include "lua_test_support.hpp"

namespace test_fresh_battles {

namespace {

// The victory function counts its calls in a file-level local: the winner depends on the count.
const std::string kCounting = "local count = 0\n" + lua_test::small_battle(
    "  victory = function(b)\n"
    "    count = count + 1\n"
    "    if b.turn == b.turns then return (count % 2 == 0) and \"USA\" or \"CSA\" end\n"
    "  end,\n");

// The --csv row of one seed ("2,CSA,...").
std::string row_of(const std::string& csv_file, const std::string& seed) {
  std::ifstream in(csv_file);
  std::string line;
  while (std::getline(in, line))
    if (line.rfind(seed + ",", 0) == 0) return line;
  return "";
}

}  // namespace

TEST_CASE("seed 2 plays the same in any sweep, with any workers, and alone", "[sweep][fresh]") {
  lua_test::TempFolder folder;
  folder.write("counting.lua", kCounting);
  const std::string file = (folder.path / "counting.lua").string();
  auto sweep_row = [&](const std::string& args, const std::string& name) {
    const std::string csv = (folder.path / name).string();
    auto r = cli_test::run_caisson("sweep " + file + " " + args + " --csv " + csv);
    REQUIRE(r.code == 0);
    return row_of(csv, "2");
  };
  const std::string after_one = sweep_row("--seeds 1:3 -j1", "a.csv");
  REQUIRE_FALSE(after_one.empty());
  CHECK(sweep_row("--seeds 2:3 -j1", "b.csv") == after_one);
  CHECK(sweep_row("--seeds 1:3 -j2", "c.csv") == after_one);
  CHECK(sweep_row("--seeds 0:5 -j2", "d.csv") == after_one);
  auto alone = cli_test::run_caisson("run " + file + " --seed 2");
  REQUIRE(alone.code == 0);
  // The winner alone is the winner in the sweep (6 turns: the count is even at the last one).
  const bool usa = alone.out.find("victory for USA") != std::string::npos;
  CHECK(after_one.find(usa ? ",USA," : ",CSA,") != std::string::npos);
}

// A reloaded battle runs the bytecode its first load compiled (not the text again): it must
// behave as the text does, and a runtime error in it must still name the file and line.
TEST_CASE("a battle reloaded for the next seed keeps its file and lines in errors", "[sweep][fresh]") {
  lua_test::TempFolder folder;
  folder.write("failing.lua", lua_test::small_battle(
      "  victory = function(b)\n"
      "    if b.turn == 3 then error(\"the third turn\") end\n"
      "  end,\n"));
  const std::string file = (folder.path / "failing.lua").string();
  auto r = cli_test::run_caisson("sweep " + file + " --seeds 1:3 -j1");
  CHECK(r.code != 0);
  CHECK_THAT(r.out, Catch::Contains("failing.lua:") && Catch::Contains("the third turn"));
}

TEST_CASE("compiled chunks: the same text loads compiled — a changed text is compiled anew", "[lua][fresh]") {
  caisson::lua::CompiledChunks chunks;
  auto result_of = [&](const std::string& text) {
    lua_State* L = luaL_newstate();
    REQUIRE(chunks.load(L, text, "x.lua") == LUA_OK);
    lua_call(L, 0, 1);
    const auto n = lua_tointeger(L, -1);
    lua_close(L);
    return n;
  };
  CHECK(result_of("return 1 + 1") == 2);
  CHECK(result_of("return 1 + 1") == 2);  // from the bytecode
  CHECK(result_of("return 2 + 3") == 5);  // same name, other text
  lua_State* L = luaL_newstate();
  CHECK(chunks.load(L, "\x1bLua", "x.lua") != LUA_OK);  // a file's own bytecode is still refused
  CHECK(chunks.load(L, "return (", "y.lua") != LUA_OK);  // and a syntax error is not remembered
  CHECK(chunks.load(L, "return (", "y.lua") != LUA_OK);
  lua_close(L);
}

}  // namespace test_fresh_battles
