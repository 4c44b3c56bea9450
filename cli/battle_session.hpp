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
  std::string save_point;  // --save-at as typed: TURN, or TURN:PHASES
  int save_at = 0;         // stop in this turn and save; 0: play to the end
  int after_phases = 0;    // ... after this many of its phases; 0: after the whole turn
  std::string save;
  std::string format = "binary";
};

void add_telling_options(CLI::App& cmd, TellingOptions& o, bool with_replay);
void add_save_options(CLI::App& cmd, SaveOptions& o);
// The options with --save-at read into save_at and after_phases; throws BadInput.
SaveOptions checked_save_options(const SaveOptions& o);

// Where the battle came from, for a save to embed.
struct BattleOrigin {
  std::string battle_file;
  std::string content_root;
  bool resumed = false;
};

int play_session(const lua::LoadedBattle& loaded, Battle& battle, const BattleOrigin& origin,
                 const TellingOptions& telling, const SaveOptions& saving);

}  // namespace caisson::cli
