#pragma once
// One log record as a line of the replay and play pages: the shared words of it
// (engine/log/log_words.hpp) with the record's kind, which the pages style lines by. A roll tells
// no line of its own here: its faces go with the line it decided.
#include <optional>

#include <nlohmann/json_fwd.hpp>

#include "render/battle_log.hpp"

namespace caisson::render {

std::optional<NarrativeLine> narrate(const nlohmann::json& record);

}  // namespace caisson::render
