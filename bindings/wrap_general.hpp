#pragma once
// General handles: a CommanderId, looked up in the playing battle on every access.
#include <lua.h>

#include "engine/forces/unit.hpp"

namespace caisson::lua {

void install_general_handles(lua_State* L);
void push_general_handle(lua_State* L, CommanderId id);

}  // namespace caisson::lua
