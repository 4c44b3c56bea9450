#pragma once
// Lua functions as engine hooks. A function is kept as a registry reference in its state; the
// std::function holds the state alive (shared_ptr), so a Scenario outlives the loader's scope.
// Each call gets a fresh battle handle, invalidated when the call returns.
#include <memory>
#include <string>
#include <string_view>

#include <lauxlib.h>
#include <lua.h>

#include "bindings/lua_state.hpp"
#include "bindings/script_error.hpp"
#include "engine/scenario/hooks.hpp"

namespace caisson::lua {

struct ScriptFunction {
  std::shared_ptr<LuaState> state;
  int ref = LUA_NOREF;
  std::string label;  // "scripts/x.lua: hook 'turn_start'", for messages
  std::string what;   // "hook 'turn_start'"
};

// References the function at `index`; `what` names it ("hook 'turn_start'"), prefixed with the
// file that defined it.
ScriptFunction keep_function(const std::shared_ptr<LuaState>& state, int index, std::string_view what);

// The error `e` of a script function that ran during battle `b`, told where in the battle it ran
// (the function, the turn, the phase and the seed), so `caisson run FILE --seed N` can replay it.
// An error already placed (raised in a nested call), or raised before the first turn, is returned
// as it is.
ScriptError placed_in_battle(const ScriptError& e, const Battle& b, std::string_view what);

HookFn make_hook(ScriptFunction f, HookKind kind);
HookFn make_event_effect(ScriptFunction f);
// A function(b) answering true or false (an event's condition, a conditional arrival).
std::function<bool(Battle&)> make_condition(ScriptFunction f);
VictoryFn make_victory(ScriptFunction f);

}  // namespace caisson::lua
