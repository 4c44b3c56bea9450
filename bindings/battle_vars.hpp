#pragma once
// b.vars: a plain Lua table a scenario keeps its own state in for the length of one battle.
// Kept in the registry, keyed by the Battle's address and seed (a sweep plays battle after
// battle at one address, each with its own seed, and each starts with an empty table).
#include <lua.h>

#include "engine/play/battle.hpp"

namespace caisson::lua {

// Makes the registry's table of every battle's b.vars, as a state is made: a battle then leaves
// the registry holding what it held before (bindings/loaded_world.hpp).
void install_battle_vars(lua_State* L);
void push_battle_vars(lua_State* L, const Battle& b);
// Makes the table on the stack top the battle's b.vars (popping it): a restored save.
void set_battle_vars(lua_State* L, const Battle& b);
// Drops a battle's table (when it has ended and its state was saved or discarded).
void forget_battle_vars(lua_State* L, const Battle& b);

}  // namespace caisson::lua
