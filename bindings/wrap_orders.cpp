#include "bindings/wrap_orders.hpp"
#include "bindings/lua_text.hpp"

#include <string>
#include <vector>

#include <fmt/format.h>
#include <lauxlib.h>

#include "bindings/lua_check.hpp"
#include "engine/text/near_miss.hpp"
#include "bindings/table_reader.hpp"
#include "engine/orders/courier.hpp"

namespace caisson::lua {
namespace {

constexpr std::string_view kOrderFields[] = {"from", "to", "order", "objective"};

[[noreturn]] void bad_field(lua_State* L, std::string_view field, const std::string& message) {
  argument_error(L, 2, fmt::format("{}: {}", field, message));
}

// The named value of a field, suggesting near misses among `names` when unknown.
std::string did_you_mean(std::string_view given, const std::vector<std::string>& names) {
  auto near = nearest(given, std::span<const std::string>(names));
  return near ? fmt::format(" (did you mean '{}'?)", *near) : std::string();
}

std::string text_field(lua_State* L, int table, const char* field, bool required) {
  lua_getfield(L, table, field);
  std::string s;
  if (lua_type(L, -1) == LUA_TSTRING) s = lua_tostring(L, -1);
  else if (!lua_isnil(L, -1) || required) bad_field(L, field, "string expected, got " + describe_value(L, -1));
  lua_pop(L, 1);
  return s;
}

FormationId formation_named(lua_State* L, const Battle& b, const std::string& name) {
  std::vector<std::string> names;
  for (const auto& n : b.oob.nodes()) {
    if (n.name == name) return n.id;
    names.push_back(n.name);
  }
  bad_field(L, "to", fmt::format("unknown formation '{}'{}", name, did_you_mean(name, names)));
}

CommanderId general_named(lua_State* L, const Battle& b, const std::string& name, Side side) {
  std::vector<std::string> names;
  for (const auto& c : b.commanders) {
    if (c.name == name) {
      if (c.side != side) bad_field(L, "from", fmt::format("{} does not command {} troops", name, b.side_name(side)));
      if (!c.alive) bad_field(L, "from", fmt::format("{} has fallen", name));
      return c.id;
    }
    names.push_back(c.name);
  }
  bad_field(L, "from", fmt::format("unknown general '{}'{}", name, did_you_mean(name, names)));
}

std::string order_word(lua_State* L, const Battle& b, const std::string& word) {
  std::vector<std::string> words;
  for (const OrderWord& w : b.rules->order_words()) {
    if (w.word == word) return word;
    words.emplace_back(w.word);
  }
  bad_field(L, "order", fmt::format("'{}' is not an order in {} (expected {}){}", word, b.rules->id(),
                                    one_of(std::span<const std::string>(words)), did_you_mean(word, words)));
}

// An objective's name: a named objective, a terrain feature or a formation.
void check_objective_name(lua_State* L, const Battle& b, const std::string& name) {
  std::vector<std::string> names;
  for (const auto& o : b.field().objectives()) names.push_back(o.name);
  for (const auto& a : b.field().areas()) names.push_back(a.name);
  for (const auto& l : b.field().lines()) names.push_back(l.name);
  for (const auto& n : b.oob.nodes()) names.push_back(n.name);
  for (const auto& n : names)
    if (n == name) return;
  bad_field(L, "objective", fmt::format("unknown objective '{}' (expected an objective, a terrain feature or a formation){}",
                                        name, did_you_mean(name, names)));
}

void read_objective(lua_State* L, const Battle& b, int table, Order& o) {
  lua_getfield(L, table, "objective");
  if (lua_type(L, -1) == LUA_TTABLE) {
    auto p = to_point(L, -1);
    if (!p) bad_field(L, "objective", "expected a point {x, y}, got " + describe_value(L, -1));
    if (!b.field().on_table(*p)) bad_field(L, "objective", fmt::format("{{{}, {}}} is off the table", p->x, p->y));
    o.point = p;
  } else if (lua_type(L, -1) == LUA_TSTRING) {
    o.objective = lua_tostring(L, -1);
    check_objective_name(L, b, o.objective);
  } else if (!lua_isnil(L, -1)) {
    bad_field(L, "objective", "a name or a point {x, y} expected, got " + describe_value(L, -1));
  }
  lua_pop(L, 1);
}

void refuse_unknown_fields(lua_State* L, int table) {
  for (lua_pushnil(L); lua_next(L, table); lua_pop(L, 1)) {
    std::string key = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : describe_value(L, -2);
    bool known = false;
    for (auto f : kOrderFields) known = known || f == key;
    if (known) continue;
    auto near = nearest(key, std::span<const std::string_view>(kOrderFields));
    argument_error(L, 2, fmt::format("unknown field '{}'{}", key, near ? fmt::format(" (did you mean '{}'?)", *near) : ""));
  }
}

}  // namespace

int give_order(lua_State* L, Battle& b) {
  luaL_checktype(L, 2, LUA_TTABLE);
  refuse_unknown_fields(L, 2);
  Order o;
  o.to = formation_named(L, b, text_field(L, 2, "to", true));
  o.order = order_word(L, b, text_field(L, 2, "order", true));
  Side side = b.oob.node(o.to).side;
  if (std::string from = text_field(L, 2, "from", false); !from.empty()) o.from = general_named(L, b, from, side);
  read_objective(L, b, 2, o);
  return guarded(L, [&] {
    issue_order(b, std::move(o));
    lua_pushinteger(L, static_cast<lua_Integer>(b.couriers.back().id));
    return 1;
  });
}

int push_couriers(lua_State* L, const Battle& b) {
  lua_createtable(L, static_cast<int>(b.couriers.size()), 0);
  int i = 0;
  for (const Courier& c : b.couriers) {
    lua_createtable(L, 0, 8);
    lua_pushinteger(L, c.id);
    lua_setfield(L, -2, "id");
    push_text(L, b.oob.node(c.order.to).name);
    lua_setfield(L, -2, "to");
    push_text(L, c.order.order);
    lua_setfield(L, -2, "order");
    if (c.order.point) {
      lua_createtable(L, 2, 0);
      lua_pushnumber(L, c.order.point->x);
      lua_rawseti(L, -2, 1);
      lua_pushnumber(L, c.order.point->y);
      lua_rawseti(L, -2, 2);
      lua_setfield(L, -2, "objective");
    } else if (!c.order.objective.empty()) {
      push_text(L, c.order.objective);
      lua_setfield(L, -2, "objective");
    }
    push_text(L, name_of(c.state));
    lua_setfield(L, -2, "state");
    lua_pushnumber(L, c.position.x);
    lua_setfield(L, -2, "x");
    lua_pushnumber(L, c.position.y);
    lua_setfield(L, -2, "y");
    lua_pushinteger(L, c.issued_on_turn);
    lua_setfield(L, -2, "issued_turn");
    lua_rawseti(L, -2, ++i);
  }
  return 1;
}

}  // namespace caisson::lua
