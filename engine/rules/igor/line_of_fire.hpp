#pragma once
// Who can see whom for igor's fire: artillery over a 90° arc to any part of the target, small
// arms straight ahead in lanes across the firer's front. Allocation-free: both walk the
// battle's units in place.
#include <array>

#include "engine/rules/igor/parameters.hpp"

namespace caisson {
struct Battle;
}

namespace caisson::igor {

double level_of(const Battle& b, const Unit& u);

// Inches along a ray from `origin` in direction `dir` (unit length) to where it enters `r`;
// negative when it misses.
double ray_entry(Vec2 origin, Vec2 dir, const OrientedRect& r);

// Small arms fire straight ahead. Each lane across the firer's front belongs to the unit it
// meets first within `range` (a unit below the firer's level is seen over when something at
// or above that level stands beyond it); a lane stopped by woods or a town belongs to nobody.
struct FireLanes {
  static constexpr int kMax = 32;
  std::array<UnitId, kMax> owner{};
  int count = 0;
  int of(UnitId u) const;  // lanes the unit holds: the frontage it presents to the firer
};
FireLanes small_arms_lanes(const Battle& b, const IgorParameters& p, const Unit& firer, double range);
// Whether the target reaches across the firer's front where a lane starts, and ahead of it: a
// target that does not can hold none of its lanes. (No lane is traced.)
bool may_hold_a_lane(const IgorParameters& p, const Unit& firer, const Unit& target);

// Artillery: is some line from the battery's front to the target within its arc, clear of
// terrain and of units (seeing over lower ones), and never over friends within
// artillery_friend_clearance of the target?
bool artillery_line_of_fire(const Battle& b, const IgorParameters& p, const Unit& firer, const Unit& target);
// The first part of that: does any point the battery's lines aim at on the target lie within
// its arc? Cheap, and false for most enemies around a battery.
bool within_battery_arc(const IgorParameters& p, const Unit& firer, const Unit& target);

}  // namespace caisson::igor
