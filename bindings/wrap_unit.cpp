#include "bindings/wrap_unit.hpp"

#include <cstring>
#include <string>

#include <lauxlib.h>

#include "bindings/handle_context.hpp"
#include "bindings/lua_check.hpp"
#include "bindings/lua_state.hpp"

namespace caisson::lua {
namespace {

constexpr const char* kUnitMeta = "caisson.unit";

UnitId handle_id(lua_State* L, int index) { return *static_cast<UnitId*>(luaL_checkudata(L, index, kUnitMeta)); }

const Unit& unit_of(lua_State* L, int index) {
  UnitId id = handle_id(L, index);
  Battle& b = playing_battle(L, "unit handle");
  if (id < 0 || static_cast<std::size_t>(id) >= b.units.size()) luaL_error(L, "unit handle #%d names no unit", static_cast<int>(id));
  return b.unit(id);
}

void refuse_if_gone(lua_State* L, const Unit& u) {
  if (u.status != UnitStatus::routed_off && u.status != UnitStatus::destroyed) return;
  std::string how = u.left_how.empty() ? std::string(name_of(u.status)) : u.left_how;
  luaL_error(L, "unit '%s' left the field on turn %d (%s)", u.name.c_str(), u.left_on_turn, how.c_str());
}

void push_text(lua_State* L, std::string_view s) { lua_pushlstring(L, s.data(), s.size()); }

int index(lua_State* L) {
  const Unit& u = unit_of(L, 1);
  const char* key = luaL_checkstring(L, 2);
  auto is = [key](const char* k) { return std::strcmp(key, k) == 0; };
  if (is("name")) {
    push_text(L, u.name);
    return 1;
  }
  if (is("status")) {
    push_text(L, name_of(u.status));
    return 1;
  }
  refuse_if_gone(L, u);
  const Battle& b = playing_battle(L, "unit handle");
  if (is("side")) push_text(L, b.side_name(u.side));
  else if (is("brigade") && u.brigade != kNone) push_text(L, b.oob.node(u.brigade).name);
  else if (is("brigade")) lua_pushnil(L);
  else if (is("arm")) push_text(L, name_of(u.arm));
  else if (is("quality")) push_text(L, name_of(u.quality));
  else if (is("weapon")) push_text(L, name_of(u.weapon));
  else if (is("formation")) push_text(L, name_of(u.formation));
  else if (is("stands")) lua_pushinteger(L, u.stands);
  else if (is("hits")) lua_pushinteger(L, u.hits);
  else if (is("routing")) lua_pushboolean(L, u.routing);
  else if (is("x")) lua_pushnumber(L, u.position.x);
  else if (is("y")) lua_pushnumber(L, u.position.y);
  else if (is("facing")) lua_pushnumber(L, u.facing);
  else return luaL_error(L, "unit '%s' has no field '%s'", u.name.c_str(), key);
  return 1;
}

int refuse_write(lua_State* L) {
  return luaL_error(L, "unit handles are read-only (keep your own values in b.vars)");
}

int to_string(lua_State* L) {
  UnitId id = handle_id(L, 1);
  Battle* b = LuaState::of(L).battle();
  if (b && id >= 0 && static_cast<std::size_t>(id) < b->units.size())
    lua_pushfstring(L, "unit '%s'", b->unit(id).name.c_str());
  else
    lua_pushfstring(L, "unit #%d", static_cast<int>(id));
  return 1;
}

int equal(lua_State* L) {
  lua_pushboolean(L, handle_id(L, 1) == handle_id(L, 2));
  return 1;
}

}  // namespace

void install_unit_handles(lua_State* L) {
  luaL_newmetatable(L, kUnitMeta);
  const luaL_Reg methods[] = {{"__index", index}, {"__newindex", refuse_write}, {"__tostring", to_string},
                              {"__eq", equal}, {nullptr, nullptr}};
  luaL_setfuncs(L, methods, 0);
  lua_pushliteral(L, "unit");
  lua_setfield(L, -2, "__metatable");
  lua_pop(L, 1);
}

void push_unit_handle(lua_State* L, UnitId id) {
  *static_cast<UnitId*>(lua_newuserdatauv(L, sizeof(UnitId), 0)) = id;
  luaL_setmetatable(L, kUnitMeta);
}

}  // namespace caisson::lua
