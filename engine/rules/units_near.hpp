#pragma once
// Rules that name the first unit they meet (the one in the way, the enemy that engages) or count
// the friends about a unit look only at the units the grid finds near, taken in unit order: the
// answer is the one a walk over every unit would give, whichever cells hold whom, and the search
// costs the same with 50 or 1,000 units a side.
#include <vector>

#include "engine/forces/unit.hpp"
#include "engine/geometry/shapes.hpp"
#include "engine/play/battle.hpp"

namespace caisson {

// Into `out`, in unit order: every placed unit that may come within `reach` of `area` (a
// superset, gone units included: the exact test is the caller's).
void units_near_in_order(const Battle& b, Box area, double reach, std::vector<UnitId>& out);
// The same for one side's units.
void side_near_in_order(const Battle& b, Side side, Box area, double reach, std::vector<UnitId>& out);

// The first unit in unit order, of those that may come within `reach` of `area`, that `accept`s
// (which makes the exact test), or nullptr.
template <class Accept>
const Unit* first_unit_near(const Battle& b, Box area, double reach, Accept&& accept) {
  thread_local std::vector<UnitId> near;
  units_near_in_order(b, area, reach, near);
  for (UnitId id : near)
    if (const Unit& u = b.unit(id); accept(u)) return &u;
  return nullptr;
}

// How many of the units that may come within `reach` of `area` `accept` counts.
template <class Accept>
int count_units_near(const Battle& b, Box area, double reach, Accept&& accept) {
  thread_local std::vector<UnitId> near;
  b.units_near(area, reach, near);
  int n = 0;
  for (UnitId id : near)
    if (accept(b.unit(id))) ++n;
  return n;
}

}  // namespace caisson
