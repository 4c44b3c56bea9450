#pragma once
// How many men a battle file's stands stand for: the scale at which losses are counted in men,
// whatever a rule system counts them in (engine/play/men_lost.hpp). A battle file gives it as
// `men_per_stand` and `men_per_battery_stand`, a number or one per side; the defaults are the
// shipped regimental battles' 150 men a stand and a battery of the default four stands at 100.
#include <array>

#include "engine/forces/unit.hpp"

namespace caisson {

struct MenScale {
  static constexpr int kPerStand = 150;
  static constexpr int kPerBatteryStand = 25;

  std::array<int, 2> per_stand{kPerStand, kPerStand};                      // infantry and cavalry
  std::array<int, 2> per_battery_stand{kPerBatteryStand, kPerBatteryStand};  // a battery's stands

  // A unit's men as the battle file gives it: its stands at this scale.
  int men_of(const Unit& u) const {
    const auto& per = u.arm == Arm::artillery ? per_battery_stand : per_stand;
    return u.stands * per[u.side];
  }
};

}  // namespace caisson
