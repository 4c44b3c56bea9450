#include <cctype>

#include <fmt/format.h>

#include "bindings/battle_limits.hpp"
#include "bindings/lua_check.hpp"
#include "bindings/scenario_reading.hpp"
#include "engine/rules/ruleset.hpp"

namespace caisson::lua {
namespace {

constexpr std::string_view kBattleFields[] = {"date",       "theatre", "rules",          "turns",  "first",
                                              "sides",      "house_rules", "table",      "terrain", "objectives",
                                              "forces",     "reinforcements", "events",  "orders", "victory",
                                              "on",         "history", "men_per_stand", "men_per_battery_stand",
                                              "controllers", "tables", "weather", "temperament"};
constexpr std::string_view kTheatres[] = {"eastern", "western"};

bool is_iso_date(const std::string& d) {
  if (d.size() != 10 || d[4] != '-' || d[7] != '-') return false;
  for (std::size_t i : {0, 1, 2, 3, 5, 6, 8, 9})
    if (!std::isdigit(static_cast<unsigned char>(d[i]))) return false;
  int month = std::stoi(d.substr(5, 2)), day = std::stoi(d.substr(8, 2));
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

void read_sides(ReadContext& ctx, const TableReader& battle) {
  lua_State* L = ctx.L;
  const std::string expected = "two side names, such as { \"USA\", \"CSA\" }";
  if (!push_optional_table(battle, "sides", expected)) return;
  TableReader sides(L, -1, battle.where(), {}, true);
  if (sides.list_size() != 2) battle.fail_field("sides", "expected " + expected);
  for (int i = 1; i <= 2; ++i) {
    sides.push_item(i);
    if (lua_type(L, -1) != LUA_TSTRING || lua_rawlen(L, -1) == 0)
      battle.fail_field("sides", fmt::format("expected {}, got {} as side {}", expected, describe_value(L, -1), i));
    ctx.scenario.side_names[static_cast<std::size_t>(i - 1)] = lua_tostring(L, -1);
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
  if (ctx.scenario.side_names[0] == ctx.scenario.side_names[1])
    battle.fail_field("sides", fmt::format("both sides are named \"{}\"", ctx.scenario.side_names[0]));
}

void read_table(ReadContext& ctx, const TableReader& battle) {
  lua_State* L = ctx.L;
  if (push_optional_table(battle, "table", "{ width = ..., depth = ... }")) {
    TableReader table(L, -1, Where{battle.where().file, battle.where().line, "table"}, {"width", "depth"});
    auto width = table.number("width"), depth = table.number("depth");
    if (!width || *width <= 0) table.fail_field("width", "expected the table's width in inches, a positive number");
    if (!depth || *depth <= 0) table.fail_field("depth", "expected the table's depth in inches, a positive number");
    for (auto [name, inches] : {std::pair{"width", *width}, std::pair{"depth", *depth}})
      if (!(inches <= kMaxTableInches))  // also refuses inf and nan
        table.fail_field(name, fmt::format("a table at most {}\" across is supported, got {}\"", kMaxTableInches, inches));
    ctx.scenario.field = Battlefield(*width, *depth);
    lua_pop(L, 1);
  } else {
    ctx.scenario.field = Battlefield(96, 48);  // the common 6' x 4' table
  }
  ctx.scenario.home_edge_y = {0, ctx.scenario.field.depth()};
}

void read_heading(ReadContext& ctx, const TableReader& battle) {
  Scenario& s = ctx.scenario;
  if (auto date = battle.text("date")) {
    if (!is_iso_date(*date)) battle.fail_field("date", fmt::format("expected a date \"YYYY-MM-DD\", got string \"{}\"", *date));
    s.date = *date;
  }
  if (auto t = battle.choice("theatre", kTheatres)) s.theatre = std::string(kTheatres[*t]);
  const std::vector<std::string_view> rule_systems = ruleset_ids();
  if (auto r = battle.choice("rules", rule_systems)) s.rules = std::string(rule_systems[*r]);
  if (auto turns = battle.whole("turns", 1, kMaxTurns)) s.turns = *turns;
  read_sides(ctx, battle);
  s.first = 0;
  if (auto first = battle.text("first")) s.first = ctx.side_named(battle.where(), "first", *first);
  if (auto weather = battle.text("weather")) s.weather = *weather;
}

// One side's casualties on the day: a number of stands, or { men = 1800 } (and, if wanted, the
// stands too: { men = 1800, stands = 12 }).
void read_side_casualties(const TableReader& casualties, const std::string& side, History& h, Side s) {
  lua_State* L = casualties.state();
  const int type = casualties.push(side);
  lua_pop(L, 1);
  if (type != LUA_TTABLE) {
    if (auto n = casualties.whole(side, 0, 1000000)) h.casualties[s] = *n;
    return;
  }
  casualties.push(side);
  const Where& at = casualties.where();
  TableReader figures(L, -1, Where{at.file, at.line, fmt::format("{}: {}", at.object, side)}, {"men", "stands"});
  if (auto men = figures.whole("men", 0, 10000000)) h.men[s] = *men;
  if (auto stands = figures.whole("stands", 0, 1000000)) h.casualties[s] = *stands;
  if (h.men[s] < 0 && h.casualties[s] < 0) figures.fail("expected { men = ... } (the side's killed, wounded and missing)");
  lua_pop(L, 1);
}

// history = { winner = "CSA", casualties = { USA = { men = 1800 }, CSA = { men = 1500 } } }: what
// happened on the day, for `caisson sweep` to compare against. A side's casualties are men (a
// table) or stands (a number); either side may be left out.
void read_history(ReadContext& ctx, const TableReader& battle) {
  lua_State* L = ctx.L;
  const auto& sides = ctx.scenario.side_names;
  if (!push_optional_table(battle, "history",
                           fmt::format("{{ winner = \"{}\", casualties = {{ {} = ..., {} = ... }} }}", sides[1], sides[0],
                                       sides[1])))
    return;
  TableReader history(L, -1, Where{battle.where().file, battle.where().line, "history"}, {"winner", "casualties"});
  History h;
  if (auto winner = history.text("winner")) {
    if (*winner != "draw") ctx.side_named(history.where(), "winner", *winner);
    h.winner = *winner;
  }
  if (push_optional_table(history, "casualties",
                          fmt::format("losses per side, such as {{ {} = {{ men = 1800 }}, {} = {{ men = 1500 }} }}", sides[0],
                                      sides[1]))) {
    const std::string_view names[] = {sides[0], sides[1]};
    TableReader casualties(L, -1, Where{battle.where().file, battle.where().line, "history: casualties"}, names);
    for (Side s = 0; s < 2; ++s) read_side_casualties(casualties, sides[s], h, s);
    lua_pop(L, 1);  // casualties
  }
  lua_pop(L, 1);  // history
  ctx.scenario.history = std::move(h);
}

}  // namespace

std::shared_ptr<Scenario> read_scenario(const std::shared_ptr<LuaState>& state, const Description& d,
                                        const std::string& source_file, std::shared_ptr<const ForcesRead>& forces) {
  auto scenario = std::make_shared<Scenario>();
  scenario->title = d.name;
  scenario->source_file = source_file;
  ReadContext ctx(state, *scenario, Where{d.file, d.line, fmt::format("battle \"{}\"", d.name)});
  TableReader battle(ctx.L, -1, ctx.battle, kBattleFields);
  read_heading(ctx, battle);
  read_table(ctx, battle);
  read_house_rules(ctx, battle);
  read_terrain(ctx, battle);
  read_objectives(ctx, battle);
  if (forces) {
    take_forces(ctx, *forces);
  } else {
    read_forces(ctx, battle);
    forces = std::make_shared<const ForcesRead>(forces_as_read(ctx));
  }
  read_reinforcements(ctx, battle);
  settle_forces(ctx);
  read_orders(ctx, battle);
  read_events(ctx, battle);
  read_hooks(ctx, battle);
  read_controllers(ctx, battle);
  read_temperament(ctx, battle);
  read_history(ctx, battle);
  read_men_scale(ctx, battle);
  return scenario;
}

}  // namespace caisson::lua
