#pragma once
// Pushing engine text onto the Lua stack: a string_view is not nul-terminated, so its length goes too.
#include <string_view>

#include <lua.h>

namespace caisson::lua {

inline void push_text(lua_State* L, std::string_view s) { lua_pushlstring(L, s.data(), s.size()); }

}  // namespace caisson::lua
