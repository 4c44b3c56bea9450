#pragma once
// Where the names go on a turn's map, by priority: objectives (always), brigades, generals, then
// the names of terrain. Each name tries a few places around what it names, always in the same
// order, and takes the first whose box (estimated from the text's length and size) lies on the
// table, overlaps no name already placed and, where it can, no unit, pennant or waiting card; a
// name with no such place is left off (an objective's is kept, on the table). A brigade's or
// general's name that had to go further than kLeaderGap from what it names (the nearest of its
// regiments, his pennant) gets a leader line to it. Names are drawn to
// the map's scale, so names apart at one zoom are apart at every zoom. Deterministic: the same
// picture gives the same places.
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "render/battle_log.hpp"

namespace caisson::render {

// A rectangle on the sheet, in SVG pixels.
struct Box {
  double left = 0, top = 0, width = 0, height = 0;

  double right() const { return left + width; }
  double bottom() const { return top + height; }
  bool overlaps(const Box& o) const {
    return left < o.right() && o.left < right() && top < o.bottom() && o.top < bottom();
  }
};

struct PlacedLabel {
  enum class Kind { objective, brigade, general, terrain } kind = Kind::brigade;
  std::string text;
  int side = 0;
  Point at;     // the text's baseline: its middle for a brigade, its start for a general
  Box box;      // the room the text takes
  Point named;  // on the sheet: a brigade's centre, where a general's pennant stands, the objective
  bool shown = true;  // false: no room for it (a general's pennant is still drawn)
  // Set when the name stands off from what it names: the shortest line from the name's box to it.
  std::optional<std::pair<Point, Point>> leader;
};

inline constexpr double kLeaderGap = 8;  // sheet pixels between a name and what it names
inline constexpr double kLabelPad = 1.5;  // room kept about a name's text, inside its box

inline constexpr double kObjectiveFont = 11, kBrigadeFont = 11, kGeneralFont = 10, kTerrainFont = 11;

// The room a line of text takes, from its letters (a width for each kind) and its font size.
double text_width(std::string_view text, double font_size);

// In priority order: objectives (the log's order), brigades (by name), generals (the picture's
// order), terrain (areas, then lines, in the log's order).
std::vector<PlacedLabel> place_labels(const BattleLog& log, const TurnPicture& picture);

// An objective's name on the map: its title, its points, who holds it ("Henry House (3) — USA").
std::string objective_label(const Objective& o, const std::string& holder);

}  // namespace caisson::render
