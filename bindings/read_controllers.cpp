// controllers = { CSA = function(b, phase, side, refused) ... end, ["Jackson's"] = function ... }:
// Lua functions that command a whole side or single brigades instead of the built-in commander.
#include <fmt/format.h>

#include "bindings/lua_check.hpp"
#include "bindings/lua_controller.hpp"
#include "bindings/scenario_reading.hpp"

namespace caisson::lua {

void read_controllers(ReadContext& ctx, const TableReader& battle) {
  lua_State* L = ctx.L;
  if (!push_optional_table(battle, "controllers",
                           fmt::format("a table such as {{ {} = function(b, phase, side, refused) ... end }}",
                                       ctx.scenario.side_names[1])))
    return;
  Where where{battle.where().file, battle.where().line, "controllers"};
  int table = lua_gettop(L);
  ScenarioControllers& out = ctx.scenario.controllers;
  for (lua_pushnil(L); lua_next(L, table); lua_pop(L, 1)) {
    if (lua_type(L, -2) != LUA_TSTRING) fail(where, "expected side or brigade names as keys, got " + describe_value(L, -2));
    std::string name = lua_tostring(L, -2);
    if (lua_type(L, -1) != LUA_TFUNCTION)
      fail(where, fmt::format("{}: expected a function(b, phase, side, refused) ... end, got {}", name, describe_value(L, -1)));
    const auto [side, brigade] = ctx.side_or_formation_named(where, name);
    auto f = keep_function(ctx.state, -1, fmt::format("controller '{}'", name));
    auto controller = std::make_shared<LuaController>(std::move(f), brigade);
    if (side) out.sides[*side] = controller;
    else out.brigades[brigade] = controller;
  }
  lua_pop(L, 1);
}

}  // namespace caisson::lua
