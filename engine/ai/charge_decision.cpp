#include "engine/ai/charge_decision.hpp"

#include <algorithm>
#include <utility>
#include <vector>

#include "engine/ai/brigade_plan.hpp"
#include "engine/ai/checked_action.hpp"
#include "engine/ai/later_phase.hpp"

namespace caisson {
namespace {

// The nearest enemy with fair odds whose charge `legal` accepts. Enemies are asked nearest
// first, so the rules' charge check runs until the first one it accepts.
template <class Legal>
std::optional<UnitId> nearest_chargeable(const Battle& b, const Unit& u, Legal legal) {
  thread_local std::vector<std::pair<double, UnitId>> candidates;
  candidates.clear();
  for (const Unit& e : b.units)
    if (e.side != u.side && e.present() && odds_are_reasonable(u, e))
      candidates.emplace_back(u.footprint.distance_to(e.footprint), e.id);
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
  if (!is_attack(brigade) || !u.can_act() || u.acted) return false;
  return nearest_chargeable(b, u, [&](const Charge& c) { return legal_later(b, c); }).has_value();
}

bool decide_charge(const Battle& b, const Unit& u, const FormationNode& brigade, ActionPort& port) {
  if (!is_attack(brigade) || !u.can_act() || u.acted) return false;
  auto target = nearest_chargeable(b, u, [&](const Charge& c) { return !b.rules->check(b, c); });
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
