#include "engine/orders/order.hpp"

#include "engine/play/battle.hpp"

namespace caisson {

void formation_centres(const Battle& b, std::vector<std::optional<Vec2>>& out) {
  // Each unit adds itself to its brigade and every formation above, in unit order. The thread's
  // own sums, kept between calls.
  thread_local std::vector<Vec2> sum;
  thread_local std::vector<int> count;
  const std::size_t formations = b.oob.nodes().size();
  sum.assign(formations, Vec2{});
  count.assign(formations, 0);
  for (const Unit& u : b.units) {
    if (!u.present()) continue;
    for (FormationId p = u.brigade; p != kNone; p = b.oob.node(p).parent) {
      const auto i = static_cast<std::size_t>(p);
      sum[i] = sum[i] + u.position;
      ++count[i];
    }
  }
  out.assign(formations, std::nullopt);
  for (std::size_t i = 0; i < formations; ++i)
    if (count[i] > 0) out[i] = sum[i] * (1.0 / count[i]);
}

std::optional<Vec2> formation_centre(const Battle& b, FormationId f) {
  // As dear as one formation's own walk over the army, which also looks up every unit's chain;
  // and the same answers serve until a unit is placed, comes on or goes (the layout's stamp is
  // never reused, whatever the battle).
  thread_local std::vector<std::optional<Vec2>> centres;
  thread_local std::uint64_t centres_layout = 0;
  if (centres_layout != b.layout() || centres.size() != b.oob.nodes().size()) {
    formation_centres(b, centres);
    centres_layout = b.layout();
  }
  if (f < 0 || static_cast<std::size_t>(f) >= centres.size()) return std::nullopt;
  return centres[static_cast<std::size_t>(f)];
}

std::optional<Vec2> locate_objective(const Battle& b, const FormationNode& formation) {
  if (formation.objective_point) return formation.objective_point;
  const std::string& name = formation.objective;
  if (name.empty()) return std::nullopt;
  if (const Objective* o = b.field().find_objective(name)) return o->at;
  Vec2 from = formation_centre(b, formation.id).value_or(Vec2{b.field().width() / 2, b.scenario->home_edge_y[formation.side]});
  if (const Area* a = b.field().find_area(name)) {
    if (a->outline.contains(from)) return from;
    // The nearest point of the outline: the feature's edge facing the formation.
    Vec2 best = a->outline.centroid();
    double best_d = distance(from, best);
    const auto& pts = a->outline.points();
    for (std::size_t i = 0, j = pts.size() - 1; i < pts.size(); j = i++) {
      Segment s{pts[j], pts[i]};
      Vec2 d = s.b - s.a;
      double t = std::clamp((from - s.a).dot(d) / std::max(d.length_squared(), 1e-12), 0.0, 1.0);
      Vec2 p = s.a + d * t;
      if (distance(from, p) < best_d) best = p, best_d = distance(from, p);
    }
    return best;
  }
  if (const LinearFeature* l = b.field().find_line(name)) return l->path.point_at(l->path.project(from));
  FormationId target = b.oob.find(name);
  if (target != kNone) return formation_centre(b, target);
  return std::nullopt;
}

CommanderId superior_of(const Battle& b, FormationId to) {
  for (FormationId f = b.oob.node(to).parent; f != kNone; f = b.oob.node(f).parent) {
    CommanderId c = b.oob.node(f).commander;
    if (c != kNone && b.commander(c).alive && b.commander(c).on_table) return c;
  }
  return kNone;
}

}  // namespace caisson
