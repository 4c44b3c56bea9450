#include "engine/rules/minicampaign/footprint.hpp"

#include <algorithm>

namespace caisson::minicampaign {

Footprint footprint_in(const MiniParameters& p, const Unit& u, Formation f) {
  if (u.arm == Arm::artillery) return {p[Param::gun_width], p[Param::gun_depth]};
  int stands = std::max(1, u.stands);
  if (f == Formation::column) {
    int abreast = std::clamp(p.whole(Param::column_width_stands), 1, stands);
    int ranks = (stands + abreast - 1) / abreast;
    return {abreast * p[Param::stand_width], ranks * p[Param::stand_depth]};
  }
  return {stands * p[Param::stand_width], p[Param::stand_depth]};
}

Footprint footprint_of(const MiniParameters& p, const Unit& u) { return footprint_in(p, u, u.formation); }

OrientedRect footprint_at(const MiniParameters& p, const Unit& u, Vec2 centre, double facing, Formation f) {
  Footprint fp = footprint_in(p, u, f);
  return OrientedRect{centre, fp.width, fp.depth, normalize_facing(facing)};
}

}  // namespace caisson::minicampaign
