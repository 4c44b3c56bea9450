#pragma once
// What igor remembers of each unit, as plain data the Battle holds and saves with the rest
// (engine/rules/rule_state.hpp).
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <cereal/cereal.hpp>
#include <cereal/types/vector.hpp>

#include "engine/forces/unit.hpp"
#include "engine/rules/state_bounds.hpp"

namespace caisson {
struct Battle;
}

namespace caisson::igor {

struct IgorUnitState {
  bool fired_upon_before = false;  // the first time a unit is fired upon it tests morale
  bool used_gallop = false;        // once per game
  bool used_double_time = false;   // once per game

  template <class Archive>
  void serialize(Archive& ar) {
    ar(CEREAL_NVP_("fired_upon_before", fired_upon_before), CEREAL_NVP_("used_gallop", used_gallop),
       CEREAL_NVP_("used_double_time", used_double_time));
  }
};

struct IgorState {
  static constexpr std::string_view rules = "igor";
  std::vector<IgorUnitState> units;  // by UnitId

  void start(const StateBounds& n) { units.assign(n.units, {}); }
  std::optional<std::string> problem(const StateBounds& n) const {
    return count_problem("units", units.size(), n.units, "unit");
  }

  template <class Archive>
  void serialize(Archive& ar) {
    ar(CEREAL_NVP_("units", units));
  }
};

// The battle's igor state (the battle is played under igor).
IgorUnitState& unit_state(Battle& b, UnitId id);
const IgorUnitState& unit_state(const Battle& b, UnitId id);

}  // namespace caisson::igor
