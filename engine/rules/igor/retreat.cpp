#include "engine/play/battle.hpp"
#include "engine/rules/igor/morale.hpp"
#include "engine/rules/igor/outcomes.hpp"
#include "engine/rules/igor/procedures.hpp"

namespace caisson::igor {

void retreat_phase(Battle& b, const IgorParameters& p, Side side) {
  const int threshold = p.whole(Param::retreat_hits);
  for (Unit& u : b.units) {
    if (u.side != side || !u.present() || u.routing || u.hits < threshold) continue;
    MoraleResult m = morale_check(b, p, u, "retreat phase");
    if (m.passed) continue;
    if (!fall_back_directly(b, p, u, p[Param::retreat_distance], "retreat")) continue;
    take_hits(b, p, u, p.whole(Param::retreat_extra_hits), "retreat");
  }
}

}  // namespace caisson::igor
