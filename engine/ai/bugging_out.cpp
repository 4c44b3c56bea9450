#include "engine/ai/bugging_out.hpp"

#include <algorithm>
#include <vector>

#include "engine/ai/brigade_plan.hpp"
#include "engine/play/battle.hpp"

namespace caisson {
namespace {

constexpr double kOutgunned = 2.0;  // taken against given
constexpr double kFarthestReach = 60;  // inches: no small arm or gun reaches farther

}  // namespace

FireBalance fire_balance(const Battle& b, const Unit& u) {
  FireBalance f;
  thread_local std::vector<UnitId> near;
  b.units_of_side_near(other(u.side), u.footprint.center, kFarthestReach, near);
  for (UnitId id : near) {
    const Unit& e = b.unit(id);
    if (!e.present() || e.routing) continue;
    if (b.advisor().could_fire_at(b, e, u)) f.taken += b.advisor().expected_hits(b, e, u);
    if (b.advisor().could_fire_at(b, u, e)) f.given = std::max(f.given, b.advisor().expected_hits(b, u, e));
  }
  return f;
}

bool bugs_out(const Battle& b, const Unit& u, const FormationNode& brigade) {
  const OrderIntent order = order_intent(b, brigade);
  const bool retiring = order == OrderIntent::retire;
  const bool unhurt = u.hits == 0 && u.stands == u.stands_at_start;
  if (!retiring && (order == OrderIntent::attack || unhurt)) return false;
  const FireBalance f = fire_balance(b, u);
  if (f.taken <= 0) return false;  // not under fire: nothing to bug out of
  return retiring || f.taken >= kOutgunned * f.given;
}

}  // namespace caisson
