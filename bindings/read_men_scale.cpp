// men_per_stand = 150 and men_per_battery_stand = 25, each a number for both sides or one a
// side ({ USA = 240, CSA = 190 }): what the file's stands stand for in men, the scale at which
// losses are counted in men (engine/scenario/men_scale.hpp).
#include <fmt/format.h>

#include "bindings/lua_check.hpp"
#include "bindings/scenario_reading.hpp"

namespace caisson::lua {
namespace {

constexpr int kMostMen = 100000;  // a stand of more is surely a slip

void read_per_side(ReadContext& ctx, const TableReader& battle, std::string_view field, std::array<int, 2>& men) {
  lua_State* L = ctx.L;
  const auto& sides = ctx.scenario.side_names;
  const int type = battle.push(field);
  lua_pop(L, 1);
  if (type == LUA_TNIL) return;
  if (type != LUA_TTABLE) {
    auto both = battle.whole(field, 1, kMostMen);
    men = {*both, *both};
    return;
  }
  battle.push(field);
  const std::string_view names[] = {sides[0], sides[1]};
  TableReader per_side(L, -1, Where{battle.where().file, battle.where().line, std::string(field)}, names);
  for (Side s = 0; s < 2; ++s)
    if (auto n = per_side.whole(sides[s], 1, kMostMen)) men[s] = *n;
  lua_pop(L, 1);
}

}  // namespace

void read_men_scale(ReadContext& ctx, const TableReader& battle) {
  read_per_side(ctx, battle, "men_per_stand", ctx.scenario.men_scale.per_stand);
  read_per_side(ctx, battle, "men_per_battery_stand", ctx.scenario.men_scale.per_battery_stand);
}

}  // namespace caisson::lua
