#include "engine/campaign/carry_over.hpp"

#include <algorithm>

namespace caisson {

const CampaignBattle* Campaign::find(const std::string& id) const {
  for (const auto& b : battles)
    if (b.id == id) return &b;
  return nullptr;
}

Quality seasoned_by(Quality q, int battles, const CarryRules& rules) {
  if (battles >= rules.battles_to_veteran) return Quality::veteran;
  if (battles >= rules.battles_to_season && q == Quality::raw) return Quality::seasoned;
  return q;
}

void apply_carry_over(Scenario& s, const CampaignState& state, const CarryRules& rules) {
  for (Unit& u : s.units) {
    auto it = state.units.find(u.name);
    if (it == state.units.end()) continue;
    const CarriedUnit& c = it->second;
    if (c.destroyed) {
      u.status = UnitStatus::destroyed;
      u.left_how = "destroyed in an earlier battle";
      continue;
    }
    if (rules.losses) {
      u.stands = std::max(1, u.stands - c.stands_lost);
      u.stands_at_start = u.stands;
      u.hits = c.hits;
    }
    if (rules.experience && c.quality) u.quality = std::max(u.quality, *c.quality);
  }
  if (!rules.generals) return;
  for (Commander& g : s.commanders) {
    // Follow the line of succession: a successor may have fallen in a later battle too.
    for (int guard = 0; guard < 16; ++guard) {
      auto it = state.generals.find(g.name);
      if (it == state.generals.end() || !it->second.fallen) break;
      g.name = it->second.successor.empty() ? g.name + "'s successor" : it->second.successor;
      g.quality = Quality::raw;  // a new man in the post, untried at this level
    }
  }
}

void record_battle(CampaignState& state, const Battle& b, const CarryRules& rules) {
  for (const Unit& u : b.units) {
    if (u.status == UnitStatus::waiting) continue;
    CarriedUnit& c = state.units[u.name];
    if (u.status == UnitStatus::destroyed) {
      c.destroyed = true;
      continue;
    }
    c.stands_lost += u.stands_at_start - u.stands;
    c.hits = u.hits;
    ++c.battles;
    if (rules.experience) c.quality = seasoned_by(u.quality, c.battles, rules);
  }
  for (const Commander& g : b.commanders)
    if (!g.alive) state.generals[g.name].fallen = true;
}

}  // namespace caisson
