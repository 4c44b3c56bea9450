#pragma once
// What happens to a unit as a result of igor's rules: HITs, falling back, leaving the table.
#include <string_view>

#include "engine/rules/igor/forced_move.hpp"
#include "engine/rules/igor/parameters.hpp"

namespace caisson {
struct Battle;
}

namespace caisson::igor {

// Adds HITs (logged by the battle); a house rule (rout_at_hits) may make enough HITs a rout.
void take_hits(Battle& b, const IgorParameters& p, Unit& u, int hits, std::string_view cause);

// A commander in base contact with a unit that took HITs from an attack tests to survive.
void commander_survival(Battle& b, const IgorParameters& p, const Unit& u, int hits, bool by_mounted_cavalry);
// His 2D6, the heavy bonus added when the attack was by mounted cavalry or the unit took 2 or
// more HITs: he falls on commander_death_roll or more.
bool commander_falls(const IgorParameters& p, int roll, bool heavy);

// A brigadier dies: logged by the battle, then each unit of his brigade takes
// brigadier_death_hits. His replacement comes in the rally phase (replace_fallen_brigadiers).
void brigadier_falls(Battle& b, const IgorParameters& p, Commander& c, std::string_view how);

// Moves the unit straight back up to `inches` (a routing unit: toward its own edge), keeping
// facing and formation, stopping clear of other units (forced_move.hpp); friends passed through
// test for disorder. A unit whose centre
// ends off the table has fallen back off it. Returns the path taken.
ForcedPath fall_back(Battle& b, const IgorParameters& p, Unit& u, double inches, std::string_view cause);

// A fall-back the rules impose: as fall_back, and a unit whose way back was blocked takes
// blocked_forced_move_hits. Returns whether the unit is still on the table.
bool fall_back_directly(Battle& b, const IgorParameters& p, Unit& u, double inches, std::string_view cause);

// The rout move: the unit turns its back to the enemy, facing its own table edge, and runs up to
// `inches` toward it (no farther than just over the edge), stopping clear of other units as a
// fall-back does and taking blocked_forced_move_hits if stopped short — or, stopped before
// rout_blocked_surrenders of its way, surrendering. Returns whether the unit is still on the table.
bool move_toward_home(Battle& b, const IgorParameters& p, Unit& u, double inches, std::string_view cause);

}  // namespace caisson::igor
