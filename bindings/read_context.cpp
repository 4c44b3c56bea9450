#include "bindings/scenario_reading.hpp"

#include <fmt/format.h>

#include "bindings/lua_check.hpp"
#include "engine/text/near_miss.hpp"

namespace caisson::lua {

ReadContext::ReadContext(std::shared_ptr<LuaState> s, Scenario& sc, Where b)
    : state(std::move(s)), L(state->get()), scenario(sc), battle(std::move(b)) {
  for (const auto& [shown, text] : state->loaded_files())
    if (shown == battle.file) {
      lines = SourceLines::of(text, battle.line);
      break;
    }
}

int ReadContext::item_line(std::string_view field, int index) const {
  auto line = lines ? lines->item(field, index) : std::nullopt;
  return line.value_or(battle.line);
}

int ReadContext::key_line(std::string_view field, std::string_view key) const {
  auto line = lines ? lines->key(field, key) : std::nullopt;
  return line.value_or(battle.line);
}

void ReadContext::check_on_table(const Where& where, std::string_view field, Vec2 p) const {
  if (scenario.field.on_table(p)) return;
  fail(where, fmt::format("{} {} is off the table ({} x {})", field, show(p), show(scenario.field.width()),
                          show(scenario.field.depth())));
}

Side ReadContext::side_named(const Where& where, std::string_view field, const std::string& name) const {
  for (Side s = 0; s < 2; ++s)
    if (scenario.side_names[s] == name) return s;
  auto names = side_names();
  fail(where, fmt::format("{}: unknown side \"{}\" (expected {})", field, name, one_of(std::span<const std::string>(names))));
}

FormationId ReadContext::formation_named(const Where& where, std::string_view field, const std::string& name) const {
  FormationId id = scenario.oob.find(name);
  if (id != kNone) return id;
  std::vector<std::string> names;
  for (const auto& n : scenario.oob.nodes()) names.push_back(n.name);
  std::string message = fmt::format("{}: unknown brigade \"{}\"", field, name);
  if (auto near = nearest(name, std::span<const std::string>(names))) message += fmt::format(" (did you mean \"{}\"?)", *near);
  fail(where, message);
}

ReadContext::SideOrFormation ReadContext::side_or_formation_named(const Where& where, const std::string& name) const {
  if (auto side = scenario.side_named(name)) return {side, kNone};
  if (FormationId f = scenario.oob.find(name); f != kNone) return {std::nullopt, f};
  std::vector<std::string> names = side_names();
  for (const FormationNode& n : scenario.oob.nodes()) names.push_back(n.name);
  std::string m = fmt::format("unknown side or formation \"{}\"", name);
  if (auto near = nearest(name, std::span<const std::string>(names))) m += fmt::format(" (did you mean \"{}\"?)", *near);
  fail(where, m);
}

void ReadContext::check_objective(const Where& where, std::string_view field, const std::string& name) const {
  // An order's objective may be a named objective, a terrain feature or a formation.
  std::vector<std::string> names;
  for (const auto& o : scenario.field.objectives()) names.push_back(o.name);
  for (const auto& a : scenario.field.areas()) names.push_back(a.name);
  for (const auto& l : scenario.field.lines()) names.push_back(l.name);
  for (const auto& n : scenario.oob.nodes()) names.push_back(n.name);
  for (const auto& known : names)
    if (known == name) return;
  std::string message = fmt::format("{}: unknown objective \"{}\" (expected an objective, a terrain feature or a formation)", field, name);
  if (auto near = nearest(name, std::span<const std::string>(names)))
    message += fmt::format(" (did you mean \"{}\"?)", *near);
  fail(where, message);
}

void require_table(lua_State* L, int index, const Where& where, std::string_view field, std::string_view what) {
  if (lua_type(L, index) == LUA_TTABLE) return;
  fail(where, fmt::format("{}: expected {}, got {}", field, what, describe_value(L, index)));
}

void push_table(const TableReader& r, std::string_view field, std::string_view what) {
  r.push(field);
  require_table(r.state(), -1, r.where(), field, what);
}

bool push_optional_table(const TableReader& r, std::string_view field, std::string_view what) {
  if (r.push(field) == LUA_TNIL) {
    lua_pop(r.state(), 1);
    return false;
  }
  require_table(r.state(), -1, r.where(), field, what);
  return true;
}

Description require_description(lua_State* L, int index, const Where& where, std::string_view field,
                                std::span<const std::string_view> kinds, std::string_view example) {
  index = lua_absindex(L, index);
  if (auto d = push_description(L, index)) {
    for (auto k : kinds)
      if (d->kind == k) return *d;
    lua_pop(L, 1);
    fail(where, fmt::format("{}: expected {}, got {} \"{}\"", field, example, d->kind, d->name));
  }
  std::string got = describe_value(L, index);
  if (lua_type(L, index) == LUA_TFUNCTION) got += " (is a { ... } missing after the name?)";
  fail(where, fmt::format("{}: expected {}, got {}", field, example, got));
}

}  // namespace caisson::lua
