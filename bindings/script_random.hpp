#pragma once
// math.random for scripts: every number comes from the battle's dice, so a battle replays the
// same from its seed. Outside a battle there are no dice, and asking is an error.
#include <lua.h>

namespace caisson::lua {

void install_random(lua_State* L);

}  // namespace caisson::lua
