// A sweep plays each battle from the battle file loaded again in a fresh state (lua::load_again),
// taking the forces as first read rather than reading every unit again. The battle file loaded
// again must stand and play exactly as when first loaded: every shipped battle and the reference
// battle, its units placed alike before play and every unit where it was at the end of the same
// seed.
#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "bindings/battle_loader.hpp"
#include "engine/ai/army_command.hpp"
#include "engine/play/driver.hpp"
#include "shipped_battles.hpp"

namespace test_load_again {

using namespace caisson;
namespace fs = std::filesystem;

namespace {

const fs::path kRoot = CAISSON_SOURCE_ROOT;

// Where every unit stands and what it is, in words: two scenarios or battles agree when these do.
std::string units_as_they_stand(const std::vector<Unit>& units) {
  std::string s;
  for (const Unit& u : units)
    s += fmt::format("{} {} {} ({:.6f}, {:.6f}) {:.6f} {} stands {} hits {} {}\n", u.id, u.name, u.brigade,
                     u.position.x, u.position.y, u.facing, static_cast<int>(u.status), u.stands, u.hits,
                     static_cast<int>(u.formation));
  return s;
}

std::string played(const lua::LoadedBattle& loaded, std::uint64_t seed) {
  Battle b(loaded.scenario, seed);
  ArmyCommand ai(loaded.scenario->controllers);
  const Outcome& o = Driver(b, ai, ai).play();
  return fmt::format("{} {} {}\n", o.winner, o.turn, o.condition) + units_as_they_stand(b.units);
}

}  // namespace

TEST_CASE("a battle file loaded again for a sweep's next battle stands and plays as when first loaded", "[lua][sweep]") {
  for (const fs::path& file : test_support::shipped_battle_files()) {
    INFO(file.filename().string());
    const lua::LoadedBattle first = lua::load_battle(file, kRoot);
    const lua::LoadedBattle again = lua::load_again(first);
    const lua::LoadedBattle third = lua::load_again(again);  // a worker's third battle
    CHECK(units_as_they_stand(again.scenario->units) == units_as_they_stand(first.scenario->units));
    CHECK(again.scenario->oob.nodes().size() == first.scenario->oob.nodes().size());
    CHECK(again.scenario->commanders.size() == first.scenario->commanders.size());
    CHECK(again.scenario->deployments.size() == first.scenario->deployments.size());
    CHECK(again.scenario->reinforcements.size() == first.scenario->reinforcements.size());
    const std::uint64_t seed = 7;
    const std::string as_first = played(first, seed);
    CHECK(played(again, seed) == as_first);
    CHECK(played(third, seed) == as_first);
  }
}

}  // namespace test_load_again
