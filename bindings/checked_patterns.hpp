#pragma once
// string.find, string.match, string.gmatch and string.gsub with Lua's pattern language, matched
// here rather than by the library so that every step of the match is charged to the running
// call's instruction budget: a pattern that backtracks without end (".-.-.-.-b" against a long
// text) stops with the budget message instead of hanging in C.
#include <lua.h>

namespace caisson::lua {

void install_checked_patterns(lua_State* L);

}  // namespace caisson::lua
