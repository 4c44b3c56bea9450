// Gettysburg, 2 July 1863 (scripts/gettysburg.lua): the regiment-scale battle the mission asks to
// stay playable. It loads with more than 500 units (both armies, every arm it has), plays to a
// result under igor, the rules it is written for, with nothing the built-in commander asks
// refused, and the same seed plays the same battle, unit by unit and die by die. (The generic
// tests play it too, under every rule system: tests/test_*_battles.cpp, test_igor_invariants.cpp
// and test_ai.cpp.) Two plays of the whole battle: about a second in a release build.
#include <array>
#include <filesystem>
#include <vector>

#include <catch2/catch.hpp>

#include "battle_end.hpp"

#include "bindings/battle_loader.hpp"
#include "engine/ai/brigade_commander.hpp"
#include "engine/play/driver.hpp"

namespace test_gettysburg {

using namespace caisson;

namespace {

std::filesystem::path gettysburg() { return std::filesystem::path(CAISSON_SOURCE_ROOT) / "scripts" / "gettysburg.lua"; }

// The end every battle test compares, and what this one counts on the way.
struct Played : test_support::BattleEnd {
  int fired = 0;
};

struct Shots final : LogObserver {
  int* fired;
  explicit Shots(int* f) : fired(f) {}
  void record(const Battle&, const Record& r) override { *fired += std::holds_alternative<UnitFired>(r); }
};

Played play(std::uint64_t seed) {
  std::filesystem::path root = CAISSON_SOURCE_ROOT;
  auto loaded = lua::load_battle(gettysburg(), root);
  Battle b(loaded.scenario, seed);
  Played p;
  Shots shots(&p.fired);
  b.log.attach(&shots);
  BrigadeCommander ai;
  test_support::note_end(b, Driver(b, ai, ai).play(), p);
  return p;
}

}  // namespace

TEST_CASE("gettysburg: the second day loads at regiment scale with more than 500 units", "[gettysburg][battles]") {
  std::filesystem::path root = CAISSON_SOURCE_ROOT;
  auto loaded = lua::load_battle(gettysburg(), root);
  CHECK(loaded.scenario->rules == "igor");
  Battle b(loaded.scenario, 1);
  std::array<int, 2> units{}, batteries{}, on_table{};
  for (const Unit& u : b.units) {
    ++units[u.side];
    batteries[u.side] += u.arm == Arm::artillery;
    on_table[u.side] += u.status == UnitStatus::on_table;
  }
  INFO("USA " << units[0] << " (" << batteries[0] << " batteries), CSA " << units[1] << " (" << batteries[1] << " batteries)");
  CHECK(units[0] + units[1] > 500);
  // Both armies at regiment scale, with their guns; the VI and V Corps still to come.
  CHECK(units[0] > 250);
  CHECK(units[1] > 200);
  CHECK(batteries[0] > 40);
  CHECK(batteries[1] > 40);
  CHECK(on_table[0] < units[0]);
  CHECK(on_table[1] == units[1]);
}

TEST_CASE("gettysburg: plays to a result under igor, and the same seed replays the same battle", "[gettysburg][battles]") {
  Played a = play(1863);
  Played b = play(1863);
  INFO(a.outcome.condition << " on turn " << a.outcome.turn << "; refused " << a.refused[0] << "/" << a.refused[1]);
  CHECK(a.outcome.turn > 0);
  CHECK(a.outcome.turn <= 24);  // decided at dark, unless an army is gone before
  CHECK_FALSE(a.outcome.condition.empty());
  CHECK(a.outcome.condition != "stopped before the end");
  CHECK(a.refused[0] == 0);
  CHECK(a.refused[1] == 0);
  // It is a battle: shots fired, losses on both sides.
  CHECK(a.fired > 1000);
  CHECK(a.losses[0] > 0);
  CHECK(a.losses[1] > 0);
  test_support::check_same_end(a, b);
  CHECK(a.fired == b.fired);
}

}  // namespace test_gettysburg
