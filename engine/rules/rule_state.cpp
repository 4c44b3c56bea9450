#include "engine/rules/rule_state.hpp"

#include <fmt/format.h>

#include <stdexcept>

namespace caisson {
namespace {

// The alternative for the rule system `rules`, default-made, if there is one.
template <std::size_t I = 0>
std::optional<RuleState> alternative_for(std::string_view rules) {
  using Of = decltype(RuleState::of);
  if constexpr (I == std::variant_size_v<Of>) {
    return std::nullopt;
  } else {
    using S = std::variant_alternative_t<I, Of>;
    if (S::rules == rules) return RuleState{Of(std::in_place_index<I>)};
    return alternative_for<I + 1>(rules);
  }
}

}  // namespace

RuleState fresh_rule_state(std::string_view rules, const StateBounds& bounds) {
  std::optional<RuleState> s = alternative_for(rules);
  if (!s) throw std::logic_error(fmt::format("rule system '{}' has no state in engine/rules/rule_state.hpp", rules));
  std::visit([&](auto& state) { state.start(bounds); }, s->of);
  return std::move(*s);
}

std::string_view rules_of(const RuleState& s) {
  return std::visit([](const auto& state) { return std::string_view(state.rules); }, s.of);
}

std::optional<std::string> rule_state_problem(const RuleState& s, std::string_view rules, const StateBounds& bounds) {
  if (rules_of(s) != rules) return fmt::format("it is {}'s, but the battle is played under {}", rules_of(s), rules);
  return std::visit([&](const auto& state) { return state.problem(bounds); }, s.of);
}

StateBounds bounds_of(const Battle& b) { return {b.units.size(), b.oob.nodes().size(), b.commanders.size()}; }

}  // namespace caisson
