#pragma once
// Reinforcements still to come, as the map shows them: one greyed card per formation at its
// entry point, just inside the table's edge, saying what waits there and the turn it may come.
#include <string>
#include <vector>

#include "render/battle_log.hpp"
#include "render/label_placement.hpp"
#include "render/map_frame.hpp"

namespace caisson::render {

struct WaitingMark {
  std::string formation;
  int side = 0;
  int may_come = 0;                // the first turn it may still come
  int regiments = 0;               // units still to come
  std::vector<std::string> lines;  // the card's text, first line the formation
  Box box;                         // the card, on the sheet
  Point entry;                     // the entry point, on the sheet
};

inline constexpr double kWaitingLine = 12, kWaitingFont = 10;

// In the log's order of the schedule; cards at one entry are stacked inward from the edge.
std::vector<WaitingMark> waiting_marks(const BattleLog& log, const TurnPicture& picture, const MapFrame& frame);

}  // namespace caisson::render
