#pragma once
// What a person playing a side decides at a decision point: an action for one of their units, an
// order sent by courier to a formation, a unit or formation left to the built-in commander (or
// taken back), the rest of the phase left to it, or the phase ended. A played game is its seed
// and the list of choices the rules accepted: played again in order they give the same battle.
#include <string_view>
#include <variant>

#include "engine/orders/order.hpp"
#include "engine/play/action.hpp"

namespace caisson {

struct Act { Action action; };
struct GiveOrder { Order order; };
// A unit (unit != kNone) or every unit under a formation (formation != kNone) is left to the
// built-in commander from now on (to_commander), or taken back by the person.
struct Delegate {
  UnitId unit = kNone;
  FormationId formation = kNone;
  bool to_commander = true;
};
struct LeavePhase {};  // the commander plays the rest of this phase for all the side's units
struct EndPhase {};    // the person is done; the commander plays what was left to it

using Choice = std::variant<Act, GiveOrder, Delegate, LeavePhase, EndPhase>;

// "act", "order", "delegate", "leave phase", "end phase"
std::string_view name_of(const Choice& c);
// Does the person's part of the phase end with this choice?
inline bool ends_phase(const Choice& c) { return std::holds_alternative<LeavePhase>(c) || std::holds_alternative<EndPhase>(c); }

}  // namespace caisson
