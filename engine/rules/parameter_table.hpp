#pragma once
// Setting a house-rule parameter by name, shared by every ruleset's parameter table.
#include <span>
#include <string_view>

#include "engine/rules/ruleset.hpp"

namespace caisson {

// Sets `name` in `table`, or throws UnknownRuleParameter naming the near misses
// ("igor has no rule parameter 'fire_lane'; did you mean 'fire_lanes'?").
void set_rule_parameter(std::span<RuleParameter> table, std::string_view ruleset, std::string_view name, double value);

}  // namespace caisson
