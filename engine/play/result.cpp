#include "engine/play/result.hpp"

#include "engine/play/men_lost.hpp"
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
  const std::vector<MenCount> men = men_by_unit(b);
  const std::array<MenCount, 2> sides = men_by_side(b, men);
  for (Side s : {Side{0}, Side{1}}) {
    r.men_lost[s] = sides[s].lost;
    r.men_at_start[s] = sides[s].at_start;
  }
  for (const Unit& u : b.units) {
    if (u.status != UnitStatus::waiting) r.stands_at_start[u.side] += u.stands_at_start;
    const MenCount& m = men[static_cast<std::size_t>(u.id)];
    r.units.push_back({u.id, u.name, u.side, u.stands_at_start, u.stands, u.hits, m.at_start, m.lost, u.status, u.routing});
  }
  return r;
}

}  // namespace caisson
