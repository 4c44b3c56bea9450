#pragma once
// Keeps every record a battle emits, so a rule test can look for one kind; and the battle a rule
// fixture builds, recorded from the start (shared by the rule fixtures).
#include <cstdint>
#include <memory>
#include <string_view>
#include <variant>
#include <vector>

#include "engine/play/battle.hpp"

namespace test_support {

struct RecordLog : caisson::LogObserver {
  std::vector<caisson::Record> records;
  void record(const caisson::Battle&, const caisson::Record& r) override { records.push_back(r); }
  template <class T>
  std::vector<T> all() const {
    std::vector<T> out;
    for (const auto& r : records)
      if (auto* x = std::get_if<T>(&r)) out.push_back(*x);
    return out;
  }
  // Dice thrown for this purpose ("fire", "melee", "morale toss"...).
  int throws_for(std::string_view purpose) const {
    int n = 0;
    for (const auto& r : all<caisson::DiceRolled>()) n += r.dice.purpose == purpose ? 1 : 0;
    return n;
  }
};

// The scenario's battle on turn 1, the first side's player turn, in `phase` ("": between phases,
// where the rules refuse every action), its records kept in `log`.
inline std::unique_ptr<caisson::Battle> battle_on_turn_one(const caisson::Scenario& s, RecordLog& log,
                                                          std::string_view phase, std::uint64_t seed) {
  auto b = std::make_unique<caisson::Battle>(std::make_shared<caisson::Scenario>(s), seed);
  b->log.attach(&log);
  b->turn = 1;
  b->active = 0;
  b->phase = phase;
  return b;
}

}  // namespace test_support
