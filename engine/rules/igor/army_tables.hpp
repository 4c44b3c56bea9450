#pragma once
// igor's army generation tables: the arming table (smoothbore or rifled muskets, by year and
// side) and the quality tables by period, arm and side. Pure lookups; army_generation rolls.
#include <optional>

#include "engine/forces/vocabulary.hpp"

namespace caisson::igor {

enum class WarPeriod : std::uint8_t { early, mid, late };
enum class Belligerent : std::uint8_t { union_army, confederate };
// The quality tables' four columns: the three arms, and generals.
enum class Rank : std::uint8_t { infantry, cavalry, artillery, general };

// 1861–62 early, 1863 mid, 1864 mid before `late_month` and late from it, 1865 late.
WarPeriod war_period(int year, int month, int late_month);

// The highest D10 (after the theatre modifier) that means smoothbore; nullopt: all rifled.
std::optional<int> smoothbore_up_to(int year, Belligerent side);

// The quality a D6 of `die` gives.
Quality quality_from_table(WarPeriod period, Rank rank, Belligerent side, int die);

}  // namespace caisson::igor
