#pragma once
// What north asks of a unit as it stands: deployed or not, its strength, its footprint and its
// rate of movement.
#include "engine/forces/unit.hpp"
#include "engine/geometry/oriented_rect.hpp"
#include "engine/rules/north/parameters.hpp"

namespace caisson::north {

inline bool is_skirmishers(const Unit& u) { return u.formation == Formation::skirmish; }
// Deployed: infantry and cavalry in line (skirmishers too), artillery unlimbered. Only deployed
// units fire; only deployed infantry and cavalry charge.
bool is_deployed(const Unit& u);
bool is_deployed_in(const Unit& u, Formation f);

// The stands a unit begins a battle with, by arm and quality.
int starting_stands(const NorthParameters& p, const Unit& u);
// What an accomplishment toss is made against: stands, or a battery's crew figures.
int toss_strength(const NorthParameters& p, const Unit& u);

Footprint footprint_in(const NorthParameters& p, const Unit& u, Formation f);
OrientedRect footprint_at(const NorthParameters& p, const Unit& u, Vec2 centre, double facing, Formation f);

// The full move of the unit in the formation it is in (0 for unlimbered guns).
double move_rate(const NorthParameters& p, const Unit& u);
double move_rate_in(const NorthParameters& p, const Unit& u, Formation f);

}  // namespace caisson::north
