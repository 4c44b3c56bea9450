#pragma once
// The libraries a battle file may use: base (without dofile/loadfile, and `load` for text
// only), string, table, math, utf8 and coroutine. No io, os, debug or package.
#include <lua.h>

namespace caisson::lua {

void open_safe_libraries(lua_State* L);

}  // namespace caisson::lua
