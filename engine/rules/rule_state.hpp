#pragma once
// The rule state a Battle holds: what the rule system being played remembers between actions —
// of each unit (first time under fire, what it did this turn) and of the turn (cards drawn,
// attacks declared, charges pending). Plain data, one alternative per rule system, saved with
// the battle (engine/persist), so play can stop between any two phases and go on exactly. The
// rulesets hold only their parameters, and read and write this through the Battle:
// `b.rule_state<jackson::JacksonState>()`.
//
// Each alternative gives `rules` (its rule system's id), `start` (fresh, for a battle's units),
// `problem` (what is wrong with a saved one, if anything) and `serialize` (cereal).
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include <cereal/types/variant.hpp>

#include "engine/play/battle.hpp"
#include "engine/rules/ap/ap_state.hpp"
#include "engine/rules/igor/igor_state.hpp"
#include "engine/rules/jackson/jackson_state.hpp"
#include "engine/rules/minicampaign/minicampaign_state.hpp"
#include "engine/rules/north/north_state.hpp"
#include "engine/rules/state_bounds.hpp"

namespace caisson {

struct RuleState {
  std::variant<igor::IgorState, ap::ApState, north::NorthState, jackson::JacksonState, minicampaign::MiniState> of;

  template <class Archive>
  void serialize(Archive& ar) {
    ar(CEREAL_NVP_("of", of));
  }
};

// A fresh state of the rule system with this id, for a battle of these bounds. Throws
// std::logic_error for a rule system with no alternative here.
RuleState fresh_rule_state(std::string_view rules, const StateBounds& bounds);
// The id of the rule system a state belongs to ("igor").
std::string_view rules_of(const RuleState& s);
// What is wrong with a saved state for a battle under `rules` of these bounds, if anything.
std::optional<std::string> rule_state_problem(const RuleState& s, std::string_view rules, const StateBounds& bounds);
// The bounds of a battle as it stands.
StateBounds bounds_of(const Battle& b);

template <class S>
S& Battle::rule_state() {
  return std::get<S>(rule_state_->of);
}
template <class S>
const S& Battle::rule_state() const {
  return std::get<S>(rule_state_->of);
}

// One unit's part of the rule system's state (its `units`, by unit id): what each rule system's
// own `unit_state(b, id)` gives.
template <class S>
auto& unit_state_in(Battle& b, UnitId id) {
  return b.rule_state<S>().units.at(static_cast<std::size_t>(id));
}
template <class S>
const auto& unit_state_in(const Battle& b, UnitId id) {
  return b.rule_state<S>().units.at(static_cast<std::size_t>(id));
}

}  // namespace caisson
