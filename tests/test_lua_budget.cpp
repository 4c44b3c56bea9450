// Issue #39: nothing a battle file holds escapes the instruction budget or crashes the program —
// coroutines, finalizers, pcall storms, work done in C — and the loader bounds battle sizes.
// Each case runs with a small budget so the test stays quick.
#include <catch2/catch.hpp>

#include <chrono>

#include <lauxlib.h>

#include "bindings/lua_state.hpp"
#include "bindings/script_error.hpp"
#include "cli_support.hpp"
#include "lua_test_support.hpp"

namespace test_lua_budget {

using caisson::lua::LuaState;
using caisson::lua::ScriptError;

namespace {

constexpr const char* kSpent = "scripts/t.lua: test chunk ran too long (instruction budget exhausted)";

// Runs a chunk under a one-million-instruction budget: its result as text, or "error: ...".
std::string run_budgeted(const std::string& code) {
  LuaState s({lua_test::no_content(), lua_test::no_content(), {}}, {64u << 20, 1'000'000, 10.0});
  return lua_test::run_chunk(s, code);
}

// Each case must end well within a couple of seconds.
std::string quickly(const std::string& code) {
  auto start = std::chrono::steady_clock::now();
  std::string out = run_budgeted(code);
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(2));
  return out;
}

}  // namespace

TEST_CASE("budget: a loop of short coroutines shares the call's one budget", "[lua][budget]") {
  CHECK(quickly("while true do coroutine.wrap(function() for i = 1, 900 do end end)() end") == std::string("error: ") + kSpent);
  CHECK(quickly("while true do coroutine.resume(coroutine.create(function() end)) end") == std::string("error: ") + kSpent);
  CHECK(quickly("local n = 0 for i = 1, 100 do coroutine.wrap(function() n = n + 1 end)() end return n") == "100");
}

TEST_CASE("budget: pcall cannot outrun it, even overflowing the C stack", "[lua][budget]") {
  CHECK(quickly("local function f() pcall(f) f() end f()") == std::string("error: ") + kSpent);
  CHECK(quickly("while true do pcall(error, 'x') end") == std::string("error: ") + kSpent);
}

TEST_CASE("budget: finalizers are refused", "[lua][budget]") {
  CHECK_THAT(quickly("setmetatable({}, {__gc = function() while true do end end})"),
             Catch::StartsWith("error: scripts/t.lua:1: setmetatable: a metatable with __gc is not allowed"));
  CHECK(quickly("return getmetatable(setmetatable({}, {__index = {}})) ~= nil") == "true");
}

TEST_CASE("budget: work done in C is charged", "[lua][budget]") {
  CHECK(quickly("return string.find(string.rep('a', 1e5), '.-.-.-.-.-.-b')") == std::string("error: ") + kSpent);
  CHECK(quickly("return table.move({}, 1, 2^62, 2)") == std::string("error: ") + kSpent);
  CHECK(quickly("return #string.rep('', 2^62)") == "0");
  CHECK(quickly("return #string.rep('', 2^62, '')") == "0");
  CHECK(quickly("while true do local s = string.rep('x', 1e5) end") == std::string("error: ") + kSpent);
  CHECK(quickly("return table.concat(setmetatable({}, {__index = tostring}), '', 1, 2^40)") == std::string("error: ") + kSpent);
  CHECK(quickly("local t = {} for i = 1, 1000 do t[i] = i end while true do table.sort(t) end") == std::string("error: ") + kSpent);
}

