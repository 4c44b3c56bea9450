#pragma once
// The globals a chunk of Lua reads and writes, found without running it: the chunk is compiled
// (Lua's own syntax check), then its tokens walked along Lua's grammar to know which names are
// locals where; a name no enclosing block, loop or function declares is a field of the `_ENV`
// the chunk was loaded with. A `local _ENV` shadowing it is not the global environment, so names
// under it are not reported. `_ENV.x`, `_ENV["x"]` and `_ENV[k]` while `k` is a local declared as
// one string literal are globals; a computed key (`_ENV[k .. "s"]`) is not seen.
// Why the text and not the bytecode: bytecode's layout and opcode numbers change between Lua's
// minor versions, while the grammar is the language's documented surface; luacheck would be a
// second program for every user to install; a dry run under an `_ENV` metatable sees only the
// branches it happens to run.
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

// In the order the text has them. `name` is the chunk's name in messages ("scripts/x.lua"). A
// syntax error throws ScriptError with Lua's message. Leaves the stack of L as it found it.
std::vector<GlobalUse> globals_used(lua_State* L, std::string_view chunk, const std::string& name);

}  // namespace caisson::lua
