#pragma once
// Compiling a Lua file's text. Only source is loaded: a precompiled (binary) chunk could carry
// bytecode no compiler would write, and Lua's own refusal of one names no file.
#include <string>
#include <string_view>

#include <lua.h>

namespace caisson::lua {

// As luaL_loadbufferx with mode "t" and chunk name "@shown": LUA_OK with the function pushed,
// or an error status with the message pushed. A precompiled chunk's message names `shown`.
int load_source(lua_State* L, std::string_view text, const std::string& shown);

}  // namespace caisson::lua