TEST_CASE("budget: the checked pattern functions match as Lua's do", "[lua][budget]") {
  CHECK(quickly("return string.find('hello world', 'o w')") == "5");
  CHECK(quickly("return select(2, string.find('hello world', 'o w'))") == "7");
  CHECK(quickly("return string.find('a.b', '.', 1, true)") == "2");
  CHECK(quickly("return string.find('a+b', '+', 1, true)") == "2");
  CHECK(quickly("return string.match('  trim me  ', '^%s*(.-)%s*$')") == "trim me");
  CHECK(quickly("return string.match('key = value', '(%w+)%s*=%s*(%w+)')") == "key");
  CHECK(quickly("return select(2, string.match('key = value', '(%w+)%s*=%s*(%w+)'))") == "value");
  CHECK(quickly("return string.match('hello', '()ll()')") == "3");
  CHECK(quickly("return string.match('f(a(b)c)d', '%b()')") == "(a(b)c)");
  CHECK(quickly("return string.match('THE (quick) fox', '%f[%a]%a+')") == "THE");
  CHECK(quickly("return string.match('abcabc', '(abc)%1')") == "abc");
  CHECK(quickly("return string.match('2024-05-06', '^(%d+)-(%d+)-(%d+)$')") == "2024");
  CHECK(quickly("return string.match('x', '[]x]')") == "x");
  CHECK(quickly("return string.match('a-b', '[%-]')") == "-");
  CHECK(quickly("return string.match('abc', 'b', -2)") == "b");
  CHECK(quickly("return string.find('abc', 'x')") == "");
  CHECK(quickly("return (string.gsub('hello world', 'o', '0'))") == "hell0 w0rld");
  CHECK(quickly("return select(2, string.gsub('hello world', 'o', '0'))") == "2");
  CHECK(quickly("return (string.gsub('abc', '%w', '%0%0'))") == "aabbcc");
  CHECK(quickly("return (string.gsub('hello world', '(%w+)', '<%1>'))") == "<hello> <world>");
  CHECK(quickly("return (string.gsub('abc', '', '-'))") == "-a-b-c-");
  CHECK(quickly("return (string.gsub('$name is $age', '%$(%w+)', {name = 'Lee', age = 56}))") == "Lee is 56");
  CHECK(quickly("return (string.gsub('a b', '%w', function(c) return c:upper() end))") == "A B");
  CHECK(quickly("return (string.gsub('aaa', 'a', 'b', 2))") == "bba");
  CHECK(quickly("local t = {} for w in string.gmatch('one two three', '%a+') do t[#t+1] = w end return table.concat(t, ',')") ==
        "one,two,three");
  CHECK(quickly("local t = {} for k, v in string.gmatch('a=1, b=2', '(%w+)=(%w+)') do t[#t+1] = k .. v end return table.concat(t)") ==
        "a1b2");
  CHECK(quickly("local n = 0 for _ in string.gmatch('abc', '') do n = n + 1 end return n") == "4");
  CHECK_THAT(quickly("return string.find('a', '%')"), Catch::Contains("malformed pattern (ends with '%')"));
  CHECK_THAT(quickly("return string.find('a', '[a')"), Catch::Contains("malformed pattern (missing ']')"));
  CHECK_THAT(quickly("return string.find('a', '(a')"), Catch::Contains("unfinished capture"));
  CHECK_THAT(quickly("return string.match('a', 'a)')"), Catch::Contains("invalid pattern capture"));
  CHECK_THAT(quickly("return string.gsub('a', 'a', '%2')"), Catch::Contains("invalid capture index %2"));
  CHECK_THAT(quickly("return string.find('a', '%f')"), Catch::Contains("missing '[' after '%f' in pattern"));
  CHECK_THAT(quickly("return string.rep('(', 40) .. 'a' .. string.rep(')', 40)"), Catch::Contains("(((("));
  CHECK_THAT(quickly("return string.find('a', string.rep('(', 40) .. 'a' .. string.rep(')', 40))"),
             Catch::Contains("too many captures"));
}

