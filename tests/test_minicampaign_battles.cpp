// minicampaign end to end: First Bull Run (written with regiments, for igor) plays to a result
// under igor and minicampaign from the same file, Cedar Mountain (written for minicampaign)
// checks and plays, and the built-in commander has nothing refused in any of them.
#include <array>
#include <cstdio>
#include <filesystem>
#include <string>
#include <sys/wait.h>

#include <catch2/catch.hpp>

#include "cli_support.hpp"

#include "bindings/battle_loader.hpp"
#include "engine/ai/brigade_commander.hpp"
#include "engine/play/driver.hpp"

namespace test_minicampaign_battles {

using namespace caisson;

namespace {

struct Played {
  Outcome outcome;
  std::array<int, 2> refused{};
  std::size_t units = 0;
};

Played play(const char* file, const char* rules, std::uint64_t seed) {
  std::filesystem::path root = CAISSON_SOURCE_ROOT;
  auto loaded = lua::load_battle(root / "scripts" / file, root);
  loaded.scenario->rules = rules;
  Battle b(loaded.scenario, seed);
  BrigadeCommander ai;
  Played p;
  p.outcome = Driver(b, ai, ai).play();
  p.refused = b.refused;
  p.units = b.units.size();
  return p;
}

std::pair<int, std::string> run_caisson(const std::string& args) {
  auto r = cli_test::run_caisson(args);
  return {r.code, r.out};
}

}  // namespace

TEST_CASE("First Bull Run plays to a result under igor and minicampaign, nothing refused", "[minicampaign][bull_run]") {
  std::size_t units[2] = {0, 0};
  int i = 0;
  for (const char* rules : {"igor", "minicampaign"}) {
    for (std::uint64_t seed : {1u, 2u, 3u}) {
      Played p = play("first_bull_run.lua", rules, seed);
      INFO(rules << " seed " << seed << ": " << p.outcome.condition);
      CHECK(p.outcome.turn > 0);
      CHECK(p.outcome.condition != "stopped before the end");
      CHECK(p.refused[0] == 0);
      CHECK(p.refused[1] == 0);
      units[i] = p.units;
    }
    ++i;
  }
  CHECK(units[1] < units[0]);  // brigades, not regiments
}

TEST_CASE("Cedar Mountain, written for minicampaign, plays with nothing refused", "[minicampaign]") {
  for (std::uint64_t seed : {1u, 2u, 3u, 4u}) {
    Played p = play("cedar_mountain.lua", "minicampaign", seed);
    INFO("seed " << seed << ": " << p.outcome.condition);
    CHECK(p.outcome.turn == 6);  // dusk: the battle's last turn
    CHECK(p.refused[0] == 0);
    CHECK(p.refused[1] == 0);
  }
}

TEST_CASE("cli: caisson check and run take Cedar Mountain — --rules minicampaign plays First Bull Run", "[minicampaign][cli]") {
  std::string root = CAISSON_SOURCE_ROOT;
  auto [check_code, check_out] = run_caisson("check " + root + "/scripts/cedar_mountain.lua");
  CHECK(check_code == 0);
  CHECK_THAT(check_out, Catch::Contains("rules minicampaign"));
  auto [run_code, run_out] = run_caisson("run " + root + "/scripts/first_bull_run.lua --rules minicampaign --seed 4");
  CHECK(run_code == 0);
  CHECK_THAT(run_out, Catch::Contains("The battle ends on turn"));
  CHECK_THAT(run_out, Catch::Contains("is Steady"));
}

}  // namespace test_minicampaign_battles
