#include "engine/rules/north/troops.hpp"

#include <algorithm>

namespace caisson::north {

bool is_deployed_in(const Unit& u, Formation f) {
  if (u.arm == Arm::artillery) return f == Formation::unlimbered;
  return f == Formation::line || f == Formation::skirmish;
}

bool is_deployed(const Unit& u) { return is_deployed_in(u, u.formation); }

int starting_stands(const NorthParameters& p, const Unit& u) {
  const bool guns = u.arm == Arm::artillery;
  switch (u.quality) {
    case Quality::raw: return p.whole(guns ? Param::crew_poor : Param::stands_poor);
    case Quality::veteran: return p.whole(guns ? Param::crew_elite : Param::stands_elite);
    case Quality::seasoned: break;
  }
  return p.whole(guns ? Param::crew_average : Param::stands_average);
}

int toss_strength(const NorthParameters& p, const Unit& u) {
  return u.arm == Arm::artillery ? u.stands * p.whole(Param::figures_per_crew_stand) : u.stands;
}

Footprint footprint_in(const NorthParameters& p, const Unit& u, Formation f) {
  if (u.arm == Arm::artillery) return {p[Param::gun_width], p[Param::gun_depth]};
  const int stands = std::max(1, u.stands);
  switch (f) {
    case Formation::skirmish: return {p[Param::skirmish_front], 2 * p[Param::stand_depth]};
    case Formation::column:
    case Formation::limbered: return {p[Param::stand_width], stands * p[Param::stand_depth]};
    default: return {stands * p[Param::stand_width], p[Param::stand_depth]};
  }
}

OrientedRect footprint_at(const NorthParameters& p, const Unit& u, Vec2 centre, double facing, Formation f) {
  Footprint fp = footprint_in(p, u, f);
  return OrientedRect{centre, fp.width, fp.depth, normalize_facing(facing)};
}

double move_rate_in(const NorthParameters& p, const Unit& u, Formation f) {
  const bool deployed = is_deployed_in(u, f);
  switch (u.arm) {
    case Arm::artillery: return deployed ? 0.0 : p[Param::move_not_deployed];
    case Arm::cavalry:
      if (!u.dismounted) return p[deployed ? Param::move_deployed_cavalry : Param::move_cavalry_not_deployed];
      break;  // dismounted cavalry move as infantry
    case Arm::infantry: break;
  }
  if (f == Formation::skirmish) return p[Param::move_skirmishers];
  return p[deployed ? Param::move_deployed_foot : Param::move_not_deployed];
}

double move_rate(const NorthParameters& p, const Unit& u) { return move_rate_in(p, u, u.formation); }

}  // namespace caisson::north
