#include "engine/ai/artillery.hpp"

#include <cmath>

#include "engine/ai/brigade_plan.hpp"
#include "engine/ai/checked_action.hpp"
#include "engine/ai/targeting.hpp"

namespace caisson {
namespace {

// The nearest enemy visible from `from` within `range`, if any.
std::optional<UnitId> visible_enemy(const Battle& b, const Unit& gun, Vec2 from, double range) {
  std::optional<UnitId> best;
  double best_d = range;
  const double level = b.field().level_at(from);
  for (const Unit& e : b.units) {
    if (e.side == gun.side || !e.present()) continue;
    double d = distance(from, e.position);
    if (d > best_d) continue;
    if (!b.field().terrain_clear(from, level, e.position, b.field().level_at(e.position))) continue;
    best = e.id, best_d = d;
  }
  return best;
}

}  // namespace

bool play_battery(const Battle& b, const Unit& gun, const FormationNode& brigade, ActionPort& port) {
  const double range = b.rules->fire_range_in(gun, Formation::unlimbered);
  auto seen = visible_enemy(b, gun, gun.position, range * 0.9);
  if (gun.formation == Formation::limbered) {
    if (!seen) return false;  // march on
    // Unlimbering is the whole move; the guns wheel to bear next turn if they must.
    return try_action(b, ChangeFormation{gun.id, Formation::unlimbered}, port);
  }
  if (gun.formation != Formation::unlimbered) return false;
  if (seen) {
    double want = bearing(gun.position, b.unit(*seen).position);
    if (std::abs(turn_between(gun.facing, want)) > 20 && !has_target_from_here(b, gun))
      try_action(b, Move{gun.id, gun.position, want}, port);
    return true;
  }
  // Nothing to shoot from here: limber up and move on, unless holding.
  if (!is_hold(brigade)) try_action(b, ChangeFormation{gun.id, Formation::limbered}, port);
  return true;
}

}  // namespace caisson