TEST_CASE("budget: calls made back into Lua share the outer call's budget", "[lua][budget]") {
  // A fresh call after a spent one has its whole budget again.
  LuaState s({lua_test::no_content(), lua_test::no_content(), {}}, {64u << 20, 100'000, 10.0});
  CHECK_THROWS_WITH(s.run_text("scripts/t.lua", "while true do end", "scripts/t.lua: test chunk"), Catch::Contains("ran too long"));
  CHECK_NOTHROW(s.run_text("scripts/t.lua", "for i = 1, 1000 do end", "scripts/t.lua: test chunk"));
}

TEST_CASE("math.random takes the whole integer range without overflowing", "[lua][budget]") {
  auto battle = [](const std::string& hook) {
    return lua_test::small_battle("  on = { turn_start = function(b) " + hook + " end },\n");
  };
  lua_test::TempFolder folder;
  folder.write("wide.lua", battle("b:say('%d', math.random(math.mininteger, math.maxinteger))"));
  folder.write("half.lua", battle("b:say('%d', math.random(-1, math.maxinteger))"));
  folder.write("low.lua", battle("local r = math.random(math.mininteger, math.mininteger + 2) "
                                 "assert(r >= math.mininteger and r <= math.mininteger + 2) b:say('low ok')"));
  for (const char* name : {"wide.lua", "half.lua"}) {
    auto r = cli_test::run_caisson("run " + (folder.path / name).string() + " --seed 1");
    CHECK(r.code == 2);
    CHECK_THAT(r.out, Catch::Contains(std::string(name) + ":7: bad argument #2 to 'random' (interval too large for the battle's dice"));
  }
  auto r = cli_test::run_caisson("run " + (folder.path / "low.lua").string() + " --seed 1");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("» low ok"));
}

TEST_CASE("b:say with a bad format names the file and line — control characters are shown escaped", "[lua][budget]") {
  lua_test::TempFolder folder;
  folder.write("say.lua", lua_test::small_battle("  on = { turn_start = function(b) b:say('%s %d', 1) end },\n"));
  auto r = cli_test::run_caisson("run " + (folder.path / "say.lua").string() + " --seed 1");
  CHECK(r.code == 2);
  CHECK_THAT(r.out, Catch::Contains("say.lua:7: b:say: bad argument #3 to 'string.format' (no value)"));
  folder.write("escape.lua", lua_test::small_battle("  on = { turn_start = function(b) b:say('\\27]0;owned\\7\\27[2J') end },\n"));
  r = cli_test::run_caisson("run " + (folder.path / "escape.lua").string() + " --seed 1");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("» \\27]0;owned\\7\\27[2J"));
  CHECK(r.out.find('\x1b') == std::string::npos);
}

TEST_CASE("b.vars nested deep saves and resumes — deeper than the limit is refused by name", "[lua][budget]") {
  lua_test::TempFolder folder;
  auto nest = [](int depth) {
    return lua_test::small_battle("  on = { turn_start = function(b) local t = b.vars for i = 1, " + std::to_string(depth) +
                                  " do t.x = {} t = t.x end end },\n");
  };
  folder.write("deep.lua", nest(99));
  folder.write("deeper.lua", nest(500));
  std::string save = (folder.path / "deep.save").string();
  auto r = cli_test::run_caisson("run " + (folder.path / "deep.lua").string() + " --seed 1 --save-at 1 --save " + save);
  CHECK(r.code == 0);
  CHECK(cli_test::run_caisson("resume " + save).code == 0);
  r = cli_test::run_caisson("run " + (folder.path / "deeper.lua").string() + " --seed 1 --save-at 1 --save " +
                            (folder.path / "deeper.save").string());
  CHECK(r.code == 2);
  CHECK_THAT(r.out, Catch::Contains("deeper.lua: b.vars.x.x"));
  CHECK_THAT(r.out, Catch::Contains("tables nested more than 100 deep cannot be saved"));
}

TEST_CASE("battle sizes are bounded at load", "[lua][budget]") {
  auto table = [](const std::string& size) {
    return lua_test::small_battle("  table = { width = " + size + ", depth = 48 },\n");
  };
  CHECK(lua_test::load_error(table("40000")) == "scripts/t.lua:1: table: width: a table at most 2000\" across is supported, got 40000\"");
  CHECK_THAT(lua_test::load_error(table("1e5")), Catch::Contains("a table at most 2000\" across is supported"));
  CHECK(lua_test::load_error(table("2000")).empty());
  CHECK_THAT(lua_test::load_error(lua_test::small_battle().replace(lua_test::small_battle().find("turns = 6"), 9, "turns = 1e6")),
             Catch::Contains("turns"));
  std::string many = "local units = {} for i = 1, 20001 do units[i] = infantry ('r' .. i) {} end\n" +
                     lua_test::small_battle("").replace(lua_test::small_battle("").find("brigade \"A\" { at = {10,10}, infantry \"1st\" {} }"),
                                                        std::string("brigade \"A\" { at = {10,10}, infantry \"1st\" {} }").size(),
                                                        "brigade \"A\" { at = {10,10}, table.unpack(units) }");
  CHECK_THAT(lua_test::load_error(many), Catch::Contains("a battle of at most 20000 units is supported"));
}

}  // namespace test_lua_budget
