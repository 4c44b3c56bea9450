#pragma once
// A unit's state in one word for styling ("fresh", "damaged", "routing", "gone") and in words
// for a reader ("routed off the table", "2 HITs").
#include <string>

#include "render/battle_log.hpp"

namespace caisson::render {

std::string state_of(const UnitState& u, const UnitInfo& info);
std::string state_words(const UnitState& u, const UnitInfo& info);
std::string unit_summary(const UnitState& u, const UnitInfo& info);  // one line: name, brigade, strength, state

}  // namespace caisson::render
