#include "bindings/lua_state.hpp"

#include <algorithm>
#include <cstdint>
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
  L_ = lua_newstate(&LuaState::allocate, this);
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

int LuaState::load_text(lua_State* L, std::string_view text, const std::string& shown) {
  if (std::find(file_chunks_.begin(), file_chunks_.end(), shown) == file_chunks_.end()) file_chunks_.push_back(shown);
  return chunks_->load(L, text, shown);
}

void LuaState::record_file(std::string path, std::string text) {
  loaded_files_.emplace_back(std::move(path), std::move(text));
}

// Refusing to grow past the cap makes Lua raise its memory error, which call() renames. During
// a call, growth is also charged to its budget (kBytesPerUnit bytes for one instruction: copying
// is cheap, but a loop that builds big strings must still end), and refused once it is spent.
void* LuaState::allocate(void* ud, void* ptr, std::size_t old_size, std::size_t new_size) {
  constexpr std::size_t kBytesPerUnit = 32;
  auto* s = static_cast<LuaState*>(ud);
  Memory* m = &s->memory_;
  std::size_t held = ptr ? old_size : 0;  // without ptr, old_size is a type tag, not a size
  if (new_size == 0) {
    s->release(ptr, held);
    m->used -= held;
    return nullptr;
  }
  if (new_size > held && m->used - held + new_size > m->limit) return nullptr;
  if (new_size > held && s->running_) {
    s->meter_.used += static_cast<std::int64_t>((new_size - held) / kBytesPerUnit);
    if (s->meter_.used > s->limits_.instructions_per_call) s->budget_spent_ = true;
    if (s->budget_spent_) return nullptr;
  }
  void* p = s->resize(ptr, held, new_size);
  if (p) m->used = m->used - held + new_size;
  return p;
}

// Small blocks from the state's pool, the rest from the general allocator. Lua counts on a block
// never failing to shrink: a shrink may take the pool past its cap.
void* LuaState::resize(void* ptr, std::size_t held, std::size_t want) {
  const bool was_small = ptr && SmallBlocks::small(held);
  if (ptr && !was_small && !SmallBlocks::small(want)) return std::realloc(ptr, want);
  if (was_small && SmallBlocks::small(want) && SmallBlocks::same_class(held, want)) return ptr;
  void* p = SmallBlocks::small(want) ? blocks_.take(want, want <= held ? SIZE_MAX : memory_.limit) : std::malloc(want);
  if (!p || !ptr) return p;
  std::memcpy(p, ptr, std::min(held, want));
  release(ptr, held);
  return p;
}

void LuaState::release(void* ptr, std::size_t held) {
  if (!ptr) return;
  if (SmallBlocks::small(held))
    blocks_.give(ptr, held);
  else
    std::free(ptr);
}

std::int64_t LuaState::slice() const { return std::min<std::int64_t>(1000, limits_.instructions_per_call); }

bool LuaState::over_time() const { return std::chrono::steady_clock::now() > meter_.deadline; }

// From now on every instruction of this thread fails, and every other thread's at its next
// slice, so a script that catches the error with pcall cannot keep looping.
void LuaState::spend(lua_State* L) {
  budget_spent_ = true;
  lua_sethook(L, &LuaState::on_instruction_count, LUA_MASKCOUNT, 1);
  const char* what = running_ ? running_->c_str() : "a script";
  if (meter_.out_of_time)
    lua_pushfstring(L, "%s ran too long (more than %d s)", what, static_cast<int>(limits_.seconds_per_call));
  else
    lua_pushfstring(L, "%s ran too long (instruction budget exhausted)", what);
  lua_error(L);
  std::abort();  // lua_error does not return
}

void LuaState::charge(lua_State* L, std::int64_t n) {
  if (!running_) return;
  meter_.used += n;
  if (budget_spent_ || meter_.used > limits_.instructions_per_call) spend(L);
}

// Fires every slice() instructions in every thread (coroutines inherit the hook from the thread
// that makes them), charging the slice to the call's one budget.
void LuaState::on_instruction_count(lua_State* L, lua_Debug*) {
  LuaState& s = of(L);
  if (!s.running_) return;
  s.meter_.used += lua_gethookcount(L);
  if (!s.budget_spent_ && s.over_time()) s.meter_.out_of_time = true;
  if (s.budget_spent_ || s.meter_.out_of_time || s.meter_.used > s.limits_.instructions_per_call) s.spend(L);
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

namespace {

// Lua places an error in its chunk ("scripts/x.lua:12: ..."); one placed in a file this state
// ran, or already starting with the call's name, names its file. Any other ("error('x', 0)",
// or an error in a chunk `load` made, placed in [string "..."]) is prefixed with the call's name.
bool names_its_file(const std::string& text, const std::string& what, const std::vector<std::string>& files) {
  if (text.starts_with(what)) return true;
  return std::any_of(files.begin(), files.end(), [&](const std::string& file) {
    return text.size() > file.size() && text.starts_with(file) && text[file.size()] == ':';
  });
}

}  // namespace

std::string LuaState::error_message(int status, const std::string& what) {
  bool is_text = lua_type(L_, -1) == LUA_TSTRING;
  std::string text = is_text ? lua_tostring(L_, -1) : "";
  if (budget_spent_ && (status == LUA_ERRMEM || text == "not enough memory"))
    return fmt::format("{} ran too long (instruction budget exhausted)", what);
  if (status == LUA_ERRMEM || text == "not enough memory")
    return fmt::format("{}: script exceeded its memory limit ({} MiB)", what, limits_.memory_bytes >> 20);
  if (!is_text)
    return fmt::format("{} raised an error that is not a message (a {} value)", what, luaL_typename(L_, -1));
  return names_its_file(text, what, file_chunks_) ? text : fmt::format("{}: {}", what, text);
}

// The outermost call starts a fresh budget; calls made back into Lua while it runs (an effect
// a hook triggers) share it, so no call can buy more time by making another.
void LuaState::call(int nargs, int nresults, const std::string& what) {
  const std::string* outer = std::exchange(running_, &what);
  if (!outer) {
    meter_ = Meter{};
    meter_.deadline = std::chrono::steady_clock::now() +
                      std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                          std::chrono::duration<double>(limits_.seconds_per_call));
    budget_spent_ = false;
    lua_sethook(L_, &LuaState::on_instruction_count, LUA_MASKCOUNT, static_cast<int>(slice()));
  }
  int status = lua_pcall(L_, nargs, nresults, 0);
  running_ = outer;
  if (!running_) lua_sethook(L_, nullptr, 0, 0);
  if (status != LUA_OK) {
    std::string message = error_message(status, what);
    lua_pop(L_, 1);
    throw ScriptError(message);
  }
}

void LuaState::run_text(const std::string& chunkname, const std::string& text, const std::string& what) {
  int status = load_text(L_, text, chunkname);
  if (status != LUA_OK) {
    std::string message = error_message(status, what);
    lua_pop(L_, 1);
    throw ScriptError(message);
  }
  call(0, 1, what);
}

}  // namespace caisson::lua
