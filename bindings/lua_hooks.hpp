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
#include "engine/scenario/hooks.hpp"

namespace caisson::lua {

struct ScriptFunction {
  std::shared_ptr<LuaState> state;
  int ref = LUA_NOREF;
  std::string label;  // "scripts/x.lua: hook 'turn_start'", for messages
};

// References the function at `index`; `what` names it ("hook 'turn_start'"), prefixed with the
// file that defined it.
ScriptFunction keep_function(const std::shared_ptr<LuaState>& state, int index, std::string_view what);

HookFn make_hook(ScriptFunction f, HookKind kind);
HookFn make_event_effect(ScriptFunction f);
// A function(b) answering true or false (an event's condition, a conditional arrival).
std::function<bool(Battle&)> make_condition(ScriptFunction f);
VictoryFn make_victory(ScriptFunction f);

}  // namespace caisson::lua
