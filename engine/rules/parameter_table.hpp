#pragma once
// A ruleset's parameter table: filled from the defaults it ships with, set by name for house
// rules. Shared by every ruleset.
#include <cstddef>
#include <span>
#include <string_view>

#include "engine/rules/ruleset.hpp"

namespace caisson {

// A parameter as a ruleset ships it: its place in the table (the ruleset's Param), name, value
// and what it means.
template <class Param>
struct ParameterDefault {
  Param param;
  std::string_view name;
  double value;
  std::string_view meaning;
};

// `table` at the ruleset's defaults, each in its parameter's place.
template <class Param>
void set_defaults(std::span<RuleParameter> table, std::span<const ParameterDefault<Param>> defaults) {
  for (const auto& d : defaults) table[static_cast<std::size_t>(d.param)] = {d.name, d.value, d.value, d.meaning};
}

// Sets `name` in `table`, or throws UnknownRuleParameter naming the near misses
// ("igor has no rule parameter 'fire_lane'; did you mean 'fire_lanes'?").
void set_rule_parameter(std::span<RuleParameter> table, std::string_view ruleset, std::string_view name, double value);

}  // namespace caisson
