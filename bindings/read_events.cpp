#include <algorithm>
#include <cctype>

#include <fmt/format.h>

#include "bindings/lua_check.hpp"
#include "bindings/lua_hooks.hpp"
#include "engine/text/near_miss.hpp"
#include "bindings/scenario_reading.hpp"

namespace caisson::lua {
namespace {

constexpr std::string_view kEventTableKind[] = {"event_table"};
constexpr std::string_view kDiceField[] = {"dice"};

struct Keyed {
  EventEntry entry;
  std::string key;  // as written: [7] or ["3-4"]
};

// "3-4" or "7" as a range of results; nullopt for anything else.
std::optional<std::pair<int, int>> parse_range(const std::string& key) {
  auto number = [](std::string_view s) -> std::optional<int> {
    if (s.empty() || s.size() > 6) return std::nullopt;
    for (char c : s)
      if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
    return std::stoi(std::string(s));
  };
  auto dash = key.find('-');
  if (dash == std::string::npos) {
    auto n = number(key);
    if (!n) return std::nullopt;
    return std::pair{*n, *n};
  }
  auto low = number(std::string_view(key).substr(0, dash)), high = number(std::string_view(key).substr(dash + 1));
  if (!low || !high) return std::nullopt;
  return std::pair{*low, *high};
}

DiceExpression read_dice(const TableReader& r) {
  auto text = r.text("dice");
  if (!text) return DiceExpression::parse("2d6");
  std::string problem;
  DiceExpression dice;
  try {
    dice = DiceExpression::parse(*text);
  } catch (const std::exception& e) {
    problem = e.what();
  }
  if (!problem.empty()) r.fail_field("dice", problem);
  if (dice.is_test()) r.fail_field("dice", fmt::format("expected dice such as \"2d6\", not a test (\"{}\")", *text));
  return dice;
}

// `roll = "Table"` (a table the battle lists in `tables`) or an inline `event_table "Name" { ... }`.
int read_then_roll(ReadContext& ctx, const TableReader& r) {
  lua_State* L = ctx.L;
  if (lua_type(L, -1) == LUA_TSTRING) {
    std::string name = lua_tostring(L, -1);
    int index = ctx.scenario.find_table(name);
    if (index >= 0) return index;
    std::vector<std::string> names;
    for (const auto& t : ctx.scenario.tables) names.push_back(t.name);
    std::string message = fmt::format("unknown event table \"{}\"", name);
    if (auto near = nearest(name, std::span<const std::string>(names))) message += fmt::format(" (did you mean \"{}\"?)", *near);
    else message += names.empty() ? " (the battle lists no other tables: add them to `tables`)" : " (tables: " + one_of(std::span<const std::string>(names)) + ")";
    r.fail_field("roll", message);
  }
  Description d = require_description(L, -1, r.where(), "roll", kEventTableKind, "a table's name or event_table \"name\" { ... }");
  if (ctx.scenario.find_table(d.name) >= 0) r.fail_field("roll", fmt::format("a second event table named \"{}\"", d.name));
  EventTable t = read_event_table(ctx, d);
  lua_pop(L, 1);
  ctx.scenario.tables.push_back(std::move(t));
  return static_cast<int>(ctx.scenario.tables.size()) - 1;
}

// The value of one result: a title, or { "Title", text = ..., once = ..., turns = {a, b}, effect = ... }.
EventEntry read_entry(ReadContext& ctx, const Where& table, const std::string& key, int line) {
  lua_State* L = ctx.L;
  EventEntry e;
  e.source_line = line;
  Where where = table.inside("result " + key, line);
  if (lua_type(L, -1) == LUA_TSTRING) {
    e.title = lua_tostring(L, -1);
    return e;
  }
  require_table(L, -1, where, "value", "a title, or { \"Title\", text = ..., effect = function(b) ... end }");
  TableReader r(L, -1, where, {"text", "once", "turns", "effect", "side", "condition", "roll"}, true);
  if (r.list_size() != 1 || r.push_item(1) != LUA_TSTRING) r.fail("expected its title first, { \"Title\", ... }");
  e.title = lua_tostring(L, -1);
  lua_pop(L, 1);
  e.text = r.text("text").value_or("");
  e.once = r.flag("once").value_or(false);
  if (r.push("turns") != LUA_TNIL) {
    auto span = to_point(L, -1);
    if (!span || span->x != std::floor(span->x) || span->y != std::floor(span->y) || span->x < 1 || span->y < span->x)
      r.fail_field("turns", "expected the first and last turn it may happen, such as {3, 8}, got " + describe_value(L, -1));
    e.first_turn = static_cast<int>(span->x);
    e.last_turn = static_cast<int>(span->y);
  }
  lua_pop(L, 1);
  if (auto side = r.text("side")) e.side = ctx.side_named(where, "side", *side);
  int type = r.push("condition");
  if (type == LUA_TFUNCTION) e.condition = make_condition(keep_function(ctx.state, -1, fmt::format("event \"{}\" condition", e.title)));
  else if (type != LUA_TNIL) r.fail_field("condition", "expected a function(b) returning true or false, got " + describe_value(L, -1));
  lua_pop(L, 1);
  type = r.push("effect");
  if (type == LUA_TFUNCTION) e.effect = make_event_effect(keep_function(ctx.state, -1, fmt::format("event \"{}\" effect", e.title)));
  else if (type == LUA_TTABLE) e.effects = read_declared_effects(ctx, where);
  else if (type != LUA_TNIL)
    r.fail_field("effect", "expected a function(b) ... end or a table such as { hasten = \"...\" }, got " + describe_value(L, -1));
  lua_pop(L, 1);
  if (r.push("roll") != LUA_TNIL) e.then_roll = read_then_roll(ctx, r);
  lua_pop(L, 1);
  return e;
}

std::vector<int> possible_results(const DiceExpression& dice) {
  std::vector<int> results;
  for (int r = dice.min_total(); r <= dice.max_total(); ++r)
    if (!dice.d66 || (r / 10 >= 1 && r / 10 <= 6 && r % 10 >= 1 && r % 10 <= 6)) results.push_back(r);
  return results;
}

std::string results_text(int low, int high) {
  return low == high ? fmt::format("result {}", low) : fmt::format("results {}-{}", low, high);
}

// Every possible result is covered by exactly one entry; name the first gap or overlap.
void check_coverage(const Where& where, const DiceExpression& dice, const std::vector<Keyed>& entries) {
  auto results = possible_results(dice);
  for (const auto& k : entries)
    if (k.entry.low < dice.min_total() || k.entry.high > dice.max_total() || k.entry.low > k.entry.high)
      fail(where, fmt::format("{} lies outside what {} can roll ({}-{})", k.key, dice.to_string(), dice.min_total(),
                              dice.max_total()));
  auto covering = [&](int r) {
    std::vector<const Keyed*> found;
    for (const auto& k : entries)
      if (k.entry.low <= r && r <= k.entry.high) found.push_back(&k);
    return found;
  };
  for (std::size_t i = 0; i < results.size(); ++i) {
    auto found = covering(results[i]);
    if (found.size() > 1)
      fail(where, fmt::format("result {} is covered twice, by {} and {}", results[i], found[0]->key, found[1]->key));
    if (found.empty()) {
      std::size_t j = i;
      while (j + 1 < results.size() && covering(results[j + 1]).empty()) ++j;
      fail(where, fmt::format("{} of {} have no entry (every result needs one)", results_text(results[i], results[j]),
                              dice.to_string()));
    }
  }
}

}  // namespace

EventTable read_event_table(ReadContext& ctx, const Description& d) {
  lua_State* L = ctx.L;
  Where where{d.file, d.line, fmt::format("event_table \"{}\"", d.name)};
  require_table(L, -1, where, "body", "a table");
  int body = lua_gettop(L);
  TableReader r(L, body, where);  // keys are checked below: results are not field names
  EventTable table;
  table.name = d.name;
  table.source_file = d.file;
  table.source_line = d.line;
  std::vector<Keyed> entries;
  lua_pushnil(L);
  while (lua_next(L, body)) {
    std::string key;
    std::optional<std::pair<int, int>> range;
    if (lua_isinteger(L, -2)) {
      auto n = lua_tointeger(L, -2);
      key = fmt::format("[{}]", n);
      if (n >= 0 && n < 1'000'000) range = std::pair{static_cast<int>(n), static_cast<int>(n)};
    } else if (lua_type(L, -2) == LUA_TSTRING) {
      std::string text = lua_tostring(L, -2);
      if (text == "dice") {
        lua_pop(L, 1);
        continue;
      }
      key = fmt::format("[\"{}\"]", text);
      range = parse_range(text);
      if (!range && !text.empty() && !std::isdigit(static_cast<unsigned char>(text[0]))) {
        std::string message = fmt::format("unknown field '{}'", text);
        if (auto near = nearest(text, kDiceField)) message += " (did you mean 'dice'?)";
        fail(where, message + " (results are written [7] or [\"3-4\"])");
      }
    } else {
      key = "[" + describe_value(L, -2) + "]";
    }
    if (!range) fail(where, fmt::format("unexpected key {} (results are written [7] or [\"3-4\"])", key));
    Keyed k{read_entry(ctx, where, key, d.line), key};
    k.entry.low = range->first;
    k.entry.high = range->second;
    entries.push_back(std::move(k));
    lua_settop(L, body + 1);  // keep the key for lua_next
  }
  table.dice = read_dice(r);
  std::sort(entries.begin(), entries.end(), [](const Keyed& a, const Keyed& b) { return a.entry.low < b.entry.low; });
  check_coverage(where, table.dice, entries);
  for (auto& k : entries) table.entries.push_back(std::move(k.entry));
  return table;
}

// `tables = { event_table "Weather" { ... }, require "events.stragglers", ... }`: named first, so
// entries of any table may roll on any other, then read.
void read_other_tables(ReadContext& ctx, const TableReader& battle) {
  lua_State* L = ctx.L;
  if (!push_optional_table(battle, "tables", "a list of event tables, { event_table \"name\" { ... }, ... }")) return;
  TableReader list(L, -1, battle.where(), {}, true);
  const std::size_t first = ctx.scenario.tables.size();
  for (int pass = 0; pass < 2; ++pass)
    for (int i = 1; i <= list.list_size(); ++i) {
      list.push_item(i);
      Description d = require_description(L, -1, battle.where(), fmt::format("tables[{}]", i), kEventTableKind,
                                          "event_table \"name\" { ... }");
      if (pass == 0) {
        if (ctx.scenario.find_table(d.name) >= 0)
          battle.fail_field("tables", fmt::format("two event tables are named \"{}\"", d.name));
        EventTable placeholder;
        placeholder.name = d.name;
        ctx.scenario.tables.push_back(std::move(placeholder));
      } else {
        EventTable t = read_event_table(ctx, d);
        ctx.scenario.tables[first + static_cast<std::size_t>(i - 1)] = std::move(t);
      }
      lua_pop(L, 2);
    }
  lua_pop(L, 1);
}

void read_events(ReadContext& ctx, const TableReader& battle) {
  lua_State* L = ctx.L;
  read_other_tables(ctx, battle);
  if (battle.push("events") == LUA_TNIL) {
    lua_pop(L, 1);
    return;
  }
  Description d = require_description(L, -1, battle.where(), "events", kEventTableKind, "event_table \"name\" { ... }");
  ctx.scenario.events = read_event_table(ctx, d);
  lua_pop(L, 2);
}

}  // namespace caisson::lua
