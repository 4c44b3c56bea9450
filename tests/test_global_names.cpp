// check: the static lint for globals — which names a chunk reads and writes, on which lines, and
// what `caisson check` says about them.
#include <algorithm>
#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <sys/wait.h>

#include <catch2/catch.hpp>

#include "cli_support.hpp"
#include <lauxlib.h>

#include "bindings/battle_loader.hpp"
#include "bindings/global_check.hpp"
#include "bindings/global_names.hpp"

namespace test_global_names {

using caisson::lua::GlobalUse;

namespace {

struct Compiler {
  std::unique_ptr<lua_State, decltype(&lua_close)> L{luaL_newstate(), &lua_close};
  std::vector<GlobalUse> uses(const std::string& text) { return caisson::lua::globals_used(L.get(), text, "scripts/t.lua"); }
  std::vector<std::string> problems(const std::string& text, const std::vector<std::string>& known) {
    return caisson::lua::global_problems(L.get(), "scripts/t.lua", text, known);
  }
};

// "read y@2", "write x@2": easy to compare as a sorted list.
std::vector<std::string> described(const std::vector<GlobalUse>& uses) {
  std::vector<std::string> out;
  for (const auto& u : uses) out.push_back((u.write ? "write " : "read ") + u.name + "@" + std::to_string(u.line));
  std::sort(out.begin(), out.end());
  return out;
}

using cli_test::Ran;
using cli_test::run_caisson;

std::string read_text(const std::filesystem::path& file) {
  std::ifstream in(file);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

TEST_CASE("globals: reads and writes are found with their lines", "[check]") {
  Compiler c;
  auto uses = c.uses("local a = 1\n"     // 1
                     "x = y\n"           // 2
                     "print(a, x)\n");   // 3
  CHECK(described(uses) == std::vector<std::string>{"read print@3", "read x@3", "read y@2", "write x@2"});
}

TEST_CASE("globals: uses inside nested functions keep their own lines", "[check]") {
  Compiler c;
  auto uses = c.uses("local function f()\n"         // 1
                     "  return function()\n"        // 2
                     "    deep = math.floor(1.5)\n" // 3
                     "  end\n"                      // 4
                     "end\n"                        // 5
                     "return { on = function(b) return b.turn + later end }\n");  // 6
  CHECK(described(uses) == std::vector<std::string>{"read later@6", "read math@3", "write deep@3"});
}

TEST_CASE("globals: locals, parameters, upvalues and fields are not globals", "[check]") {
  Compiler c;
  auto uses = c.uses("local t = {}\n"
                     "local function g(p) t.x = p; return t, p.y end\n"
                     "for i = 1, 3 do t[i] = g(i) end\n"
                     "return function() return t end\n");
  CHECK(uses.empty());
}

TEST_CASE("globals: _ENV.x and _ENV[\"x\"] are globals, and _ENV[k] while k holds a string constant", "[check]") {
  Compiler c;
  auto uses = c.uses("_ENV.x = 1\n"                        // 1
                     "local k = 'z'\n"                     // 2
                     "return _ENV[\"y\"], _ENV[k],\n"      // 3
                     "       _ENV[k .. 's'], _ENV[tostring(1)]\n");  // 4: computed keys are not seen
  CHECK(described(uses) == std::vector<std::string>{"read tostring@4", "read y@3", "read z@3", "write x@1"});
}

TEST_CASE("globals: a local _ENV shadows the global environment, also in nested functions", "[check]") {
  Compiler c;
  auto uses = c.uses("local seen = before\n"            // 1: still the global environment
                     "local _ENV = { x = 1 }\n"         // 2
                     "z = x\n"                          // 3
                     "local function f() return w end\n"  // 4: w comes from the local _ENV
                     "return f\n");
  CHECK(described(uses) == std::vector<std::string>{"read before@1"});
  CHECK(c.uses("local function h(_ENV) return q end\nreturn h\n").empty());
}

TEST_CASE("globals: lines stay right past 128 instructions, 256 constants and long gaps", "[check]") {
  Compiler c;
  std::string text = "local t = {}\n";
  for (int i = 0; i < 300; ++i) text += "t.v = " + std::to_string(i) + "\n";  // lines 2-301
  text += "late()\n";                                                          // 302
  text += std::string(500, '\n');                                              // 303-802
  text += "far = 1\n";                                                         // 803
  text += "local q = far2.x\n";                                               // 804
  text += "far3.y, far4 = 2, q\n";                                            // 805
  // Past 256 constants the compiler reaches globals through a register (GETUPVAL, LOADK,
  // GETTABLE/SETTABLE) instead of GETTABUP/SETTABUP: both forms are seen.
  CHECK(described(c.uses(text)) == std::vector<std::string>{"read far2@804", "read far3@805", "read late@302",
                                                            "write far4@805", "write far@803"});
}

TEST_CASE("globals: a syntax error is a ScriptError naming file and line", "[check]") {
  Compiler c;
  CHECK_THROWS_WITH(c.uses("local x = \n\nend\n"), Catch::StartsWith("scripts/t.lua:3:"));
}

TEST_CASE("globals: the known names are the battle sandbox's own", "[check]") {
  auto known = caisson::lua::battle_global_names();
  for (const char* name : {"battle", "brigade", "event_table", "campaign", "math", "string", "require", "pairs", "load"})
    CHECK(std::count(known.begin(), known.end(), name) == 1);
  for (const char* name : {"os", "io", "debug", "package", "dofile", "loadfile"})
    CHECK(std::count(known.begin(), known.end(), name) == 0);
}

TEST_CASE("globals: problems name the line, suggest a near miss and refuse writes", "[check]") {
  Compiler c;
  auto known = caisson::lua::battle_global_names();
  auto problems = c.problems("local n = mth.floor(1.5)\n"       // 1
                             "helper = function() end\n"        // 2
                             "helper(); helper()\n"             // 3: set by the file: not again
                             "return brigade, zzyzx, zzyzx\n",  // 4: once a line
                             known);
  CHECK(problems == std::vector<std::string>{
                        "scripts/t.lua:1: unknown global 'mth' (did you mean 'math'?)",
                        "scripts/t.lua:2: setting global 'helper' — use local",
                        "scripts/t.lua:4: unknown global 'zzyzx'",
                    });
}

TEST_CASE("globals: every shipped Lua file uses only the sandbox's globals and sets none", "[check]") {
  Compiler c;
  auto known = caisson::lua::battle_global_names();
  std::filesystem::path root = CAISSON_SOURCE_ROOT;
  int files = 0;
  for (const char* folder : {"scripts", "events", "campaigns", "bench/battles"})
    for (const auto& entry : std::filesystem::recursive_directory_iterator(root / folder)) {
      if (entry.path().extension() != ".lua") continue;
      ++files;
      auto shown = std::filesystem::relative(entry.path(), root).string();
      INFO(shown);
      CHECK(caisson::lua::global_problems(c.L.get(), shown, read_text(entry.path()), known).empty());
    }
  CHECK(files >= 10);
}

TEST_CASE("globals: caisson check exits 2 on a mistyped global, naming file, line and the near miss", "[check]") {
  auto r = run_caisson("check " + std::string(CAISSON_SOURCE_ROOT) + "/tests/data/typo_global.lua");
  CHECK(r.code == 2);
  CHECK_THAT(r.out, Catch::Contains("typo_global.lua:11: unknown global 'mth' (did you mean 'math'?)"));
  CHECK_THAT(r.out, !Catch::Contains("OK"));
}

TEST_CASE("globals: caisson check names a mistyped global even when the file fails to load", "[check]") {
  auto dir = std::filesystem::temp_directory_path() / "caisson-globals-cli";
  std::filesystem::create_directories(dir / "scripts");
  auto file = dir / "scripts" / "broken.lua";
  std::ofstream(file) << "return battel \"T\" { turns = 4 }\n";
  auto r = run_caisson("check " + file.string());
  std::filesystem::remove_all(dir);
  CHECK(r.code == 2);
  CHECK_THAT(r.out, Catch::Contains(":1: unknown global 'battel' (did you mean 'battle'?)"));
}

TEST_CASE("globals: scopes as Lua has them — a local is seen only after its statement, in its block", "[check]") {
  Compiler c;
  auto uses = c.uses("local x = x\n"                                  // 1: the global x
                     "do local inner = 1 end\n"                       // 2
                     "print(inner)\n"                                 // 3: out of its block
                     "repeat local done = true until done\n"          // 4: until sees the block's locals
                     "for k, v in pairs({}) do print(k .. v) end\n"   // 5: .. is no field access
                     "local function self_call(n) return n > 0 and self_call(n - 1) end\n"  // 6
                     "goto skip\n"                                    // 7
                     "::skip::\n"                                     // 8
                     "local t = { key = value, [index] = 1 }\n"       // 9: a key is no global
                     "function made() end\n"                          // 10: sets a global
                     "function t.method(a) return a end\n"            // 11: t is a local
                     "function Module.f() end\n"                      // 12: reads Module
                     "return t:method(s), #t, -count\n");             // 13
  CHECK(described(uses) == std::vector<std::string>{"read Module@12", "read count@13", "read index@9",
                                                    "read inner@3",   "read pairs@5",   "read print@3",
                                                    "read print@5",   "read s@13",      "read value@9",
                                                    "read x@1",       "write made@10"});
}

TEST_CASE("globals: the walk follows every operator and form of the grammar to the end", "[check]") {
  Compiler c;
  // Operators of two and three characters, long strings over two lines, varargs, calls on a table
  // or a string, methods, hexadecimal and exponent numbers: only `select` is a global.
  auto uses = c.uses("local a <const>, b = 1 // 2, 3 ~ 4 << 1 >> 1\n"
                     "local s = [[long\nstring]] .. [==[another]==] .. 'x' .. \"y\"\n"
                     "local f = function(...) return select('#', ...) end\n"
                     "while a ~= b and not (a >= b) do b = b - 1 end\n"
                     "if a <= b then elseif a > b then else end\n"
                     "return f { a } , f 'str', s:upper(), 0x1p4, 1e-3\n");
  CHECK(described(uses) == std::vector<std::string>{"read select@4"});
}

}  // namespace test_global_names
