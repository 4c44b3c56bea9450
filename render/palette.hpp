#pragma once
// The map's colours: a period sheet (parchment, sepia ink), Union blue, Confederate
// grey-butternut, and terrain tints as on the engraved maps of the 1860s. Both sides' fills are
// dark and every ground pale enough that a unit stands out at 3:1 or more (WCAG's ratio for
// graphics) on any ground a unit can stand on: paper, woods, a hill's crest, a town, fields.
#include <string>
#include <string_view>

#include "render/battle_log.hpp"

namespace caisson::render {

namespace ink {
constexpr std::string_view paper = "#f1e8d0", margin = "#e4d8b8", sepia = "#4a3626", faint = "#8a7458";
constexpr std::string_view quiet = "#5a4634";  // names of the ground and edges: softer than sepia, 7:1 on paper
constexpr std::string_view woods = "#b8c493", woods_ink = "#5f6f3c";
constexpr std::string_view hill = "#e2cfa0", hill_ink = "#9c7b4a";
constexpr std::string_view town = "#c9a08a", town_ink = "#7a4a36";
constexpr std::string_view rough = "#ddd2b0", crops = "#e9dc9a", crops_ink = "#a89548", impassable = "#8f8270";
constexpr std::string_view road = "#9b7448", road_bed = "#efe0bd", water = "#4f7fa6", ford = "#9cc0d8";
constexpr std::string_view fence = "#6b4a2c", wall = "#77716a", entrenchment = "#7a5a34";
constexpr std::string_view fire = "#c0392b", charge = "#a0201a", hit = "#b8332a";
constexpr std::string_view waiting = "#e9e2cf";  // a reinforcement's card: greyed paper
}  // namespace ink

struct SideColours {
  std::string_view fill, dark, light;
};

inline bool confederate(std::string_view side) {
  return side.find("CSA") != std::string_view::npos || side.find("Confed") != std::string_view::npos ||
         side.find("Rebel") != std::string_view::npos;
}

// Blue for the Union and a dark grey-butternut for the Confederacy (the paler butternut of old
// stood at 1.8:1 in woods); when the sides carry other names the first side is blue. `light`
// marks on the fill: a cavalry bar, a gun, a routing unit's stripes.
inline SideColours colours_of(const BattleLog& log, int side) {
  constexpr SideColours blue{"#2f4d86", "#172a4f", "#9fb0d2"}, grey{"#5c5140", "#2e271c", "#c9bc9c"};
  bool first_is_grey = confederate(log.sides[0]) && !confederate(log.sides[1]);
  bool grey_side = (side == 0) == first_is_grey;
  return grey_side ? grey : blue;
}

}  // namespace caisson::render
