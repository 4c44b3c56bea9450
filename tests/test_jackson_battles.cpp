// jackson end to end: every shipped battle (scripts/*.lua, its rules overridden with jackson)
// plays to a result with the built-in commander and nothing refused, turn after turn of the
// whole sequence played by both sides together; the same seed writes the same JSON log byte for
// byte; a battle saved mid-way under jackson resumes to the same end as one played unbroken; and
// `caisson rules jackson` lists the turn's phases, played by both players together.
#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include <catch2/catch.hpp>

#include "cli_support.hpp"

#include "bindings/battle_loader.hpp"
#include "engine/ai/brigade_commander.hpp"
#include "engine/play/driver.hpp"
#include "engine/play/jsonl_writer.hpp"
#include "engine/rules/jackson/jackson_ruleset.hpp"

namespace test_jackson_battles {

using namespace caisson;

namespace {

namespace fs = std::filesystem;

const std::vector<std::string_view> kTurn{jackson::kMovement,       jackson::kStandingArtillery, jackson::kMovingArtillery,
                                          jackson::kStandingMusketry, jackson::kMovingMusketry,   jackson::kFirefight,
                                          jackson::kCloseCombat,      jackson::kRally,             jackson::kArmyMorale};

struct Played {
  Outcome outcome;
  std::array<int, 2> refused{};
  int fired = 0, attacks = 0, fights = 0, responses = 0, turns = 0;
  bool phases_in_order = true;
};

// Counts what happened, and checks each turn walks jackson's phases in order.
struct Counter final : LogObserver {
  Played* p;
  std::size_t next = 0;
  explicit Counter(Played* played) : p(played) {}
  void record(const Battle&, const Record& r) override {
    p->fired += std::holds_alternative<UnitFired>(r);
    p->attacks += std::holds_alternative<ChargeDeclared>(r);
    p->fights += std::holds_alternative<CloseCombat>(r);
    if (auto* m = std::get_if<MoraleChecked>(&r)) p->responses += m->test == "the command response";
    if (std::holds_alternative<TurnBegan>(r)) next = 0, ++p->turns;
    if (auto* ph = std::get_if<PhaseBegan>(&r)) {
      if (next >= kTurn.size() || kTurn[next] != ph->phase) p->phases_in_order = false;
      ++next;
    }
  }
};

std::shared_ptr<Scenario> load(const fs::path& file) {
  auto loaded = lua::load_battle(file, CAISSON_SOURCE_ROOT);
  loaded.scenario->rules = "jackson";
  return loaded.scenario;
}

Played play(const fs::path& file, std::uint64_t seed) {
  Battle b(load(file), seed);
  Played p;
  Counter counter(&p);
  b.log.attach(&counter);
  BrigadeCommander ai;
  p.outcome = Driver(b, ai, ai).play();
  p.refused = b.refused;
  return p;
}

std::string json_log(const std::shared_ptr<const Scenario>& s, std::uint64_t seed) {
  char* buffer = nullptr;
  std::size_t size = 0;
  std::FILE* mem = open_memstream(&buffer, &size);
  {
    Battle b(s, seed);
    JsonLinesWriter writer(mem);
    b.log.attach(&writer);
    BrigadeCommander ai;
    Driver(b, ai, ai).play();
  }
  std::fclose(mem);
  std::string out(buffer, size);
  std::free(buffer);
  return out;
}

fs::path script(const char* name) { return fs::path(CAISSON_SOURCE_ROOT) / "scripts" / name; }

}  // namespace

TEST_CASE("jackson battles: every shipped battle plays to a result under jackson with nothing refused", "[jackson]") {
  int battles = 0, fired = 0, attacks = 0, fights = 0, responses = 0;
  for (const auto& entry : fs::directory_iterator(fs::path(CAISSON_SOURCE_ROOT) / "scripts")) {
    if (entry.path().extension() != ".lua") continue;
    for (std::uint64_t seed : {1u, 2u}) {
      Played p = play(entry.path(), seed);
      INFO(entry.path().filename().string() << " seed " << seed << ": " << p.outcome.condition << " on turn " << p.outcome.turn
                                            << "; refused " << p.refused[0] << "/" << p.refused[1]);
      CHECK(p.outcome.turn > 0);
      CHECK_FALSE(p.outcome.condition.empty());
      CHECK(p.outcome.condition != "stopped before the end");
      CHECK(p.refused[0] == 0);
      CHECK(p.refused[1] == 0);
      CHECK(p.phases_in_order);
      CHECK(p.turns == p.outcome.turn);
      ++battles;
      responses += p.responses;
      fired += p.fired;
      attacks += p.attacks;
      fights += p.fights;
    }
  }
  CHECK(battles >= 16);  // eight battle files or more, two seeds each
  // Over them all, brigades' cards are turned and their commanders roll the command response;
  // units fire, attack and fight it out stand against stand.
  CHECK(responses > 0);
  CHECK(fired > 0);
  CHECK(attacks > 0);
  CHECK(fights > 0);
}

namespace {

// The built-in commander, checking first at every card that a brigade the rules rule out
// (brigade_may_act) has no unit that may_act: the commander skips such brigades unasked.
struct BrigadeGateChecker final : Controller {
  BrigadeCommander ai;
  int ruled_out = 0, let_through = 0, wrongly_ruled_out = 0;
  void play_phase(Battle& b, const PhaseSpec& phase, Side side, ActionPort& port) override {
    for (const FormationNode& n : b.oob.nodes()) {
      if (n.side != side || n.units.empty()) continue;
      for (ActionKind k : {ActionKind::move, ActionKind::change_formation, ActionKind::charge}) {
        if (b.advisor().brigade_may_act(b, n, k)) {
          ++let_through;
          continue;
        }
        ++ruled_out;
        for (UnitId id : n.units) wrongly_ruled_out += b.advisor().may_act(b, b.unit(id), k);
      }
    }
    ai.play_phase(b, phase, side, port);
  }
};

}  // namespace

TEST_CASE("jackson battles: a brigade ruled out at a card has no unit that may act on it", "[jackson]") {
  for (const char* name : {"first_bull_run.lua", "gaines_mill.lua"}) {
    Battle b(load(script(name)), 3);
    BrigadeGateChecker checker;
    Driver(b, checker, checker).play();
    INFO(name);
    CHECK(checker.wrongly_ruled_out == 0);
    CHECK(checker.ruled_out > 100);    // most brigades, at most cards
    CHECK(checker.let_through > 10);   // the card's own brigade
  }
}

TEST_CASE("jackson battles: the same seed writes the same JSON log byte for byte — another seed another", "[jackson]") {
  for (const char* file : {"first_bull_run.lua", "mcphersons_ridge.lua"}) {
    // Each battle loads its file afresh, as each `caisson run` does: a battle file's own Lua
    // locals (a hook's "said it once") are the battle's.
    const std::string a = json_log(load(script(file)), 1861), b = json_log(load(script(file)), 1861),
                      c = json_log(load(script(file)), 1862);
    INFO(file);
    CHECK(a.size() > 1000);
    CHECK(a == b);
    CHECK(a != c);
  }
}

TEST_CASE("jackson cli: a battle saved mid-way under jackson resumes to the same end as one played unbroken", "[jackson]") {
  const std::string root = CAISSON_SOURCE_ROOT;
  // First Bull Run (seed 1 ends on turn 5) saved after turn 2; McPherson's Ridge (seed 7 plays
  // on to turn 10) after turn 7. From the next turn on, the resumed narrative, every roll of it,
  // is the unbroken one's.
  struct Case { const char* file; int seed, turn; };
  for (Case k : {Case{"first_bull_run.lua", 1, 2}, Case{"mcphersons_ridge.lua", 7, 7}}) {
    const std::string battle = "run " + root + "/scripts/" + k.file + " --rules jackson --seed " + std::to_string(k.seed);
    const std::string save = (fs::temp_directory_path() / "caisson_jackson_test.save").string();
    auto whole = cli_test::run_caisson(battle);
    auto saved = cli_test::run_caisson(battle + " --save-at " + std::to_string(k.turn) + " --save " + save);
    auto resumed = cli_test::run_caisson("resume " + save);
    fs::remove(save);
    INFO(k.file << " saved after turn " << k.turn << "\n" << saved.out);
    CHECK(whole.code == 0);
    CHECK(saved.code == 0);
    REQUIRE(resumed.code == 0);
    CHECK_THAT(whole.out, Catch::Contains("The battle ends on turn"));
    CHECK_THAT(resumed.out, Catch::Contains("resumed after turn " + std::to_string(k.turn) + " (seed " + std::to_string(k.seed) + ")"));
    const std::string next = "== Turn " + std::to_string(k.turn + 1) + " ==";
    const std::size_t in_whole = whole.out.find(next), in_resumed = resumed.out.find(next);
    REQUIRE(in_whole != std::string::npos);
    REQUIRE(in_resumed != std::string::npos);
    CHECK(resumed.out.substr(in_resumed) == whole.out.substr(in_whole));
  }
}

TEST_CASE("jackson cli: `caisson rules jackson` lists the turn's phases, all played by both players together", "[jackson]") {
  auto rules = cli_test::run_caisson("rules jackson");
  CHECK(rules.code == 0);
  CHECK_THAT(rules.out, Catch::Contains("Jackson Gamers' Continuous Fire Fight (jackson)"));
  const std::size_t together = rules.out.find("both players together:");
  REQUIRE(together != std::string::npos);
  // The whole turn is played together: no part for each player in turn, none at the turn's start.
  CHECK(rules.out.find("each player in turn") == std::string::npos);
  CHECK(rules.out.find("at the start of each turn") == std::string::npos);
  // Every phase after that line, in order, numbered from 1.
  std::size_t at = together;
  int n = 1;
  for (std::string_view phase : kTurn) {
    const std::size_t found = rules.out.find(std::to_string(n++) + ". " + std::string(phase), at);
    INFO(phase);
    REQUIRE(found != std::string::npos);
    at = found;
  }
  CHECK_THAT(rules.out, Catch::Contains("movement           both players: move, change formation, charge"));
  CHECK_THAT(rules.out, Catch::Contains("standing artillery both players: fire"));
  CHECK_THAT(rules.out, Catch::Contains("fire-fight         both players: fall back"));
  CHECK_THAT(rules.out, Catch::Contains("close combat       automatic: no actions"));
  CHECK_THAT(rules.out, Catch::Contains("army morale        automatic: no actions"));
  for (const char* param : {"close_to", "rout_move_multiple", "staff_killed_on", "army_broken_below", "defeat_step"})
    CHECK_THAT(rules.out, Catch::Contains(param));
  auto all = cli_test::run_caisson("rules");
  CHECK_THAT(all.out, Catch::Contains("jackson"));
}

}  // namespace test_jackson_battles
