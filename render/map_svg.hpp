#pragma once
// The map of one turn as an SVG document: the table at the end of turn N (0 is the set-up).
// The same log and turn always give the same bytes.
#include <string>

#include "render/battle_log.hpp"

namespace caisson::render {

struct MapOptions {
  std::string id_prefix;  // for pattern and marker ids, when several maps share one page
  bool inline_in_html = false;  // no XML namespace: HTML gives it
};

// Throws LogError for a turn the log does not reach.
std::string map_svg(const BattleLog& log, int turn, const MapOptions& options = {});

}  // namespace caisson::render
