#include "engine/ai/field_picture.hpp"

#include <algorithm>
#include <cmath>

namespace caisson {

double fighting_strength(const Unit& u) {
  if (!u.present()) return 0;
  double s = std::max(1, u.stands) * std::max(0.2, 1.0 - 0.12 * u.hits);
  if (u.routing) s *= 0.2;
  if (u.disordered) s *= 0.7;
  return s;
}

bool BrigadeView::broken() const {
  const int came = present + gone;
  if (came == 0) return false;
  return (came - able) * 2 >= came + (came == 1 ? 1 : 0) || strength * 3 < start_strength;
}

void FieldPicture::build(const Battle& b, Side side, const std::vector<bool>& acting) {
  brigades_.assign(b.oob.nodes().size(), BrigadeView{});
  for (const FormationNode& n : b.oob.nodes()) {
    BrigadeView& v = brigades_[static_cast<std::size_t>(n.id)];
    v.id = n.id;
    v.side = n.side;
    Vec2 able_sum, present_sum, facing_sum;
    const bool search = n.side == side && acting[static_cast<std::size_t>(n.id)];
    for (UnitId id : n.units) {
      const Unit& u = b.unit(id);
      v.start_strength += std::max(1, u.stands_at_start);
      if (u.status == UnitStatus::waiting) {
        ++v.waiting;
        continue;
      }
      if (!u.present()) {
        ++v.gone;
        continue;
      }
      ++v.present;
      present_sum = present_sum + u.position;
      if (u.routing) continue;
      ++v.able;
      v.strength += fighting_strength(u);
      able_sum = able_sum + u.position;
      facing_sum = facing_sum + heading(u.facing);
      if (search)
        if (auto e = nearest_enemy(b, u); e && e->distance < v.nearest.distance) v.nearest = *e;
    }
    if (v.able > 0) v.centre = able_sum * (1.0 / v.able);
    else if (v.present > 0) v.centre = present_sum * (1.0 / v.present);
    v.front = facing_sum.length() > 1e-9 ? facing_sum.normalized() : Vec2{0, 1};
  }
}

double FieldPicture::strength_near(const Battle& b, Side side, Vec2 p, double radius) const {
  thread_local std::vector<UnitId> near;
  b.units_of_side_near(side, p, radius, near);
  double s = 0;
  for (UnitId id : near) {
    const Unit& u = b.unit(id);
    if (u.present() && distance(u.position, p) <= radius) s += fighting_strength(u);
  }
  return s;
}

}  // namespace caisson
