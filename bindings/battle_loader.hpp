#pragma once
// Loading a battle file: run it in a fresh sandboxed state, validate what it returns field by
// field, and build the Scenario. Every problem is a ScriptError whose what() is the whole
// message, starting with file:line.
#include <filesystem>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "bindings/lua_state.hpp"
#include "bindings/script_error.hpp"
#include "engine/scenario/scenario.hpp"

namespace caisson::lua {

struct ForcesRead;  // bindings/scenario_reading.hpp

struct LoadedBattle {
  std::shared_ptr<Scenario> scenario;  // its hooks hold `lua` alive
  std::shared_ptr<LuaState> lua;
  std::shared_ptr<const ForcesRead> forces;  // as read, for the same texts loaded again

  // (path as shown in messages, text) of the battle file and every module it required.
  const std::vector<std::pair<std::string, std::string>>& loaded_files() const { return lua->loaded_files(); }
  // Drops a finished battle's b.vars table (a sweep calls it between battles).
  void forget(const Battle& b) const;
};

// `file` is shown relative to `content_root` when it lies inside it ("scripts/x.lua").
LoadedBattle load_battle(const std::filesystem::path& file, const std::filesystem::path& content_root, Limits limits = {});

// The same from text: `name` stands for the file ("scripts/x.lua") in messages, and bare
// `require` names resolve beside it under content_root.
LoadedBattle load_battle_text(const std::string& name, const std::string& text,
                              const std::filesystem::path& content_root, Limits limits = {});

// A battle from the files a save embedded — (shown path, text), the battle file first — so it
// runs exactly as it was played, whatever the files on disk say now.
LoadedBattle load_saved_battle(const std::vector<std::pair<std::string, std::string>>& files,
                               const std::filesystem::path& content_root, Limits limits = {});

// The same battle file loaded anew in a fresh state from the texts `loaded` ran (never the files
// on disk, which may have changed since), with the same limits and rule system: so each battle of
// a sweep starts as if the file had just been loaded, whatever its hooks kept in file-level
// locals or in module tables during the last one. Its forces are taken as `loaded` read them, not
// read unit by unit again: the same texts give the same forces.
LoadedBattle load_again(const LoadedBattle& loaded);

// Every global a battle file finds defined when it runs: the safe libraries, require and the
// constructors, read from a freshly made battle state so the list cannot drift from it. Sorted.
std::vector<std::string> battle_global_names();

}  // namespace caisson::lua
