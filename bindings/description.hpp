#pragma once
// The constructors a battle file describes itself with — battle, army, corps, division, brigade,
// infantry, cavalry, battery, general, the terrain kinds and event_table. Each is called as
// `kind "name" { fields }` and returns a description: the kind, the name, the body table, and
// the file and line it was written on, so validation (which runs after the file returned) can
// point at it.
#include <array>
#include <optional>
#include <string>
#include <string_view>

#include <lua.h>

namespace caisson::lua {

inline constexpr std::array<std::string_view, 4> kFormationKinds{"army", "corps", "division", "brigade"};
inline constexpr std::array<std::string_view, 3> kUnitKinds{"infantry", "cavalry", "battery"};
inline constexpr std::array<std::string_view, 6> kAreaKinds{"woods", "town", "hill", "rough", "crops", "impassable"};
inline constexpr std::array<std::string_view, 6> kLineKinds{"road", "stream", "ford", "fence", "wall", "entrenchment"};

void install_constructors(lua_State* L);

struct Description {
  std::string kind;
  std::string name;
  std::string file;
  int line = 0;
};

// When the value at `index` is a description: its header, with its body table pushed.
std::optional<Description> push_description(lua_State* L, int index);

}  // namespace caisson::lua
