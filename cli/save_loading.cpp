#include "cli/save_loading.hpp"

#include <exception>
#include <string_view>
#include <utility>

#include <fmt/format.h>

#include "engine/persist/save_file.hpp"

namespace caisson::cli {
namespace {

// Runs `load` over texts a save carries. They came from the save, which may have been edited or
// damaged, so whatever fails in them (a syntax error, a field the loader refuses) is said of the
// save; the Lua error, which names only the embedded file, follows.
template <class Load>
auto carried(const std::string& save_path, std::string_view kind, const std::string& file, Load load) {
  std::string problem;
  try {
    return load();
  } catch (const std::exception& e) {
    problem = e.what();  // reported below, once out of the handler
  }
  throw BadInput(fmt::format("{}: the {} file it holds ({}) does not load: {}", save_path, kind, file, problem));
}

}  // namespace

BattleSave read_user_save(const std::string& path) {
  try {
    return read_save(path);
  } catch (const SaveError& e) {
    throw BadInput(e.what());
  }
}

lua::LoadedBattle load_battle_of_save(const std::vector<SavedScript>& scripts, const std::string& content_root,
                                      const std::string& rules, const std::string& save_path) {
  std::vector<std::pair<std::string, std::string>> files;
  for (const auto& s : scripts) files.emplace_back(s.path, s.text);
  lua::LoadedBattle loaded = load_carried_battle(files, content_root, save_path);
  loaded.scenario->rules = rules;
  return loaded;
}

lua::LoadedBattle load_carried_battle(const std::vector<std::pair<std::string, std::string>>& files,
                                      const std::string& content_root, const std::string& save_path) {
  if (files.empty()) throw BadInput(fmt::format("{}: the save holds no battle file", save_path));
  return carried(save_path, "battle", files.front().first, [&] { return lua::load_saved_battle(files, content_root); });
}

lua::LoadedCampaign load_carried_campaign(const std::string& campaign_file, const std::filesystem::path& content_root,
                                          const std::map<std::string, std::string>& texts, const std::string& save_path) {
  // Without its text, the loader would read whatever file of that name the disk has now.
  if (!texts.contains(campaign_file))
    throw BadInput(fmt::format("{}: the save names its campaign file {} but does not hold it: the save is damaged", save_path,
                               campaign_file));
  return carried(save_path, "campaign", campaign_file,
                 [&] { return lua::load_campaign(content_root / campaign_file, content_root, texts); });
}

BadInput carried_file_failed(const std::string& save_path, std::string_view kind, const std::string& problem) {
  return BadInput(fmt::format("{}: the {} file it holds failed: {}", save_path, kind, problem));
}

}  // namespace caisson::cli
