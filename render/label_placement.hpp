#pragma once
// Where the names of brigades and generals go on a turn's map. Each name tries a few places
// around what it names, always in the same order, and takes the first whose box (estimated from
// the text's length and size) overlaps no name already placed and, where it can, no unit or
// pennant. Deterministic: the same picture gives the same places.
#include <string>
#include <string_view>
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
  enum class Kind { brigade, general } kind = Kind::brigade;
  std::string text;
  int side = 0;
  Point at;     // the text's baseline: its middle for a brigade, its start for a general
  Box box;      // the room the text takes
  Point named;  // on the sheet: a brigade's centre, or where a general's pennant stands
};

// The room a line of text takes, from its length in characters and its font size.
double text_width(std::string_view text, double font_size);

// Brigades (by name) first, then generals (in the picture's order).
std::vector<PlacedLabel> place_labels(const BattleLog& log, const TurnPicture& picture);

}  // namespace caisson::render
