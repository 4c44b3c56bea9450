#pragma once
// A plain line of sight for rules without igor's lanes: from the middle of the firer's front to
// the target's centre, clear of blocking terrain (levels counted) and of every other unit.
#include "engine/forces/unit.hpp"
#include "engine/geometry/oriented_rect.hpp"

namespace caisson {

struct Battle;

bool clear_sight(const Battle& b, const Unit& firer, const Unit& target);

// Is any part of `target` (its centre or a corner) within `half_arc` degrees of straight ahead
// of `from`?
bool any_part_in_arc(const OrientedRect& from, const OrientedRect& target, double half_arc);

}  // namespace caisson
