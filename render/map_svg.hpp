#pragma once
// The map of one turn as an SVG document: the table at the end of turn N (0 is the set-up).
// The same log and turn always give the same bytes.
#include <optional>
#include <string>

#include "render/battle_log.hpp"

namespace caisson::render {

// A part of the table, in table inches: its corner nearest the table's origin, and its size.
struct TableRegion {
  double x = 0, y = 0, width = 0, height = 0;
};

struct MapOptions {
  std::string id_prefix;  // for pattern and marker ids, when several maps share one page
  bool inline_in_html = false;  // no XML namespace: HTML gives it
  // Without a width the map has only a viewBox, so it scales to whatever holds it (a browser
  // window, a page); with one it is that many pixels wide, for print.
  std::optional<double> width;
  std::optional<TableRegion> region;  // draw only this part of the table (for print)
  // List the units that have left the field under the legend (the replay page has its own tray).
  bool list_departed = true;
  // For the replay page: each unit carries only what changes turn by turn (the page keeps the
  // rest once), is focusable, and has no <title> (the page describes it).
  bool for_page = false;
};

// Throws LogError for a turn the log does not reach, or a region not on the table.
std::string map_svg(const BattleLog& log, int turn, const MapOptions& options = {});

// The same map cut where the replay page needs it: what stays the same all battle, and what
// each turn changes. map_svg is head + turn_layers + "</g>" + turn_title + furniture + footnotes + "</svg>".
struct MapSheet {
  std::string head;         // the <svg> element's start, title, definitions, table and terrain, and the
                            // start of the group the table's edge clips
  std::string turn_layers;  // objectives, reinforcements waiting, arrows, units and names, couriers
  std::string turn_title;   // the battle, the turn and the date
  std::string furniture;    // the edges' names, the scale, the legend
  std::string footnotes;    // who has left the field
};
MapSheet map_sheet(const BattleLog& log, int turn, const MapOptions& options = {});

}  // namespace caisson::render
