#pragma once
// Where a unit may stand, for rules without igor's own placement: on the table, on no other
// unit, and touching no enemy unless it is charging (when touching is the point).
#include <optional>
#include <string>

#include "engine/forces/unit.hpp"

namespace caisson {

struct Battle;

// Why the unit may not stand in `where` (off the table, on another unit, touching an enemy).
std::optional<std::string> placement_problem(const Battle& b, const Unit& u, const OrientedRect& where,
                                             bool may_touch_enemies = false);
// placement_problem's yes or no alone, for rules that only ask whether there is room (the reason
// goes unwritten).
bool has_room(const Battle& b, const Unit& u, const OrientedRect& where);

}  // namespace caisson
