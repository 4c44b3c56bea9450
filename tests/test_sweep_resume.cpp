// Sweeps that survive being stopped (#38): seed sets, checkpoints, SIGTERM and SIGKILL at random
// moments, `sweep --resume`, and `merge` refusing gaps, other builds, other battle texts and
// damaged shards.
#include <catch2/catch.hpp>

#include "cli_support.hpp"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "bindings/battle_loader.hpp"
#include "engine/sweep/seed_set.hpp"
#include "engine/sweep/stats_json.hpp"
#include "engine/sweep/stats_observer.hpp"
#include "engine/sweep/sweep_runner.hpp"
#include "lua_test_support.hpp"

extern char** environ;

namespace test_sweep_resume {

using namespace caisson;
using namespace caisson::sweep;
using cli_test::run_caisson;

namespace {

const std::filesystem::path kRoot = CAISSON_SOURCE_ROOT;

std::string slurp(const std::filesystem::path& p) {
  std::ifstream f(p);
  std::stringstream s;
  s << f.rdbuf();
  return s.str();
}

void spill(const std::filesystem::path& p, const std::string& text) { std::ofstream(p) << text; }

// `caisson ARGS...` started in the background, its output thrown away: a sweep to stop.
pid_t start_caisson(const std::vector<std::string>& args) {
  std::vector<std::string> all{CAISSON_EXE};
  all.insert(all.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (auto& a : all) argv.push_back(a.data());
  argv.push_back(nullptr);
  posix_spawn_file_actions_t quiet;
  posix_spawn_file_actions_init(&quiet);
  posix_spawn_file_actions_addopen(&quiet, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&quiet, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
  pid_t pid = -1;
  const int failed = posix_spawn(&pid, CAISSON_EXE, &quiet, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&quiet);
  REQUIRE(failed == 0);
  return pid;
}

// The same seeds' rows, the shard's a subset of the whole sweep's.
bool rows_within(const SweepStats& part, const SweepStats& whole) {
  for (const auto& row : part.rows()) {
    auto at = std::lower_bound(whole.rows().begin(), whole.rows().end(), row.seed,
                               [](const BattleRow& r, std::uint64_t seed) { return r.seed < seed; });
    if (at == whole.rows().end() || !(*at == row)) return false;
  }
  return true;
}

SweepStats shard_at(const std::filesystem::path& p) { return stats_from_json(nlohmann::json::parse(slurp(p))); }

// How many kill trials: CAISSON_KILL_TRIALS when set (docs/cluster.md runs 50), else a few.
int kill_trials() {
  if (const char* n = std::getenv("CAISSON_KILL_TRIALS")) return std::max(1, std::atoi(n));
#ifdef CAISSON_SANITIZED
  return 4;
#else
  return 10;
#endif
}

}  // namespace

TEST_CASE("seed sets: union, difference, indexing and ranges in words", "[sweep][resume]") {
  SeedSet s;
  s.add({10, 20});
  s.add({30, 40});
  s.add({20, 25});  // touches the first: one range
  REQUIRE(s.spans().size() == 2);
  CHECK(s.spans()[0] == SeedSpan{10, 25});
  CHECK(s.count() == 25);
  CHECK(s.at(0) == 10);
  CHECK(s.at(14) == 24);
  CHECK(s.at(15) == 30);
  CHECK(s.at(24) == 39);
  CHECK(s.contains(24));
  CHECK_FALSE(s.contains(25));
  CHECK(s.hull() == SeedSpan{10, 40});
  CHECK(s.text() == "10..24, 30..39");
  s.add({0, 100});  // swallows both
  CHECK(s.spans().size() == 1);

  SeedSet asked({0, 100});
  SeedSet played;
  played.add({0, 10});
  played.add({50, 51});
  played.add({90, 100});
  const SeedSet missing = asked.minus(played);
  CHECK(missing.text() == "10..49, 51..89");
  CHECK(missing.count() == 79);
  CHECK(played.minus(asked).empty());
  CHECK(SeedSet().minus(asked).empty());
  CHECK(SeedSet({5, 5}).empty());
}

TEST_CASE("a sweep saves checkpoints of whole battles while it plays", "[sweep][resume]") {
  auto path = kRoot / "tests/data/tiny.lua";
  SweepStats blank(*lua::load_battle(path, kRoot).scenario);
  auto make_player = [&]() -> PlayFn {
    auto loaded = std::make_shared<lua::LoadedBattle>(lua::load_battle(path, kRoot));
    auto observer = std::make_shared<StatsObserver>();
    return [loaded, observer](std::uint64_t seed, SweepStats& stats) {
      play_into(loaded->scenario, seed, stats, *observer, [&](const Battle& b) { loaded->forget(b); });
      std::this_thread::sleep_for(std::chrono::milliseconds(2));  // long enough for a few checkpoints
    };
  };
  std::vector<SweepStats> checkpoints;
  SweepControl control;
  control.workers = 2;
  control.checkpoint_every = std::chrono::milliseconds(5);
  control.checkpoint = [&](const SweepStats& so_far) { checkpoints.push_back(so_far); };
  SweepStats all = run_sweep(blank, SeedSet({1, 61}), make_player, control);
  REQUIRE(all.size() == 60);
  REQUIRE(!checkpoints.empty());
  for (const auto& c : checkpoints) {
    CHECK(c.size() <= all.size());
    CHECK(rows_within(c, all));
    std::uint64_t conditions = 0;  // each battle counted whole: its row and its counts together
    for (const auto& [text, n] : c.conditions()) conditions += n;
    CHECK(conditions == c.size());
  }
}

TEST_CASE("cli: SIGTERM and SIGKILL at random moments never leave a damaged shard, and --resume completes it exactly",
          "[sweep][resume][cli]") {
  lua_test::TempFolder tmp;
  const std::string battle = (kRoot / "scripts/teaching_battle.lua").string();
#ifdef CAISSON_SANITIZED
  const std::string seeds = "0:300";
#else
  const std::string seeds = "0:1500";
#endif
  const auto whole_json = tmp.path / "whole.json";
  auto whole = run_caisson("sweep " + battle + " --seeds " + seeds + " -j 2 --json " + whole_json.string(), false);
  REQUIRE(whole.code == 0);
  const SweepStats whole_stats = shard_at(whole_json);
  const auto took = std::chrono::milliseconds(500);

  std::mt19937 random(38);
  int resumed = 0;
  for (int trial = 0; trial < kill_trials(); ++trial) {
    const bool hard = trial % 2 == 1;  // SIGKILL every other trial
    const auto after = std::chrono::milliseconds(std::uniform_int_distribution<int>(0, static_cast<int>(took.count()))(random));
    const auto shard = tmp.path / ("trial" + std::to_string(trial) + ".json");
    INFO("trial " << trial << ": " << (hard ? "SIGKILL" : "SIGTERM") << " after " << after.count() << " ms");
    pid_t pid = start_caisson({"sweep", battle, "--seeds", seeds, "-j", "2", "--json", shard.string(), "--checkpoint", "0.05"});
    std::this_thread::sleep_for(after);
    kill(pid, hard ? SIGKILL : SIGTERM);
    int status = 0;
    REQUIRE(waitpid(pid, &status, 0) == pid);
    if (!hard && WIFEXITED(status)) CHECK((WEXITSTATUS(status) == 143 || WEXITSTATUS(status) == 0));
    if (!std::filesystem::exists(shard)) continue;  // stopped before its first checkpoint

    // Whatever moment it was stopped at, the shard is whole, and its battles are the sweep's.
    SweepStats part;
    REQUIRE_NOTHROW(part = shard_at(shard));
    CHECK(part.asked() == whole_stats.asked());
    CHECK(rows_within(part, whole_stats));

    auto rest = run_caisson("sweep --resume " + shard.string() + " -j 2", false);
    CHECK(rest.code == 0);
    CHECK(rest.out == whole.out);
    CHECK(slurp(shard) == slurp(whole_json));
    ++resumed;
  }
  CHECK(resumed > 0);
}

TEST_CASE("cli: --resume plays only the seeds a shard lacks, and refuses a shard it cannot finish", "[sweep][resume][cli]") {
  lua_test::TempFolder tmp;
  const std::string tiny = (kRoot / "tests/data/tiny.lua").string();
  auto at = [&](const std::string& name) { return (tmp.path / name).string(); };
  auto whole = run_caisson("sweep " + tiny + " --seeds 0:40 -j 2 --json " + at("whole.json"), false);
  REQUIRE(whole.code == 0);

  SECTION("a shard with holes in the middle and at the end is completed to the uninterrupted sweep") {
    REQUIRE(run_caisson("sweep " + tiny + " --seeds 0:10 --json " + at("a.json")).code == 0);
    REQUIRE(run_caisson("sweep " + tiny + " --seeds 20:25 --json " + at("b.json")).code == 0);
    REQUIRE(run_caisson("merge " + at("a.json") + " " + at("b.json") + " --seeds 0:40 --allow-gaps --no-report -o " + at("part.json")).code == 0);
    auto rest = run_caisson("sweep --resume " + at("part.json") + " -j 2 --csv " + at("part.csv"));
    CHECK(rest.code == 0);
    CHECK_THAT(rest.out, Catch::Contains("resuming " + at("part.json") + ": 15 of 40 battles played; playing the other 25"));
    CHECK(slurp(at("part.json")) == slurp(at("whole.json")));
    CHECK(run_caisson("sweep --resume " + at("part.json"), false).out == whole.out);  // complete: plays nothing
    const std::string csv = slurp(at("part.csv"));
    CHECK(std::count(csv.begin(), csv.end(), '\n') == 41);
  }
  SECTION("--json writes the completed shard elsewhere, and leaves the partial one as it was") {
    REQUIRE(run_caisson("sweep " + tiny + " --seeds 0:10 --json " + at("a.json")).code == 0);
    REQUIRE(run_caisson("merge " + at("a.json") + " --seeds 0:40 --allow-gaps --no-report -o " + at("part.json")).code == 0);
    const std::string before = slurp(at("part.json"));
    CHECK(run_caisson("sweep --resume " + at("part.json") + " --json " + at("done.json")).code == 0);
    CHECK(slurp(at("done.json")) == slurp(at("whole.json")));
    CHECK(slurp(at("part.json")) == before);
  }
  SECTION("refusals") {
    auto refused = [&](const std::string& args, const std::string& says) {
      auto r = run_caisson(args);
      INFO(args << "\n" << r.out);
      CHECK(r.code == 2);
      CHECK_THAT(r.out, Catch::Contains(says));
    };
    nlohmann::json shard = nlohmann::json::parse(slurp(at("whole.json")));
    auto edited = [&](const std::string& name, auto edit) {
      nlohmann::json j = shard;
      edit(j);
      spill(at(name), j.dump());
      return at(name);
    };
    refused("sweep --resume " + edited("other_build.json", [](auto& j) { j["caisson"] = "0.0.1"; }),
            "written by caisson 0.0.1, and this is caisson");
    refused("sweep --resume " + edited("format2.json", [](auto& j) {
              j["version"] = 2;
              for (const char* k : {"caisson", "file", "text", "rules", "asked"}) j.erase(k);
              for (auto& row : j["battles"]) row.erase(row.end() - 2, row.end());  // no men lost before format 4
              if (j.contains("history")) j["history"].erase("men");
            }),
            "did not record its version");
    refused("sweep --resume " + edited("moved.json", [](auto& j) { j["file"] = "no/such/battle.lua"; }),
            "cannot open its battle file \"no/such/battle.lua\"");
    refused("sweep --resume " + at("whole.json") + " --seeds 0:5", "give no --runs, --seed or --seeds");
    refused("sweep --resume " + at("whole.json") + " --rules north", "played under the igor rules, not north");
    refused("sweep --resume " + at("whole.json") + " --commander both=brigade:caution=0.8", "played by other commanders");
    refused("sweep --resume " + at("missing.json"), "cannot read " + at("missing.json"));
    refused("sweep " + tiny + " --runs 3 --checkpoint 5", "--checkpoint rewrites the --json shard");

    // The battle file edited after the shard was begun.
    tmp.write("scripts/edited.lua", slurp(tiny));
    REQUIRE(run_caisson("sweep " + at("scripts/edited.lua") + " --seeds 0:10 --json " + at("edited.json")).code == 0);
    REQUIRE(run_caisson("merge " + at("edited.json") + " --seeds 0:20 --allow-gaps --no-report -o " + at("edited_part.json")).code == 0);
    tmp.write("scripts/edited.lua", slurp(tiny) + "-- a comment changes the text\n");
    refused("sweep --resume " + at("edited_part.json"), "edited.lua has changed since the shard was begun");
  }
}

TEST_CASE("cli: merge reports missing seeds and refuses other builds and other battle texts, naming the files",
          "[sweep][resume][cli]") {
  lua_test::TempFolder tmp;
  const std::string tiny = (kRoot / "tests/data/tiny.lua").string();
  auto at = [&](const std::string& name) { return (tmp.path / name).string(); };
  for (const char* seeds : {"0:10", "10:20", "30:40"})
    REQUIRE(run_caisson("sweep " + tiny + " --seeds " + seeds + " --json " + at(std::string("s") + seeds + ".json")).code == 0);
  const std::string first = at("s0:10.json"), second = at("s10:20.json"), last = at("s30:40.json");

  auto gap = run_caisson("merge " + first + " " + second + " " + last + " -o " + at("merged.json"));
  CHECK(gap.code == 2);
  CHECK_THAT(gap.out, Catch::Contains("10 of the seeds 0..39 are missing: 20..29") && Catch::Contains("--allow-gaps"));
  CHECK_FALSE(std::filesystem::exists(at("merged.json")));  // an incomplete set is never written as complete

  auto end_missing = run_caisson("merge " + first + " " + second + " --seeds 0:30 --no-report");
  CHECK(end_missing.code == 2);
  CHECK_THAT(end_missing.out, Catch::Contains("missing: 20..29"));

  auto allowed = run_caisson("merge " + first + " " + second + " " + last + " --allow-gaps --no-report -o " + at("merged.json"));
  CHECK(allowed.code == 0);
  CHECK(shard_at(at("merged.json")).missing().text() == "20..29");

  REQUIRE(run_caisson("merge " + first + " " + second + " --no-report").code == 0);

  // A shard stopped part way is named, with what it lacks.
  nlohmann::json partial = nlohmann::json::parse(slurp(second));
  partial["battles"].erase(partial["battles"].begin() + 5, partial["battles"].end());
  partial["conditions"] = nlohmann::json::object();  // counts need not agree for this message
  spill(at("partial.json"), partial.dump());
  auto incomplete = run_caisson("merge " + first + " " + at("partial.json") + " --no-report");
  CHECK(incomplete.code == 2);
  CHECK_THAT(incomplete.out, Catch::Contains(at("partial.json") + ": 5 of the 10 seeds it was asked for were not played: 15..19"));

  nlohmann::json other_build = nlohmann::json::parse(slurp(second));
  other_build["caisson"] = "0.0.1";
  spill(at("other_build.json"), other_build.dump());
  auto build = run_caisson("merge " + first + " " + at("other_build.json"));
  CHECK(build.code == 2);
  CHECK_THAT(build.out, Catch::Contains(first + " and " + at("other_build.json") + " cannot be merged: written by different caisson versions") &&
                            Catch::Contains("caisson 0.0.1"));

  tmp.write("scripts/tiny_edited.lua", slurp(tiny) + "-- the same battle, another text\n");
  REQUIRE(run_caisson("sweep " + at("scripts/tiny_edited.lua") + " --seeds 10:20 --json " + at("edited.json")).code == 0);
  auto text = run_caisson("merge " + first + " " + at("edited.json"));
  CHECK(text.code == 2);
  CHECK_THAT(text.out, Catch::Contains(first + " and " + at("edited.json") + " cannot be merged: played from different battle-file texts"));
}

TEST_CASE("cli: a damaged shard is bad input naming the file, never a crash", "[sweep][resume][cli]") {
  lua_test::TempFolder tmp;
  const std::string tiny = (kRoot / "tests/data/tiny.lua").string();
  const auto good_path = tmp.path / "good.json";
  REQUIRE(run_caisson("sweep " + tiny + " --seeds 0:5 --json " + good_path.string()).code == 0);
  const std::string good = slurp(good_path);
  const nlohmann::json shard = nlohmann::json::parse(good);

  std::vector<std::string> damaged{"", "null", "[]", "{}", "\"caisson-sweep\"", good.substr(0, good.size() / 2),
                                   std::string("\x00\xff\xfe garbage", 12), std::string(100000, '[') + std::string(100000, ']')};
  auto with = [&](auto edit) {
    nlohmann::json j = shard;
    edit(j);
    damaged.push_back(j.dump());
  };
  with([](auto& j) { j["format"] = 7; });
  with([](auto& j) { j["version"] = "3"; });
  with([](auto& j) { j["version"] = 99; });
  with([](auto& j) { j["version"] = -1; });
  with([](auto& j) { j["battles"] = "many"; });
  with([](auto& j) { j["battles"][0] = nlohmann::json::array({1, 0, "marginal", 3, 4}); });
  with([](auto& j) { j["battles"][0][0] = -1; });
  with([](auto& j) { j["battles"][0][0] = 1.5; });
  with([](auto& j) { j["battles"][0][0] = 18446744073709551615ULL; });
  with([](auto& j) { j["battles"][0][1] = 7; });
  with([](auto& j) { j["battles"][0][1] = 300; });
  with([](auto& j) { j["battles"][0][2] = "crushing"; });
  with([](auto& j) { j["battles"][0][3] = 1000000000; });
  with([](auto& j) { j["battles"][0][4] = "three"; });
  with([](auto& j) { j["battles"][1] = j["battles"][0]; });  // a seed twice
  with([](auto& j) { j["battles"][0][0] = 99; });             // played, never asked
  with([](auto& j) { j["asked"] = nlohmann::json::array({nlohmann::json::array({5, 5})}); });
  with([](auto& j) { j["asked"] = 3; });
  with([](auto& j) { j["asked"] = nlohmann::json::array({nlohmann::json::array({0})}); });
  with([](auto& j) { j["sides"] = "USA"; });
  with([](auto& j) { j["commanders"] = nlohmann::json::array({"brigade"}); });
  with([](auto& j) { j["caisson"] = 1; });
  with([](auto& j) { j.erase("text"); });
  with([](auto& j) { j["conditions"] = nlohmann::json::array(); });
  with([](auto& j) { j["conditions"]["x"] = -4; });
  with([](auto& j) { j["events"] = nlohmann::json::array({{{"title", "x"}}}); });
  with([](auto& j) { j["arrivals"] = nlohmann::json::array({{{"brigade", "b"}, {"on_turn", {{"x", 1}}}, {"never", 0}}}); });
  with([](auto& j) { j["arrivals"] = nlohmann::json::array({{{"brigade", "b"}, {"on_turn", {{"99999999999", 1}}}, {"never", 0}}}); });
  with([](auto& j) { j["history"] = {{"winner", "USA"}, {"casualties", {1}}}; });

  for (std::size_t i = 0; i < damaged.size(); ++i) {
    const auto path = tmp.path / ("damaged" + std::to_string(i) + ".json");
    spill(path, damaged[i]);
    INFO("damaged shard " << i << ": " << damaged[i].substr(0, 200));
    for (const std::string command : {"merge ", "sweep --resume "}) {
      auto r = run_caisson(command + path.string());
      INFO(command << "\n" << r.out);
      CHECK(r.code == 2);
      CHECK_THAT(r.out, Catch::Contains(path.string() + ": "));
    }
  }
}

}  // namespace test_sweep_resume
