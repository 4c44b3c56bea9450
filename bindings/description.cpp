#include "bindings/description.hpp"

#include <lauxlib.h>

namespace caisson::lua {
namespace {

constexpr const char* kDescriptionMeta = "caisson.description";

// `kind "name"` returned this; called with the body table it makes the description.
int describe(lua_State* L) {
  const char* kind = lua_tostring(L, lua_upvalueindex(1));
  const char* name = lua_tostring(L, lua_upvalueindex(2));
  if (lua_type(L, 1) != LUA_TTABLE)
    return luaL_error(L, "%s \"%s\": expected its fields in braces, %s \"%s\" { ... }, got %s", kind, name, kind, name,
                      luaL_typename(L, 1));
  lua_createtable(L, 0, 5);
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_setfield(L, -2, "kind");
  lua_pushvalue(L, lua_upvalueindex(2));
  lua_setfield(L, -2, "name");
  lua_pushvalue(L, lua_upvalueindex(3));
  lua_setfield(L, -2, "file");
  lua_pushvalue(L, lua_upvalueindex(4));
  lua_setfield(L, -2, "line");
  lua_pushvalue(L, 1);
  lua_setfield(L, -2, "body");
  luaL_setmetatable(L, kDescriptionMeta);
  return 1;
}

// The constructor itself: takes the name and remembers where it was written.
int construct(lua_State* L) {
  const char* kind = lua_tostring(L, lua_upvalueindex(1));
  if (lua_type(L, 1) != LUA_TSTRING)
    return luaL_error(L, "%s: expected a name first, %s \"name\" { ... }, got %s", kind, kind, luaL_typename(L, 1));
  lua_Debug ar{};
  const char* file = "?";
  int line = 0;
  if (lua_getstack(L, 1, &ar) && lua_getinfo(L, "Sl", &ar)) {
    file = (ar.source[0] == '@' || ar.source[0] == '=') ? ar.source + 1 : ar.short_src;
    line = ar.currentline;
  }
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_pushvalue(L, 1);
  lua_pushstring(L, file);
  lua_pushinteger(L, line);
  lua_pushcclosure(L, describe, 4);
  return 1;
}

void add_constructor(lua_State* L, std::string_view kind) {
  lua_pushlstring(L, kind.data(), kind.size());
  lua_pushcclosure(L, construct, 1);
  lua_setglobal(L, std::string(kind).c_str());
}

std::string field_text(lua_State* L, int table, const char* field) {
  lua_getfield(L, table, field);
  std::string text = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "";
  lua_pop(L, 1);
  return text;
}

}  // namespace

void install_constructors(lua_State* L) {
  luaL_newmetatable(L, kDescriptionMeta);
  lua_pushliteral(L, "description");
  lua_setfield(L, -2, "__metatable");  // scripts cannot forge or alter one
  lua_pop(L, 1);
  for (auto k : {"battle", "general", "event_table", "campaign"}) add_constructor(L, k);
  for (auto k : kFormationKinds) add_constructor(L, k);
  for (auto k : kUnitKinds) add_constructor(L, k);
  for (auto k : kAreaKinds) add_constructor(L, k);
  for (auto k : kLineKinds) add_constructor(L, k);
}

std::optional<Description> push_description(lua_State* L, int index) {
  index = lua_absindex(L, index);
  if (lua_type(L, index) != LUA_TTABLE || !lua_getmetatable(L, index)) return std::nullopt;
  luaL_getmetatable(L, kDescriptionMeta);
  bool ours = lua_rawequal(L, -1, -2);
  lua_pop(L, 2);
  if (!ours) return std::nullopt;
  Description d;
  d.kind = field_text(L, index, "kind");
  d.name = field_text(L, index, "name");
  d.file = field_text(L, index, "file");
  lua_getfield(L, index, "line");
  d.line = static_cast<int>(lua_tointeger(L, -1));
  lua_pop(L, 1);
  lua_getfield(L, index, "body");
  return d;
}

}  // namespace caisson::lua
