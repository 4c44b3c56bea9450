#pragma once
// What a battle file's Lua state holds once loaded: every value it can reach from the registry
// (globals, modules, the hooks and whatever they close over), walked in a fixed order. A sweep's
// worker plays its next battle in the same state when the battle just played left this as it
// was, instead of loading the file again: loading was a fifth of a small battle's sweep. Every
// object met is kept alive, so no object made later can come to stand at an address met here,
// and the same addresses in the same places mean the same objects.
#include <cstdint>
#include <vector>

#include <lua.h>

namespace caisson::lua {

class LoadedWorld {
 public:
  // Walks the state as it stands (with nothing on its stack) and keeps what it meets alive.
  explicit LoadedWorld(lua_State* L);

  // Does the state hold exactly what it held when walked: the same objects in the same places,
  // tables and upvalues holding the same values, and no script since asking the collector or
  // the warnings to change? False, too, for a world a walk cannot see all of (a coroutine's
  // stack, a full userdata's memory, tables nested past a depth) or that the collector changes
  // on its own (a weak table): such a file is loaded again for every battle.
  bool unchanged(lua_State* L) const;

 private:
  std::vector<std::uint64_t> walk_;  // empty: never taken as unchanged
  std::uint64_t settings_changes_ = 0;
};

}  // namespace caisson::lua
