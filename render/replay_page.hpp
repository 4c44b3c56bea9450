#pragma once
// The replay: one self-contained HTML page (inline style, script and maps; nothing fetched)
// with the map of every turn, a slider and play/pause, the turn told beside the map, hover
// details for each unit, the event-table result and a chart of losses.
#include <string>

#include "render/battle_log.hpp"

namespace caisson::render {

std::string replay_page(const BattleLog& log);

}  // namespace caisson::render
