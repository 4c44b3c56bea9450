#include "engine/rules/minicampaign/zones.hpp"

#include <vector>

#include "engine/play/battle.hpp"
#include "engine/rules/line_of_sight.hpp"
#include "engine/rules/units_near.hpp"

namespace caisson::minicampaign {

bool is_engaging(const MiniParameters& p, const Unit& u, const Unit& enemy) {
  return enemy.present() && enemy.side != u.side && u.footprint.distance_to(enemy.footprint) <= p[Param::engaged_zone];
}

std::optional<UnitId> engaging_enemy(const Battle& b, const MiniParameters& p, const Unit& u) {
  std::optional<UnitId> best;
  double nearest = 0;
  thread_local std::vector<UnitId> near;
  side_near_in_order(b, other(u.side), u.footprint.bounds(), p[Param::engaged_zone], near);
  for (UnitId id : near) {
    const Unit& e = b.unit(id);
    if (!is_engaging(p, u, e)) continue;
    double d = u.footprint.distance_to(e.footprint);
    if (!best || d < nearest) best = e.id, nearest = d;
  }
  return best;
}

bool in_engaged_zone(const Battle& b, const MiniParameters& p, const Unit& u, const OrientedRect& where) {
  thread_local std::vector<UnitId> near;
  side_near_in_order(b, other(u.side), where.bounds(), p[Param::engaged_zone], near);
  for (UnitId id : near) {
    const Unit& e = b.unit(id);
    if (e.present() && where.distance_to(e.footprint) <= p[Param::engaged_zone]) return true;
  }
  return false;
}

bool in_frontal_arc(const MiniParameters& p, const OrientedRect& from, const OrientedRect& target) {
  return any_part_in_arc(from, target, p[Param::front_arc]);
}

std::optional<UnitId> fronting_enemy(const Battle& b, const MiniParameters& p, const Unit& u) {
  std::optional<UnitId> best;
  double nearest = 0;
  thread_local std::vector<UnitId> near;
  side_near_in_order(b, other(u.side), u.footprint.bounds(), p[Param::front_zone], near);
  for (UnitId id : near) {
    const Unit& e = b.unit(id);
    if (!e.present() || e.routing) continue;
    double d = u.footprint.distance_to(e.footprint);
    if (d > p[Param::front_zone] || !in_frontal_arc(p, e.footprint, u.footprint)) continue;
    if (!best || d < nearest) best = e.id, nearest = d;
  }
  return best;
}

}  // namespace caisson::minicampaign
