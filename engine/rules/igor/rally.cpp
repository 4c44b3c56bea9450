#include <algorithm>

#include "engine/play/battle.hpp"
#include "engine/rules/igor/morale.hpp"
#include "engine/rules/igor/movement.hpp"
#include "engine/rules/igor/procedures.hpp"

namespace caisson::igor {

std::optional<std::string> check_rally(const Battle& b, const Rally& r) {
  const Unit& u = b.unit(r.unit);
  if (u.hits == 0 && !u.routing)
    return refusal(u, "rally", "it has no HITs and is not routing", "rallying");
  return std::nullopt;
}

void resolve_rally(Battle& b, const IgorParameters& p, const Rally& r) {
  Unit& u = b.unit(r.unit);
  u.acted = true;
  MoraleResult m = morale_check(b, p, u, "rally");
  if (!m.passed) return;
  int removed = std::min(u.hits, 2);
  u.hits -= removed;
  bool stopped = u.routing;
  u.routing = false;
  b.emit(HitsRallied{u.id, removed, u.hits, stopped});
}

}  // namespace caisson::igor
