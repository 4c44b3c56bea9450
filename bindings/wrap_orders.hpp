#pragma once
// The battle handle's orders API: b:order{ from, to, order, objective } and b:couriers().
#include <lua.h>

#include "engine/play/battle.hpp"

namespace caisson::lua {

// b:order{ from = "McDowell", to = "Franklin's", order = "attack", objective = ... }: gives an
// order through the engine's issue_order (a courier where the rules have them). Bad words and
// names raise Lua errors naming the field.
int give_order(lua_State* L, Battle& b);

// b:couriers(): every order given so far, as { id, to, order, objective, state, x, y, issued_turn }.
int push_couriers(lua_State* L, const Battle& b);

}  // namespace caisson::lua
