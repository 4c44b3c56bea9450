#pragma once
// A unit's state in one word for styling ("fresh", "damaged", "routing", "gone") and in words
// for a reader ("routed off the table", "2 HITs").
#include <string>

#include "render/battle_log.hpp"

namespace caisson::render {

std::string state_of(const UnitState& u, const UnitInfo& info);
std::string state_words(const UnitState& u, const UnitInfo& info);
// Its strength in the rule system's own terms: igor counts HITs ("2 HITs"), jackson casualties on
// its stands ("3 of 4 stands, 5 casualties"), ap casualty markers, the others stands and hits.
std::string strength_words(const std::string& rules, const UnitState& u, const UnitInfo& info);
// One line: name, brigade, strength, state.
std::string unit_summary(const std::string& rules, const UnitState& u, const UnitInfo& info);

}  // namespace caisson::render
