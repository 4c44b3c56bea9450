#include <vector>

#include "engine/play/battle.hpp"
#include "engine/rules/igor/morale.hpp"
#include "engine/rules/igor/outcomes.hpp"
#include "engine/rules/igor/procedures.hpp"

namespace caisson::igor {

// The phase tests the units that suffer retreat_hits or more as it begins. A unit that reaches
// them during the phase (a retreating friend passing through it) is tested next turn: the
// phase's list is made once, not grown by its own results.
void retreat_phase(Battle& b, const IgorParameters& p, Side side) {
  const int threshold = p.whole(Param::retreat_hits);
  std::vector<UnitId> testing;
  for (const Unit& u : b.units)
    if (u.side == side && u.present() && !u.routing && u.hits >= threshold) testing.push_back(u.id);
  for (UnitId id : testing) {
    Unit& u = b.unit(id);
    if (!u.present() || u.routing) continue;
    MoraleResult m = morale_check(b, p, u, "retreat phase");
    if (m.passed) continue;
    if (!fall_back_directly(b, p, u, p[Param::retreat_distance], "retreat")) continue;
    take_hits(b, p, u, p.whole(Param::retreat_extra_hits), "retreat");
  }
}

}  // namespace caisson::igor
