#include "bindings/handle_context.hpp"

#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <lauxlib.h>

#include "bindings/lua_check.hpp"
#include "bindings/lua_state.hpp"
#include "engine/text/near_miss.hpp"

namespace caisson::lua {

Battle& playing_battle(lua_State* L, const char* what) {
  Battle* b = LuaState::of(L).battle();
  if (!b) luaL_error(L, "%s used outside a hook", what);
  return *b;
}

Side check_side(lua_State* L, int arg, const Battle& b) {
  std::string_view name = check_text(L, arg);
  for (Side s = 0; s < 2; ++s)
    if (b.side_name(s) == name) return s;
  std::vector<std::string> names{b.side_name(0), b.side_name(1)};
  argument_error(L, arg, "unknown side '" + std::string(name) + "': expected " + one_of(std::span<const std::string>(names)));
}

void unknown_name_error(lua_State* L, int arg, std::string_view kind, std::string_view name,
                        std::span<const std::string> known) {
  std::string message = fmt::format("unknown {} '{}'", kind, name);
  if (auto near = nearest(name, known)) message += " (did you mean '" + *near + "'?)";
  argument_error(L, arg, message);
}

bool tells_of_unknown_name(std::string_view message) {
  // The kinds named by unknown_name_error, check_side and b:order's fields (wrap_orders.cpp).
  static constexpr std::string_view kKinds[] = {"unit", "brigade", "formation", "general", "objective", "event table", "side"};
  for (std::string_view kind : kKinds)
    if (message.find(fmt::format("unknown {} '", kind)) != std::string_view::npos) return true;
  return false;
}

void no_field_error(lua_State* L, std::string_view lacks, std::string_view key,
                    std::span<const std::string_view> fields) {
  std::string message = fmt::format("{} '{}'", lacks, key);
  if (auto near = nearest(key, fields)) message += " (did you mean '" + *near + "'?)";
  luaL_error(L, "%s", message.c_str());
  throw std::logic_error("unreachable");  // luaL_error never returns
}

int check_objective(lua_State* L, int arg, const Battle& b) {
  std::string_view name = check_text(L, arg);
  const auto& objectives = b.field().objectives();
  for (std::size_t i = 0; i < objectives.size(); ++i)
    if (objectives[i].name == name) return static_cast<int>(i);
  std::vector<std::string> names;
  for (const auto& o : objectives) names.push_back(o.name);
  unknown_name_error(L, arg, "objective", name, names);
}

}  // namespace caisson::lua
