#pragma once
// One log record told as a line a reader follows: "5th Massachusetts fires on 4th Alabama at
// long range: 3 dice, 1 HIT". Records a reader does not need (dice, snapshots) tell nothing.
#include <optional>

#include <nlohmann/json_fwd.hpp>

#include "render/battle_log.hpp"

namespace caisson::render {

std::optional<NarrativeLine> narrate(const nlohmann::json& record);

}  // namespace caisson::render
