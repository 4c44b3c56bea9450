// A sweep's worker plays its next battle in the state its last battle was played in when that
// battle left the battle file's Lua world as it was loaded, and from the file loaded again when
// it did not (lua::WorkerBattles, lua::LoadedWorld): either way each seed plays exactly as from
// a freshly loaded file.
#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "bindings/worker_battles.hpp"
#include "engine/ai/army_command.hpp"
#include "engine/play/driver.hpp"
#include "lua_test_support.hpp"
#include "shipped_battles.hpp"

namespace test_worker_battles {

using namespace caisson;
namespace fs = std::filesystem;

namespace {

const fs::path kRoot = CAISSON_SOURCE_ROOT;

// How a battle ended and where every unit stands: two plays agree when these do.
std::string played_out(const Battle& b) {
  std::string s = b.outcome ? fmt::format("{} {} {}\n", b.outcome->winner, b.outcome->turn, b.outcome->condition) : "";
  for (const Unit& u : b.units)
    s += fmt::format("{} ({:.6f}, {:.6f}) {:.6f} {} stands {} hits {}\n", u.name, u.position.x, u.position.y, u.facing,
                     static_cast<int>(u.status), u.stands, u.hits);
  return s;
}

std::string played(const lua::LoadedBattle& loaded, std::uint64_t seed) {
  Battle b(loaded.scenario, seed);
  ArmyCommand ai(loaded.scenario->controllers);
  Driver(b, ai, ai).play();
  return played_out(b);
}

// The worker's next battle, played and ended.
std::string played_next(lua::WorkerBattles& worker, std::uint64_t seed) {
  const lua::LoadedBattle& loaded = worker.next();
  Battle b(loaded.scenario, seed);
  ArmyCommand ai(loaded.scenario->controllers);
  Driver(b, ai, ai).play();
  worker.ended(b);
  return played_out(b);
}

// A battle of one regiment a side whose victory function ends it on the first turn it is asked,
// and on no other when `file_state` (run at the top of the file) and `hook` (a turn_start hook's
// body) keep count in the file's world rather than in b.vars.
std::string counting_battle(const std::string& file_state, const std::string& hook, const std::string& count) {
  return file_state + "\n" +
         lua_test::small_battle(fmt::format("  on = {{ turn_start = function(b) {} end }},\n"
                                            "  victory = function(b)\n"
                                            "    if {} == 1 then return {{ winner = \"USA\", condition = \"asked once\" }} end\n"
                                            "    return {{ winner = \"CSA\", condition = \"asked again\" }}\n"
                                            "  end,\n",
                                            hook, count));
}

}  // namespace

TEST_CASE("a sweep's worker plays every shipped battle's next seed in the same state, as from a fresh load", "[lua][sweep]") {
  for (const fs::path& file : test_support::shipped_battle_files()) {
    INFO(file.filename().string());
    const lua::LoadedBattle first = lua::load_battle(file, kRoot);
    lua::WorkerBattles worker(first);
    played_next(worker, 3);
    const std::string after_another = played_next(worker, 7);
    CHECK(worker.played_again() == 1);  // none of them keeps anything at file level
    CHECK(after_another == played(lua::load_again(first), 7));
  }
}

TEST_CASE("a battle that changes its file's world leaves the worker's next battle to the file loaded again", "[lua][sweep]") {
  struct Case {
    const char* what;
    std::string file;
    int played_again;  // of the second battle
  };
  const std::vector<Case> cases = {
      {"a count kept in b.vars, dropped as the battle ends",
       counting_battle("", "b.vars.n = (b.vars.n or 0) + 1", "b.vars.n"), 1},
      {"a count in a file-level local", counting_battle("local n = 0", "n = n + 1", "n"), 0},
      {"a count in a file-level table", counting_battle("local seen = {}", "seen[#seen + 1] = b.turn", "#seen"), 0},
      {"a count in a module's table",
       counting_battle("local seen = string", "string.count = (string.count or 0) + 1", "string.count"), 0},
      {"the collector asked",
       counting_battle("local n = 0", "collectgarbage('count') n = 1", "n"), 0},
      {"a world too large to walk (a table of 30,000 values), loaded again instead",
       counting_battle("local big = {} for i = 1, 30000 do big[i] = i end",
                       "local _ = big b.vars.n = (b.vars.n or 0) + 1", "b.vars.n"), 0},
      {"a weak table at file level, whose entries go when the collector runs",
       counting_battle("local cache = setmetatable({}, { __mode = 'k' })",
                       "local _ = cache b.vars.n = (b.vars.n or 0) + 1", "b.vars.n"), 0},
  };
  for (const Case& c : cases) {
    INFO(c.what);
    const lua::LoadedBattle first = lua::load_battle_text("scripts/t.lua", c.file, lua_test::no_content());
    lua::WorkerBattles worker(first);
    const std::string once = played_next(worker, 1);
    CHECK_THAT(once, Catch::Contains("asked once"));
    CHECK(played_next(worker, 1) == once);
    CHECK(played_next(worker, 1) == once);  // (a worker that gave up walking the world loads it every time)
    CHECK(worker.played_again() == 2 * c.played_again);
  }
}

}  // namespace test_worker_battles
