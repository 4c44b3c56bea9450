#include "engine/rules/ap/troops.hpp"

#include <algorithm>

#include "engine/play/battle.hpp"

namespace caisson::ap {

Ranks ranks_in(const Unit& u, Formation f) {
  const int halves = std::max(1, u.stands);
  if (u.arm == Arm::artillery || f != Formation::column) return {halves, 0};
  // Half the bases in front, rounded up to whole bases.
  const int front = std::min(halves, 2 * ((halves + 3) / 4));
  return {front, halves - front};
}

int frontage(const Unit& u) {
  if (is_gun(u)) return 1;
  return (ranks(u).front + 1) / 2;
}

bool has_support_rank(const Unit& u) { return !is_gun(u) && ranks(u).second >= 3; }

bool is_gun(const Unit& u) { return u.arm == Arm::artillery; }

bool is_confederate(const Battle& b, const Unit& u) { return u.side == b.scenario->confederate_side(); }

bool is_battered(const Unit& u) { return u.stands * 2 < u.stands_at_start; }
bool is_damaged_gun(const Unit& u) { return is_gun(u) && u.stands < u.stands_at_start; }

Footprint footprint_in(const ApParameters& p, const Unit& u, Formation f) {
  if (is_gun(u)) return {p[Param::gun_width], p[f == Formation::limbered ? Param::limbered_depth : Param::gun_depth]};
  const Ranks r = ranks_in(u, f);
  const double width = (r.front + 1) / 2 * p[Param::base_width];
  return {width, (r.second > 0 ? 2 : 1) * p[Param::base_depth]};
}

OrientedRect footprint_at(const ApParameters& p, const Unit& u, Vec2 centre, double facing, Formation f) {
  const Footprint fp = footprint_in(p, u, f);
  return OrientedRect{centre, fp.width, fp.depth, normalize_facing(facing)};
}

int increments_allowed(const ApParameters& p, const Unit& u) {
  const int allowed = std::max(1, p.whole(Param::increments_less_frontage) - frontage(u));
  if (u.arm == Arm::cavalry && u.dismounted) return std::min(allowed, p.whole(Param::dismounted_increments));
  return allowed;
}

double increment_length(const ApParameters& p, const Unit& u, bool on_road) {
  const double base = p[u.mounted() ? Param::mounted_increment : Param::foot_increment];
  return base + (on_road ? p[Param::road_bonus] : 0.0);
}

int by_quality(const ApParameters& p, Quality q, Param raw, Param average, Param veteran) {
  switch (q) {
    case Quality::raw: return p.whole(raw);
    case Quality::veteran: return p.whole(veteran);
    case Quality::seasoned: break;
  }
  return p.whole(average);
}

int command_value(const ApParameters& p, Quality general) {
  return by_quality(p, general, Param::command_value_raw, Param::command_value_seasoned, Param::command_value_veteran);
}

int unit_value(const ApParameters& p, const Unit& u) {
  return by_quality(p, u.quality, Param::unit_value_raw, Param::unit_value_average, Param::unit_value_veteran);
}

}  // namespace caisson::ap
