#include "engine/ai/deploy.hpp"

#include <algorithm>

#include "engine/ai/checked_action.hpp"

namespace caisson {

double deploy_distance(const Battle& b, const Unit& u) {
  return std::max(kDeployDistance, b.advisor().fire_range_in(u, Formation::line) + b.advisor().move_allowance(b, u));
}

bool deploy_to_line(const Battle& b, const Unit& u, const std::optional<Sighting>& enemy, ActionPort& port) {
  if (u.arm == Arm::artillery || u.formation != Formation::column) return false;
  if (!enemy || enemy->distance > deploy_distance(b, u)) return false;
  return try_action(b, ChangeFormation{u.id, Formation::line}, port);
}

}  // namespace caisson
