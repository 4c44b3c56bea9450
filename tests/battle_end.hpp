#pragma once
// How a played battle ended, unit by unit and die by die: what two plays of the same seed must
// share (and another seed most likely not). Each battle test keeps its own counters beside it.
#include <array>
#include <cstdint>
#include <vector>

#include <catch2/catch.hpp>

#include "engine/play/battle.hpp"

namespace test_support {

struct UnitEnd {
  caisson::UnitStatus status;
  int stands;
  int hits;
  caisson::Vec2 at;
  bool operator==(const UnitEnd&) const = default;
};

struct BattleEnd {
  caisson::Outcome outcome;
  std::array<int, 2> refused{};
  std::array<int, 2> losses{};
  std::uint64_t rolls = 0;
  std::vector<UnitEnd> units;
};

// Fills `e` from the battle as it stands once it has ended with `outcome`.
inline void note_end(const caisson::Battle& b, const caisson::Outcome& outcome, BattleEnd& e) {
  e.outcome = outcome;
  e.refused = b.refused;
  e.losses = {b.losses_in_stands(0), b.losses_in_stands(1)};
  e.rolls = b.dice.rolls_made();
  e.units.clear();
  for (const caisson::Unit& u : b.units) e.units.push_back({u.status, u.stands, u.hits, u.position});
}

// Two plays of one seed: the same result, the same dice, every unit ending where it ended.
inline void check_same_end(const BattleEnd& a, const BattleEnd& b) {
  CHECK(a.outcome.winner == b.outcome.winner);
  CHECK(a.outcome.level == b.outcome.level);
  CHECK(a.outcome.condition == b.outcome.condition);
  CHECK(a.outcome.turn == b.outcome.turn);
  CHECK(a.losses == b.losses);
  CHECK(a.rolls == b.rolls);
  CHECK(a.units == b.units);
}

}  // namespace test_support
