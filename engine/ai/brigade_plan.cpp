#include "engine/ai/brigade_plan.hpp"

#include "engine/orders/order.hpp"

namespace caisson {

OrderIntent order_intent(const Battle& b, const FormationNode& brigade) {
  for (const OrderWord& w : b.rules->order_words())
    if (w.word == brigade.standing_order) return w.intent;
  return OrderIntent::advance;  // no word of the rule system's (the default order)
}

std::optional<Vec2> brigade_goal(const Battle& b, const FormationNode& brigade) {
  const OrderIntent order = order_intent(b, brigade);
  if (order == OrderIntent::retire) return Vec2{b.field().width() / 2, b.scenario->home_edge_y[brigade.side]};
  if (auto at = locate_objective(b, brigade)) return at;
  if (order == OrderIntent::hold) return std::nullopt;
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

}  // namespace caisson
