#pragma once
// The size of a brigade on the table: its stands side by side in line, one (or
// column_width_stands) abreast in column; a battery is one gun model.
#include "engine/geometry/oriented_rect.hpp"
#include "engine/rules/minicampaign/parameters.hpp"

namespace caisson::minicampaign {

Footprint footprint_of(const MiniParameters& p, const Unit& u);
Footprint footprint_in(const MiniParameters& p, const Unit& u, Formation f);
OrientedRect footprint_at(const MiniParameters& p, const Unit& u, Vec2 centre, double facing, Formation f);

}  // namespace caisson::minicampaign
