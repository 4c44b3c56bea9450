#include "bindings/battle_vars.hpp"

#include <lauxlib.h>

namespace caisson::lua {
namespace {

constexpr const char* kVars = "caisson.vars";  // registry: Battle* -> { seed = s, vars = {} }

void push_all_vars(lua_State* L) {
  if (lua_getfield(L, LUA_REGISTRYINDEX, kVars) == LUA_TTABLE) return;
  lua_pop(L, 1);
  lua_newtable(L);
  lua_pushvalue(L, -1);
  lua_setfield(L, LUA_REGISTRYINDEX, kVars);
}

// The seed is kept as text: a 64-bit seed does not fit a Lua integer's sign bit comfortably.
void push_seed(lua_State* L, const Battle& b) { lua_pushfstring(L, "%I", static_cast<lua_Integer>(b.seed)); }

}  // namespace

void install_battle_vars(lua_State* L) {
  push_all_vars(L);
  lua_pop(L, 1);
}

void push_battle_vars(lua_State* L, const Battle& b) {
  push_all_vars(L);
  lua_pushlightuserdata(L, const_cast<Battle*>(&b));
  if (lua_rawget(L, -2) == LUA_TTABLE) {
    lua_getfield(L, -1, "seed");
    push_seed(L, b);
    bool same = lua_rawequal(L, -1, -2);
    lua_pop(L, 2);
    if (same) {
      lua_getfield(L, -1, "vars");
      lua_remove(L, -2);
      lua_remove(L, -2);
      return;
    }
  }
  lua_pop(L, 1);
  lua_createtable(L, 0, 2);
  push_seed(L, b);
  lua_setfield(L, -2, "seed");
  lua_newtable(L);
  lua_setfield(L, -2, "vars");
  lua_pushlightuserdata(L, const_cast<Battle*>(&b));
  lua_pushvalue(L, -2);
  lua_rawset(L, -4);
  lua_getfield(L, -1, "vars");
  lua_remove(L, -2);
  lua_remove(L, -2);
}

void set_battle_vars(lua_State* L, const Battle& b) {
  int vars = lua_gettop(L);
  push_all_vars(L);
  lua_pushlightuserdata(L, const_cast<Battle*>(&b));
  lua_createtable(L, 0, 2);
  push_seed(L, b);
  lua_setfield(L, -2, "seed");
  lua_pushvalue(L, vars);
  lua_setfield(L, -2, "vars");
  lua_rawset(L, -3);
  lua_settop(L, vars - 1);
}

void forget_battle_vars(lua_State* L, const Battle& b) {
  push_all_vars(L);
  lua_pushlightuserdata(L, const_cast<Battle*>(&b));
  lua_pushnil(L);
  lua_rawset(L, -3);
  lua_pop(L, 1);
}

}  // namespace caisson::lua
