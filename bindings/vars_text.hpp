#pragma once
// b.vars as text for a save, and back. The text is a Lua table constructor ("return {...}")
// with keys in a fixed order, so the same variables always give the same bytes. Only plain
// data is saved: nil, booleans, numbers, strings and tables of them.
#include <memory>
#include <string>

#include "bindings/lua_state.hpp"
#include "engine/play/battle.hpp"

namespace caisson::lua {

// Throws ScriptError naming the first value that cannot be saved ("b.vars.f: a function").
std::string save_vars_text(LuaState& state, const Battle& b);
// Replaces the battle's b.vars with the saved table. Throws ScriptError on damaged text.
void restore_vars_text(LuaState& state, const Battle& b, const std::string& text);

// Any plain Lua value at the stack top as such text ("return {...}"); `path` names it in messages.
std::string data_text(lua_State* L, const std::string& path);
// Pushes the value such text describes; `what` names it in messages ("campaign variables").
void push_data_text(LuaState& state, const std::string& text, const std::string& what);

// Sets Scenario hooks save_vars/restore_vars to the two above.
void attach_vars_persistence(ScenarioHooks& hooks, const std::shared_ptr<LuaState>& state);

}  // namespace caisson::lua
