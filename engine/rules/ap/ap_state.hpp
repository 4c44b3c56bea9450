#pragma once
// What ap remembers between actions, as plain data the Battle holds and saves with the rest
// (engine/rules/rule_state.hpp): each unit's activity this turn and its markers' story, and the
// generals' turn.
#include <cmath>
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

namespace caisson::ap {

struct ApUnitState {
  int activity = 0;             // what it did in its side's turn, packed (engine/rules/ap/activity.hpp)
  bool hit_by_guns = false;     // some of its casualty markers came from artillery
  bool won_last_fight = false;  // it won the last fight it fought

  template <class Archive>
  void serialize(Archive& ar) {
    ar(CEREAL_NVP_("activity", activity), CEREAL_NVP_("hit_by_guns", hit_by_guns),
       CEREAL_NVP_("won_last_fight", won_last_fight));
  }
};

// The generals' turn (engine/rules/ap/motivation.hpp): begun afresh with each player turn.
struct GeneralsTurn {
  std::vector<bool> failed;  // by CommanderId: he has failed this turn
  std::vector<double> ride;  // by CommanderId: inches left, or < 0 not yet rolled

  // Has he failed a motivation roll this turn (so motivates no more)?
  bool has_failed(CommanderId g) const {
    return g >= 0 && static_cast<std::size_t>(g) < failed.size() && failed[static_cast<std::size_t>(g)];
  }

  template <class Archive>
  void serialize(Archive& ar) {
    ar(CEREAL_NVP_("failed", failed), CEREAL_NVP_("ride", ride));
  }
};

struct ApState {
  static constexpr std::string_view rules = "ap";
  std::vector<ApUnitState> units;  // by UnitId
  GeneralsTurn generals;

  void start(const StateBounds& n) { units.assign(n.units, {}); }
  std::optional<std::string> problem(const StateBounds& n) const {
    if (auto why = count_problem("units", units.size(), n.units, "unit")) return why;
    // Lists are sized as generals are appointed: at most one a commander, both the same.
    if (generals.failed.size() != generals.ride.size() || generals.ride.size() > n.commanders)
      return "generals.failed and generals.ride are not one a commander";
    for (double r : generals.ride)
      if (!std::isfinite(r) || r > 1000) return "generals.ride holds a ride that is not a number of inches";
    return std::nullopt;
  }

  template <class Archive>
  void serialize(Archive& ar) {
    ar(CEREAL_NVP_("units", units), CEREAL_NVP_("generals", generals));
  }
};

// The battle's ap state (the battle is played under ap).
ApState& state_of(Battle& b);
ApUnitState& unit_state(Battle& b, UnitId id);
const ApUnitState& unit_state(const Battle& b, UnitId id);

}  // namespace caisson::ap
