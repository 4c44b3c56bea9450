#pragma once
// Keeps every record a battle emits, so a rule test can look for one kind (shared by the rule
// fixtures).
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

}  // namespace test_support
