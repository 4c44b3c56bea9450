#pragma once
#include "engine/play/battle.hpp"

namespace caisson {

// Generals ride with their commands: after a side's player turn each living general on the
// table takes post a few inches behind the centre of the troops he commands. (No rule system
// here makes positioning a general a player's action; they ride faster than any troops march.)
void keep_generals_with_commands(Battle& b, Side side);

}  // namespace caisson
