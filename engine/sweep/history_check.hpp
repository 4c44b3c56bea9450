#pragma once
// Where history falls in a sweep: how often the simulated battle goes the historical winner's
// way, and where the historical casualties sit in the simulated distribution.
#include <array>
#include <optional>
#include <string>

#include "engine/sweep/interval.hpp"
#include "engine/sweep/sweep_stats.hpp"

namespace caisson::sweep {

struct HistoryCheck {
  std::string winner;               // as the battle file gives it ("" when it does not)
  std::uint64_t winner_count = 0;   // battles the historical winner won (draws, for "draw")
  double winner_rate = 0;
  Interval winner_interval;
  // Per side, when history gives the side's casualties: the historical figure and its
  // percentile rank among the simulated losses (mid-rank, 0..100).
  std::array<std::optional<int>, 2> casualties;
  std::array<double, 2> casualty_percentile{};
  // The same in men, when history gives them and the sweep counted them.
  std::array<std::optional<int>, 2> men;
  std::array<double, 2> men_percentile{};
};

// nullopt when the battle file gives no history.
std::optional<HistoryCheck> check_history(const SweepStats& s);

}  // namespace caisson::sweep
