#pragma once
// What north remembers between actions, as plain data the Battle holds and saves with the rest
// (engine/rules/rule_state.hpp): what each unit tried and how far it went this player turn, and
// the attacks declared in the phase being played.
#include <fmt/format.h>

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

namespace caisson::north {

// What a unit tried this player turn (NorthUnitState::tried, as flags).
enum Tried : int { kTriedFormation = 1, kTriedCharge = 2, kCrossedRough = 4 };

struct NorthUnitState {
  int tried = 0;          // Tried flags, cleared when its side's turn begins
  double move_spent = 0;  // inches moved this player turn

  template <class Archive>
  void serialize(Archive& ar) {
    ar(CEREAL_NVP_("tried", tried), CEREAL_NVP_("move_spent", move_spent));
  }
};

// One unit's part in an attack on a target, gathered through a phase and resolved at its end.
struct Attack {
  UnitId attacker = kNone;
  UnitId target = kNone;

  template <class Archive>
  void serialize(Archive& ar) {
    ar(CEREAL_NVP_("attacker", attacker), CEREAL_NVP_("target", target));
  }
};

struct NorthState {
  static constexpr std::string_view rules = "north";
  std::vector<NorthUnitState> units;  // by UnitId
  std::vector<Attack> attacks;        // declared in this phase; empty between phases

  void start(const StateBounds& n) { units.assign(n.units, {}); }
  std::optional<std::string> problem(const StateBounds& n) const {
    if (auto why = count_problem("units", units.size(), n.units, "unit")) return why;
    for (std::size_t i = 0; i < attacks.size(); ++i) {
      if (auto why = id_problem(fmt::format("attacks[{}].attacker", i), attacks[i].attacker, n.units, false))
        return why;
      if (auto why = id_problem(fmt::format("attacks[{}].target", i), attacks[i].target, n.units, false)) return why;
    }
    return std::nullopt;
  }

  template <class Archive>
  void serialize(Archive& ar) {
    ar(CEREAL_NVP_("units", units), CEREAL_NVP_("attacks", attacks));
  }
};

// The battle's north state (the battle is played under north).
NorthState& state_of(Battle& b);
const NorthState& state_of(const Battle& b);
NorthUnitState& unit_state(Battle& b, UnitId id);
const NorthUnitState& unit_state(const Battle& b, UnitId id);
inline bool tried(const NorthUnitState& s, Tried t) { return (s.tried & t) != 0; }

}  // namespace caisson::north
