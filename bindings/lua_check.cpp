#include "bindings/lua_check.hpp"

#include <cmath>

#include <fmt/format.h>

namespace caisson::lua {

std::string describe_value(lua_State* L, int index) {
  switch (lua_type(L, index)) {
    case LUA_TNIL: return "nil";
    case LUA_TNONE: return "nothing";
    case LUA_TBOOLEAN: return lua_toboolean(L, index) ? "boolean true" : "boolean false";
    case LUA_TSTRING: return fmt::format("string \"{}\"", lua_tostring(L, index));
    case LUA_TNUMBER:
      if (lua_isinteger(L, index)) return fmt::format("number {}", lua_tointeger(L, index));
      return fmt::format("number {}", lua_tonumber(L, index));
    case LUA_TTABLE: return "a table";
    case LUA_TFUNCTION: return "a function";
    default: return fmt::format("a {}", luaL_typename(L, index));
  }
}

std::string_view check_text(lua_State* L, int arg) {
  std::size_t size = 0;
  const char* s = luaL_checklstring(L, arg, &size);
  return {s, size};
}

int check_whole(lua_State* L, int arg) {
  lua_Number n = luaL_checknumber(L, arg);
  if (n != std::floor(n) || std::abs(n) > 1e9) argument_error(L, arg, "whole number expected, got " + describe_value(L, arg));
  return static_cast<int>(n);
}

void argument_error(lua_State* L, int arg, const std::string& message) {
  luaL_argerror(L, arg, message.c_str());
  throw std::logic_error("unreachable");  // luaL_argerror never returns
}

}  // namespace caisson::lua
