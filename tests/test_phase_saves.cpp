// Saves between two phases (#37): the rule systems keep what they remember in the Battle, and the
// driver keeps where play stands within the turn there too, so a battle saved after any phase of
// a turn and resumed in a fresh battle writes the rest of the JSON log exactly as the unbroken
// battle does — under each of the five rule systems, through binary and JSON saves.
//
// Both sides are played by the default commander, the brigade commander, whose plans for the turn
// are the Battle's too (engine/play/brigade_plans.hpp); and once by two temperaments of it named
// on the command line's way (the save records the names).
#include <algorithm>
#include <filesystem>
#include <limits>
#include <memory>
#include <string>

#include <catch2/catch.hpp>

#include "bindings/battle_loader.hpp"
#include "captured_text.hpp"
#include "engine/ai/army_command.hpp"
#include "engine/persist/save_file.hpp"
#include "engine/play/driver.hpp"
#include "engine/play/jsonl_writer.hpp"

namespace test_phase_saves {

using namespace caisson;

namespace {

const std::filesystem::path kRoot = CAISSON_SOURCE_ROOT;
const CommanderNames kTemperaments{"brigade:aggression=0.9", "brigade:caution=0.9"};

struct PhaseSaveBattle {
  std::string file;  // under scripts/
  std::string rules;
  std::uint64_t seed = 1;
  CommanderNames commanders = default_commanders();

