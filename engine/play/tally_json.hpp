#pragma once
// A tally in JSON, as the battle log writes it and the play page reads it: the table's value
// with its row and column, and each modifier by name.
#include <nlohmann/json.hpp>

#include "engine/dice/tally.hpp"

namespace caisson {

nlohmann::json tally_json(const Tally& t);

}  // namespace caisson
