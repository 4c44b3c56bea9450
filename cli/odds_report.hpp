#pragma once
// The odds of a rule procedure for people (the question, what it rests on, aligned tables of
// outcomes with percentages and exact fractions) and for programs (one JSON object).
#include <span>
#include <string>

#include "engine/odds/answer.hpp"
#include "engine/odds/procedure.hpp"

namespace caisson::cli {

std::string odds_text(const odds::OddsAnswer& a, std::span<const odds::HouseRule> house_rules);
std::string odds_json(const odds::OddsAnswer& a, std::span<const odds::HouseRule> house_rules);

}  // namespace caisson::cli
