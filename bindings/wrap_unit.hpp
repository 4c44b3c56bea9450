#pragma once
// Unit handles: a UnitId, looked up in the playing battle on every access, so a handle never
// dangles. A unit that left the field answers only `name` and `status`; anything else raises
// "unit '5th Massachusetts' left the field on turn 6 (routed off the table)".
#include <lua.h>

#include "engine/forces/unit.hpp"

namespace caisson::lua {

void install_unit_handles(lua_State* L);
void push_unit_handle(lua_State* L, UnitId id);

}  // namespace caisson::lua
