// An event entry's declarative effect: `effect = { hasten = "Early's", turns = 2 }`, or a list
// of such tables. Each field is one effect; they are applied in the order listed below.
#include <fmt/format.h>

#include "bindings/lua_check.hpp"
#include "bindings/scenario_reading.hpp"
#include "engine/text/near_miss.hpp"

namespace caisson::lua {
namespace {

constexpr std::string_view kEffectFields[] = {"reinforce", "hasten", "delay", "turns", "order", "hits", "unit",
                                              "brigade", "weather", "say", "end_battle"};
constexpr std::string_view kLevels[] = {"decisive", "substantial", "marginal"};

std::vector<UnitId> units_hit(ReadContext& ctx, const TableReader& r) {
  std::vector<UnitId> units;
  if (auto name = r.text("unit")) {
    UnitId id = ctx.scenario.find_unit(*name);
    if (id == kNone) {
      std::vector<std::string> names;
      for (const auto& u : ctx.scenario.units) names.push_back(u.name);
      std::string message = fmt::format("unknown unit \"{}\"", *name);
      if (auto near = nearest(*name, std::span<const std::string>(names))) message += fmt::format(" (did you mean \"{}\"?)", *near);
      r.fail_field("unit", message);
    }
    units.push_back(id);
  }
  if (auto name = r.text("brigade")) {
    FormationId f = ctx.formation_named(r.where(), "brigade", *name);
    for (const auto& u : ctx.scenario.units)
      for (FormationId at = u.brigade; at != kNone; at = ctx.scenario.oob.node(at).parent)
        if (at == f) {
          units.push_back(u.id);
          break;
        }
  }
  if (units.empty()) r.fail_field("hits", "name the `unit` or the `brigade` that takes them");
  return units;
}

ChangeOrder read_order_effect(ReadContext& ctx, const TableReader& effect) {
  lua_State* L = ctx.L;
  push_table(effect, "order", "{ to = ..., order = ..., objective = ... }");
  TableReader r(L, -1, effect.where().inside("order", effect.where().line), {"to", "order", "objective"});
  ChangeOrder o;
  auto to = r.text("to");
  if (!to) r.fail_field("to", "expected a formation's name, got nil");
  o.to = ctx.formation_named(r.where(), "to", *to);
  auto word = r.choice("order", kStandingOrderNames);
  if (!word) r.fail_field("order", "expected attack, advance, hold or retire, got nil");
  o.order = std::string(kStandingOrderNames[*word]);
  read_order_objective(ctx, r, o.objective, o.point);
  lua_pop(L, 1);
  return o;
}

EndBattle read_end_effect(ReadContext& ctx, const TableReader& effect) {
  lua_State* L = ctx.L;
  push_table(effect, "end_battle", "{ winner = ..., level = ..., condition = ... }");
  TableReader r(L, -1, effect.where().inside("end_battle", effect.where().line), {"winner", "level", "condition"});
  EndBattle e;
  auto winner = r.text("winner");
  if (!winner) r.fail_field("winner", "expected a side's name or \"draw\", got nil");
  if (*winner == "draw") {
    e.outcome.winner = -1;
    e.outcome.level = VictoryLevel::draw;
  } else {
    e.outcome.winner = ctx.side_named(r.where(), "winner", *winner);
    if (auto level = r.choice("level", kLevels)) e.outcome.level = static_cast<VictoryLevel>(*level);
  }
  e.outcome.condition = r.text("condition").value_or("an event");
  lua_pop(L, 1);
  return e;
}

// One effect table (the value on top of the stack).
void read_one(ReadContext& ctx, const Where& where, std::vector<DeclaredEffect>& out) {
  TableReader r(ctx.L, -1, where, kEffectFields);
  int turns = r.whole("turns", 0, 1000).value_or(1);
  if (auto f = r.text("reinforce")) out.push_back(Reinforce{ctx.formation_named(where, "reinforce", *f)});
  if (auto f = r.text("hasten")) out.push_back(ShiftArrival{ctx.formation_named(where, "hasten", *f), -turns});
  if (auto f = r.text("delay")) out.push_back(ShiftArrival{ctx.formation_named(where, "delay", *f), turns});
  if (r.has("order")) out.push_back(read_order_effect(ctx, r));
  if (auto hits = r.whole("hits", 1, 100)) out.push_back(AddHits{units_hit(ctx, r), *hits});
  else if (r.has("unit") || r.has("brigade")) r.fail_field("hits", "expected how many HITs the unit or brigade takes");
  if (auto w = r.text("weather")) out.push_back(ChangeWeather{*w});
  if (auto s = r.text("say")) out.push_back(SayText{*s});
  if (r.has("end_battle")) out.push_back(read_end_effect(ctx, r));
  if (r.has("turns") && !r.has("hasten") && !r.has("delay")) r.fail_field("turns", "only goes with hasten or delay");
}

}  // namespace

std::vector<DeclaredEffect> read_declared_effects(ReadContext& ctx, const Where& where) {
  std::vector<DeclaredEffect> effects;
  lua_State* L = ctx.L;
  int list = lua_gettop(L);
  auto n = static_cast<lua_Integer>(lua_rawlen(L, list));
  if (n == 0) {
    read_one(ctx, where, effects);
    return effects;
  }
  for (lua_Integer i = 1; i <= n; ++i) {
    lua_rawgeti(L, list, i);
    require_table(L, -1, where, fmt::format("effect[{}]", i), "an effect table, such as { hasten = \"...\" }");
    read_one(ctx, where.inside(fmt::format("effect[{}]", i), where.line), effects);
    lua_pop(L, 1);
  }
  return effects;
}

}  // namespace caisson::lua
