#pragma once
// What the replay page draws each turn from: the map as pieces of markup shared between turns
// (so the page holds one turn in its document at a time, and a unit that stood still is written
// once), each turn's event result, narrative and departed units as HTML, and each unit's fixed
// details once. The page's script reads it from one JSON block.
#include <string>

#include "render/battle_log.hpp"

namespace caisson::render {

struct ReplayData {
  std::string sheet_start;  // the map's <svg> start, definitions, table and terrain (the same every turn)
  std::string sheet_end;    // the edges' names, scale and legend, and the end of the <svg>
  std::string json;         // the turns, safe inside a <script> element
  std::string pieces;       // the map's pieces, one a line, numbered from 0 (plain text, also safe in <script>)
  // The set-up, written into the page as it loads, so it shows before (and without) the script.
  std::string first_layers, first_title, first_event, first_story, first_tray;
};

ReplayData replay_data(const BattleLog& log);

}  // namespace caisson::render
