#include "engine/rules/igor/footprint.hpp"

#include <algorithm>

namespace caisson::igor {

int guns_of(const IgorParameters& p, const Unit& u) {
  int full = p.whole(Param::guns_per_battery);
  if (u.stands_at_start <= 0 || u.stands >= u.stands_at_start) return full;
  return std::max(0, full * u.stands / u.stands_at_start);
}

Footprint footprint_of(const IgorParameters& p, Arm arm, Formation f, int guns) {
  const double w = p[Param::base_width], d = p[Param::base_depth];
  if (arm == Arm::artillery) {
    // A battery's gun bases (four when full; a split battery fewer): abreast when unlimbered,
    // one behind another when limbered.
    double n = std::clamp(guns, 1, p.whole(Param::guns_per_battery));
    const double gw = p[Param::gun_base_width], gd = p[Param::gun_base_depth];
    if (f == Formation::limbered || f == Formation::column) return {gw, gd * n};
    return {gw * n, gd};
  }
  switch (f) {
    case Formation::line: return {2 * w, d};
    case Formation::skirmish: return {3 * w, d};        // a base-width gap between the two bases
    case Formation::column: return {w, 2 * d};          // one base behind the other
    case Formation::square: return {w, 2 * d};          // back to back, facing away
    case Formation::limbered:
    case Formation::unlimbered: return {2 * w, d};      // not an infantry formation; sized as line
  }
  return {2 * w, d};
}

OrientedRect footprint_at(const IgorParameters& p, const Unit& u, Vec2 center, double facing, Formation f) {
  Footprint fp = footprint_of(p, u.arm, f, guns_of(p, u));
  return OrientedRect{center, fp.width, fp.depth, facing};
}

}  // namespace caisson::igor
