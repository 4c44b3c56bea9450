#include "engine/rules/igor/army_tables.hpp"

#include <array>

namespace caisson::igor {
namespace {

constexpr Quality R = Quality::raw, S = Quality::seasoned, V = Quality::veteran;

// [die 1..6][column]: columns Rebel/Union infantry, cavalry, artillery, generals, as printed.
using QualityTable = std::array<std::array<Quality, 8>, 6>;

constexpr QualityTable kEarly = {{
    {R, R, R, R, R, R, R, R},
    {R, R, R, R, R, R, R, R},
    {R, R, R, R, R, R, R, R},
    {S, R, S, R, R, S, S, R},
    {S, S, S, S, S, S, S, S},
    {V, V, V, S, S, V, V, S},
}};
constexpr QualityTable kMid = {{
    {R, R, R, R, R, R, R, R},
    {R, R, R, R, R, S, S, R},
    {S, S, S, S, S, S, S, S},
    {S, S, S, S, S, S, S, S},
    {V, S, V, S, S, V, V, S},
    {V, V, V, V, V, V, V, V},
}};
constexpr QualityTable kLate = {{
    {R, R, S, R, R, S, S, R},
    {S, S, S, S, S, S, S, S},
    {S, S, S, S, S, S, S, S},
    {V, V, V, V, S, V, V, S},
    {V, V, V, V, V, V, V, V},
    {V, V, V, V, V, V, V, V},
}};

}  // namespace

WarPeriod war_period(int year, int month, int late_month) {
  if (year <= 1862) return WarPeriod::early;
  if (year == 1863) return WarPeriod::mid;
  if (year == 1864) return month >= late_month ? WarPeriod::late : WarPeriod::mid;
  return WarPeriod::late;
}

std::optional<int> smoothbore_up_to(int year, Belligerent side) {
  // Union 1861 6, 1862 5, 1863 3, then all rifled; Confederate 7, 7, 5, 3, then all rifled.
  constexpr std::array<int, 5> kUnion = {6, 5, 3, 0, 0};
  constexpr std::array<int, 5> kConfederate = {7, 7, 5, 3, 0};
  int i = year < 1861 ? 0 : year > 1865 ? 4 : year - 1861;
  int n = (side == Belligerent::union_army ? kUnion : kConfederate)[static_cast<std::size_t>(i)];
  if (n == 0) return std::nullopt;
  return n;
}

Quality quality_from_table(WarPeriod period, Rank rank, Belligerent side, int die) {
  const QualityTable& t = period == WarPeriod::early ? kEarly : period == WarPeriod::mid ? kMid : kLate;
  std::size_t column = static_cast<std::size_t>(rank) * 2 + (side == Belligerent::union_army ? 1 : 0);
  std::size_t row = static_cast<std::size_t>(die < 1 ? 1 : die > 6 ? 6 : die) - 1;
  return t[row][column];
}

}  // namespace caisson::igor
