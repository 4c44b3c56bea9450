#pragma once
// The battle file and its modules as Lua compiled them, kept for the next state that runs the
// same text: every battle of a sweep re-runs the file in a fresh state (#39), and compiling the
// text again each time cost more than any other part of starting a battle. Only bytecode Lua
// itself wrote from that very text, in this process, is ever loaded as binary: files are still
// read as source only (load_source).
#include <map>
#include <mutex>
#include <string>
#include <string_view>
#include <utility>

#include <lua.h>

namespace caisson::lua {

class CompiledChunks {
 public:
  // As load_source: LUA_OK with the chunk's function pushed, or an error status with the message
  // pushed. The text is compiled the first time it is seen under `shown`, then loaded as compiled.
  int load(lua_State* L, std::string_view text, const std::string& shown);

 private:
  struct Compiled {
    std::string text, bytecode;
  };
  std::mutex mutex_;  // the workers of a sweep share one
  std::map<std::string, Compiled, std::less<>> by_file_;
};

}  // namespace caisson::lua
