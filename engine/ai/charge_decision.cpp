#include "engine/ai/charge_decision.hpp"

#include "engine/ai/brigade_plan.hpp"
#include "engine/ai/checked_action.hpp"

namespace caisson {
namespace {

// The nearest enemy the rules would let this unit charge now, with fair odds.
std::optional<UnitId> charge_target(const Battle& b, const Unit& u) {
  std::optional<UnitId> best;
  double best_d = 0;
  for (const Unit& e : b.units) {
    if (e.side == u.side || !e.present() || !odds_are_reasonable(u, e)) continue;
    double d = u.footprint.distance_to(e.footprint);
    if (best && d >= best_d) continue;
    if (b.rules->check(b, Charge{u.id, e.id, {}})) continue;
    best = e.id, best_d = d;
  }
  return best;
}

}  // namespace

bool odds_are_reasonable(const Unit& attacker, const Unit& defender) {
  if (defender.routing) return true;
  if (attacker.hits > defender.hits) return false;
  return attacker.stands >= defender.stands || defender.hits > attacker.hits;
}

bool decide_charge(const Battle& b, const Unit& u, const FormationNode& brigade, ActionPort& port) {
  if (!is_attack(brigade) || !u.can_act() || u.acted) return false;
  auto target = charge_target(b, u);
  if (!target) return false;
  Charge c{u.id, *target, {}};
  // Brigade mates the rules accept as supporters go in behind.
  for (UnitId s : brigade.units) {
    if (s == u.id || !b.unit(s).can_act() || b.unit(s).acted) continue;
    c.supporters.push_back(s);
    if (b.rules->check(b, c)) c.supporters.pop_back();
  }
  return try_action(b, c, port);
}

}  // namespace caisson
