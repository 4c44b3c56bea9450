#pragma once
// The libraries a battle file may use: base (without dofile/loadfile, and `load` for text
// only), string, table, math, utf8 and coroutine. No io, os, debug or package. The functions
// that could work long in C are charged to the instruction budget (checked_library.hpp,
// checked_patterns.hpp).
#include <lua.h>

namespace caisson::lua {

void open_safe_libraries(lua_State* L);

}  // namespace caisson::lua
