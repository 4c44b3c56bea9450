#include "engine/ai/artillery.hpp"

#include <cmath>

#include "engine/ai/brigade_plan.hpp"
#include "engine/ai/checked_action.hpp"
#include "engine/ai/targeting.hpp"

namespace caisson {

bool play_battery(const Battle& b, const Unit& gun, const FormationNode& brigade, ActionPort& port) {
  const double range = b.advisor().fire_range_in(gun, Formation::unlimbered);
  auto seen = nearest_visible_enemy(b, gun.side, gun.position, range * 0.9);
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
  if (order_intent(b, brigade) != OrderIntent::hold) try_action(b, ChangeFormation{gun.id, Formation::limbered}, port);
  return true;
}

}  // namespace caisson
