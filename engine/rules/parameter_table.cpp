#include "engine/rules/parameter_table.hpp"

#include <fmt/format.h>

#include <vector>

#include "engine/text/near_miss.hpp"

namespace caisson {

void set_rule_parameter(std::span<RuleParameter> table, std::string_view ruleset, std::string_view name, double value) {
  for (auto& p : table)
    if (p.name == name) {
      p.value = value;
      return;
    }
  std::vector<std::string_view> names;
  for (const auto& p : table) names.push_back(p.name);
  auto near = near_names(name, names);
  std::string list;
  for (auto n : near) list += fmt::format("{}'{}'", list.empty() ? "" : ", ", n);
  throw UnknownRuleParameter(
      near.empty() ? fmt::format("{} has no rule parameter '{}' (`caisson rules {}` lists them)", ruleset, name, ruleset)
                   : fmt::format("{} has no rule parameter '{}'; did you mean {}?", ruleset, name, list));
}

}  // namespace caisson
