#pragma once
// A ruleset's parameter table: filled from the defaults it ships with, set by name for house
// rules. Shared by every ruleset.
#include <array>
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

// A ruleset's parameters, read by its Param: the table at the defaults it ships, set by name for
// house rules. Each ruleset's XParameters derives from it.
template <class Param>
class ParameterTable {
 public:
  ParameterTable(std::string_view ruleset, std::span<const ParameterDefault<Param>> defaults) : ruleset_(ruleset) {
    set_defaults<Param>(table_, defaults);
  }
  double operator[](Param p) const { return table_[static_cast<std::size_t>(p)].value; }
  // For dice scores, counts and HITs: the nearest whole number, halves away from zero (as
  // lround, which costs a library call; igor's fire lanes ask this thousands of times a battle).
  int whole(Param p) const {
    const double v = (*this)[p];
    return v < 0 ? -static_cast<int>(-v + 0.5) : static_cast<int>(v + 0.5);
  }
  bool flag(Param p) const { return whole(p) != 0; }
  std::span<const RuleParameter> all() const { return table_; }
  // Throws UnknownRuleParameter naming the closest known names.
  void set(std::string_view name, double value) { set_rule_parameter(table_, ruleset_, name, value); }

 private:
  std::string_view ruleset_;
  std::array<RuleParameter, static_cast<std::size_t>(Param::count)> table_;
};

}  // namespace caisson
