#pragma once
// Terrain features as a scenario draws them: areas (woods, towns, hills…) and lines (roads,
// streams, fences…), plus named objectives.
#include <cstdint>
#include <string>
#include <string_view>

#include "engine/geometry/shapes.hpp"

namespace caisson {

enum class Cover : std::uint8_t { none, light, heavy };
std::string_view name_of(Cover);

enum class AreaKind : std::uint8_t { woods, town, hill, rough, crops, impassable };
enum class LineKind : std::uint8_t { road, stream, ford, fence, wall, entrenchment };
std::string_view name_of(AreaKind);
std::string_view name_of(LineKind);

struct Area {
  std::string name;
  AreaKind kind = AreaKind::rough;
  Polygon outline;
  Cover cover = Cover::none;  // woods: light or heavy; town: heavy; others none unless given
  double height = 0;          // hills: the level on top of the hill (1 = one contour)
  bool rough = true;          // costs movement; crops may be set false. Ignored for hills: their
                              // slopes cost movement instead (PathTerrain::climbs)
  bool blocks_sight = false;  // blocks lines of fire through it; woods and towns always do
  int source_line = 0;        // battle-file line, for messages
};

struct LinearFeature {
  std::string name;
  LineKind kind = LineKind::road;
  Polyline path;
  Cover cover = Cover::none;  // fence light, wall and entrenchment heavy, to a unit behind it
  double width = 1.0;         // inches either side of the line that count as "on" it
  int source_line = 0;
};

struct Objective {
  std::string name;
  Vec2 at;
  double radius = 4;
  int points = 1;
  int source_line = 0;
};

}  // namespace caisson
