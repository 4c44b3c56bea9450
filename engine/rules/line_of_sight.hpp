#pragma once
// A plain line of sight for rules without igor's lanes: from the middle of the firer's front to
// the target's centre, clear of blocking terrain (levels counted) and of every other unit.
#include "engine/forces/unit.hpp"
#include "engine/geometry/oriented_rect.hpp"

namespace caisson {

struct Battle;

bool clear_sight(const Battle& b, const Unit& firer, const Unit& target);

// Where a unit's lines of sight start (the middle of its front) and the ground's level there:
// worked out once for a unit that looks at many targets.
struct Eye {
  Vec2 at;
  double level = 0;
};
Eye eye_of(const Battle& b, const Unit& firer);
bool clear_sight(const Battle& b, const Unit& firer, const Eye& eye, const Unit& target);

// Is any part of `target` (its centre or a corner) within `half_arc` degrees of straight ahead
// of `from`?
bool any_part_in_arc(const OrientedRect& from, const OrientedRect& target, double half_arc);
// The same for an arc worked out once, for a unit that looks over many targets.
bool any_part_in(const OrientedRect::FrontArc& arc, const OrientedRect& target);

}  // namespace caisson
