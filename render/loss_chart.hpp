#pragma once
// Each side's losses turn by turn, as a small inline SVG line chart: stands lost (solid) and
// HITs taken so far (dashed), both counted from the start of the battle.
#include <string>

#include "render/battle_log.hpp"

namespace caisson::render {

struct ChartSize {
  double width = 380, height = 160;
};

// The chart carries a marker line (class "turn-marker") the replay page moves to the turn shown;
// data-x0 and data-step on the root say where turn 0 is and how far apart turns are.
std::string loss_chart(const BattleLog& log, ChartSize size = {});

}  // namespace caisson::render
