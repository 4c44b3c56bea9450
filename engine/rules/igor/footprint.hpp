#pragma once
// igor's bases on the table: infantry and cavalry are two 100x50mm bases, a battery four
// 33x50mm gun bases; the formation says how they are arranged.
#include "engine/rules/igor/parameters.hpp"

namespace caisson::igor {

// A battery's gun bases: a full battery (whatever stands the scenario gave it) has
// guns_per_battery; one that lost stands keeps the same share of them, rounded down.
int guns_of(const IgorParameters& p, const Unit& u);

Footprint footprint_of(const IgorParameters& p, Arm arm, Formation f, int guns);
inline Footprint footprint_of(const IgorParameters& p, const Unit& u) {
  return footprint_of(p, u.arm, u.formation, guns_of(p, u));
}
// Where the unit would stand with that centre, facing and formation.
OrientedRect footprint_at(const IgorParameters& p, const Unit& u, Vec2 center, double facing, Formation f);

}  // namespace caisson::igor
