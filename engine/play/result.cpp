#include "engine/play/result.hpp"

#include "engine/play/victory.hpp"

namespace caisson {

Result result_of(const Battle& b) {
  Result r;
  if (b.outcome) r.outcome = *b.outcome;
  r.refused_actions = b.refused;
  for (Side s : {Side{0}, Side{1}}) r.stands_lost[s] = b.losses_in_stands(s);
  r.objective_points = objective_points(b);
  const auto& objectives = b.field().objectives();
  for (std::size_t i = 0; i < objectives.size(); ++i)
    if (auto h = b.holder_of(static_cast<int>(i))) r.objectives_held[*h].push_back(objectives[i].name);
  for (const Unit& u : b.units) {
    if (u.status != UnitStatus::waiting) r.stands_at_start[u.side] += u.stands_at_start;
    r.units.push_back({u.id, u.name, u.side, u.stands_at_start, u.stands, u.hits, u.status, u.routing});
  }
  return r;
}

}  // namespace caisson
