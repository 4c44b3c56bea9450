#include "bindings/wrap_battle.hpp"
#include "bindings/lua_text.hpp"

#include <string>
#include <string_view>
#include <vector>

#include <lauxlib.h>

#include "bindings/battle_vars.hpp"
#include "bindings/lua_check.hpp"
#include "bindings/handle_context.hpp"
#include "bindings/outcome_value.hpp"
#include "bindings/wrap_general.hpp"
#include "bindings/wrap_orders.hpp"
#include "bindings/wrap_unit.hpp"
#include "engine/play/declared_effect.hpp"
#include "engine/play/event_roll.hpp"
#include "engine/play/men_lost.hpp"
#include "engine/play/reinforcements.hpp"
#include "engine/play/victory.hpp"

namespace caisson::lua {
namespace {

constexpr const char* kBattleMeta = "caisson.battle";

struct BattleHandle {
  Battle* battle = nullptr;
};

Battle& check_battle(lua_State* L, int index) {
  auto* h = static_cast<BattleHandle*>(luaL_checkudata(L, index, kBattleMeta));
  if (!h->battle) luaL_error(L, "battle handle used outside a hook");
  return *h->battle;
}

// string.format (upvalue 1) over the arguments from `first` on, leaving the text on top. Run
// protected so a bad format names the script's line (format's own message would name none: its
// caller is this C function).
void format_said(lua_State* L, int first) {
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, first);
  if (lua_pcall(L, lua_gettop(L) - first, 1, 0) == LUA_OK) return;
  const char* error = lua_tostring(L, -1);  // string.format raises only text
  luaL_where(L, 1);
  lua_pushfstring(L, "%sb:say: %s", lua_tostring(L, -1), error ? error : "bad format");
  lua_error(L);
}

// b:say(fmt, ...): string.format (the original, kept as an upvalue) when there are arguments;
// a lone message is said as written, so "50% of the brigade" needs no escaping.
int say(lua_State* L) {
  Battle& b = check_battle(L, 1);
  check_text(L, 2);
  if (lua_gettop(L) > 2) format_said(L, 2);
  std::string text = lua_tostring(L, -1);
  return guarded(L, [&] {
    b.say(std::move(text));
    return 0;
  });
}

int holds(lua_State* L) {
  Battle& b = check_battle(L, 1);
  Side side = check_side(L, 2, b);
  int objective = check_objective(L, 3, b);
  auto holder = b.holder_of(objective);
  lua_pushboolean(L, holder && *holder == side);
  return 1;
}

int unit(lua_State* L) {
  Battle& b = check_battle(L, 1);
  std::string_view name = check_text(L, 2);
  for (const auto& u : b.units)
    if (u.name == name) {
      push_unit_handle(L, u.id);
      return 1;
    }
  std::vector<std::string> names;
  for (const auto& u : b.units) names.push_back(u.name);
  unknown_name_error(L, 2, "unit", name, names);
}

// b:find_unit(name): the unit's handle while it is on the table; nil before it arrives, once it
// has left, and for a regiment of the file that the rule system merged into its brigade. A name
// the battle file never gave is still an error, as b:unit's.
int find_unit(lua_State* L) {
  Battle& b = check_battle(L, 1);
  std::string_view name = check_text(L, 2);
  for (const auto& u : b.units)
    if (u.name == name) {
      if (u.present()) push_unit_handle(L, u.id);
      else lua_pushnil(L);
      return 1;
    }
  for (const auto& regiment : b.scenario->units)
    if (regiment.name == name) {
      lua_pushnil(L);
      return 1;
    }
  std::vector<std::string> names;
  for (const auto& u : b.units) names.push_back(u.name);
  unknown_name_error(L, 2, "unit", name, names);
}

int general(lua_State* L) {
  Battle& b = check_battle(L, 1);
  std::string_view name = check_text(L, 2);
  for (const auto& c : b.commanders)
    if (c.name == name) {
      push_general_handle(L, c.id);
      return 1;
    }
  std::vector<std::string> names;
  for (const auto& c : b.commanders) names.push_back(c.name);
  unknown_name_error(L, 2, "general", name, names);
}

int units(lua_State* L) {
  Battle& b = check_battle(L, 1);
  bool any_side = lua_isnoneornil(L, 2);
  Side side = any_side ? Side{0} : check_side(L, 2, b);
  lua_newtable(L);
  lua_Integer n = 0;
  for (const auto& u : b.units) {
    if (!u.present() || (!any_side && u.side != side)) continue;
    push_unit_handle(L, u.id);
    lua_rawseti(L, -2, ++n);
  }
  return 1;
}

int losses(lua_State* L) {
  Battle& b = check_battle(L, 1);
  lua_pushinteger(L, b.losses_in_stands(check_side(L, 2, b)));
  return 1;
}

// b:men_lost(side): the side's losses in men so far, by the one measure every rule system shares
// (engine/play/men_lost.hpp), as `caisson run` and sweeps report them.
int men_lost(lua_State* L) {
  Battle& b = check_battle(L, 1);
  const Side side = check_side(L, 2, b);
  lua_pushinteger(L, men_by_side(b, men_by_unit(b))[side].lost);
  return 1;
}

FormationId check_formation(lua_State* L, int arg, const Battle& b) {
  std::string_view name = check_text(L, arg);
  for (const auto& n : b.oob.nodes())
    if (n.name == name) return n.id;
  std::vector<std::string> names;
  for (const auto& n : b.oob.nodes()) names.push_back(n.name);
  unknown_name_error(L, arg, "brigade", name, names);
}

// b:hasten(brigade, turns) / b:delay(brigade, turns): move a waiting reinforcement's arrival
// (turns defaults to 1). Returns false when the formation is not waiting to arrive.
int shift(lua_State* L, int direction) {
  Battle& b = check_battle(L, 1);
  FormationId formation = check_formation(L, 2, b);
  int turns = lua_isnoneornil(L, 3) ? 1 : check_whole(L, 3);
  if (turns < 0) argument_error(L, 3, "a number of turns, 0 or more, expected");
  lua_pushboolean(L, shift_arrival(b, formation, direction * turns));
  return 1;
}

int order(lua_State* L) { return give_order(L, check_battle(L, 1)); }
int couriers(lua_State* L) { return push_couriers(L, check_battle(L, 1)); }

int hasten(lua_State* L) { return shift(L, -1); }
int delay(lua_State* L) { return shift(L, +1); }

int end_battle(lua_State* L) {
  Battle& b = check_battle(L, 1);
  std::string error;
  auto outcome = read_outcome(L, 2, b, error);
  if (!outcome) argument_error(L, 2, error);
  return guarded(L, [&] {
    b.end(std::move(*outcome));
    return 0;
  });
}

// b:reinforce(brigade): a waiting reinforcement comes on at its side's next player turn, no roll.
int reinforce(lua_State* L) {
  Battle& b = check_battle(L, 1);
  lua_pushboolean(L, call_on_reinforcement(b, check_formation(L, 2, b)));
  return 1;
}

// b:roll_events([table]): rolls the battle's event table, or one it lists in `tables`, and
// applies the result; returns the number rolled.
int roll_events(lua_State* L) {
  Battle& b = check_battle(L, 1);
  int table = -1;
  if (!lua_isnoneornil(L, 2)) {
    std::string_view name = check_text(L, 2);
    table = b.scenario->find_table(name);
    if (table < 0 && !(b.scenario->events && b.scenario->events->name == name)) {
      std::vector<std::string> names;
      if (b.scenario->events) names.push_back(b.scenario->events->name);
      for (const auto& t : b.scenario->tables) names.push_back(t.name);
      unknown_name_error(L, 2, "event table", name, names);
    }
  } else if (!b.scenario->events) {
    return luaL_error(L, "the battle has no event table to roll");
  }
  return guarded(L, [&] {
    lua_pushinteger(L, table >= 0 ? roll_table(b, table) : roll_main_table(b));
    return 1;
  });
}

int set_weather(lua_State* L) {
  Battle& b = check_battle(L, 1);
  std::string weather(check_text(L, 2));
  return guarded(L, [&] {
    apply_effect(b, ChangeWeather{std::move(weather)});
    return 0;
  });
}

int effectiveness(lua_State* L) {
  Battle& b = check_battle(L, 1);
  lua_pushnumber(L, army_effectiveness(b, check_side(L, 2, b)));
  return 1;
}

int casualties(lua_State* L) {
  Battle& b = check_battle(L, 1);
  lua_pushnumber(L, casualty_percent(b, check_side(L, 2, b)));
  return 1;
}

// The fields scripts may read from the battle handle; its methods sit in the table index() keeps
// as its upvalue.
struct BattleHandleField {
  std::string_view name;
  void (*push)(lua_State* L, Battle& b);
};

constexpr BattleHandleField kBattleHandleFields[] = {
    {"turn", [](lua_State* L, Battle& b) { lua_pushinteger(L, b.turn); }},
    {"turns", [](lua_State* L, Battle& b) { lua_pushinteger(L, b.scenario->turns); }},
    {"phase", [](lua_State* L, Battle& b) { push_text(L, b.phase); }},
    {"active", [](lua_State* L, Battle& b) { push_text(L, b.side_name(b.active)); }},
    {"title", [](lua_State* L, Battle& b) { push_text(L, b.scenario->title); }},
    {"vars", [](lua_State* L, Battle& b) { push_battle_vars(L, b); }},
    {"weather", [](lua_State* L, Battle& b) { push_text(L, b.weather); }},
    {"countdown",
     [](lua_State* L, Battle& b) {
       if (b.scenario->victory.countdown) lua_pushinteger(L, b.countdown);
       else lua_pushnil(L);
     }},
};

// Every field and method name, for the message of a misspelt one.
std::vector<std::string_view> fields_and_methods(lua_State* L, int methods) {
  std::vector<std::string_view> names = field_names(kBattleHandleFields);
  for (lua_pushnil(L); lua_next(L, methods) != 0; lua_pop(L, 1))
    if (lua_type(L, -2) == LUA_TSTRING) names.push_back(check_text(L, -2));  // the table keeps the key alive
  return names;
}

int battle_index(lua_State* L) {
  Battle& b = check_battle(L, 1);
  const std::string_view key = check_text(L, 2);
  const BattleHandleField* field = find_field(kBattleHandleFields, key);
  if (field) field->push(L, b);
  else if (lua_getfield(L, lua_upvalueindex(1), lua_tostring(L, 2)) == LUA_TNIL)
    no_field_error(L, "the battle has no field or method", key, fields_and_methods(L, lua_upvalueindex(1)));
  return 1;
}

int refuse_battle_write(lua_State* L) {
  return luaL_error(L, "the battle handle is read-only (keep your own values in b.vars)");
}

}  // namespace

