#pragma once
// What jackson remembers between actions, as plain data the Battle holds and saves with the rest
// (engine/rules/rule_state.hpp): what each unit did this player turn and whether it is falling
// back, and the turn being played (engine/rules/jackson/turn_state.hpp).
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <cereal/cereal.hpp>
#include <cereal/types/vector.hpp>

#include "engine/forces/unit.hpp"
#include "engine/rules/jackson/turn_state.hpp"
#include "engine/rules/state_bounds.hpp"

namespace caisson {
struct Battle;
}

namespace caisson::jackson {

// What a unit did this turn (JacksonUnitState::did, as flags).
enum Did : int { kMoved = 1, kMovedLimbered = 2, kChangedFormation = 4, kFellBackByChoice = 8, kDismounted = 16 };

struct JacksonUnitState {
  int morale = 0;             // its morale rating, rolled at the start and altered in play
  int did = 0;                // Did flags, cleared when its side's turn begins
  double move_spent = 0;      // inches moved this player turn
  bool falling_back = false;  // it fell back, and has not made a normal move since

  template <class Archive>
  void serialize(Archive& ar) {
    ar(CEREAL_NVP_("morale", morale), CEREAL_NVP_("did", did), CEREAL_NVP_("move_spent", move_spent),
       CEREAL_NVP_("falling_back", falling_back));
  }
};

struct JacksonState {
  static constexpr std::string_view rules = "jackson";
  std::vector<JacksonUnitState> units;  // by UnitId
  TurnState turn;                       // the turn being played

  void start(const StateBounds& n) { units.assign(n.units, {}); }
  std::optional<std::string> problem(const StateBounds& n) const;

  template <class Archive>
  void serialize(Archive& ar) {
    ar(CEREAL_NVP_("units", units), CEREAL_NVP_("turn", turn));
  }
};

// The battle's jackson state (the battle is played under jackson).
JacksonState& state_of(Battle& b);
const JacksonState& state_of(const Battle& b);
JacksonUnitState& unit_state(Battle& b, UnitId id);
const JacksonUnitState& unit_state(const Battle& b, UnitId id);
bool did(const Battle& b, const Unit& u, Did d);

}  // namespace caisson::jackson
