#include "bindings/module_require.hpp"

#include <optional>
#include <string>

#include <lauxlib.h>

#include "bindings/lua_state.hpp"
#include "bindings/script_error.hpp"
#include "bindings/script_files.hpp"

namespace caisson::lua {
namespace {

constexpr const char* kModules = "caisson.modules";  // registry: module name -> its value

struct ModuleFile {
  std::string shown;
  std::string text;
};

// The C++ half of require: find and read the file. Returns an error text instead of throwing
// so the caller raises the Lua error outside any catch block.
std::optional<ModuleFile> find_module(LuaState& s, const std::string& name, std::string& error) {
  try {
    auto file = resolve_module(name, s.roots());
    if (!file) {
      error = "module '" + name + "' is not allowed: require loads events.<name>, lib.<name>, or <name> beside the battle file";
      return std::nullopt;
    }
    ModuleFile m;
    m.shown = display_path(*file, s.roots().content_root);
    auto saved = s.roots().embedded.find(m.shown);
    m.text = saved != s.roots().embedded.end() ? saved->second : read_script(*file, m.shown);
    return m;
  } catch (const std::exception& e) {
    error = "module '" + name + "': " + e.what();
    return std::nullopt;
  }
}

int require(lua_State* L) {
  const char* name = luaL_checkstring(L, 1);
  lua_getfield(L, LUA_REGISTRYINDEX, kModules);
  if (lua_getfield(L, -1, name) != LUA_TNIL) return 1;
  lua_pop(L, 1);

  LuaState& s = LuaState::of(L);
  std::string error;
  auto module = find_module(s, name, error);
  if (!module) return luaL_error(L, "%s", error.c_str());

  if (s.load_text(L, module->text, module->shown) != LUA_OK)
    return lua_error(L);
  s.record_file(module->shown, std::move(module->text));
  lua_pushstring(L, name);
  lua_call(L, 1, 1);
  if (lua_isnil(L, -1)) {
    lua_pop(L, 1);
    lua_pushboolean(L, 1);
  }
  lua_pushvalue(L, -1);
  lua_setfield(L, -3, name);
  return 1;
}

}  // namespace

void install_require(lua_State* L) {
  lua_newtable(L);
  lua_setfield(L, LUA_REGISTRYINDEX, kModules);
  lua_pushcfunction(L, require);
  lua_setglobal(L, "require");
}

}  // namespace caisson::lua
