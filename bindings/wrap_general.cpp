#include "bindings/wrap_general.hpp"
#include "bindings/lua_text.hpp"

#include <string>
#include <string_view>

#include <lauxlib.h>

#include "bindings/handle_context.hpp"
#include "bindings/lua_check.hpp"

namespace caisson::lua {
namespace {

constexpr const char* kGeneralMeta = "caisson.general";

CommanderId general_handle_id(lua_State* L, int index) {
  return *static_cast<CommanderId*>(luaL_checkudata(L, index, kGeneralMeta));
}

// The fields scripts may read from a general handle.
struct GeneralField {
  std::string_view name;
  void (*push)(lua_State* L, const Battle& b, const Commander& c);
};

constexpr GeneralField kGeneralFields[] = {
    {"name", [](lua_State* L, const Battle&, const Commander& c) { push_text(L, c.name); }},
    {"side", [](lua_State* L, const Battle& b, const Commander& c) { push_text(L, b.side_name(c.side)); }},
    {"alive", [](lua_State* L, const Battle&, const Commander& c) { lua_pushboolean(L, c.alive); }},
    {"x", [](lua_State* L, const Battle&, const Commander& c) { lua_pushnumber(L, c.position.x); }},
    {"y", [](lua_State* L, const Battle&, const Commander& c) { lua_pushnumber(L, c.position.y); }},
    {"commands",
     [](lua_State* L, const Battle& b, const Commander& c) {
       if (c.commands == kNone) lua_pushnil(L);
       else push_text(L, b.oob.node(c.commands).name);
     }},
};

int general_index(lua_State* L) {
  CommanderId id = general_handle_id(L, 1);
  const Battle& b = playing_battle(L, "general handle");
  if (id < 0 || static_cast<std::size_t>(id) >= b.commanders.size())
    return luaL_error(L, "general handle #%d names no general", static_cast<int>(id));
  const Commander& c = b.commander(id);
  const std::string_view key = check_text(L, 2);
  const GeneralField* field = find_field(kGeneralFields, key);
  if (!field) no_field_error(L, "general '" + c.name + "' has no field", key, field_names(kGeneralFields));
  field->push(L, b, c);
  return 1;
}

int refuse_general_write(lua_State* L) {
  return luaL_error(L, "general handles are read-only (keep your own values in b.vars)");
}

int same_general(lua_State* L) {
  lua_pushboolean(L, general_handle_id(L, 1) == general_handle_id(L, 2));
  return 1;
}

}  // namespace

void install_general_handles(lua_State* L) {
  luaL_newmetatable(L, kGeneralMeta);
  const luaL_Reg methods[] = {{"__index", general_index}, {"__newindex", refuse_general_write}, {"__eq", same_general}, {nullptr, nullptr}};
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
