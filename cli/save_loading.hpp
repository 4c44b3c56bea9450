#pragma once
// Reading a save a user named, for every command that takes one (resume, inspect, replay,
// render, play --resume): what goes wrong is said of the save, never of the battle file it
// embeds, and exits 2.
#include <string>
#include <vector>

#include "bindings/battle_loader.hpp"
#include "engine/persist/battle_save.hpp"

namespace caisson::cli {

// read_save, its SaveError as BadInput.
BattleSave read_user_save(const std::string& path);

// The battle the save embedded, loaded from its texts under its rule system. A text that no
// longer loads (the save edited or damaged) is refused naming the save: BadInput.
lua::LoadedBattle load_battle_of_save(const std::vector<SavedScript>& scripts, const std::string& content_root,
                                      const std::string& rules, const std::string& save_path);

}  // namespace caisson::cli
