#include <fmt/format.h>

#include "bindings/lua_check.hpp"
#include "bindings/lua_hooks.hpp"
#include "engine/text/near_miss.hpp"
#include "bindings/scenario_reading.hpp"

namespace caisson::lua {
namespace {


// Calls read(entry, where) for each entry of a list field such as `reinforcements`.
template <typename Read>
void for_each_entry(ReadContext& ctx, const TableReader& battle, std::string_view field, std::string_view what, Read read) {
  lua_State* L = ctx.L;
  if (!push_optional_table(battle, field, fmt::format("a list of {}", what))) return;
  TableReader list(L, -1, battle.where(), {}, true);
  for (int i = 1; i <= list.list_size(); ++i) {
    list.push_item(i);
    Where where{battle.where().file, ctx.item_line(field, i), fmt::format("{}[{}]", field, i)};
    require_table(L, -1, where, "entry", what);
    read(where);
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
}

std::string required_text(const TableReader& r, std::string_view field) {
  auto t = r.text(field);
  if (!t) r.fail_field(field, "expected a string, got nil");
  return *t;
}

// A road's name or a point on the table.
void read_entry_point(ReadContext& ctx, const TableReader& r, Reinforcement& reinforcement) {
  lua_State* L = ctx.L;
  int type = r.push("enter");
  if (type == LUA_TSTRING) {
    std::string road = lua_tostring(L, -1);
    lua_pop(L, 1);
    std::vector<std::string> roads;
    for (const auto& l : ctx.scenario.field.lines())
      if (l.kind == LineKind::road) roads.push_back(l.name);
    if (std::find(roads.begin(), roads.end(), road) == roads.end()) {
      std::string message = fmt::format("enter: unknown road \"{}\"", road);
      if (auto near = nearest(road, std::span<const std::string>(roads))) message += fmt::format(" (did you mean \"{}\"?)", *near);
      else if (roads.empty()) message += " (the battle draws no roads; give a point {x, y} instead)";
      r.fail(message);
    }
    reinforcement.enter_road = road;
    return;
  }
  auto at = to_point(L, -1);
  if (!at) {
    std::string got = describe_value(L, -1);
    lua_pop(L, 1);
    r.fail_field("enter", "expected a road's name or a point {x, y}, got " + got);
  }
  lua_pop(L, 1);
  ctx.check_on_table(r.where(), "enter", *at);
  reinforcement.enter_at = *at;
}

void read_arrival_roll(const TableReader& r, Reinforcement& reinforcement) {
  auto roll = r.text("roll");
  if (!roll) return;
  std::string problem;
  try {
    reinforcement.roll = DiceExpression::parse(*roll);
  } catch (const std::exception& e) {
    problem = e.what();
  }
  if (!problem.empty()) r.fail_field("roll", problem);
  if (!reinforcement.roll->is_test())
    r.fail_field("roll", fmt::format("expected a test such as \"2d6 >= 9\", got \"{}\"", *roll));
}

bool under_reinforcement(const ReadContext& ctx, FormationId id) {
  for (; id != kNone; id = ctx.scenario.oob.node(id).parent)
    if (ctx.reinforcing[static_cast<std::size_t>(id)]) return true;
  return false;
}

// Where a general without `at` stands: his formation's position, or its first placed unit's.
std::optional<Vec2> place_of(const ReadContext& ctx, FormationId id) {
  if (const auto& at = ctx.brigade_at[static_cast<std::size_t>(id)]) return at;
  const FormationNode& node = ctx.scenario.oob.node(id);
  for (UnitId u : node.units) {
    const Unit& unit = ctx.scenario.units[static_cast<std::size_t>(u)];
    if (unit.status == UnitStatus::on_table) return unit.position;
  }
  for (FormationId child : node.children)
    if (auto p = place_of(ctx, child)) return p;
  return std::nullopt;
}

}  // namespace

void read_reinforcements(ReadContext& ctx, const TableReader& battle) {
  ctx.reinforcing.assign(ctx.scenario.oob.nodes().size(), false);
  for_each_entry(ctx, battle, "reinforcements", "{ side = ..., brigade = ..., turn = ..., enter = ... }", [&](const Where& where) {
    TableReader r(ctx.L, -1, where, {"side", "brigade", "turn", "enter", "roll", "modifiers", "announce", "when"});
    Reinforcement reinforcement;
    reinforcement.source_line = where.line;
    reinforcement.side = ctx.side_named(where, "side", required_text(r, "side"));
    std::string brigade = required_text(r, "brigade");
    reinforcement.formation = ctx.formation_named(where, "brigade", brigade);
    const FormationNode& node = ctx.scenario.oob.node(reinforcement.formation);
    if (node.side != reinforcement.side)
      r.fail_field("brigade", fmt::format("\"{}\" belongs to {}, not {}", brigade, ctx.scenario.side_names[node.side],
                                          ctx.scenario.side_names[reinforcement.side]));
    auto flagged = ctx.reinforcing[static_cast<std::size_t>(reinforcement.formation)];
    if (flagged) r.fail_field("brigade", fmt::format("\"{}\" is already scheduled to arrive", brigade));
    flagged = true;
    if (ctx.brigade_at[static_cast<std::size_t>(reinforcement.formation)]) {
      const Where& b = ctx.formation_where[static_cast<std::size_t>(reinforcement.formation)];
      fail(b, "has 'at' but also arrives as a reinforcement (a reinforcement enters by its 'enter'; drop one of them)");
    }
    auto turn = r.whole("turn", 1, ctx.scenario.turns);
    if (!turn) r.fail_field("turn", "expected a whole number, got nil");
    reinforcement.turn = *turn;
    if (!r.has("enter")) r.fail_field("enter", "expected a road's name or a point {x, y}, got nil");
    read_entry_point(ctx, r, reinforcement);
    read_arrival_roll(r, reinforcement);
    reinforcement.roll_modifiers = r.flag("modifiers").value_or(true);
    reinforcement.announced = r.flag("announce").value_or(false);
    int when = r.push("when");
    if (when == LUA_TFUNCTION)
      reinforcement.condition = make_condition(keep_function(ctx.state, -1, fmt::format("reinforcement \"{}\" when", brigade)));
    else if (when != LUA_TNIL) r.fail_field("when", "expected a function(b) returning true or false, got " + describe_value(ctx.L, -1));
    lua_pop(ctx.L, 1);
    ctx.scenario.reinforcements.push_back(std::move(reinforcement));
  });
}

void settle_forces(ReadContext& ctx) {
  Scenario& s = ctx.scenario;
  for (auto& u : s.units) {
    if (under_reinforcement(ctx, u.brigade)) {
      u.status = UnitStatus::waiting;
      continue;
    }
    if (u.explicit_position || ctx.brigade_at[static_cast<std::size_t>(u.brigade)]) continue;
    const FormationNode& node = s.oob.node(u.brigade);
    if (node.echelon == Echelon::brigade)
      fail(ctx.formation_where[static_cast<std::size_t>(u.brigade)],
           "has no 'at' and is not named in reinforcements (give it a position, or schedule its arrival)");
    fail(ctx.unit_where[static_cast<std::size_t>(u.id)],
         "has no 'at' and its " + std::string(name_of(node.echelon)) +
             " is not named in reinforcements (give it a position, or schedule its arrival)");
  }
  for (auto& c : s.commanders) {
    bool arriving = under_reinforcement(ctx, c.commands);
    if (c.on_table_given) {
      c.on_table = !arriving;
      continue;
    }
    auto place = arriving ? std::nullopt : place_of(ctx, c.commands);
    c.on_table = place.has_value();
    if (place) c.position = *place;
  }
}

void read_orders(ReadContext& ctx, const TableReader& battle) {
  for_each_entry(ctx, battle, "orders", "{ turn = ..., side = ..., to = ..., order = ... }", [&](const Where& where) {
    TableReader r(ctx.L, -1, where, {"turn", "side", "to", "order", "objective"});
    ScheduledOrder order;
    order.source_line = where.line;
    auto turn = r.whole("turn", 1, ctx.scenario.turns);
    if (!turn) r.fail_field("turn", "expected a whole number, got nil");
    order.turn = *turn;
    order.side = ctx.side_named(where, "side", required_text(r, "side"));
    std::string to = required_text(r, "to");
    order.to = ctx.formation_named(where, "to", to);
    if (ctx.scenario.oob.node(order.to).side != order.side)
      r.fail_field("to", fmt::format("\"{}\" is not a formation of {}", to, ctx.scenario.side_names[order.side]));
    auto o = r.choice("order", kStandingOrderNames);
    if (!o) r.fail_field("order", "expected attack, advance, hold or retire, got nil");
    order.order = std::string(kStandingOrderNames[*o]);
    read_order_objective(ctx, r, order.objective, order.point);
    ctx.scenario.orders.push_back(std::move(order));
  });
}

void read_order_objective(ReadContext& ctx, const TableReader& r, std::string& name, std::optional<Vec2>& point) {
  bool point_given = r.push("objective") == LUA_TTABLE;
  lua_pop(ctx.L, 1);
  if (point_given) {
    point = r.point("objective");
    ctx.check_on_table(r.where(), "objective", *point);
  } else if (auto objective = r.text("objective")) {
    ctx.check_objective(r.where(), "objective", *objective);
    name = *objective;
  }
}

void read_house_rules(ReadContext& ctx, const TableReader& battle) {
  lua_State* L = ctx.L;
  if (!push_optional_table(battle, "house_rules", "a table of rule parameters, name = number")) return;
  int rules = lua_gettop(L);
  lua_pushnil(L);
  while (lua_next(L, rules)) {
    if (lua_type(L, -2) != LUA_TSTRING)
      battle.fail_field("house_rules", "expected parameter names as keys, got " + describe_value(L, -2));
    std::string name = lua_tostring(L, -2);
    // Whether the rule system has this parameter is asked when the battle is set up (`--rules`
    // may choose another system); the line goes with it for that message.
    const int line = ctx.key_line("house_rules", name);
    if (lua_type(L, -1) != LUA_TNUMBER)
      fail(Where{battle.where().file, line, battle.where().object},
           fmt::format("house_rules: {}: expected a number, got {}", name, describe_value(L, -1)));
    ctx.scenario.rule_overrides[name] = lua_tonumber(L, -1);
    ctx.scenario.rule_override_lines[name] = line;
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
}

}  // namespace caisson::lua
