// `caisson match`: two built-in commanders play every seed twice, the sides swapped. The tally
// counts games from A's side; a commander against itself plays each seed's two games as one and
// the same battle, so its wins and B's pair up exactly, whatever the commander does.
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "bindings/battle_loader.hpp"
#include "cli_support.hpp"
#include "engine/sweep/match.hpp"
#include "engine/sweep/stats_observer.hpp"
#include "engine/sweep/sweep_runner.hpp"

namespace test_match {

using namespace caisson;
using namespace caisson::sweep;
namespace fs = std::filesystem;

namespace {

using cli_test::run_caisson;

const fs::path kRoot = CAISSON_SOURCE_ROOT;
std::string tiny() { return (kRoot / "tests/data/tiny.lua").string(); }

Result result(int winner, int lost0, int lost1) {
  Result r;
  r.outcome.winner = winner;
  r.outcome.level = winner < 0 ? VictoryLevel::draw : VictoryLevel::marginal;
  r.outcome.turn = 4;
  r.outcome.condition = "c";
  r.stands_lost = {lost0, lost1};
  r.men_lost = {100 * lost0, 100 * lost1};  // losses in men: a hundred a stand, to tell them apart
  return r;
}

// Seeds [first, first + count) of a battle file under these commanders, on two workers.
SweepStats sweep_under(const std::string& file, const CommanderNames& names, std::uint64_t first, std::uint64_t count) {
  const auto path = kRoot / file;
  SweepStats blank(*lua::load_battle(path, kRoot).scenario, names);
  auto make_player = [&]() -> PlayFn {
    auto loaded = std::make_shared<lua::LoadedBattle>(lua::load_battle(path, kRoot));
    auto observer = std::make_shared<StatsObserver>();
    return [loaded, observer](std::uint64_t seed, SweepStats& stats) {
      play_into(loaded->scenario, seed, stats, *observer, [&](const Battle& b) { loaded->forget(b); });
    };
  };
  SweepControl control;
  control.workers = 2;
  return run_sweep(blank, {first, count}, make_player, control);
}

}  // namespace

TEST_CASE("match: the tally counts every game from A's side, by the side A commanded, and by seed", "[match][sweep]") {
  Scenario s;
  s.title = "Pairs";
  SweepStats a_first(s, {"brigade", "brigade:aggression=0.1"});   // A commands USA (side 0)
  SweepStats b_first(s, {"brigade:aggression=0.1", "brigade"});   // A commands CSA (side 1)
  // seed 1: USA wins both games: A, then B.         seed 2: A wins both (as USA, then as CSA).
  // seed 3: B wins both.                            seed 4: a draw, then CSA (A) wins.
  a_first.add(1, result(0, 1, 5), {}, {});
  b_first.add(1, result(0, 2, 6), {}, {});
  a_first.add(2, result(0, 0, 4), {}, {});
  b_first.add(2, result(1, 3, 1), {}, {});
  a_first.add(3, result(1, 7, 0), {}, {});
  b_first.add(3, result(0, 0, 9), {}, {});
  a_first.add(4, result(-1, 2, 2), {}, {});
  b_first.add(4, result(1, 4, 0), {}, {});

  const MatchTally t = tally_match(a_first, b_first);
  CHECK(t.a == "brigade");
  CHECK(t.b == "brigade:aggression=0.1");
  CHECK(t.all.games == 8);
  CHECK(t.all.a_wins == 4);
  CHECK(t.all.b_wins == 3);
  CHECK(t.all.draws == 1);
  CHECK(t.all.a_share() == Approx(4.0 / 7));
  CHECK(t.all.a_share_interval().low == Approx(wilson(4, 7).low));
  CHECK(t.all.a_share_interval().high == Approx(wilson(4, 7).high));
  // Stands lost by A's side: 1 + 0 + 7 + 2 as USA, 6 + 1 + 9 + 0 as CSA; by B's: the others.
  CHECK(t.all.a_stands_lost == 26);
  CHECK(t.all.b_stands_lost == 5 + 4 + 0 + 2 + 2 + 3 + 0 + 4);
  CHECK(t.all.mean_a_lost() == Approx(26.0 / 8));

  // Men lost, the same way: by A's side and B's in each game, and by each side of the battle.
  CHECK(t.all.a_men_lost == 2600);
  CHECK(t.all.mean_b_men_lost() == Approx(2000.0 / 8));
  CHECK(t.side_men_lost == std::array<std::int64_t, 2>{100 * (1 + 2 + 0 + 3 + 7 + 0 + 2 + 4), 100 * (5 + 6 + 4 + 1 + 0 + 9 + 2 + 0)});
  CHECK(t.mean_side_men_lost(1) == Approx(2700.0 / 8));

  CHECK(t.a_on_side[0] == MatchRecord{4, 2, 1, 1, 10, 11, 1000, 1100});
  CHECK(t.a_on_side[1] == MatchRecord{4, 2, 2, 0, 16, 9, 1600, 900});
  CHECK(t.pairs == MatchPairs{1, 1, 1, 1});

  SECTION("no decided game gives no evidence either way") {
    MatchRecord none{2, 0, 0, 2, 0, 0};
    CHECK(none.a_share() == 0.5);
    CHECK(none.a_share_interval().low == 0.0);
    CHECK(none.a_share_interval().high == 1.0);
  }
  SECTION("the JSON object") {
    nlohmann::json j = to_json(t);
    for (const char* key : {"a_share", "a_share_low", "a_share_high", "a_wins", "b_wins", "draws", "games", "decided",
                            "a_stands_lost", "b_stands_lost", "a_men_lost", "b_men_lost", "men_lost", "pairs", "a_on_side",
                            "a", "b", "battle", "sides"})
      CHECK(j.contains(key));
    CHECK(j["men_lost"]["USA"].get<double>() == Approx(1900.0 / 8));
    CHECK(j["a_on_side"][0]["a_men_lost"].get<double>() == Approx(1000.0 / 4));
    CHECK(j["games"] == 8);
    CHECK(j["a_wins"] == 4);
    CHECK(j["a_share"].get<double>() == Approx(4.0 / 7));
    CHECK(j["pairs"]["split"] == 1);
    REQUIRE(j["a_on_side"].size() == 2);
    CHECK(j["a_on_side"][1]["side"] == "CSA");
    CHECK(j["a_on_side"][1]["b_wins"] == 2);
  }
  SECTION("two sweeps that are not the halves of one match are refused") {
    SweepStats unswapped(s, {"brigade", "brigade:aggression=0.1"});
    CHECK_THROWS_AS(tally_match(a_first, unswapped), MatchError);
    SweepStats other_seeds(s, {"brigade:aggression=0.1", "brigade"});
    for (std::uint64_t seed : {1, 2, 3, 5}) other_seeds.add(seed, result(0, 0, 0), {}, {});
    CHECK_THROWS_WITH(tally_match(a_first, other_seeds), Catch::Contains("different seeds"));
  }
}

TEST_CASE("match: a commander against itself plays each seed's two games as the same battle", "[match][sweep]") {
  for (const char* name : {"brigade:aggression=0.1", "brigade"}) {
    INFO(name << " against itself");
    const SweepStats a_first = sweep_under("tests/data/tiny.lua", {name, name}, 1, 8);
    const SweepStats b_first = sweep_under("tests/data/tiny.lua", {name, name}, 1, 8);
    CHECK(a_first.rows() == b_first.rows());
    const MatchTally t = tally_match(a_first, b_first);
    CHECK(t.all.games == 16);
    CHECK(t.all.a_wins == t.all.b_wins);
    CHECK(t.pairs.a_both == 0);
    CHECK(t.pairs.b_both == 0);
    CHECK(t.all.a_share() == 0.5);
    CHECK(t.a_on_side[0].a_wins == t.a_on_side[1].b_wins);
    CHECK(t.a_on_side[0].b_wins == t.a_on_side[1].a_wins);
  }
}

TEST_CASE("cli: match reports A's share, draws and the figures for each side — --json for machines", "[match][cli]") {
  auto json = run_caisson("match " + tiny() + " --a brigade:aggression=0.1 --b brigade:aggression=0.1 --runs 5 --seed 3 -j 2 --json", false);
  REQUIRE(json.code == 0);
  const nlohmann::json j = nlohmann::json::parse(json.out);
  for (const char* key : {"a_share", "a_share_low", "a_share_high", "a_wins", "b_wins", "draws", "games"})
    CHECK(j.contains(key));
  CHECK(j["games"] == 10);
  CHECK(j["a_wins"] == j["b_wins"]);  // the same commander on both sides of every pair
  CHECK(j["a_wins"].get<int>() + j["b_wins"].get<int>() + j["draws"].get<int>() == 10);
  CHECK(j["a_share"].get<double>() == 0.5);
  CHECK(j["a_share_low"].get<double>() <= 0.5);
  CHECK(j["a_share_high"].get<double>() >= 0.5);
  CHECK(j["rules"] == "igor");
  CHECK(j["first_seed"] == 3);
  // The workers share out the games; the tally is the same however many there are.
  CHECK(run_caisson("match " + tiny() + " --a brigade:aggression=0.1 --b brigade:aggression=0.1 --runs 5 --seed 3 -j 1 --json", false).out == json.out);

  auto text = run_caisson("match " + tiny() + " --a brigade --b brigade:aggression=0.1 --runs 3");
  REQUIRE(text.code == 0);
  CHECK_THAT(text.out, Catch::Contains("Tiny (igor rules): seeds 1..3, each played twice with the sides swapped") &&
                           Catch::Contains("A brigade against B brigade:aggression=0.1: 6 games") && Catch::Contains("A as USA") &&
                           Catch::Contains("A as CSA") && Catch::Contains("95% interval"));
}

TEST_CASE("cli: match counts exactly what sweeps under the same commanders find", "[match][cli]") {
  // The same seeds swept with A on each side in turn: A's wins are USA's wins in the first and
  // CSA's in the second, whatever the commanders do.
  const fs::path dir = fs::temp_directory_path() / "caisson_match_sweeps";
  fs::create_directories(dir);
  const std::string a_usa = (dir / "a_usa.json").string(), a_csa = (dir / "a_csa.json").string();
  REQUIRE(run_caisson("sweep " + tiny() + " --runs 6 --commander USA=brigade --commander CSA=brigade:aggression=0.1 --json " + a_usa).code == 0);
  REQUIRE(run_caisson("sweep " + tiny() + " --runs 6 --commander USA=brigade:aggression=0.1 --commander CSA=brigade --json " + a_csa).code == 0);
  auto read = [](const std::string& path) {
    std::ifstream f(path);
    return nlohmann::json::parse(f);
  };
  int a_wins = 0, b_wins = 0, draws = 0;
  for (auto [path, a_side] : {std::pair{a_usa, 0}, std::pair{a_csa, 1}}) {
    const nlohmann::json shard = read(path);
    for (const auto& row : shard["battles"]) {
      const int winner = row[1].get<int>();
      if (winner < 0) ++draws;
      else if (winner == a_side) ++a_wins;
      else ++b_wins;
    }
  }
  auto match = run_caisson("match " + tiny() + " --a brigade --b brigade:aggression=0.1 --runs 6 --json", false);
  REQUIRE(match.code == 0);
  const nlohmann::json j = nlohmann::json::parse(match.out);
  CHECK(j["a_wins"] == a_wins);
  CHECK(j["b_wins"] == b_wins);
  CHECK(j["draws"] == draws);
  CHECK(j["games"] == 12);
  fs::remove_all(dir);
}

TEST_CASE("cli: match refuses bad commanders and arguments with exit 2", "[match][cli]") {
  auto a = run_caisson("match " + tiny() + " --a brigde --b brigade:aggression=0.1 --runs 2");
  CHECK(a.code == 2);
  CHECK_THAT(a.out, Catch::Contains("--a") && Catch::Contains("did you mean 'brigade'?"));
  auto b = run_caisson("match " + tiny() + " --a brigade --b regimental --runs 2");
  CHECK(b.code == 2);
  CHECK_THAT(b.out, Catch::Contains("--b") && Catch::Contains("the regimental commander was retired"));
  CHECK(run_caisson("match " + tiny() + " --a brigade --runs 2").code == 2);              // no --b
  CHECK(run_caisson("match " + tiny() + " --a brigade --b brigade").code == 2);           // no --runs
  CHECK(run_caisson("match " + tiny() + " --a brigade --b brigade --runs 0").code == 2);
  CHECK(run_caisson("match nowhere.lua --a brigade --b brigade --runs 2").code == 2);
  CHECK(run_caisson("match " + tiny() + " --a brigade --b brigade --runs 2 --rules chess").code == 2);
  CHECK(run_caisson("match --help").code == 0);
}

}  // namespace test_match
