#include "engine/ai/reserves.hpp"

#include <algorithm>
#include <vector>

#include "engine/orders/courier.hpp"

namespace caisson {
namespace {

// The ruleset's word for an attack: its first that means one, else its first forward order.
std::string attack_word(const Battle& b) {
  auto words = b.rules->order_words();
  for (OrderIntent intent : {OrderIntent::attack, OrderIntent::advance})
    for (const OrderWord& w : words)
      if (w.intent == intent) return std::string(w.word);
  return std::string(words.empty() ? kStandingOrders.front().word : words.front().word);
}

bool addressed(const Battle& b, FormationId f) {
  return std::any_of(b.couriers.begin(), b.couriers.end(), [&](const Courier& c) { return c.order.to == f; });
}

}  // namespace

bool brigade_broken(const Battle& b, const FormationNode& brigade) {
  int shaken = 0, all = 0;
  for (UnitId id : brigade.units) {
    const Unit& u = b.unit(id);
    if (u.status == UnitStatus::waiting) return false;  // not yet arrived
    ++all;
    if (!u.present() || u.routing) ++shaken;
  }
  return all > 0 && shaken * 2 > all;
}

bool reserve_waiting(const Battle& b, const FormationNode& brigade) {
  return brigade.reserve && !addressed(b, brigade.id);
}

void commit_reserves(Battle& b, Side side) {
  std::vector<FormationId> broken, sent, waiting;
  for (const FormationNode& n : b.oob.nodes()) {
    if (n.side != side || n.units.empty()) continue;
    if (!n.reserve && brigade_broken(b, n)) broken.push_back(n.id);
    else if (n.reserve && reserve_waiting(b, n)) waiting.push_back(n.id);
    else if (n.reserve) sent.push_back(n.id);
  }
  for (std::size_t i = sent.size(), w = 0; i < broken.size() && w < waiting.size(); ++i, ++w) {
    const FormationNode& front = b.oob.node(broken[i]);
    Order o{waiting[w], kNone, attack_word(b), front.objective, front.objective_point};
    if (o.objective.empty() && !o.point)
      o.point = formation_centre(b, front.id).value_or(Vec2{b.field().width() / 2, b.scenario->home_edge_y[other(side)]});
    issue_order(b, std::move(o));
  }
}

void send_reserves_to_exploit(Battle& b, Side side) {
  for (const FormationNode& reserve : b.oob.nodes()) {
    if (reserve.side != side || reserve.units.empty() || !reserve_waiting(b, reserve)) continue;
    auto at = formation_centre(b, reserve.id);
    if (!at) continue;  // not yet on the field
    std::optional<Vec2> target;
    double nearest = kExploitReach;
    for (const FormationNode& enemy : b.oob.nodes()) {
      if (enemy.side == side || enemy.units.empty() || !brigade_broken(b, enemy)) continue;
      auto centre = formation_centre(b, enemy.id);
      if (centre && distance(*at, *centre) < nearest) target = centre, nearest = distance(*at, *centre);
    }
    if (target) issue_order(b, Order{reserve.id, kNone, attack_word(b), {}, target});
  }
}

}  // namespace caisson
