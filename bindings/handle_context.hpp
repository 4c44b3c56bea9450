#pragma once
// What the handles share: the battle a hook is playing, found through the Lua state, and the
// side and objective names scripts use.
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <lua.h>

#include "engine/play/battle.hpp"

namespace caisson::lua {

// The battle being played, or a Lua error "<what> used outside a hook".
Battle& playing_battle(lua_State* L, const char* what);

// Argument checks naming the expected words: "bad argument #1 to 'holds' (unknown side 'USB':
// expected USA or CSA)".
Side check_side(lua_State* L, int arg, const Battle& b);
int check_objective(lua_State* L, int arg, const Battle& b);
// "unknown <kind> 'name' (did you mean ...?)" for argument `arg`, suggesting the nearest of
// `known`. Callers look the name up first and gather `known` only when it is missing, so a
// name found costs no allocation.
[[noreturn]] void unknown_name_error(lua_State* L, int arg, std::string_view kind, std::string_view name,
                                     std::span<const std::string> known);
// Whether an error's message is one the handles raise for a name the battle does not have (an
// unknown unit, brigade or formation, general, objective, event table or side): what a dry run of
// a battle's scripts looks for (bindings/effect_dry_run.hpp).
bool tells_of_unknown_name(std::string_view message);
// A handle's field by name from its table of fields (each with a `name`), or null.
template <class Field, std::size_t N>
const Field* find_field(const Field (&fields)[N], std::string_view key) {
  for (const Field& f : fields)
    if (f.name == key) return &f;
  return nullptr;
}

// The names in a handle's table of fields, for the message below.
template <class Field, std::size_t N>
std::vector<std::string_view> field_names(const Field (&fields)[N]) {
  std::vector<std::string_view> names;
  for (const Field& f : fields) names.push_back(f.name);
  return names;
}

// "<lacks> '<key>' (did you mean 'name'?)", as in "unit 'X' has no field 'nmae' (...)": the
// suggestion is the nearest of `fields`.
[[noreturn]] void no_field_error(lua_State* L, std::string_view lacks, std::string_view key,
                                 std::span<const std::string_view> fields);

}  // namespace caisson::lua
