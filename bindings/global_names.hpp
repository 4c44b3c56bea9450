#pragma once
// The globals a chunk of Lua reads and writes, found without running it: the chunk is compiled,
// dumped with its debug information, and its bytecode walked for table accesses on the `_ENV`
// the chunk was loaded with. A `local _ENV` shadowing it is not the global environment, so
// accesses through it are not reported. A computed key (`_ENV[k .. "s"]`) is not seen; a local
// holding a string constant is.
// Lua 5.4's bytecode only: the format is checked and anything else is refused.
#include <string>
#include <string_view>
#include <vector>

#include <lua.h>

namespace caisson::lua {

struct GlobalUse {
  std::string name;
  int line = 0;
  bool write = false;  // `x = 1` rather than a read of x
};

// In the order the compiler emitted them, function by function (the chunk first, then each
// nested function depth-first). `name` is the chunk's name in messages ("scripts/x.lua"). A
// syntax error throws ScriptError with Lua's message. Leaves the stack of L as it found it.
std::vector<GlobalUse> globals_used(lua_State* L, std::string_view chunk, const std::string& name);

}  // namespace caisson::lua
