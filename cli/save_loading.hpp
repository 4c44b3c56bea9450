#pragma once
// Reading a save a user named, for every command that takes one (resume, inspect, replay,
// render, play --resume, campaign --resume): what goes wrong is said of the save, never of the
// battle or campaign file it embeds, and exits 2.
#include <filesystem>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "bindings/battle_loader.hpp"
#include "bindings/campaign_loader.hpp"
#include "cli/errors.hpp"
#include "engine/persist/battle_save.hpp"

namespace caisson::cli {

// read_save, its SaveError as BadInput.
BattleSave read_user_save(const std::string& path);

// The battle the save embedded, loaded from its texts under its rule system. A text that no
// longer loads (the save edited or damaged) is refused naming the save: BadInput.
lua::LoadedBattle load_battle_of_save(const std::vector<SavedScript>& scripts, const std::string& content_root,
                                      const std::string& rules, const std::string& save_path);

// The same for texts as lua::load_saved_battle takes them — (shown path, text), the battle file
// first — under the rule system the battle file names (a campaign's battles).
lua::LoadedBattle load_carried_battle(const std::vector<std::pair<std::string, std::string>>& files,
                                      const std::string& content_root, const std::string& save_path);

// A campaign save's campaign file, loaded from the texts it embedded (shown path -> text); one
// missing from them or no longer loading is refused naming the save: BadInput.
lua::LoadedCampaign load_carried_campaign(const std::string& campaign_file, const std::filesystem::path& content_root,
                                          const std::map<std::string, std::string>& texts, const std::string& save_path);

// A file the save embedded failing as it runs (a hook's error), said of the save: `kind` is
// "battle" or "campaign".
BadInput carried_file_failed(const std::string& save_path, std::string_view kind, const std::string& problem);

}  // namespace caisson::cli
