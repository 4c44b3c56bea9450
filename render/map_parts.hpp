#pragma once
// The layers one map is drawn from, bottom to top. Internal to render/.
#include <string>
#include <string_view>
#include <vector>

#include "render/battle_log.hpp"
#include "render/map_frame.hpp"

namespace caisson::render {

struct MapContext {
  const BattleLog& log;
  const TurnPicture& picture;
  MapFrame frame;
  std::string id_prefix;  // keeps pattern and marker ids apart when many maps share a page
  bool for_page = false;  // drawn for the replay page, which keeps each unit's fixed details once

  std::string id(std::string_view name) const { return id_prefix + std::string(name); }
  std::string url(std::string_view name) const { return "url(#" + id(name) + ")"; }
  // "x,y" on the sheet for a point on the table.
  std::string at(Point p) const;
};

std::string map_defs(const MapContext& m);         // styles, fill patterns, arrowheads
std::string terrain_layer(const MapContext& m);    // areas, then lines, then their names
std::string objectives_layer(const MapContext& m);
std::string brigades_layer(const MapContext& m);   // the replay page's blocks, one a brigade, for when zoomed out
std::string arrows_layer(const MapContext& m);     // this turn's moves, fire and charges
std::string units_layer(const MapContext& m);      // footprints, then brigade and general labels
std::string couriers_layer(const MapContext& m);   // couriers riding at the turn's end
std::string waiting_layer(const MapContext& m);    // reinforcements still to come, greyed at their entry
std::string waiting_swatch(double x, double y);    // the legend's greyed card
std::string courier_mark(std::string_view fill, std::string_view edge);  // a rider, centred on (0, 0)
std::string sheet_title(const MapContext& m);      // the battle, the turn and the date
std::string sheet_furniture(const MapContext& m);  // the edges' names, the scale, the legend
// Under the legend: who has left the field, by side, as lines that fit the sheet's width.
std::vector<std::string> departed_lines(const BattleLog& log, const TurnPicture& picture);
std::string departed_footnotes(const MapContext& m, const std::vector<std::string>& lines);
inline constexpr double kFootnoteLine = 14;

}  // namespace caisson::render
