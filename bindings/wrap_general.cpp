#include "bindings/wrap_general.hpp"

#include <cstring>
#include <string_view>

#include <lauxlib.h>

#include "bindings/handle_context.hpp"

namespace caisson::lua {
namespace {

constexpr const char* kGeneralMeta = "caisson.general";

CommanderId handle_id(lua_State* L, int index) {
  return *static_cast<CommanderId*>(luaL_checkudata(L, index, kGeneralMeta));
}

void push_text(lua_State* L, std::string_view s) { lua_pushlstring(L, s.data(), s.size()); }

int index(lua_State* L) {
  CommanderId id = handle_id(L, 1);
  const Battle& b = playing_battle(L, "general handle");
  if (id < 0 || static_cast<std::size_t>(id) >= b.commanders.size())
    return luaL_error(L, "general handle #%d names no general", static_cast<int>(id));
  const Commander& c = b.commander(id);
  const char* key = luaL_checkstring(L, 2);
  auto is = [key](const char* k) { return std::strcmp(key, k) == 0; };
  if (is("name")) push_text(L, c.name);
  else if (is("side")) push_text(L, b.side_name(c.side));
  else if (is("alive")) lua_pushboolean(L, c.alive);
  else if (is("x")) lua_pushnumber(L, c.position.x);
  else if (is("y")) lua_pushnumber(L, c.position.y);
  else if (is("commands") && c.commands != kNone) push_text(L, b.oob.node(c.commands).name);
  else if (is("commands")) lua_pushnil(L);
  else return luaL_error(L, "general '%s' has no field '%s'", c.name.c_str(), key);
  return 1;
}

int refuse_write(lua_State* L) {
  return luaL_error(L, "general handles are read-only (keep your own values in b.vars)");
}

int equal(lua_State* L) {
  lua_pushboolean(L, handle_id(L, 1) == handle_id(L, 2));
  return 1;
}

}  // namespace

void install_general_handles(lua_State* L) {
  luaL_newmetatable(L, kGeneralMeta);
  const luaL_Reg methods[] = {{"__index", index}, {"__newindex", refuse_write}, {"__eq", equal}, {nullptr, nullptr}};
  luaL_setfuncs(L, methods, 0);
  lua_pushliteral(L, "general");
  lua_setfield(L, -2, "__metatable");
  lua_pop(L, 1);
}

void push_general_handle(lua_State* L, CommanderId id) {
  *static_cast<CommanderId*>(lua_newuserdatauv(L, sizeof(CommanderId), 0)) = id;
  luaL_setmetatable(L, kGeneralMeta);
}

}  // namespace caisson::lua
