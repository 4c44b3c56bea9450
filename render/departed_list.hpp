#pragma once
// The units that have left the field by a turn, by side: who, how and on which turn. The map
// does not draw them (they are often off the table); the replay page's tray and the sheet's
// footer list them instead.
#include <array>
#include <string>
#include <vector>

#include "render/battle_log.hpp"

namespace caisson::render {

struct Departed {
  int unit = -1, turn = 0;
  std::string name, how;
};

// By side (0, 1), each in the order they left.
std::array<std::vector<Departed>, 2> departed_by(const BattleLog& log, const TurnPicture& picture);

// The replay page's tray for one turn: a list per side.
std::string departed_tray(const BattleLog& log, const TurnPicture& picture);

}  // namespace caisson::render
