#include "bindings/checked_library.hpp"

#include <bit>
#include <cstdint>

#include <lauxlib.h>

#include "bindings/lua_state.hpp"

namespace caisson::lua {
namespace {

// The original library function, kept as the wrapper's upvalue. Calling it directly (not through
// lua_call) keeps the script's own line and the function's name in its error messages.
int call_original(lua_State* L) { return lua_tocfunction(L, lua_upvalueindex(1))(L); }

// How many slots lie from `first` to `last`, saturating instead of overflowing.
std::int64_t span(lua_Integer first, lua_Integer last) {
  if (last < first) return 0;
  std::uint64_t n = static_cast<std::uint64_t>(last) - static_cast<std::uint64_t>(first) + 1;
  return n > static_cast<std::uint64_t>(INT64_MAX) || n == 0 ? INT64_MAX : static_cast<std::int64_t>(n);
}

void charge(lua_State* L, std::int64_t n) { LuaState::of(L).charge(L, n); }

// A table's length as the function itself will see it (through __len); 0 for a value that is
// not a table, which the function refuses itself.
lua_Integer length_of(lua_State* L, int index) {
  if (lua_type(L, index) != LUA_TTABLE) return 0;
  if (!lua_getmetatable(L, index)) return static_cast<lua_Integer>(lua_rawlen(L, index));
  lua_pop(L, 1);
  return luaL_len(L, index);
}

// Finalizers run with hooks off, during a collection or when the state closes: a looping __gc
// would hang the program outside any budget. A battle file has no resources to release.
int checked_setmetatable(lua_State* L) {
  lua_pushliteral(L, "__gc");
  if (lua_type(L, 2) == LUA_TTABLE && lua_rawget(L, 2) != LUA_TNIL)
    return luaL_error(L, "setmetatable: a metatable with __gc is not allowed in battle files (finalizers run outside the instruction budget)");
  lua_settop(L, 2);
  return call_original(L);
}

// A coroutine counts its instructions a slice at a time; the part of a slice it runs before it
// ends is charged here, so a loop of short coroutines pays for all its work.
int checked_coroutine(lua_State* L) {
  LuaState& s = LuaState::of(L);
  s.charge(L, s.slice());
  return call_original(L);
}

// An error caught by pcall costs far more than an instruction (the unwinding), and a script can
// raise them without running any: `local function f() pcall(f) f() end` overflows the C stack
// again and again. Each caught error is charged kErrorCost.
int checked_pcall(lua_State* L) {
  constexpr std::int64_t kErrorCost = 4000;
  int results = call_original(L);
  if (!lua_toboolean(L, -results)) charge(L, kErrorCost);
  return results;
}

int checked_rep(lua_State* L) {
  size_t l = 0, lsep = 0;
  luaL_checklstring(L, 1, &l);
  lua_Integer n = luaL_checkinteger(L, 2);
  luaL_optlstring(L, 3, "", &lsep);
  if (n > 0 && l + lsep == 0) {  // n empty copies: the library would loop n times for nothing
    lua_pushliteral(L, "");
    return 1;
  }
  return call_original(L);  // the result's memory is charged as it is allocated
}

int checked_move(lua_State* L) {
  charge(L, span(luaL_checkinteger(L, 2), luaL_checkinteger(L, 3)));
  return call_original(L);
}

int checked_concat(lua_State* L) {
  lua_Integer first = luaL_optinteger(L, 3, 1);
  lua_Integer last = lua_isnoneornil(L, 4) ? length_of(L, 1) : luaL_checkinteger(L, 4);
  charge(L, span(first, last));
  return call_original(L);
}

int checked_unpack(lua_State* L) {
  lua_Integer first = luaL_optinteger(L, 2, 1);
  lua_Integer last = lua_isnoneornil(L, 3) ? length_of(L, 1) : luaL_checkinteger(L, 3);
  charge(L, span(first, last));
  return call_original(L);
}

// insert and remove shift the elements after the position: up to the whole length.
int checked_shift(lua_State* L) {
  lua_Integer n = length_of(L, 1);
  charge(L, n > 0 ? n : 0);
  return call_original(L);
}

int checked_sort(lua_State* L) {
  lua_Integer n = length_of(L, 1);
  if (n > 1) {
    auto count = static_cast<std::uint64_t>(n);
    charge(L, static_cast<std::int64_t>(count * static_cast<std::uint64_t>(std::bit_width(count))));
  }
  return call_original(L);
}

// The collector's settings and the warnings' switch belong to the whole state and outlive a
// battle, where nothing else a script can see does: a state whose scripts asked for either is
// loaded afresh for the next battle (bindings/loaded_world.hpp), not played in again.
int noted_setting(lua_State* L) {
  LuaState::of(L).note_settings_change();
  return call_original(L);
}

void wrap(lua_State* L, const char* library, const char* name, lua_CFunction checked) {
  if (lua_getglobal(L, library) != LUA_TTABLE) {
    lua_pop(L, 1);
    return;
  }
  lua_getfield(L, -1, name);
  lua_pushcclosure(L, checked, 1);
  lua_setfield(L, -2, name);
  lua_pop(L, 1);
}

}  // namespace

void install_checked_library(lua_State* L) {
  lua_pushglobaltable(L);
  lua_getfield(L, -1, "setmetatable");
  lua_pushcclosure(L, checked_setmetatable, 1);
  lua_setfield(L, -2, "setmetatable");
  lua_pop(L, 1);
  wrap(L, "_G", "pcall", checked_pcall);
  wrap(L, "_G", "xpcall", checked_pcall);
  wrap(L, "_G", "collectgarbage", noted_setting);
  wrap(L, "_G", "warn", noted_setting);
  wrap(L, "coroutine", "create", checked_coroutine);
  wrap(L, "coroutine", "wrap", checked_coroutine);
  wrap(L, "string", "rep", checked_rep);
  wrap(L, "table", "move", checked_move);
  wrap(L, "table", "concat", checked_concat);
  wrap(L, "table", "unpack", checked_unpack);
  wrap(L, "table", "insert", checked_shift);
  wrap(L, "table", "remove", checked_shift);
  wrap(L, "table", "sort", checked_sort);
}

}  // namespace caisson::lua
