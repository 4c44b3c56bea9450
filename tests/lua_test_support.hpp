#pragma once
// Shared by the [lua] tests: load inline battle texts and catch the message they fail with.
#include <filesystem>
#include <fstream>
#include <random>
#include <string>

#include <lauxlib.h>

#include "bindings/battle_loader.hpp"
#include "bindings/lua_state.hpp"
#include "bindings/script_error.hpp"

namespace lua_test {

// The content root for tests that need no files of their own.
inline std::filesystem::path no_content() { return std::filesystem::temp_directory_path() / "caisson-lua-none"; }

// The message a battle text fails to load with, or "" when it loads.
inline std::string load_error(const std::string& text, const std::string& name = "scripts/t.lua") {
  try {
    caisson::lua::load_battle_text(name, text, no_content());
  } catch (const caisson::lua::ScriptError& e) {
    return e.what();
  }
  return "";
}

// A minimal good battle: two brigades, one unit each. `extra` adds top-level fields (line 7 on).
inline std::string small_battle(const std::string& extra = "") {
  return "return battle \"T\" {\n"                                                        // 1
         "  turns = 6,\n"                                                                  // 2
         "  forces = {\n"                                                                  // 3
         "    USA = army \"North\" { brigade \"A\" { at = {10,10}, infantry \"1st\" {} } },\n"  // 4
         "    CSA = army \"South\" { brigade \"B\" { at = {10,40}, infantry \"2nd\" {} } },\n"  // 5
         "  },\n"                                                                          // 6
         + extra +
         "}\n";
}

// A fresh folder under the temp directory, removed at the end of the test.
struct TempFolder {
  std::filesystem::path path;
  TempFolder() {
    std::random_device rd;
    path = std::filesystem::temp_directory_path() / ("caisson-lua-" + std::to_string(rd()));
    std::filesystem::create_directories(path);
  }
  ~TempFolder() {
    std::error_code ec;
    std::filesystem::remove_all(path, ec);
  }
  void write(const std::string& relative, const std::string& text) const {
    auto file = path / relative;
    std::filesystem::create_directories(file.parent_path());
    std::ofstream(file) << text;
  }
};

// Runs a chunk in `s` and returns its result as text ("" for nil), or "error: " and the error.
inline std::string run_chunk(caisson::lua::LuaState& s, const std::string& code) {
  try {
    s.run_text("scripts/t.lua", code, "scripts/t.lua: test chunk");
  } catch (const caisson::lua::ScriptError& e) {
    return std::string("error: ") + e.what();
  }
  lua_State* L = s.get();
  std::string out = lua_isnil(L, -1) ? "" : luaL_tolstring(L, -1, nullptr);
  lua_settop(L, 0);
  return out;
}

}  // namespace lua_test
