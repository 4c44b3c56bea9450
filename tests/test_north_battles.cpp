// north end to end: every shipped battle plays to a result under north with nothing the
// built-in commander asks refused, the same seed plays the same battle, and the command line
// takes --rules north.
#include <array>
#include <filesystem>
#include <string>

#include <catch2/catch.hpp>

#include "cli_support.hpp"

#include "bindings/battle_loader.hpp"
#include "engine/ai/brigade_commander.hpp"
#include "engine/play/driver.hpp"
#include "engine/rules/north/north_ruleset.hpp"

namespace test_north_battles {

using namespace caisson;

namespace {

struct Played {
  Outcome outcome;
  std::array<int, 2> refused{};
  std::array<int, 2> losses{};
  int first_side = -1;
};

struct FirstMover final : LogObserver {
  int side = -1;
  void record(const Battle& b, const Record& r) override {
    if (side < 0 && std::holds_alternative<PhaseBegan>(r)) side = b.active;
  }
};

Played play(const std::string& file, std::uint64_t seed) {
  std::filesystem::path root = CAISSON_SOURCE_ROOT;
  auto loaded = lua::load_battle(root / "scripts" / file, root);
  loaded.scenario->rules = "north";
  Battle b(loaded.scenario, seed);
  FirstMover first;
  b.log.attach(&first);
  BrigadeCommander ai;
  Played p;
  p.outcome = Driver(b, ai, ai).play();
  p.refused = b.refused;
  p.losses = {b.losses_in_stands(0), b.losses_in_stands(1)};
  p.first_side = first.side;
  return p;
}

}  // namespace

TEST_CASE("north: every shipped battle plays to a result with nothing refused", "[north][battles]") {
  std::filesystem::path root = CAISSON_SOURCE_ROOT;
  for (const auto& entry : std::filesystem::directory_iterator(root / "scripts")) {
    if (entry.path().extension() != ".lua") continue;
    for (std::uint64_t seed : {1u, 2u}) {
      Played p = play(entry.path().filename().string(), seed);
      INFO(entry.path().filename().string() << " seed " << seed << ": " << p.outcome.condition);
      CHECK(p.outcome.turn > 0);
      CHECK(p.outcome.condition != "stopped before the end");
      CHECK(p.refused[0] == 0);
      CHECK(p.refused[1] == 0);
    }
  }
}

TEST_CASE("north: First Bull Run under north - the Confederates act first, and a seed replays exactly", "[north][battles]") {
  Played a = play("first_bull_run.lua", 1861);
  Played b = play("first_bull_run.lua", 1861);
  CHECK(a.first_side == 1);  // CSA, though the battle file says USA moves first
  CHECK(a.outcome.turn == b.outcome.turn);
  CHECK(a.outcome.condition == b.outcome.condition);
  CHECK(a.losses == b.losses);
  CHECK(a.losses[0] + a.losses[1] > 0);  // they fought
}

TEST_CASE("cli: --rules north plays First Bull Run, and `caisson rules north` lists its parameters", "[north][cli]") {
  std::string root = CAISSON_SOURCE_ROOT;
  auto run = cli_test::run_caisson("run " + root + "/scripts/first_bull_run.lua --rules north --seed 4");
  CHECK(run.code == 0);
  CHECK_THAT(run.out, Catch::Contains("David E. North"));
  CHECK_THAT(run.out, Catch::Contains("an accomplishment toss"));
  CHECK_THAT(run.out, Catch::Contains("The battle ends on turn"));
  // A battle saved under north resumes to the same end as one played unbroken.
  const std::string save = (std::filesystem::temp_directory_path() / "caisson_north_test.save").string();
  auto whole = cli_test::run_caisson("run " + root + "/scripts/first_bull_run.lua --rules north --seed 7 --log quiet");
  auto saved = cli_test::run_caisson("run " + root + "/scripts/first_bull_run.lua --rules north --seed 7 --log quiet --save-at 6 --save " + save);
  auto resumed = cli_test::run_caisson("resume " + save + " --log quiet");
  CHECK(saved.code == 0);
  CHECK(resumed.code == 0);
  CHECK(resumed.out == whole.out);
  CHECK_THAT(whole.out, Catch::Contains("seed 7: "));
  std::filesystem::remove(save);
  auto rules = cli_test::run_caisson("rules north");
  CHECK(rules.code == 0);
  CHECK_THAT(rules.out, Catch::Contains("morale_choice"));
  CHECK_THAT(rules.out, Catch::Contains("order_change_on"));
}

}  // namespace test_north_battles
