#include "bindings/lua_state.hpp"
#include "bindings/load_source.hpp"

#include <cstdlib>
#include <cstring>
#include <utility>

#include <fmt/format.h>
#include <lauxlib.h>

#include "bindings/module_require.hpp"
#include "bindings/sandbox.hpp"
#include "bindings/script_error.hpp"
#include "bindings/script_random.hpp"

namespace caisson::lua {

LuaState::LuaState(ModuleRoots roots, Limits limits) : limits_(limits), roots_(std::move(roots)) {
  memory_.limit = limits_.memory_bytes;
  L_ = lua_newstate(&LuaState::allocate, &memory_);
  if (!L_) throw ScriptError("cannot create a Lua state: out of memory");
  *static_cast<LuaState**>(lua_getextraspace(L_)) = this;
  lua_atpanic(L_, &LuaState::on_panic);
  open_safe_libraries(L_);
  install_require(L_);
  install_random(L_);
}

LuaState::~LuaState() {
  if (L_) lua_close(L_);
}

LuaState& LuaState::of(lua_State* L) { return **static_cast<LuaState**>(lua_getextraspace(L)); }

void LuaState::record_file(std::string path, std::string text) {
  loaded_files_.emplace_back(std::move(path), std::move(text));
}

// Refusing to grow past the cap makes Lua raise its memory error, which call() renames.
void* LuaState::allocate(void* ud, void* ptr, std::size_t old_size, std::size_t new_size) {
  auto* m = static_cast<Memory*>(ud);
  std::size_t held = ptr ? old_size : 0;  // without ptr, old_size is a type tag, not a size
  if (new_size == 0) {
    std::free(ptr);
    m->used -= held;
    return nullptr;
  }
  if (new_size > held && m->used - held + new_size > m->limit) return nullptr;
  void* p = std::realloc(ptr, new_size);
  if (p) m->used = m->used - held + new_size;
  return p;
}

// Fires once the call's budget is spent. From then on every instruction fails, so a script
// that catches the error with pcall cannot keep looping.
void LuaState::on_instruction_count(lua_State* L, lua_Debug*) {
  LuaState& s = of(L);
  s.budget_spent_ = true;
  lua_sethook(L, &LuaState::on_instruction_count, LUA_MASKCOUNT, 1);
  lua_pushfstring(L, "%s ran too long (instruction budget exhausted)", s.running_ ? s.running_->c_str() : "a script");
  lua_error(L);
}

// An error outside any protected call (a memory error while C++ fills the stack) becomes a
// C++ exception instead of abort(); Lua is compiled as C++, so unwinding through it is safe.
int LuaState::on_panic(lua_State* L) {
  LuaState& s = of(L);
  std::string message = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "unexpected Lua error";
  if (message == "not enough memory")
    message = fmt::format("script exceeded its memory limit ({} MiB)", s.limits_.memory_bytes >> 20);
  throw ScriptError(s.running_ ? *s.running_ + ": " + message : message);
}

std::string LuaState::error_message(int status, const std::string& what) {
  bool is_text = lua_type(L_, -1) == LUA_TSTRING;
  std::string text = is_text ? lua_tostring(L_, -1) : "";
  if (status == LUA_ERRMEM || text == "not enough memory")
    return fmt::format("{}: script exceeded its memory limit ({} MiB)", what, limits_.memory_bytes >> 20);
  if (!is_text)
    return fmt::format("{} raised an error that is not a message (a {} value)", what, luaL_typename(L_, -1));
  return text;
}

void LuaState::call(int nargs, int nresults, const std::string& what) {
  const std::string* outer = std::exchange(running_, &what);
  budget_spent_ = false;
  lua_sethook(L_, &LuaState::on_instruction_count, LUA_MASKCOUNT, limits_.instructions_per_call);
  int status = lua_pcall(L_, nargs, nresults, 0);
  running_ = outer;
  if (!running_)
    lua_sethook(L_, nullptr, 0, 0);
  else  // a nested call ended: the outer call goes on with a fresh budget
    lua_sethook(L_, &LuaState::on_instruction_count, LUA_MASKCOUNT, limits_.instructions_per_call);
  if (status != LUA_OK) {
    std::string message = error_message(status, what);
    lua_pop(L_, 1);
    throw ScriptError(message);
  }
}

void LuaState::run_text(const std::string& chunkname, const std::string& text, const std::string& what) {
  int status = load_source(L_, text, chunkname);
  if (status != LUA_OK) {
    std::string message = error_message(status, what);
    lua_pop(L_, 1);
    throw ScriptError(message);
  }
  call(0, 1, what);
}

}  // namespace caisson::lua