void install_battle_handles(lua_State* L) {
  luaL_newmetatable(L, kBattleMeta);
  lua_newtable(L);  // the methods, reached through __index
  lua_getglobal(L, "string");
  lua_getfield(L, -1, "format");
  lua_remove(L, -2);
  lua_pushcclosure(L, say, 1);
  lua_setfield(L, -2, "say");
  const luaL_Reg methods[] = {{"holds", holds},   {"unit", unit},     {"find_unit", find_unit}, {"general", general},
                              {"units", units},   {"losses", losses}, {"men_lost", men_lost}, {"end_battle", end_battle},
                              {"hasten", hasten}, {"delay", delay},
                              {"order", order},   {"couriers", couriers},
                              {"reinforce", reinforce}, {"roll_events", roll_events},
                              {"set_weather", set_weather}, {"effectiveness", effectiveness},
                              {"casualties", casualties},
                              {nullptr, nullptr}};
  luaL_setfuncs(L, methods, 0);
  lua_pushcclosure(L, battle_index, 1);
  lua_setfield(L, -2, "__index");
  lua_pushcfunction(L, refuse_battle_write);
  lua_setfield(L, -2, "__newindex");
  lua_pushliteral(L, "battle");
  lua_setfield(L, -2, "__metatable");
  lua_pop(L, 1);
}

void push_battle_handle(lua_State* L, Battle& b) {
  static_cast<BattleHandle*>(lua_newuserdatauv(L, sizeof(BattleHandle), 0))->battle = &b;
  luaL_setmetatable(L, kBattleMeta);
}

void invalidate_battle_handle(lua_State* L, int index) {
  // No check: this runs in a destructor, where a Lua error must not be raised.
  if (auto* h = static_cast<BattleHandle*>(lua_touserdata(L, index))) h->battle = nullptr;
}

}  // namespace caisson::lua
