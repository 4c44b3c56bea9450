// caisson resume: continue a saved battle exactly where it stopped.
#include <memory>

#include <fmt/format.h>

#include "cli/battle_session.hpp"
#include "cli/commands.hpp"
#include "cli/errors.hpp"
#include "engine/persist/save_file.hpp"

namespace caisson::cli {
namespace {

struct ResumeOptions {
  std::string save;
  TellingOptions telling;
  SaveOptions saving;
};

BattleSave read_user_save(const std::string& path) {
  try {
    return read_save(path);
  } catch (const SaveError& e) {
    throw BadInput(e.what());
  }
}

int resume_battle(const ResumeOptions& o) {
  check_save_options(o.saving);
  BattleSave save = read_user_save(o.save);
  std::vector<std::pair<std::string, std::string>> files;
  for (const auto& s : save.scripts) files.emplace_back(s.path, s.text);
  lua::LoadedBattle loaded = lua::load_saved_battle(files, save.content_root);
  loaded.scenario->rules = save.rules;
  Battle battle(loaded.scenario, save.seed);
  try {
    restore_state(battle, save);
  } catch (const SaveError& e) {
    throw BadInput(fmt::format("{}: {}", o.save, e.what()));
  }
  if (battle.outcome) throw BadInput(fmt::format("{}: that battle is already over (turn {})", o.save, battle.outcome->turn));
  if (o.saving.save_at > 0 && o.saving.save_at <= battle.turn)
    throw BadInput(fmt::format("--save-at {}: the save already stands after turn {}", o.saving.save_at, battle.turn));
  BattleOrigin origin{save.battle_file, save.content_root, true};
  return play_session(loaded, battle, origin, o.telling, o.saving);
}

}  // namespace

CommandAction add_resume(CLI::App& app) {
  auto o = std::make_shared<ResumeOptions>();
  CLI::App* cmd = app.add_subcommand("resume", "Continue a saved battle exactly where it stopped");
  cmd->add_option("save", o->save, "The save file")->required();
  add_telling_options(*cmd, o->telling, false);
  add_save_options(*cmd, o->saving);
  return [o] { return resume_battle(*o); };
}

}  // namespace caisson::cli
