#pragma once
// What a finished battle yields to whoever asked for it — a campaign, a sweep, the terminal:
// the outcome, losses by side and by unit, objectives held.
#include <array>
#include <string>
#include <vector>

#include "engine/play/battle.hpp"

namespace caisson {

struct UnitResult {
  UnitId unit = kNone;
  std::string name;
  Side side = 0;
  int stands_at_start = 0;
  int stands = 0;
  int hits = 0;
  int men_at_start = 0;  // losses in men: engine/play/men_lost.hpp
  int men_lost = 0;
  UnitStatus status = UnitStatus::on_table;
  bool routing = false;
};

struct Result {
  Outcome outcome;
  std::array<int, 2> stands_lost{};
  std::array<int, 2> stands_at_start{};  // of units that came onto the field
  std::array<int, 2> men_lost{};        // the same losses in men (engine/play/men_lost.hpp)
  std::array<int, 2> men_at_start{};
  std::array<int, 2> objective_points{};
  std::vector<std::string> objectives_held[2];
  std::vector<UnitResult> units;
  std::array<int, 2> refused_actions{};
};

Result result_of(const Battle& b);

}  // namespace caisson
