// Sweeps: statistics that merge exactly, the same whatever the number of workers; JSON shards;
// the Wilson interval and percentiles; the battle file's `history`.
#include <catch2/catch.hpp>

#include "cli_support.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>
#include <sys/wait.h>

#include "bindings/battle_loader.hpp"
#include "engine/sweep/history_check.hpp"
#include "engine/sweep/interval.hpp"
#include "engine/sweep/stats_json.hpp"
#include "engine/sweep/stats_observer.hpp"
#include "engine/sweep/sweep_runner.hpp"
#include "lua_test_support.hpp"

namespace test_sweep {

using namespace caisson;
using namespace caisson::sweep;

namespace {

const std::filesystem::path kRoot = CAISSON_SOURCE_ROOT;

// Plays seeds [first, first + count) of a battle file as `control` says, one Lua state per worker.
SweepStats sweep_file(const std::string& file, std::uint64_t first, std::uint64_t count, const SweepControl& control) {
  auto path = kRoot / file;
  SweepStats blank(*lua::load_battle(path, kRoot).scenario);
  auto make_player = [&]() -> PlayFn {
    auto loaded = std::make_shared<lua::LoadedBattle>(lua::load_battle(path, kRoot));
    auto observer = std::make_shared<StatsObserver>();
    return [loaded, observer](std::uint64_t seed, SweepStats& stats) {
      play_into(loaded->scenario, seed, stats, *observer, [&](const Battle& b) { loaded->forget(b); });
    };
  };
  return run_sweep(blank, {first, count}, make_player, control);
}

// The same on `workers` threads, without progress reports.
SweepStats sweep_file(const std::string& file, std::uint64_t first, std::uint64_t count, unsigned workers) {
  SweepControl control;
  control.workers = workers;
  return sweep_file(file, first, count, control);
}

using cli_test::Ran;
using cli_test::run_caisson;

std::string slurp(const std::filesystem::path& p) {
  std::ifstream f(p);
  std::stringstream s;
  s << f.rdbuf();
  return s.str();
}

// A hand-made result, for stats tests that need no battle: 150 men a stand lost.
Result result(int winner, VictoryLevel level, int turn, int lost0, int lost1, std::string condition = "c") {
  Result r;
  r.outcome.winner = winner;
  r.outcome.level = level;
  r.outcome.turn = turn;
  r.outcome.condition = std::move(condition);
  r.stands_lost = {lost0, lost1};
  r.men_lost = {150 * lost0, 150 * lost1};
  return r;
}

}  // namespace

TEST_CASE("a sweep's statistics do not depend on the number of workers", "[sweep]") {
  SweepStats one = sweep_file("tests/data/tiny.lua", 1, 20, 1);
  SweepStats three = sweep_file("tests/data/tiny.lua", 1, 20, 3);
  REQUIRE(one.size() == 20);
  CHECK(one == three);
  CHECK(to_json(one).dump() == to_json(three).dump());
  CHECK(one.rows().front().seed == 1);
  CHECK(one.rows().back().seed == 20);
  auto wins = one.wins();
  CHECK(wins[0] + wins[1] + one.draws() == 20);
  std::uint64_t conditions = 0;
  for (const auto& [text, n] : one.conditions()) conditions += n;
  CHECK(conditions == 20);
}

TEST_CASE("a sweep ends when its battles do, not at its next progress report", "[sweep]") {
  // Reports an hour apart: a runner that slept between them would hold this test for an hour.
  std::vector<std::uint64_t> reported;
  SweepControl control;
  control.workers = 2;
  control.every = std::chrono::hours(1);
  control.progress = [&](std::uint64_t done) { reported.push_back(done); };
  SweepStats played = sweep_file("tests/data/tiny.lua", 1, 6, control);
  CHECK(played.size() == 6);
  // A report as the workers start (unless they are through first) and the last, with every battle.
  REQUIRE(!reported.empty());
  CHECK(reported.size() <= 2);
  CHECK(reported.back() == 6);
}

TEST_CASE("two shards merge into exactly the sweep of their union", "[sweep]") {
  SweepStats low = sweep_file("tests/data/tiny.lua", 1, 8, 2);
  SweepStats high = sweep_file("tests/data/tiny.lua", 9, 12, 2);
  SweepStats all = sweep_file("tests/data/tiny.lua", 1, 20, 1);
  SweepStats merged = high;  // in either order
  merged.merge(low);
  CHECK(merged == all);
  // Losses in men are kept per battle, so they merge exactly too.
  REQUIRE(merged.counts_men());
  for (Side side : {Side{0}, Side{1}}) {
    CHECK(merged.men_lost(side) == all.men_lost(side));
    CHECK(merged.mean_men_lost(side) == all.mean_men_lost(side));
  }
  std::int64_t men = 0;
  for (const auto& row : all.rows()) men += row.men_lost[0] + row.men_lost[1];
  CHECK(men > 0);
  auto ranges = merged.seed_ranges();
  REQUIRE(ranges.size() == 1);
  CHECK(ranges[0] == std::pair<std::uint64_t, std::uint64_t>{1, 20});

  SECTION("overlapping shards are refused") {
    SweepStats overlapping = sweep_file("tests/data/tiny.lua", 5, 6, 1);
    CHECK_THROWS_AS(low.merge(overlapping), MergeError);
    CHECK_THROWS_WITH(low.merge(overlapping), Catch::Contains("seed 5"));
  }
  SECTION("shards of another battle are refused") {
    Scenario other;
    other.title = "Another battle";
    SweepStats foreign(other);
    foreign.add(100, result(0, VictoryLevel::marginal, 3, 1, 2), {}, {});
    CHECK_THROWS_AS(low.merge(foreign), MergeError);
  }
}

TEST_CASE("events and arrivals are counted by title and brigade, and merge by name", "[sweep]") {
  Scenario s;
  s.title = "Counting";
  s.events.emplace();
  auto entry = [](int low, int high, const char* title) {
    EventEntry e;
    e.low = low;
    e.high = high;
    e.title = title;
    return e;
  };
  s.events->entries.push_back(entry(2, 6, "Heat"));
  s.events->entries.push_back(entry(7, 7, "All quiet"));
  s.events->entries.push_back(entry(8, 12, "Heat"));  // one result, two ranges
  SweepStats a(s);
  const int fired1[] = {2, 0, 1}, fired2[] = {0, 3, 0};
  a.add(1, result(0, VictoryLevel::decisive, 5, 3, 9), fired1, {});
  a.add(2, result(-1, VictoryLevel::marginal, 12, 4, 4), fired2, {});
  REQUIRE(a.events().size() == 2);
  CHECK(a.events()[0] == EventCount{"Heat", 3, 1});
  CHECK(a.events()[1] == EventCount{"All quiet", 3, 1});
  CHECK(a.rows()[1].level == VictoryLevel::draw);  // a draw is a draw whatever the level said
  CHECK_THROWS_AS(a.add(2, result(0, VictoryLevel::marginal, 1, 0, 0), {}, {}), MergeError);

  SECTION("JSON round trip") {
    nlohmann::json j = to_json(a);
    CHECK(j["format"] == "caisson-sweep");
    CHECK(j["version"] == SweepStats::kFormatVersion);
    SweepStats back = stats_from_json(nlohmann::json::parse(j.dump()));
    CHECK(back == a);
    CHECK(to_json(back) == j);
    std::ostringstream streamed;  // as `caisson sweep --json` writes it
    write_json(streamed, a);
    CHECK(nlohmann::json::parse(streamed.str()) == j);
  }
  SECTION("a shard of sweep format 3 reads without losses in men, and will not merge with one that has them") {
    nlohmann::json j = to_json(a);
    j["version"] = 3;
    for (auto& row : j["battles"]) row.erase(row.end() - 2, row.end());
    j["history"] = nullptr;
    j.erase("history");
    SweepStats old = stats_from_json(j);
    CHECK_FALSE(old.counts_men());
    CHECK(old.stands_lost(1) == a.stands_lost(1));
    SweepStats fresh(s);
    fresh.add(3, result(0, VictoryLevel::marginal, 4, 1, 2), {}, {});
    CHECK_THROWS_WITH(fresh.merge(old), Catch::Contains("counted losses in men and the other did not"));
    SweepStats empty(s);
    empty.merge(old);  // a sweep with no battles yet takes the shard as it is
    CHECK_FALSE(empty.counts_men());
    j["battles"][0].push_back(0);  // a format-3 row is six numbers
    CHECK_THROWS_WITH(stats_from_json(j), Catch::Contains("a battle row is not [seed, winner, level, turn, lost, lost]"));
  }
  SECTION("damaged or newer JSON is refused") {
    nlohmann::json j = to_json(a);
    j["version"] = SweepStats::kFormatVersion + 1;
    CHECK_THROWS_WITH(stats_from_json(j), Catch::Contains("newer"));
    j = to_json(a);
    j["battles"][0] = "nonsense";
    CHECK_THROWS_AS(stats_from_json(j), StatsFormatError);
    CHECK_THROWS_AS(stats_from_json(nlohmann::json::object()), StatsFormatError);
  }
}

TEST_CASE("the sweep JSON of real battles round-trips", "[sweep]") {
  SweepStats s = sweep_file("tests/data/tiny.lua", 40, 5, 1);
  CHECK(stats_from_json(nlohmann::json::parse(to_json(s).dump())) == s);
}

TEST_CASE("Wilson score interval", "[sweep]") {
  auto close = [](double x) { return Approx(x).margin(1e-6); };
  CHECK(wilson(0, 10).low == 0.0);
  CHECK(wilson(0, 10).high == close(0.277533));
  CHECK(wilson(5, 10).low == close(0.236593));
  CHECK(wilson(5, 10).high == close(0.763407));
  CHECK(wilson(8, 10).low == close(0.490162));
  CHECK(wilson(8, 10).high == close(0.943318));
  CHECK(wilson(560, 1000).low == close(0.529063));
  CHECK(wilson(560, 1000).high == close(0.590478));
  CHECK(wilson(10, 10).high == Approx(1.0));
  CHECK(wilson(0, 0).low == 0.0);
  CHECK(wilson(0, 0).high == 1.0);
}

TEST_CASE("percentiles and percentile ranks", "[sweep]") {
  const std::vector<int> v{1, 2, 3, 4};
  CHECK(percentile(v, 50) == Approx(2.5));
  CHECK(percentile(v, 10) == Approx(1.3));
  CHECK(percentile(v, 90) == Approx(3.7));
  CHECK(percentile(v, 0) == 1);
  CHECK(percentile(v, 100) == 4);
  CHECK(percentile(std::vector<int>{7}, 90) == 7);
  CHECK(percentile(std::vector<int>{}, 50) == 0);
  CHECK(percentile_rank(v, 0) == 0);
  CHECK(percentile_rank(v, 5) == 100);
  CHECK(percentile_rank(v, 2) == Approx(37.5));  // one below, one tie counted half
  CHECK(percentile_rank(v, 2.5) == Approx(50));
  const std::vector<int> ties{3, 3, 3, 3};
  CHECK(percentile_rank(ties, 3) == Approx(50));
}

TEST_CASE("history against a sweep", "[sweep]") {
  Scenario s;
  s.title = "H";
  s.history = History{"CSA", {30, -1}, {-1, 1000}};
  SweepStats stats(s);
  for (int i = 0; i < 10; ++i)
    stats.add(static_cast<std::uint64_t>(i), result(i < 8 ? 1 : 0, VictoryLevel::marginal, 12, 10 * i, i), {}, {});
  auto h = check_history(stats);
  REQUIRE(h);
  CHECK(h->winner_count == 8);
  CHECK(h->winner_rate == Approx(0.8));
  CHECK(h->winner_interval.low == Approx(0.490162).margin(1e-6));
  REQUIRE(h->casualties[0]);
  CHECK(*h->casualties[0] == 30);
  CHECK(h->casualty_percentile[0] == Approx(35));  // 0,10,20 below, 30 tied
  CHECK_FALSE(h->casualties[1]);
  auto lost = stats.stands_lost(0);
  CHECK(percentile(lost, 50) == Approx(45));
  CHECK(stats.mean_stands_lost(0) == Approx(45));
  // In men: the CSA lost 150 men a stand, 0..1350; 1000 men has 0..900 (7 battles) below it.
  CHECK_FALSE(h->men[0]);
  REQUIRE(h->men[1]);
  CHECK(*h->men[1] == 1000);
  CHECK(h->men_percentile[1] == Approx(70));
  CHECK(stats.mean_men_lost(1) == Approx(675));
  // A shard that did not count men compares none.
  nlohmann::json j = to_json(stats);
  j["version"] = 3;
  for (auto& row : j["battles"]) row.erase(row.end() - 2, row.end());
  j["history"].erase("men");
  auto old = check_history(stats_from_json(j));
  REQUIRE(old);
  CHECK_FALSE(old->men[1]);
  CHECK(old->casualties[0]);
}

TEST_CASE("the loader reads a battle's history", "[sweep][lua]") {
  using lua_test::load_error;
  using lua_test::small_battle;
  auto loaded = lua::load_battle_text(
      "scripts/t.lua", small_battle("  history = { winner = \"CSA\", casualties = { USA = 30, CSA = 20 } },\n"),
      lua_test::no_content());
  REQUIRE(loaded.scenario->history);
  CHECK(loaded.scenario->history->winner == "CSA");
  CHECK(loaded.scenario->history->casualties == std::array<int, 2>{30, 20});

  auto partial = lua::load_battle_text("scripts/t.lua", small_battle("  history = { winner = \"draw\" },\n"),
                                       lua_test::no_content());
  REQUIRE(partial.scenario->history);
  CHECK(partial.scenario->history->casualties == std::array<int, 2>{-1, -1});
  CHECK_FALSE(lua::load_battle_text("scripts/t.lua", small_battle(), lua_test::no_content()).scenario->history);

  CHECK_THAT(load_error(small_battle("  history = { winner = \"Rebels\" },\n")),
             Catch::Contains("scripts/t.lua:1:") && Catch::Contains("winner: unknown side \"Rebels\""));
  CHECK_THAT(load_error(small_battle("  history = { winner = \"CSA\", casualties = { USA = \"many\" } },\n")),
             Catch::Contains("USA: expected a whole number, got string"));
  CHECK_THAT(load_error(small_battle("  history = { casualties = { Union = 3 } },\n")),
             Catch::Contains("unknown field 'Union'"));
  CHECK_THAT(load_error(small_battle("  history = { winer = \"CSA\" },\n")), Catch::Contains("did you mean 'winner'"));
  CHECK_THAT(load_error(small_battle("  history = \"CSA won\",\n")), Catch::Contains("history: expected"));

  // In men: a side's entry is a table; stands may come with it, or stand alone as a number.
  auto men = lua::load_battle_text(
      "scripts/t.lua",
      small_battle("  history = { winner = \"CSA\", casualties = { USA = { men = 1800 }, CSA = { men = 1500, stands = 9 } } },\n"),
      lua_test::no_content());
  REQUIRE(men.scenario->history);
  CHECK(men.scenario->history->men == std::array<int, 2>{1800, 1500});
  CHECK(men.scenario->history->casualties == std::array<int, 2>{-1, 9});
  CHECK_THAT(load_error(small_battle("  history = { casualties = { USA = { man = 3 } } },\n")),
             Catch::Contains("unknown field 'man'") && Catch::Contains("did you mean 'men'"));
  CHECK_THAT(load_error(small_battle("  history = { casualties = { USA = { } } },\n")),
             Catch::Contains("history: casualties: USA: expected { men = ... }"));
  CHECK_THAT(load_error(small_battle("  history = { casualties = { CSA = { men = -5 } } },\n")), Catch::Contains("men"));
}

TEST_CASE("the loader reads the scale of a battle's stands in men", "[sweep][lua]") {
  using lua_test::load_error;
  using lua_test::small_battle;
  auto plain = lua::load_battle_text("scripts/t.lua", small_battle(), lua_test::no_content());
  CHECK(plain.scenario->men_scale.per_stand == std::array<int, 2>{150, 150});
  CHECK(plain.scenario->men_scale.per_battery_stand == std::array<int, 2>{25, 25});
  auto both = lua::load_battle_text("scripts/t.lua", small_battle("  men_per_stand = 330, men_per_battery_stand = 40,\n"),
                                    lua_test::no_content());
  CHECK(both.scenario->men_scale.per_stand == std::array<int, 2>{330, 330});
  CHECK(both.scenario->men_scale.per_battery_stand == std::array<int, 2>{40, 40});
  auto sides = lua::load_battle_text("scripts/t.lua", small_battle("  men_per_stand = { USA = 240, CSA = 190 },\n"),
                                     lua_test::no_content());
  CHECK(sides.scenario->men_scale.per_stand == std::array<int, 2>{240, 190});
  Unit grey;
  grey.side = 1;
  grey.stands = 3;
  CHECK(sides.scenario->men_scale.men_of(grey) == 570);
  grey.arm = Arm::artillery;
  CHECK(sides.scenario->men_scale.men_of(grey) == 75);
  CHECK_THAT(load_error(small_battle("  men_per_stand = 0,\n")), Catch::Contains("men_per_stand"));
  CHECK_THAT(load_error(small_battle("  men_per_stand = { Union = 200 },\n")), Catch::Contains("unknown field 'Union'"));
  CHECK_THAT(load_error(small_battle("  men_per_stand = \"many\",\n")),
             Catch::Contains("scripts/t.lua:1:") && Catch::Contains("men_per_stand: expected a whole number"));
}

TEST_CASE("cli: sweep and merge", "[sweep][cli]") {
  lua_test::TempFolder tmp;
  const std::string tiny = (kRoot / "tests/data/tiny.lua").string();
  auto at = [&](const char* name) { return (tmp.path / name).string(); };

  auto one = run_caisson("sweep " + tiny + " --runs 12 -j 1 --json " + at("one.json") + " --csv " + at("one.csv"));
  REQUIRE(one.code == 0);
  CHECK_THAT(one.out, Catch::Contains("Tiny: 12 battles, seeds 1..12") && Catch::Contains("95% interval") &&
                          Catch::Contains("Casualties") && Catch::Contains("Turn decided"));
  auto three = run_caisson("sweep " + tiny + " --seeds 1:13 -j 3 --json " + at("three.json"));
  REQUIRE(three.code == 0);
  CHECK(three.out == one.out);
  CHECK(slurp(at("three.json")) == slurp(at("one.json")));
  std::string csv = slurp(at("one.csv"));
  CHECK(csv.rfind("seed,winner,level,turn,lost_USA,lost_CSA,men_lost_USA,men_lost_CSA\n1,", 0) == 0);
  CHECK(std::count(csv.begin(), csv.end(), '\n') == 13);

  REQUIRE(run_caisson("sweep " + tiny + " --seeds 1:5 --json " + at("a.json")).code == 0);
  REQUIRE(run_caisson("sweep " + tiny + " --seeds 5:13 --json " + at("b.json")).code == 0);
  auto merged = run_caisson("merge " + at("b.json") + " " + at("a.json") + " -o " + at("ab.json"));
  CHECK(merged.code == 0);
  CHECK(merged.out == one.out);
  CHECK(slurp(at("ab.json")) == slurp(at("one.json")));

  auto overlap = run_caisson("merge " + at("a.json") + " " + at("one.json"));
  CHECK(overlap.code == 2);
  CHECK_THAT(overlap.out, Catch::Contains("overlap") && Catch::Contains("seed 1"));

  CHECK(run_caisson("sweep " + tiny + " --seeds 5:5").code == 2);
  CHECK(run_caisson("sweep " + tiny + " --seeds x").code == 2);
  CHECK(run_caisson("sweep " + tiny).code == 2);  // neither --runs nor --seeds
  CHECK(run_caisson("sweep " + (kRoot / "tests/data/bad_quality.lua").string() + " --runs 3").code == 2);
  CHECK(run_caisson("merge " + at("missing.json")).code == 2);
}

TEST_CASE("cli: the sweep report's columns line up under their headings, whatever the battle names", "[sweep][cli]") {
  // An event title far wider than the table's usual first column, and one with curly quotes
  // (three bytes, one column each).
  std::string tiny = slurp(kRoot / "tests/data/tiny.lua");
  const std::string events =
      "  events = event_table \"Long titles\" { dice = \"2d6\",\n"
      "    [\"2-7\"] = \"A very long event title that runs well past thirty-two columns\",\n"
      "    [\"8-12\"] = \"\u201cQuiet\u201d\" },\n";
  tiny.insert(tiny.find("  forces = {"), events);
  lua_test::TempFolder tmp;
  tmp.write("long_titles.lua", tiny);
  auto ran = run_caisson("sweep " + (tmp.path / "long_titles.lua").string() + " --runs 6 -j 1");
  REQUIRE(ran.code == 0);
  // The table under a heading: its lines up to the next blank one.
  auto table = [&](const std::string& heading) {
    std::istringstream lines(ran.out);
    std::vector<std::string> found;
    for (std::string line; std::getline(lines, line);) {
      if (line.rfind(heading, 0) == 0) found.push_back(line);
      else if (!found.empty() && line.empty()) break;
      else if (!found.empty()) found.push_back(line);
    }
    return found;
  };
  // Where each word of a line ends, in columns (not bytes).
  auto word_ends = [](const std::string& s) {
    std::vector<std::size_t> at;
    std::size_t column = 0;
    for (std::size_t i = 0; i < s.size(); ++i) {
      column += (s[i] & 0xC0) != 0x80;
      if (s[i] != ' ' && (i + 1 == s.size() || s[i + 1] == ' ')) at.push_back(column);
    }
    return at;
  };
  // Each figure of a row ends where its heading does: the words so many from each line's end.
  auto lined_up = [&](const std::vector<std::string>& t, std::vector<std::size_t> heading_back,
                      std::vector<std::size_t> row_back) {
    REQUIRE(t.size() >= 3);
    auto pick = [&](const std::string& line, const std::vector<std::size_t>& back) {
      const auto ends = word_ends(line);
      std::vector<std::size_t> picked;
      for (std::size_t b : back) picked.push_back(b <= ends.size() ? ends[ends.size() - b] : 0);
      return picked;
    };
    INFO(t[0] << "\n" << t[1]);
    for (std::size_t i = 1; i < t.size(); ++i) CHECK(pick(t[i], row_back) == pick(t[0], heading_back));
  };
  const auto events_table = table("Event results");
  CHECK(events_table.size() == 3);
  lined_up(events_table, {5, 3, 1}, {3, 2, 1});              // fired | per battle | in battles
  lined_up(table("Casualties (stands"), {4, 3, 2, 1}, {4, 3, 2, 1});  // mean | p10 | median | p90
  lined_up(table("Casualties (men"), {4, 3, 2, 1}, {4, 3, 2, 1});
  lined_up(table("Winner"), {4, 3}, {5, 4});                  // battles | rate (then the interval)
}

}  // namespace test_sweep
