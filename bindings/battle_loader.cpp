#include "bindings/battle_loader.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "bindings/battle_vars.hpp"
#include "bindings/description.hpp"
#include "bindings/lua_check.hpp"
#include "bindings/scenario_reading.hpp"
#include "bindings/script_files.hpp"
#include "bindings/wrap_battle.hpp"
#include "bindings/wrap_general.hpp"
#include "bindings/wrap_unit.hpp"

namespace caisson::lua {
namespace {

std::shared_ptr<LuaState> make_state(ModuleRoots roots, Limits limits) {
  auto state = std::make_shared<LuaState>(std::move(roots), limits);
  lua_State* L = state->get();
  install_constructors(L);
  install_battle_handles(L);
  install_unit_handles(L);
  install_general_handles(L);
  install_battle_vars(L);
  return state;
}

LoadedBattle load(const std::string& shown, const std::string& text, ModuleRoots roots, Limits limits,
                  std::shared_ptr<CompiledChunks> compiled = nullptr, std::shared_ptr<const ForcesRead> forces = nullptr) {
  auto state = make_state(std::move(roots), limits);
  if (compiled) state->share_compiled_chunks(std::move(compiled));
  lua_State* L = state->get();
  state->record_file(shown, text);
  state->run_text(shown, text, shown + ": loading the battle file");
  auto d = push_description(L, -1);
  if (!d || d->kind != "battle") {
    std::string got = d ? fmt::format("{} \"{}\"", d->kind, d->name) : describe_value(L, -1);
    throw ScriptError(fmt::format("{}: the file must return battle \"title\" {{ ... }}, got {}", shown, got));
  }
  LoadedBattle loaded;
  loaded.scenario = read_scenario(state, *d, shown, forces);
  loaded.forces = std::move(forces);
  loaded.lua = std::move(state);
  lua_settop(L, 0);
  return loaded;
}

// The last line of defence: whatever escaped validation still names the file.
LoadedBattle load_guarded(const std::string& shown, const std::string& text, ModuleRoots roots, Limits limits,
                          std::shared_ptr<CompiledChunks> compiled = nullptr,
                          std::shared_ptr<const ForcesRead> forces = nullptr) {
  try {
    return load(shown, text, std::move(roots), limits, std::move(compiled), std::move(forces));
  } catch (const ScriptError&) {
    throw;
  } catch (const std::exception& e) {
    throw ScriptError(fmt::format("{}: cannot load the battle: {}", shown, e.what()));
  }
}

}  // namespace

void LoadedBattle::forget(const Battle& b) const { forget_battle_vars(lua->get(), b); }

LoadedBattle load_battle(const std::filesystem::path& file, const std::filesystem::path& content_root, Limits limits) {
  std::string shown = display_path(file, content_root);
  std::string text = read_script(file, shown);
  return load_guarded(shown, text, ModuleRoots{content_root, file.parent_path(), {}}, limits);
}

LoadedBattle load_saved_battle(const std::vector<std::pair<std::string, std::string>>& files,
                               const std::filesystem::path& content_root, Limits limits) {
  if (files.empty()) throw ScriptError("the save holds no battle file");
  ModuleRoots roots{content_root, (content_root / files.front().first).parent_path(), {}};
  for (const auto& [shown, text] : files) roots.embedded.emplace(shown, text);
  return load_guarded(files.front().first, files.front().second, std::move(roots), limits);
}

LoadedBattle load_again(const LoadedBattle& loaded) {
  const auto& files = loaded.loaded_files();
  ModuleRoots roots{loaded.lua->roots().content_root, loaded.lua->roots().battle_folder, {}};
  for (const auto& [shown, text] : files) roots.embedded.emplace(shown, text);
  LoadedBattle again = load_guarded(files.front().first, files.front().second, std::move(roots), loaded.lua->limits(),
                                    loaded.lua->compiled_chunks(), loaded.forces);
  again.scenario->rules = loaded.scenario->rules;  // a --rules override outlives the reload
  return again;
}

std::vector<std::string> battle_global_names() {
  auto state = make_state(ModuleRoots{}, Limits{});
  lua_State* L = state->get();
  std::vector<std::string> names;
  lua_pushglobaltable(L);
  lua_pushnil(L);
  while (lua_next(L, -2) != 0) {
    if (lua_type(L, -2) == LUA_TSTRING) names.emplace_back(lua_tostring(L, -2));
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
  std::sort(names.begin(), names.end());
  return names;
}

LoadedBattle load_battle_text(const std::string& name, const std::string& text,
                              const std::filesystem::path& content_root, Limits limits) {
  auto folder = (content_root / name).parent_path();
  return load_guarded(name, text, ModuleRoots{content_root, folder, {}}, limits);
}

}  // namespace caisson::lua
