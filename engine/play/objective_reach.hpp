#pragma once
// Brigades the battle file sends where they can never go, for `caisson check` to warn of: an
// objective in impassable ground, or one that impassable ground cuts off from every unit of the
// brigade and from its entry (GroundRegions). A brigade here is what the built-in commander
// plans for: a formation with units of its own. Its objectives are the one it is given in the
// forces and those of the battle file's scheduled orders to it — each taken as the order leaves
// the brigade, so an order to retire (to its own edge, whatever the objective) is not asked.
#include <string>
#include <vector>

#include "engine/play/battle.hpp"

namespace caisson {

// One warning a line, each leading with the file and the line the objective is given on: the
// brigade's, or the order's (the brigade's own line follows).
std::vector<std::string> unreachable_objectives(const Battle& b);

}  // namespace caisson
