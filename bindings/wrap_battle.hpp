#pragma once
// The battle handle `b` a hook receives. It is valid only during that call: the hook's caller
// invalidates it afterwards, and using a kept handle raises "battle handle used outside a hook".
#include <lua.h>

#include "engine/play/battle.hpp"

namespace caisson::lua {

void install_battle_handles(lua_State* L);
void push_battle_handle(lua_State* L, Battle& b);
void invalidate_battle_handle(lua_State* L, int index);

}  // namespace caisson::lua
