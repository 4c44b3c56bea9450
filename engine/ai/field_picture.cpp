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

namespace {

void see_in_full(const Battle& b, const FormationNode& n, BrigadeView& v) {
  Vec2 able_sum, present_sum, facing_sum;
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
    if (auto e = nearest_enemy(b, u); e && e->distance < v.nearest.distance) v.nearest = *e;
  }
  if (v.able > 0) v.centre = able_sum * (1.0 / v.able);
  else if (v.present > 0) v.centre = present_sum * (1.0 / v.present);
  v.front = facing_sum.length() > 1e-9 ? facing_sum.normalized() : Vec2{0, 1};
}

void see_where(const Battle& b, const FormationNode& n, BrigadeView& v) {
  Vec2 able_sum, present_sum;
  for (UnitId id : n.units) {
    const Unit& u = b.unit(id);
    if (!u.present()) continue;
    ++v.present;
    present_sum = present_sum + u.position;
    if (u.routing) continue;
    ++v.able;
    able_sum = able_sum + u.position;
  }
  if (v.able > 0) v.centre = able_sum * (1.0 / v.able);
  else if (v.present > 0) v.centre = present_sum * (1.0 / v.present);
}

}  // namespace

void FieldPicture::build(const Battle& b, Side side, const std::vector<bool>& acting) {
  brigades_.assign(b.oob.nodes().size(), BrigadeView{});
  for (const FormationNode& n : b.oob.nodes()) {
    // Only the side's own brigades are read: in full those that plan now, the rest for where
    // they stand. (Under jackson a picture is taken at every card: a whole one each time grew
    // as the square of the units.)
    if (n.side != side) continue;
    BrigadeView& v = brigades_[static_cast<std::size_t>(n.id)];
    v.id = n.id;
    v.side = n.side;
    if (acting[static_cast<std::size_t>(n.id)]) see_in_full(b, n, v);
    else see_where(b, n, v);
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
