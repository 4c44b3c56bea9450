#pragma once
// Where the table sits on the sheet: inches to SVG pixels, with y flipped so the first side's
// home edge (y = 0) lies at the bottom of the map.
#include <algorithm>
#include <cmath>

#include "render/battle_log.hpp"

namespace caisson::render {

struct MapFrame {
  static constexpr double kSheetWidth = 1040;  // the map fits 1280x800 with the replay's panels
  static constexpr double kMaxTableWidth = 1000, kMaxTableHeight = 560;
  static constexpr double kTitleHeight = 58, kFooterHeight = 104;

  double scale = 10;  // pixels per inch
  double left = 20, top = kTitleHeight;
  double table_width = 0, table_depth = 0;  // inches
  double footnotes = 0;  // room under the legend for the list of units that left the field

  static MapFrame of(const BattleLog& log) {
    MapFrame f;
    f.table_width = log.width > 0 ? log.width : 1;
    f.table_depth = log.depth > 0 ? log.depth : 1;
    // Scale and origin are kept to what the SVG writes (hundredths), so a reader of the map's
    // data-scale and data-origin-* attributes recomputes every position exactly.
    f.scale = std::floor(std::min(kMaxTableWidth / f.table_width, kMaxTableHeight / f.table_depth) * 100) / 100;
    f.left = std::round((kSheetWidth - f.table_width * f.scale) / 2);
    return f;
  }

  Point screen(Point p) const { return {left + p.x * scale, top + (table_depth - p.y) * scale}; }
  double pixels(double inches) const { return inches * scale; }
  double width() const { return table_width * scale; }
  double height() const { return table_depth * scale; }
  double sheet_height() const { return top + height() + kFooterHeight + footnotes; }
  // Where a side's edge is named, inside the table by that edge: the baseline's middle.
  Point edge_name_at(int side) const { return {left + width() / 2, side == 0 ? top + height() - 5 : top + 13}; }
};

}  // namespace caisson::render
