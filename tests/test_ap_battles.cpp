// ap end to end: every shipped battle (scripts/*.lua, the battle file's rules overridden with
// ap) plays to a result with the built-in commander, and fighting happens; the same seed plays
// the same battle, unit by unit and die by die; a battle saved mid-way under ap resumes to the
// same end as one played unbroken; and `caisson rules ap` prints ap's sequence of play and its
// parameters.
#include <array>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include <catch2/catch.hpp>

#include "battle_end.hpp"

#include "cli_support.hpp"

#include "bindings/battle_loader.hpp"
#include "engine/ai/brigade_commander.hpp"
#include "engine/play/driver.hpp"

namespace test_ap_battles {

using namespace caisson;

namespace {

// The end every battle test compares, and what this one counts on the way.
struct Played : test_support::BattleEnd {
  int fights = 0, assaults = 0, morale_tests = 0, generals_fallen = 0;
};

struct Counter final : LogObserver {
  Played* p;
  explicit Counter(Played* played) : p(played) {}
  void record(const Battle&, const Record& r) override {
    p->fights += std::holds_alternative<CloseCombat>(r);
    p->assaults += std::holds_alternative<ChargeDeclared>(r);
    p->generals_fallen += std::holds_alternative<CommanderFell>(r);
    if (auto* m = std::get_if<MoraleChecked>(&r)) p->morale_tests += m->pool;
  }
};

Played play(const std::filesystem::path& file, std::uint64_t seed) {
  std::filesystem::path root = CAISSON_SOURCE_ROOT;
  auto loaded = lua::load_battle(file, root);
  loaded.scenario->rules = "ap";
  Battle b(loaded.scenario, seed);
  Played p;
  Counter counter(&p);
  b.log.attach(&counter);
  BrigadeCommander ai;
  test_support::note_end(b, Driver(b, ai, ai).play(), p);
  return p;
}

std::filesystem::path script(const char* name) { return std::filesystem::path(CAISSON_SOURCE_ROOT) / "scripts" / name; }

}  // namespace

TEST_CASE("ap battles: every shipped battle plays to a result under ap", "[ap][battles]") {
  std::filesystem::path root = CAISSON_SOURCE_ROOT;
  int battles = 0, fights = 0, assaults = 0, tests = 0, losses = 0;
  for (const auto& entry : std::filesystem::directory_iterator(root / "scripts")) {
    if (entry.path().extension() != ".lua") continue;
    for (std::uint64_t seed : {1u, 2u}) {
      Played p = play(entry.path(), seed);
      INFO(entry.path().filename().string() << " seed " << seed << ": " << p.outcome.condition << " on turn "
                                            << p.outcome.turn << "; refused " << p.refused[0] << "/" << p.refused[1]);
      CHECK(p.outcome.turn > 0);
      CHECK_FALSE(p.outcome.condition.empty());
      CHECK(p.outcome.condition != "stopped before the end");
      CHECK(p.refused[0] == 0);
      CHECK(p.refused[1] == 0);
      losses += p.losses[0] + p.losses[1];
      ++battles;
      fights += p.fights;
      assaults += p.assaults;
      tests += p.morale_tests;
    }
  }
  CHECK(battles >= 14);  // eight battle files or more, two seeds each
  // Over them all (not in every one: a quiet McPherson's Ridge is possible), brigades lose
  // half-bases, assault, fight it out and test their morale by dice pools.
  CHECK(losses > 0);
  CHECK(assaults > 0);
  CHECK(fights > 0);
  CHECK(tests > 0);
}

TEST_CASE("ap battles: a battle replays exactly from its seed, and another seed plays another battle", "[ap][battles]") {
  for (const char* file : {"first_bull_run.lua", "mcphersons_ridge.lua"}) {
    Played a = play(script(file), 1863);
    Played b = play(script(file), 1863);
    Played c = play(script(file), 1864);
    INFO(file);
    test_support::check_same_end(a, b);
    CHECK(a.fights == b.fights);
    CHECK(a.morale_tests == b.morale_tests);
    CHECK(a.generals_fallen == b.generals_fallen);
    CHECK_FALSE((a.rolls == c.rolls && a.units == c.units));
  }
}

TEST_CASE("ap cli: a battle saved mid-way under ap resumes to the same end as one played unbroken", "[ap][cli]") {
  std::string root = CAISSON_SOURCE_ROOT;
  // Seed 7 saved after turn 4, early on; seed 8 after turn 11, past its first fights (turns 8
  // and 9: who won them counts in later falter tests) and the army commander's fall and
  // replacement on turn 11. The resumed log, every roll of it, is the unbroken one's from there.
  for (auto [seed, turn] : {std::pair{7, 4}, std::pair{8, 11}}) {
    const std::string battle = "run " + root + "/scripts/first_bull_run.lua --rules ap --seed " + std::to_string(seed);
    const std::string save = (std::filesystem::temp_directory_path() / ("caisson_ap_test_" + std::to_string(seed) + ".save")).string();
    auto whole = cli_test::run_caisson(battle);
    auto saved = cli_test::run_caisson(battle + " --save-at " + std::to_string(turn) + " --save " + save);
    auto resumed = cli_test::run_caisson("resume " + save);
    std::filesystem::remove(save);
    INFO("seed " << seed << " saved after turn " << turn << "\n" << saved.out);
    CHECK(whole.code == 0);
    CHECK(saved.code == 0);
    REQUIRE(resumed.code == 0);
    CHECK_THAT(resumed.out, Catch::Contains("resumed after turn " + std::to_string(turn) + " (seed " + std::to_string(seed) + ")"));
    const std::string next = "== Turn " + std::to_string(turn + 1) + " ==";
    const std::size_t in_whole = whole.out.find(next), in_resumed = resumed.out.find(next);
    REQUIRE(in_whole != std::string::npos);
    REQUIRE(in_resumed != std::string::npos);
    CHECK(resumed.out.substr(in_resumed) == whole.out.substr(in_whole));
    CHECK_THAT(whole.out, Catch::Contains("The battle ends on turn"));
  }
}

TEST_CASE("ap cli: `caisson rules ap` lists ap's sequence of play and its parameters — `caisson rules` lists ap", "[ap][cli]") {
  auto rules = cli_test::run_caisson("rules ap");
  CHECK(rules.code == 0);
  CHECK_THAT(rules.out, Catch::Contains("(ap)"));
  // The player turn, in order.
  const std::vector<std::string> phases{"morale", "motivation", "restore order", "movement", "shooting"};
  std::size_t at = 0;
  for (const std::string& phase : phases) {
    const std::size_t found = rules.out.find(". " + phase, at);
    INFO(phase);
    REQUIRE(found != std::string::npos);
    at = found;
  }
  CHECK_THAT(rules.out, Catch::Contains("morale             automatic"));
  CHECK_THAT(rules.out, Catch::Contains("motivation         automatic"));
  CHECK_THAT(rules.out, Catch::Contains("restore order      the player whose turn it is: rally"));
  CHECK_THAT(rules.out, Catch::Contains("move, change formation, fall back, charge"));
  CHECK_THAT(rules.out, Catch::Contains("shooting           the player whose turn it is: fire"));
  for (const char* param : {"morale_dice_most", "morale_fail_from", "falter_at", "win_by_rout", "save_veteran",
                            "general_risk_on", "fights_rout_seen_fails", "veteran_reroll_loss_from", "falter_cost"})
    CHECK_THAT(rules.out, Catch::Contains(param));
  auto all = cli_test::run_caisson("rules");
  CHECK(all.code == 0);
  CHECK_THAT(all.out, Catch::Contains("ap "));
  CHECK_THAT(all.out, Catch::Contains("Brigade-level action points"));
}

}  // namespace test_ap_battles
