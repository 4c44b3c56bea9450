#include <array>

#include <fmt/format.h>

#include "bindings/lua_check.hpp"
#include "bindings/lua_hooks.hpp"
#include "bindings/scenario_reading.hpp"
#include "bindings/vars_text.hpp"

namespace caisson::lua {

void read_hooks(ReadContext& ctx, const TableReader& battle) {
  lua_State* L = ctx.L;
  attach_vars_persistence(ctx.scenario.hooks, ctx.state);
  int type = battle.push("victory");
  if (type == LUA_TFUNCTION) ctx.scenario.hooks.victory = make_victory(keep_function(ctx.state, -1, "victory"));
  else if (type == LUA_TTABLE) read_victory_terms(ctx, battle.where().inside("victory", battle.where().line));
  else if (type != LUA_TNIL)
    battle.fail_field("victory", "expected a function(b) ... end or a table of victory terms, got " + describe_value(L, -1));
  lua_pop(L, 1);

  if (!push_optional_table(battle, "on", "a table of hooks, turn_start = function(b) ... end")) return;
  std::array<std::string_view, static_cast<std::size_t>(HookKind::count)> names{};
  for (std::size_t i = 0; i < names.size(); ++i) names[i] = name_of(static_cast<HookKind>(i));
  TableReader on(L, -1, Where{battle.where().file, battle.where().line, "on"}, names);
  for (std::size_t i = 0; i < names.size(); ++i) {
    int t = on.push(names[i]);
    if (t == LUA_TFUNCTION)
      ctx.scenario.hooks.on[i] = make_hook(keep_function(ctx.state, -1, fmt::format("hook '{}'", names[i])), static_cast<HookKind>(i));
    else if (t != LUA_TNIL)
      on.fail_field(names[i], "expected a function(b, ...) ... end, got " + describe_value(L, -1));
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
}

}  // namespace caisson::lua
