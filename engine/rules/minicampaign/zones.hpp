#pragma once
// The two zones that bind a unit near the enemy: engaged (within engaged_zone of any enemy: it
// may only shoot, go at the enemy engaging it, or retreat) and the front zone (within
// front_zone of an enemy's front: it may only advance straight at it or retreat straight away).
#include <optional>

#include "engine/forces/unit.hpp"
#include "engine/rules/minicampaign/parameters.hpp"

namespace caisson {
struct Battle;
}

namespace caisson::minicampaign {

// The nearest enemy engaging the unit, if any.
std::optional<UnitId> engaging_enemy(const Battle& b, const MiniParameters& p, const Unit& u);
bool is_engaging(const MiniParameters& p, const Unit& u, const Unit& enemy);
// Would a unit standing in `where` be within the engaged zone of an enemy?
bool in_engaged_zone(const Battle& b, const MiniParameters& p, const Unit& u, const OrientedRect& where);
// The nearest enemy whose front zone the unit stands in, if any.
std::optional<UnitId> fronting_enemy(const Battle& b, const MiniParameters& p, const Unit& u);
// Is any part of `target` within the firer's frontal arc?
bool in_frontal_arc(const MiniParameters& p, const OrientedRect& from, const OrientedRect& target);

}  // namespace caisson::minicampaign
