#include "cli/battle_session.hpp"

#include <charconv>
#include <cstdio>

#include <fmt/format.h>

#include "cli/commander_choice.hpp"
#include "cli/errors.hpp"
#include "cli/exit_codes.hpp"
#include "cli/replay_recorder.hpp"
#include "engine/ai/army_command.hpp"
#include "engine/persist/save_file.hpp"
#include "engine/play/driver.hpp"
#include "engine/play/jsonl_writer.hpp"
#include "engine/play/narrative.hpp"

namespace caisson::cli {
namespace {

// A file opened for the log, closed on every path out.
struct OutputFile {
  std::FILE* f = stdout;
  explicit OutputFile(const std::string& path, bool append) {
    if (path.empty()) return;
    f = std::fopen(path.c_str(), append ? "a" : "w");
    if (!f) throw BadInput(fmt::format("--out: cannot write {}", path));
  }
  ~OutputFile() {
    if (f != stdout) std::fclose(f);
  }
  OutputFile(const OutputFile&) = delete;
  OutputFile& operator=(const OutputFile&) = delete;
};

void save_battle(const lua::LoadedBattle& loaded, const Battle& battle, const BattleOrigin& origin, const SaveOptions& o) {
  BattleSave save;
  save.battle_file = origin.battle_file;
  save.content_root = origin.content_root;
  for (const auto& [path, text] : loaded.loaded_files()) save.scripts.push_back({path, text});
  capture_state(battle, save);
  try {
    write_save(o.save, save, o.format == "json" ? SaveFormat::json : SaveFormat::binary);
  } catch (const SaveError& e) {
    throw BadInput(e.what());
  }
}

// "USA marginal", or just "draw" (a draw's level is a draw too).
std::string result_words(const Battle& b, const Outcome& o) {
  if (o.winner < 0) return "draw";
  return fmt::format("{} {}", b.side_name(static_cast<Side>(o.winner)), name_of(o.level));
}

}  // namespace

void add_telling_options(CLI::App& cmd, TellingOptions& o, bool with_replay) {
  cmd.add_option("--log", o.log, "How to tell the battle: text (narrative), json (JSON Lines) or quiet (the result only)")
      ->check(CLI::IsMember({"text", "json", "quiet"}));
  cmd.add_option("--out", o.out, "Write the log to this file instead of standard output");
  cmd.add_flag("--dice", o.dice, "Show every dice roll in the narrative");
  if (with_replay) cmd.add_option("--replay", o.replay, "Also write the battle's replay page (one HTML file) here");
}

void add_save_options(CLI::App& cmd, SaveOptions& o) {
  cmd.add_option("--save-at", o.save_point,
                 "Stop after this turn (TURN), or after this many phases of it (TURN:PHASES), and save the battle "
                 "(with --save)");
  cmd.add_option("--save", o.save, "Where to write the save");
  cmd.add_option("--format", o.format, "The save's format: binary (default) or json (readable)")
      ->check(CLI::IsMember({"binary", "json"}));
}

namespace {

// A whole number from 1 up, or nullopt.
std::optional<int> count_in(std::string_view text) {
  int n = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (error != std::errc{} || end != text.data() + text.size() || n < 1) return std::nullopt;
  return n;
}

}  // namespace

SaveOptions checked_save_options(const SaveOptions& given) {
  SaveOptions o = given;
  if (!o.save_point.empty()) {
    const std::size_t colon = o.save_point.find(':');
    const auto turn = count_in(std::string_view(o.save_point).substr(0, colon));
    const auto phases = colon == std::string::npos ? std::optional<int>(0) : count_in(std::string_view(o.save_point).substr(colon + 1));
    if (!turn || !phases)
      throw BadInput(fmt::format("--save-at {}: give a turn (6) or a turn and how many of its phases to play first (6:2)",
                                 o.save_point));
    o.save_at = *turn;
    o.after_phases = *phases;
  }
  if (o.save_at > 0 && o.save.empty()) throw BadInput("--save-at needs --save PATH");
  if (o.save_at == 0 && !o.save.empty()) throw BadInput("--save needs --save-at TURN");
  return o;
}

int play_session(const lua::LoadedBattle& loaded, Battle& battle, const BattleOrigin& origin,
                 const TellingOptions& telling, const SaveOptions& saving) {
  // A resumed battle's JSON log continues the file it was started in.
  OutputFile out(telling.out, origin.resumed && telling.log == "json");
  Narrative narrative(out.f, telling.dice);
  JsonLinesWriter json(out.f);
  CommandersLine commanders_told(out.f);
  if (telling.log == "text") {
    battle.log.attach(&narrative);
    battle.log.attach(&commanders_told);
  }
  if (telling.log == "json") battle.log.attach(&json);
  if (origin.resumed && telling.log == "text") {
    if (battle.turn_point.stage == TurnStage::between_turns)
      fmt::print(out.f, "{} — resumed after turn {} (seed {})\n", battle.scenario->title, battle.turn, battle.seed);
    else
      fmt::print(out.f, "{} — resumed in turn {}, after the {} phase (seed {})\n", battle.scenario->title, battle.turn,
                 battle.phase, battle.seed);
    if (!default_commanders_on_both(battle.built_in_commanders))
      fmt::print(out.f, "{}.\n", commanders_line(battle.built_in_commanders, battle.scenario->side_names));
  }
  ReplayRecorder replay(battle, telling.replay);
  ArmyCommand commander(battle.scenario->controllers, battle.built_in_commanders);
  Driver driver(battle, commander, commander);
  if (saving.save_at > 0) driver.stop_after(saving.save_at);
  // A turn of fewer phases than asked for is saved at its end.
  if (saving.after_phases > 0) driver.stop_after_phase(saving.save_at, saving.after_phases);
  driver.play();
  if (saving.save_at > 0 && !battle.outcome) {
    save_battle(loaded, battle, origin, saving);
    const std::string where = driver.paused() ? fmt::format("in turn {}, after the {} phase,", battle.turn, battle.phase)
                                              : fmt::format("after turn {}", battle.turn);
    if (telling.log == "quiet") fmt::print(out.f, "seed {}: saved {} to {}\n", battle.seed, where, saving.save);
    else fmt::print(stderr, "caisson: saved {} to {}\n", where, saving.save);
    return kSuccess;
  }
  replay.write_page();
  if (telling.log == "quiet" && battle.outcome) {
    const Outcome& o = *battle.outcome;
    fmt::print(out.f, "seed {}: {} on turn {} ({})\n", battle.seed, result_words(battle, o), o.turn, o.condition);
  }
  return kSuccess;
}

}  // namespace caisson::cli
