#include "engine/play/battle.hpp"
#include "engine/rules/igor/movement.hpp"
#include "engine/rules/igor/outcomes.hpp"
#include "engine/rules/igor/procedures.hpp"

namespace caisson::igor {

double rout_move(const IgorParameters& p, const Unit& u) {
  // Routing guns are hooked up; everything else runs at its open-ground rate plus the charge
  // bonus, whatever the ground.
  double rate = open_move(p, u);
  if (u.arm == Arm::artillery) rate = p[Param::move_limbered];
  else if (u.formation == Formation::square) rate = p[Param::move_line];
  return rate + p[Param::charge_bonus];
}

void rout_phase(Battle& b, const IgorParameters& p, Side side) {
  for (Unit& u : b.units) {
    if (u.side != side || !u.present() || !u.routing) continue;
    if (!move_toward_home(b, p, u, rout_move(p, u), "rout")) continue;
    take_hits(b, p, u, p.whole(Param::rout_extra_hits), "rout");
  }
}

}  // namespace caisson::igor