  lua::LoadedBattle load() const {
    lua::LoadedBattle loaded = lua::load_battle(kRoot / "scripts" / file, kRoot);
    loaded.scenario->rules = rules;
    return loaded;
  }
};

std::string unbroken_log(const PhaseSaveBattle& pb) {
  const lua::LoadedBattle loaded = pb.load();
  test_support::CapturedText out;
  Battle b(loaded.scenario, pb.seed);
  JsonLinesWriter w(out.f);
  b.log.attach(&w);
  ArmyCommand commander(loaded.scenario->controllers, pb.commanders);
  Driver(b, commander, commander).play();
  return out.text();
}

struct Interrupted {
  bool paused = false;  // the battle stood between two phases of the turn when saved
  std::string phase;    // the phase played last before the save
  std::string log;      // the log before the save, then the resumed battle's
};

// Plays until `phases` phases of `turn` are played, saves (in `format`), restores the save into a
// battle made afresh from a fresh load of the file, and plays that one to the end.
Interrupted interrupted(const PhaseSaveBattle& pb, int turn, int phases, SaveFormat format) {
  Interrupted result;
  std::string bytes;
  test_support::CapturedText first;
  {
    const lua::LoadedBattle loaded = pb.load();
    Battle b(loaded.scenario, pb.seed);
    b.built_in_commanders = pb.commanders;  // saved with the battle
    JsonLinesWriter w(first.f);
    b.log.attach(&w);
    ArmyCommand commander(loaded.scenario->controllers, b.built_in_commanders);
    Driver d(b, commander, commander);
    d.stop_after_phase(turn, phases);
    d.play();
    result.paused = d.paused() && b.turn_point.stage != TurnStage::between_turns;
    result.phase = std::string(b.phase);
    BattleSave save;
    capture_state(b, save);
    bytes = encode_save(save, format);
  }
  test_support::CapturedText second;
  const lua::LoadedBattle loaded = pb.load();
  Battle b(loaded.scenario, pb.seed);
  restore_state(b, decode_save(bytes, "the test save"));
  JsonLinesWriter w(second.f);
  b.log.attach(&w);
  REQUIRE(b.built_in_commanders == pb.commanders);
  ArmyCommand commander(loaded.scenario->controllers, b.built_in_commanders);
  Driver(b, commander, commander).play();
  result.log = first.text() + second.text();
  return result;
}

// Where two logs first differ: the line's number and each log's line there (cut short), or
// {-1, "", ""} when they are the same.
struct LogDifference {
  int line = -1;
  std::string got, want;
};
LogDifference first_difference(const std::string& got, const std::string& want) {
  std::size_t g = 0, w = 0;
  for (int line = 1;; ++line) {
    const std::size_t ge = std::min(got.find('\n', g), got.size()), we = std::min(want.find('\n', w), want.size());
    const std::string a = got.substr(g, ge - g), b = want.substr(w, we - w);
    if (a != b) {
      // From a little before the first character that differs.
      std::size_t at = 0;
      while (at < a.size() && at < b.size() && a[at] == b[at]) ++at;
      const std::size_t from = at < 80 ? 0 : at - 80;
      return {line, a.substr(from, 240), b.substr(from, 240)};
    }
    if (ge == got.size() && we == want.size()) return {};
    g = ge + 1, w = we + 1;
  }
}

// Saves after each phase of `turn` but its last (after the last, the turn is over: a save between
// turns), or after the first `at_most` phases, alternating binary and JSON; returns how many were
// taken.
int save_after_each_phase(const PhaseSaveBattle& pb, int turn, int at_most = std::numeric_limits<int>::max()) {
  const std::string straight = unbroken_log(pb);
  int taken = 0;
  for (int phases = 1; phases <= at_most; ++phases) {
    const SaveFormat format = phases % 2 ? SaveFormat::binary : SaveFormat::json;
    const Interrupted run = interrupted(pb, turn, phases, format);
    if (!run.paused) break;
    INFO(pb.file << " under " << pb.rules << " (" << pb.commanders[0] << "): saved in turn " << turn << " after phase " << phases << " ("
                 << run.phase << ")");
    const LogDifference d = first_difference(run.log, straight);
    INFO("the logs part at line " << d.line << "\n resumed: " << d.got << "\n unbroken: " << d.want);
    CHECK(d.line == -1);
    ++taken;
  }
  return taken;
}

// Both shipped battles under one rule system: saved in turn 3 after each phase, each resumed.
// Gettysburg, saved after every phase and replayed each time, is most of the work: the sanitizer
// build (there to find memory errors) saves it under one rule system, not five, and after two
// phases, not all twenty (that alone took about 110 s there). A test case per rule system, so ctest
// spreads the work over the cores.
void saves_after_each_phase_under(const char* rules) {
  for (const char* file : {"first_bull_run.lua", "gettysburg.lua"}) {
    int at_most = std::numeric_limits<int>::max();
#ifdef CAISSON_SANITIZED
    if (std::string(file) == "gettysburg.lua") {
      if (std::string(rules) != "jackson") continue;
      at_most = 2;
    }
#endif
    INFO(file << " under " << rules);
    CHECK(save_after_each_phase({file, rules}, 3, at_most) >= 1);
  }
}

}  // namespace

TEST_CASE("phase saves: under igor a battle saved after any phase of a turn and resumed plays on exactly as one never stopped",
          "[persist][phase-saves]") {
  saves_after_each_phase_under("igor");
  CHECK(save_after_each_phase({"first_bull_run.lua", "igor", 1, kTemperaments}, 3) >= 1);
}

TEST_CASE("phase saves: under ap a battle saved after any phase and resumed plays on as one never stopped", "[persist][phase-saves]") {
  saves_after_each_phase_under("ap");
}

TEST_CASE("phase saves: under north a battle saved after any phase and resumed plays on as one never stopped",
          "[persist][phase-saves]") {
  saves_after_each_phase_under("north");
}

TEST_CASE("phase saves: under jackson a battle saved after any phase and resumed plays on as one never stopped",
          "[persist][phase-saves]") {
  saves_after_each_phase_under("jackson");
}

TEST_CASE("phase saves: under minicampaign a battle saved after any phase and resumed plays on as one never stopped",
          "[persist][phase-saves]") {
  saves_after_each_phase_under("minicampaign");
}

TEST_CASE("phase saves: a save holds where play stands in the turn and the rule system's own state",
          "[persist][phase-saves]") {
  const PhaseSaveBattle pb{"first_bull_run.lua", "jackson"};
  const lua::LoadedBattle loaded = pb.load();
  Battle b(loaded.scenario, pb.seed);
  ArmyCommand commander(loaded.scenario->controllers, pb.commanders);
  Driver d(b, commander, commander);
  d.stop_after_phase(2, 1);
  d.play();
  REQUIRE(d.paused());
  BattleSave save;
  capture_state(b, save);
  CHECK(save.turn == 2);
  CHECK(save.turn_point.played == 1);
  CHECK(save.turn_point.stage != TurnStage::between_turns);
  CHECK(rules_of(save.rule_state) == "jackson");
  const std::string json = encode_save(save, SaveFormat::json);
  CHECK(json.find("\"turn_point\"") != std::string::npos);
  CHECK(json.find("\"falling_back\"") != std::string::npos);  // jackson's words, in its own state
  // The brigade commander's plans for the turn, made in its first phase.
  REQUIRE(save.brigade_plans.plans.size() == b.oob.nodes().size());
  CHECK(std::count(save.brigade_plans.planned_on.begin(), save.brigade_plans.planned_on.end(), 2) > 0);
  CHECK(json.find("\"brigade_plans\"") != std::string::npos);
  for (SaveFormat format : {SaveFormat::binary, SaveFormat::json}) {
    const BattleSave back = decode_save(encode_save(save, format), "x.save");
    CHECK(back.turn_point.played == 1);
    CHECK(back.turn_point.phases == save.turn_point.phases);
    CHECK(rules_of(back.rule_state) == "jackson");
    CHECK(back.brigade_plans.planned_on == save.brigade_plans.planned_on);
    CHECK(back.brigade_plans.seen_centre.size() == save.brigade_plans.seen_centre.size());
  }
}

}  // namespace test_phase_saves
