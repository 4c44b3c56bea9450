#include "engine/ai/brigade_plan.hpp"

#include "engine/orders/order.hpp"

namespace caisson {

// Order words across rulesets: igor's attack/advance/hold/retire, north's advance/hold/withdraw.
bool is_attack(const FormationNode& n) { return n.standing_order == "attack"; }
bool is_advance(const FormationNode& n) { return n.standing_order == "advance"; }
bool is_hold(const FormationNode& n) { return n.standing_order == "hold"; }
bool is_retire(const FormationNode& n) { return n.standing_order == "retire" || n.standing_order == "withdraw"; }

std::optional<Vec2> brigade_goal(const Battle& b, const FormationNode& brigade) {
  if (is_retire(brigade)) return Vec2{b.field().width() / 2, b.scenario->home_edge_y[brigade.side]};
  if (auto at = locate_objective(b, brigade)) return at;
  if (is_hold(brigade)) return std::nullopt;
  // No objective: advance toward the enemy's edge.
  return Vec2{b.field().width() / 2, b.scenario->home_edge_y[other(brigade.side)]};
}

Vec2 brigade_centre(const Battle& b, const FormationNode& brigade) {
  Vec2 sum;
  int n = 0;
  for (UnitId id : brigade.units)
    if (b.unit(id).present()) sum = sum + b.unit(id).position, ++n;
  return n ? sum * (1.0 / n) : Vec2{};
}

Vec2 station(const Battle& b, const Unit& u, const FormationNode& brigade, Vec2 goal) {
  Vec2 offset = u.position - brigade_centre(b, brigade);
  if (offset.length() > kCohesionRadius) offset = offset.normalized() * kCohesionRadius;
  return goal + offset;
}

Vec2 home_edge_point(const Battle& b, const Unit& u) {
  return Vec2{u.position.x, b.scenario->home_edge_y[u.side]};
}

}  // namespace caisson
