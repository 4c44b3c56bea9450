#pragma once
// What the handles share: the battle a hook is playing, found through the Lua state, and the
// side and objective names scripts use.
#include <optional>
#include <string_view>

#include <lua.h>

#include "engine/play/battle.hpp"

namespace caisson::lua {

// The battle being played, or a Lua error "<what> used outside a hook".
Battle& playing_battle(lua_State* L, const char* what);

// Argument checks naming the expected words: "bad argument #1 to 'holds' (unknown side 'USB':
// expected USA or CSA)".
Side check_side(lua_State* L, int arg, const Battle& b);
int check_objective(lua_State* L, int arg, const Battle& b);

}  // namespace caisson::lua
