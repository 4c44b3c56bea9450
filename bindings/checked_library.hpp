#pragma once
// The standard functions a script could use to escape the instruction budget, wrapped: each
// charges the running call for the work it will do in C before doing it (table.move over 2^62
// slots fails at once), and setmetatable refuses finalizers (__gc runs outside any budget).
#include <lua.h>

namespace caisson::lua {

void install_checked_library(lua_State* L);

}  // namespace caisson::lua
