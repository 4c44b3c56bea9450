#include "bindings/lua_hooks.hpp"
#include "bindings/lua_text.hpp"

#include <lauxlib.h>

#include <fmt/format.h>

#include "bindings/outcome_value.hpp"
#include "bindings/script_error.hpp"
#include "bindings/wrap_battle.hpp"
#include "bindings/wrap_general.hpp"
#include "bindings/wrap_unit.hpp"
#include "engine/play/battle.hpp"

namespace caisson::lua {
namespace {

// What each hook is told after `b`: the unit, the general, the brigade's name, the objective's
// name and side, or the phase.
int push_hook_arguments(lua_State* L, const Battle& b, HookKind kind, const HookArgs& a) {
  switch (kind) {
    case HookKind::turn_start:
    case HookKind::turn_end:
      return 0;
    case HookKind::phase_start:
    case HookKind::phase_end:
      push_text(L, a.phase);
      return 1;
    case HookKind::unit_routed:
    case HookKind::unit_destroyed:
    case HookKind::unit_arrived:
    case HookKind::unit_left_field:
      push_unit_handle(L, a.unit);
      return 1;
    case HookKind::general_killed:
      push_general_handle(L, a.commander);
      return 1;
    case HookKind::objective_taken:
    case HookKind::objective_lost:
      if (a.objective >= 0 && static_cast<std::size_t>(a.objective) < b.field().objectives().size())
        push_text(L, b.field().objectives()[static_cast<std::size_t>(a.objective)].name);
      else
        lua_pushnil(L);
      push_text(L, b.side_name(a.side));
      return 2;
    case HookKind::brigade_broken:
    case HookKind::order_sent:
    case HookKind::order_delivered:
    case HookKind::order_failed:
      if (a.formation != kNone) push_text(L, b.oob.node(a.formation).name);
      else lua_pushnil(L);
      return 1;
    case HookKind::area_entered:
      push_unit_handle(L, a.unit);
      push_text(L, a.area);
      return 2;
    case HookKind::count:
      break;
  }
  return 0;
}

// One call into a script function with `b`: pushes the function and the handle, and on the way
// out (normal or thrown) invalidates the handle and restores the stack.
class HookCall {
 public:
  HookCall(const ScriptFunction& f, Battle& b)
      : f_(f), b_(b), L_(f.state->get()), top_(lua_gettop(L_)), scope_(*f.state, b) {
    luaL_checkstack(L_, 8, "hook call");
    push_battle_handle(L_, b);  // kept below the call, to invalidate afterwards
    lua_rawgeti(L_, LUA_REGISTRYINDEX, f.ref);
    lua_pushvalue(L_, top_ + 1);
  }
  ~HookCall() {
    invalidate_battle_handle(L_, top_ + 1);
    lua_settop(L_, top_);
  }
  HookCall(const HookCall&) = delete;
  HookCall& operator=(const HookCall&) = delete;

  lua_State* state() const { return L_; }
  void call(int extra_args, int results) {
    try {
      f_.state->call(1 + extra_args, results, f_.label);
    } catch (const ScriptError& e) {
      throw placed_in_battle(e, b_, f_.what);
    }
  }

 private:
  const ScriptFunction& f_;
  const Battle& b_;
  lua_State* L_;
  int top_;
  LuaState::BattleScope scope_;
};

constexpr std::string_view kPlaced = "\n  while ";

}  // namespace

ScriptError placed_in_battle(const ScriptError& e, const Battle& b, std::string_view what) {
  const std::string message = e.what();
  // Before the first turn (a hook called outside play, or at set-up) there is no turn to name.
  if (b.turn <= 0 || message.find(kPlaced) != std::string::npos) return e;
  const std::string turn = fmt::format("turn {}", b.turn);
  std::string phase;
  if (!b.phase.empty()) {
    // A player-turn phase is one side's; the others (igor's events, jackson's shared ones) nobody's.
    const bool sides = b.rules->sequence().player_phase(b.phase) != nullptr;
    phase = sides ? fmt::format(", {} {} phase", b.side_name(b.active), b.phase) : fmt::format(", {} phase", b.phase);
  }
  return ScriptError(fmt::format("{}{}{} ran ({}{}, seed {})", message, kPlaced, what, turn, phase, b.seed));
}

ScriptFunction keep_function(const std::shared_ptr<LuaState>& state, int index, std::string_view what) {
  lua_State* L = state->get();
  lua_pushvalue(L, index);
  lua_Debug ar{};
  lua_pushvalue(L, -1);
  lua_getinfo(L, ">S", &ar);
  std::string file = (ar.source && (ar.source[0] == '@' || ar.source[0] == '=')) ? ar.source + 1 : ar.short_src;
  ScriptFunction f;
  f.state = state;
  f.ref = luaL_ref(L, LUA_REGISTRYINDEX);
  f.what = std::string(what);
  f.label = file + ": " + f.what;
  return f;
}

HookFn make_hook(ScriptFunction f, HookKind kind) {
  return [f = std::move(f), kind](Battle& b, const HookArgs& a) {
    HookCall call(f, b);
    int extra = push_hook_arguments(call.state(), b, kind, a);
    call.call(extra, 0);
  };
}

HookFn make_event_effect(ScriptFunction f) {
  return [f = std::move(f)](Battle& b, const HookArgs&) {
    HookCall call(f, b);
    call.call(0, 0);
  };
}

std::function<bool(Battle&)> make_condition(ScriptFunction f) {
  return [f = std::move(f)](Battle& b) {
    HookCall call(f, b);
    call.call(0, 1);
    return static_cast<bool>(lua_toboolean(call.state(), -1));
  };
}

VictoryFn make_victory(ScriptFunction f) {
  return [f = std::move(f)](Battle& b) -> std::optional<Outcome> {
    HookCall call(f, b);
    call.call(0, 1);
    lua_State* L = call.state();
    if (lua_isnil(L, -1)) return std::nullopt;
    std::string error;
    auto outcome = read_outcome(L, -1, b, error);
    if (!outcome) throw ScriptError(f.label + " returned a bad result: " + error);
    return outcome;
  };
}

}  // namespace caisson::lua
