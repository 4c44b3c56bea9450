#include "bindings/load_source.hpp"

#include <lauxlib.h>

namespace caisson::lua {

int load_source(lua_State* L, std::string_view text, const std::string& shown) {
  if (!text.empty() && text.front() == LUA_SIGNATURE[0]) {
    const std::string message = shown + ": is a precompiled Lua chunk; caisson reads Lua source text only";
    lua_pushlstring(L, message.data(), message.size());
    return LUA_ERRSYNTAX;
  }
  const std::string source = "@" + shown;
  return luaL_loadbufferx(L, text.data(), text.size(), source.c_str(), "t");
}

}  // namespace caisson::lua
