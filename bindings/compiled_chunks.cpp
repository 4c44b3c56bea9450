#include "bindings/compiled_chunks.hpp"

#include <lauxlib.h>

#include "bindings/load_source.hpp"

namespace caisson::lua {

namespace {

int append_bytecode(lua_State*, const void* p, std::size_t size, void* out) {
  static_cast<std::string*>(out)->append(static_cast<const char*>(p), size);
  return 0;
}

}  // namespace

int CompiledChunks::load(lua_State* L, std::string_view text, const std::string& shown) {
  {
    std::lock_guard lock(mutex_);
    if (auto known = by_file_.find(shown); known != by_file_.end() && known->second.text == text) {
      const std::string source = "@" + shown;
      const std::string& code = known->second.bytecode;
      return luaL_loadbufferx(L, code.data(), code.size(), source.c_str(), "b");
    }
  }
  const int status = load_source(L, text, shown);
  if (status != LUA_OK) return status;
  // Kept whole (not stripped): messages still name the file and line.
  Compiled compiled{std::string(text), {}};
  if (lua_dump(L, &append_bytecode, &compiled.bytecode, 0) != 0) return status;
  std::lock_guard lock(mutex_);
  by_file_.insert_or_assign(shown, std::move(compiled));
  return status;
}

}  // namespace caisson::lua
