#pragma once
// What the rule system's own sequence holds now (Ruleset::sequence_state) in JSON: the turn's
// facts for the spine, and each unit's for its entry in the state. Documented in docs/play.md.
#include <nlohmann/json.hpp>

#include "engine/rules/sequence_state.hpp"

namespace caisson::server {

// [{"key", "label", "value"}, ...]: value a number or words.
nlohmann::json sequence_facts_json(const std::vector<SequenceFact>& facts);

}  // namespace caisson::server
