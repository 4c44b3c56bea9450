#include "engine/rules/brigade_stands.hpp"

#include <cmath>
#include <string>

#include <fmt/format.h>

#include "engine/rules/ruleset.hpp"

namespace caisson {
namespace {

// A count of stands a house rule gives: a whole number, 1 or more, and not absurd.
int brigade_stands_count(std::string_view ruleset, std::string_view name, double value) {
  constexpr double kMostAnyBrigade = 1000;
  if (!(value >= 1 && value <= kMostAnyBrigade && value == std::floor(value)))
    throw BadRuleParameterValue(std::string(name),
                                fmt::format("{}'s {} is a number of stands, a whole number from 1 to {}: got {}", ruleset,
                                            name, kMostAnyBrigade, value));
  return static_cast<int>(value);
}

}  // namespace

BrigadeScale brigade_scale_from(std::string_view ruleset, double least, double most) {
  BrigadeScale scale{brigade_stands_count(ruleset, kBrigadeStandsLeast, least),
                     brigade_stands_count(ruleset, kBrigadeStandsMost, most)};
  if (scale.max_stands < scale.min_stands)
    throw BadRuleParameterValue(std::string(kBrigadeStandsMost),
                                fmt::format("{}'s {} ({}) is below its {} ({}): no brigade could be both", ruleset,
                                            kBrigadeStandsMost, scale.max_stands, kBrigadeStandsLeast, scale.min_stands));
  return scale;
}

}  // namespace caisson
