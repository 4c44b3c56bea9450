#include "engine/play/men_lost.hpp"

#include <cmath>

namespace caisson {
namespace {

int men_in_share(int men, double share) { return static_cast<int>(std::lround(men * share)); }

}  // namespace

std::vector<MenCount> men_by_unit(const Battle& b) {
  const Scenario& s = *b.scenario;
  std::vector<MenCount> men(b.units.size());
  std::vector<int> brought_lost(b.units.size(), 0);  // lost in earlier battles, carried in
  for (const Unit& regiment : s.units) {
    if (regiment.status == UnitStatus::destroyed) continue;  // gone in an earlier battle
    const auto into = static_cast<std::size_t>(b.unit_from_scenario(regiment.id));
    const int regiment_men = s.men_scale.men_of(regiment);
    men[into].at_start += regiment_men;
    brought_lost[into] += men_in_share(regiment_men, b.rules->share_of_men_lost(regiment));
  }
  for (const Unit& u : b.units) {
    auto& m = men[static_cast<std::size_t>(u.id)];
    if (u.status == UnitStatus::waiting) {
      m = {};
      continue;
    }
    const int lost = men_in_share(m.at_start, b.rules->share_of_men_lost(u)) - brought_lost[static_cast<std::size_t>(u.id)];
    m.lost = lost < 0 ? 0 : lost;
  }
  return men;
}

std::array<MenCount, 2> men_by_side(const Battle& b, const std::vector<MenCount>& by_unit) {
  std::array<MenCount, 2> sides{};
  for (const Unit& u : b.units) {
    const MenCount& m = by_unit[static_cast<std::size_t>(u.id)];
    sides[u.side].at_start += m.at_start;
    sides[u.side].lost += m.lost;
  }
  return sides;
}

}  // namespace caisson
