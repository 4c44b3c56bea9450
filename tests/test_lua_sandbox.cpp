// The sandbox: what scripts may not reach, the memory cap, the instruction budget, require,
// and math.random drawing from the battle's dice.
#include <catch2/catch.hpp>

#include <lauxlib.h>

#include "bindings/lua_state.hpp"
#include "bindings/script_error.hpp"
#include "lua_test_support.hpp"

namespace test_lua_sandbox {

using caisson::lua::LuaState;
using caisson::lua::ScriptError;
using lua_test::TempFolder;

namespace {

std::string run(LuaState& s, const std::string& code) { return lua_test::run_chunk(s, code); }

std::string run(const std::string& code) {
  LuaState s({lua_test::no_content(), lua_test::no_content(), {}});
  return run(s, code);
}

}  // namespace

TEST_CASE("sandbox: io, os, debug, package and file loaders are absent", "[lua]") {
  CHECK(run("return type(io)") == "nil");
  CHECK(run("return type(os)") == "nil");
  CHECK(run("return type(debug)") == "nil");
  CHECK(run("return type(package)") == "nil");
  CHECK(run("return type(dofile)") == "nil");
  CHECK(run("return type(loadfile)") == "nil");
  CHECK(run("return type(string.format)") == "function");
  CHECK(run("return type(table.concat)") == "function");
  CHECK(run("return type(utf8.char)") == "function");
  CHECK(run("return type(coroutine.wrap)") == "function");
}

TEST_CASE("sandbox: load takes text and refuses binary chunks", "[lua]") {
  CHECK(run("return load('return 1 + 2')()") == "3");
  auto out = run("local f = load(string.dump(function() return 1 end)); return f == nil");
  CHECK(out == "true");
  out = run("local f, err = load(string.dump(function() return 1 end), 'x', 'b'); return err");
  CHECK_THAT(out, Catch::Contains("attempt to load a binary chunk"));
}

TEST_CASE("sandbox: an endless loop stops with the budget message", "[lua]") {
  LuaState s({lua_test::no_content(), lua_test::no_content(), {}}, {64u << 20, 100'000});
  CHECK(run(s, "while true do end") == "error: scripts/t.lua: test chunk ran too long (instruction budget exhausted)");
  // Catching the error does not buy more time.
  CHECK(run(s, "while true do pcall(function() while true do end end) end") ==
        "error: scripts/t.lua: test chunk ran too long (instruction budget exhausted)");
  CHECK_THAT(run(s, "coroutine.wrap(function() while true do end end)()"),
             Catch::Contains("test chunk ran too long (instruction budget exhausted)"));
  CHECK(run(s, "return 1") == "1");  // the next call has a fresh budget
}

TEST_CASE("sandbox: unbounded allocation stops with the memory message", "[lua]") {
  LuaState s({lua_test::no_content(), lua_test::no_content(), {}}, {4u << 20, 50'000'000});
  auto out = run(s, "local t = {} for i = 1, 1e9 do t[i] = string.rep('x', 100) .. i end");
  CHECK(out == "error: scripts/t.lua: test chunk: script exceeded its memory limit (4 MiB)");
  CHECK(run(s, "return 2") == "2");  // memory came back
}

TEST_CASE("sandbox: require loads events, lib and the battle's folder, nothing else", "[lua]") {
  TempFolder root;
  root.write("events/weather.lua", "return { rain = 3 }");
  root.write("scripts/lib/util.lua", "return { twice = function(x) return 2 * x end }");
  root.write("scripts/helper.lua", "return 'beside'");
  root.write("secret.lua", "return 'secret'");
  LuaState s({root.path, root.path / "scripts", {}});
  CHECK(run(s, "return require('events.weather').rain") == "3");
  CHECK(run(s, "return require('lib.util').twice(4)") == "8");
  CHECK(run(s, "return require('helper')") == "beside");
  CHECK(run(s, "return require('events.weather') == require('events.weather')") == "true");
  CHECK(run(s, "return require('secret')") ==
        "error: scripts/t.lua:1: module 'secret': cannot open scripts/secret.lua: No such file or directory");
  CHECK_THAT(run(s, "return require('..secret')"), Catch::Contains("module '..secret' is not allowed"));
  CHECK_THAT(run(s, "return require('campaigns.x')"), Catch::Contains("module 'campaigns.x' is not allowed"));
  CHECK_THAT(run(s, "return require('events/../secret')"), Catch::Contains("is not allowed"));
  REQUIRE(s.loaded_files().size() == 3);
  CHECK(s.loaded_files()[0].first == "events/weather.lua");
  CHECK(s.loaded_files()[0].second == "return { rain = 3 }");
  CHECK(s.loaded_files()[1].first == "scripts/lib/util.lua");
  CHECK(s.loaded_files()[2].first == "scripts/helper.lua");
}

TEST_CASE("sandbox: math.random outside a battle is an error", "[lua]") {
  CHECK(run("return math.random(6)") ==
        "error: scripts/t.lua:1: math.random is only available while a battle is being played");
  CHECK_THAT(run("math.randomseed(4)"), Catch::Contains("math.randomseed is not available"));
}

}  // namespace test_lua_sandbox
