#include "engine/ai/charge_decision.hpp"

#include <algorithm>
#include <utility>
#include <vector>

#include "engine/ai/brigade_plan.hpp"
#include "engine/ai/checked_action.hpp"
#include "engine/ai/later_phase.hpp"
#include "engine/ai/targeting.hpp"

namespace caisson {
namespace {

// The nearest enemy with fair odds whose charge `legal` accepts. Enemies are asked nearest
// first, so the rules' charge check runs until the first one it accepts; enemies beyond any
// charge's reach are never asked.
template <class Legal>
std::optional<UnitId> nearest_chargeable(const Battle& b, const Unit& u, Legal legal) {
  thread_local std::vector<std::pair<double, UnitId>> candidates;
  candidates.clear();
  const double reach = b.advisor().charge_reach_bound(u);
  thread_local std::vector<UnitId> ids;
  b.units_of_side_near(other(u.side), u.footprint.center, reach + u.footprint.radius(), ids);
  for (UnitId id : ids) {
    const Unit& e = b.unit(id);
    if (!e.present() || !odds_are_reasonable(u, e)) continue;
    if (gap_at_least(u, e) > reach) continue;
    const double d = u.footprint.distance_to(e.footprint);
    if (d <= reach) candidates.emplace_back(d, e.id);
  }
  std::sort(candidates.begin(), candidates.end());  // by distance, then by id: the unit order
  for (const auto& [d, id] : candidates)
    if (legal(Charge{u.id, id, {}})) return id;
  return std::nullopt;
}

}  // namespace

bool odds_are_reasonable(const Unit& attacker, const Unit& defender) {
  if (defender.routing) return true;
  if (attacker.hits > defender.hits) return false;
  return attacker.stands >= defender.stands || defender.hits > attacker.hits;
}

bool charge_open(Battle& b, const Unit& u, const FormationNode& brigade) {
  if (order_intent(b, brigade) != OrderIntent::attack || !u.can_act() || u.acted) return false;
  return nearest_chargeable(b, u, [&](const Charge& c) { return legal_later(b, c); }).has_value();
}

bool decide_charge(const Battle& b, const Unit& u, const FormationNode& brigade, ActionPort& port) {
  if (order_intent(b, brigade) != OrderIntent::attack || !u.can_act() || !b.advisor().may_act(b, u, ActionKind::charge)) return false;
  auto target = nearest_chargeable(b, u, [&](const Charge& c) { return b.rules->allows(b, c); });
  if (!target) return false;
  // The thread's own charge, asked about as an action as it grows: its list of supporters keeps
  // its room between decisions, and is never copied into an action of its own.
  thread_local Action action{Charge{}};
  Charge& c = std::get<Charge>(action);
  c.unit = u.id;
  c.target = *target;
  c.supporters.clear();
  // Brigade mates the rules accept as supporters go in behind.
  for (UnitId s : brigade.units) {
    if (s == u.id || !b.unit(s).can_act() || b.unit(s).acted) continue;
    c.supporters.push_back(s);
    if (!b.rules->allows(b, action)) c.supporters.pop_back();
  }
  return try_action(b, action, port);
}

}  // namespace caisson
