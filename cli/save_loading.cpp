#include "cli/save_loading.hpp"

#include <exception>
#include <utility>

#include <fmt/format.h>

#include "cli/errors.hpp"
#include "engine/persist/save_file.hpp"

namespace caisson::cli {

BattleSave read_user_save(const std::string& path) {
  try {
    return read_save(path);
  } catch (const SaveError& e) {
    throw BadInput(e.what());
  }
}

lua::LoadedBattle load_battle_of_save(const std::vector<SavedScript>& scripts, const std::string& content_root,
                                      const std::string& rules, const std::string& save_path) {
  if (scripts.empty()) throw BadInput(fmt::format("{}: the save holds no battle file", save_path));
  std::vector<std::pair<std::string, std::string>> files;
  for (const auto& s : scripts) files.emplace_back(s.path, s.text);
  std::string problem;
  try {
    lua::LoadedBattle loaded = lua::load_saved_battle(files, content_root);
    loaded.scenario->rules = rules;
    return loaded;
  } catch (const std::exception& e) {
    problem = e.what();  // reported below, once out of the handler
  }
  throw BadInput(fmt::format("{}: the battle file it holds ({}) does not load: {}", save_path, scripts.front().path, problem));
}

}  // namespace caisson::cli
