// temperament = { USA = { aggression = 0.3, caution = 0.7 }, ["Hood's"] = { aggression = 0.9 } }:
// the built-in brigade commander's character, per side and (overriding its side's) per formation.
// A formation's temperament holds for every brigade under it.
#include <fmt/format.h>

#include "bindings/lua_check.hpp"
#include "bindings/scenario_reading.hpp"

namespace caisson::lua {
namespace {

double share(const TableReader& t, std::string_view field, double otherwise) {
  auto v = t.number(field);
  if (!v) return otherwise;
  if (!(*v >= 0 && *v <= 1)) t.fail_field(field, fmt::format("expected a number from 0 to 1, got {}", *v));
  return *v;
}

}  // namespace

void read_temperament(ReadContext& ctx, const TableReader& battle) {
  lua_State* L = ctx.L;
  if (!push_optional_table(battle, "temperament",
                           fmt::format("a table such as {{ {} = {{ aggression = 0.7, caution = 0.3 }} }}",
                                       ctx.scenario.side_names[1])))
    return;
  const Where where{battle.where().file, battle.where().line, "temperament"};
  const int table = lua_gettop(L);
  Temperaments& out = ctx.scenario.temperament;
  std::map<FormationId, Temperament> given;
  // Sides first, so a formation's own fields fall back on its side's.
  for (int pass = 0; pass < 2; ++pass) {
    for (lua_pushnil(L); lua_next(L, table); lua_pop(L, 1)) {
      if (lua_type(L, -2) != LUA_TSTRING) fail(where, "expected side or formation names as keys, got " + describe_value(L, -2));
      const std::string name = lua_tostring(L, -2);
      const auto [side, formation] = ctx.side_or_formation_named(where, name);
      if ((pass == 0) != side.has_value()) continue;
      if (lua_type(L, -1) != LUA_TTABLE)
        fail(where, fmt::format("{}: expected {{ aggression = ..., caution = ... }}, got {}", name, describe_value(L, -1)));
      TableReader t(L, -1, Where{where.file, where.line, fmt::format("temperament of \"{}\"", name)}, {"aggression", "caution"});
      const Temperament base = side ? out.sides[*side] : out.sides[ctx.scenario.oob.node(formation).side];
      const Temperament read{share(t, "aggression", base.aggression), share(t, "caution", base.caution)};
      if (side) out.sides[*side] = read;
      else given[formation] = read;
    }
  }
  lua_pop(L, 1);
  // Every brigade under a formation given one takes the nearest such formation's.
  for (const FormationNode& n : ctx.scenario.oob.nodes()) {
    if (n.units.empty()) continue;
    for (FormationId f = n.id; f != kNone; f = ctx.scenario.oob.node(f).parent)
      if (auto it = given.find(f); it != given.end()) {
        out.brigades[n.id] = it->second;
        break;
      }
  }
}

}  // namespace caisson::lua
