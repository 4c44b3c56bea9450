#pragma once
// The house rules of a brigade-scale rule system (ap, minicampaign) that say how big a brigade
// merged from the battle file's regiments may be: its regiments' stands summed, raised to
// brigade_stands_least and cut to brigade_stands_most. The defaults (2 and 8) are the rule texts';
// a battle whose brigades are bigger can keep their stands by raising the most.
#include <string_view>

#include "engine/scenario/brigade_scale.hpp"

namespace caisson {

inline constexpr std::string_view kBrigadeStandsLeast = "brigade_stands_least";
inline constexpr std::string_view kBrigadeStandsMost = "brigade_stands_most";
inline constexpr double kDefaultBrigadeStandsLeast = 2;
inline constexpr double kDefaultBrigadeStandsMost = 8;

// The scale the two house rules give, as set; throws BadRuleParameterValue naming the one to
// blame when it is no whole number of stands from 1 up, or the most is below the least.
BrigadeScale brigade_scale_from(std::string_view ruleset, double least, double most);

}  // namespace caisson
