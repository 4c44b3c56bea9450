#pragma once
// The sandboxed Lua state a battle file runs in: only safe libraries, a memory cap, an
// instruction budget per call into Lua, `require` limited to the content folders, and
// math.random drawing from the battle's dice. Owned through shared_ptr by the hooks it serves.
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <lua.h>

#include "bindings/compiled_chunks.hpp"
#include "bindings/small_blocks.hpp"

namespace caisson {
struct Battle;
}

namespace caisson::lua {

struct Limits {
  std::size_t memory_bytes = std::size_t{64} << 20;
  // Shared by everything one call into Lua runs: its coroutines, the calls it makes back into
  // Lua through the engine, and work done for it in C (pattern matching, table.move, memory).
  std::int64_t instructions_per_call = 50'000'000;
  // A backstop for work no count sees (comparing long strings, say): wall-clock time per call.
  double seconds_per_call = 10.0;
};

// Where `require` looks: events.<x> and lib.<x> under the content root, bare names beside the
// battle file.
struct ModuleRoots {
  std::filesystem::path content_root;
  std::filesystem::path battle_folder;
  // Texts to use instead of the files on disk, by the path shown in messages: a resumed save
  // runs exactly the scripts it was played with.
  std::map<std::string, std::string> embedded;
};

class LuaState {
 public:
  explicit LuaState(ModuleRoots roots, Limits limits = {});
  ~LuaState();
  LuaState(const LuaState&) = delete;
  LuaState& operator=(const LuaState&) = delete;

  lua_State* get() const { return L_; }
  // The LuaState owning a lua_State (kept in the state's extra space).
  static LuaState& of(lua_State* L);

  // Calls the function below the top `nargs` values in protected mode with a fresh instruction
  // budget. `what` names it in messages: "scripts/x.lua: hook 'turn_start'". Throws ScriptError.
  void call(int nargs, int nresults, const std::string& what);

  // Charges `n` units of work done in C for the running call (a pattern step, a table slot);
  // raises the budget error in L once the call's budget is spent.
  void charge(lua_State* L, std::int64_t n);
  // Instructions the hook counts at a time, and so what a new coroutine is charged up front:
  // the part of a slice a thread runs before it ends is never counted.
  std::int64_t slice() const;

  // Loads and runs a chunk of text (never binary), leaving its one result on the stack.
  void run_text(const std::string& chunkname, const std::string& text, const std::string& what);

  // Compiles a chunk of text (never binary) and pushes its function, or an error status and the
  // message, as load_source does; text this state's family compiled before is not compiled again.
  // (`shown` is remembered as a file's name: an error placed in it names its file.)
  int load_text(lua_State* L, std::string_view text, const std::string& shown);
  // A fresh state for the same battle shares its predecessor's compiled chunks.
  const std::shared_ptr<CompiledChunks>& compiled_chunks() const { return chunks_; }
  void share_compiled_chunks(std::shared_ptr<CompiledChunks> chunks) { chunks_ = std::move(chunks); }

  const ModuleRoots& roots() const { return roots_; }
  const Limits& limits() const { return limits_; }

  // Every file this state ran, in order, as (path as named in messages, text): a save embeds them.
  const std::vector<std::pair<std::string, std::string>>& loaded_files() const { return loaded_files_; }
  void record_file(std::string path, std::string text);

  // How often scripts have asked the collector or the warnings to change (settings of the whole
  // state, which outlive a battle): a state played in again must have had none since loaded.
  std::uint64_t settings_changes() const { return settings_changes_; }
  void note_settings_change() { ++settings_changes_; }
  // The battle a hook is playing, or null: math.random and the handles use it.
  Battle* battle() const { return battle_; }

  class BattleScope {
   public:
    BattleScope(LuaState& s, Battle& b) : s_(s), previous_(s.battle_) { s.battle_ = &b; }
    ~BattleScope() { s_.battle_ = previous_; }
    BattleScope(const BattleScope&) = delete;
    BattleScope& operator=(const BattleScope&) = delete;

   private:
    LuaState& s_;
    Battle* previous_;
  };

 private:
  static void* allocate(void* ud, void* ptr, std::size_t old_size, std::size_t new_size);
  void* resize(void* ptr, std::size_t held, std::size_t want);
  void release(void* ptr, std::size_t held);
  static void on_instruction_count(lua_State* L, lua_Debug* ar);
  static int on_panic(lua_State* L);
  [[noreturn]] void spend(lua_State* L);
  bool over_time() const;
  std::string error_message(int status, const std::string& what);

  struct Memory {
    std::size_t used = 0;
    std::size_t limit = 0;
  };
  // The running call's budget: units used so far, and when its time is up.
  struct Meter {
    std::int64_t used = 0;
    std::chrono::steady_clock::time_point deadline;
    bool out_of_time = false;
  };

  Memory memory_;
  SmallBlocks blocks_;  // Lua frees into it as it closes (the destructor closes L_ first)
  Meter meter_;
  Limits limits_;
  ModuleRoots roots_;
  lua_State* L_ = nullptr;
  // What the current call runs, for the budget message: the caller's own text, which outlives
  // the call (pointing at it saves a copy per hook call). Null outside any call.
  const std::string* running_ = nullptr;
  bool budget_spent_ = false;
  Battle* battle_ = nullptr;
  std::uint64_t settings_changes_ = 0;
  std::vector<std::pair<std::string, std::string>> loaded_files_;
  std::vector<std::string> file_chunks_;  // every file name load_text was given
  std::shared_ptr<CompiledChunks> chunks_ = std::make_shared<CompiledChunks>();
};

}  // namespace caisson::lua
