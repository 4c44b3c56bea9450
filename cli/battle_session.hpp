#pragma once
// Playing a loaded battle from wherever it stands to its end (or to a save point), telling it
// as the user asked: shared by `run` and `resume`.
#include <optional>
#include <string>

#include <CLI/CLI.hpp>

#include "bindings/battle_loader.hpp"
#include "engine/play/battle.hpp"

namespace caisson::cli {

struct TellingOptions {
  std::string log = "text";
  std::string out;
  bool dice = false;
  std::string replay;  // run only: the whole battle is needed for a replay page
};

struct SaveOptions {
  int save_at = 0;  // stop after this turn and save; 0: play to the end
  std::string save;
  std::string format = "binary";
};

void add_telling_options(CLI::App& cmd, TellingOptions& o, bool with_replay);
void add_save_options(CLI::App& cmd, SaveOptions& o);
void check_save_options(const SaveOptions& o);  // throws BadInput

// Where the battle came from, for a save to embed.
struct BattleOrigin {
  std::string battle_file;
  std::string content_root;
  bool resumed = false;
};

int play_session(const lua::LoadedBattle& loaded, Battle& battle, const BattleOrigin& origin,
                 const TellingOptions& telling, const SaveOptions& saving);

}  // namespace caisson::cli
