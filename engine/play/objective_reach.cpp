#include "engine/play/objective_reach.hpp"

#include <algorithm>
#include <optional>

#include <fmt/format.h>

#include "engine/ai/brigade_plan.hpp"
#include "engine/battlefield/ground_regions.hpp"
#include "engine/battlefield/polygon_crossing.hpp"
#include "engine/orders/order.hpp"
#include "engine/play/reinforcements.hpp"

namespace caisson {
namespace {

bool shares_one(const std::vector<int>& a, const std::vector<int>& b) {
  return std::any_of(a.begin(), a.end(), [&](int r) { return std::find(b.begin(), b.end(), r) != b.end(); });
}

// Where a formation starts from: its units on the table, and the entries of the reinforcements
// that bring its waiting ones (each the formation's own, or one above or below it).
struct Whence {
  std::vector<Vec2> units;
  std::vector<std::size_t> arrivals;  // indices into the scenario's reinforcements
  std::vector<Vec2> points(const Battle& b) const {
    std::vector<Vec2> all = units;
    for (std::size_t i : arrivals) all.push_back(reinforcement_entry(b, b.scenario->reinforcements[i]));
    return all;
  }
};

Whence whence(const Battle& b, FormationId f, bool own_units_only) {
  Whence w;
  const std::vector<Reinforcement>& arrivals = b.scenario->reinforcements;
  for (const Unit& u : b.units) {
    if (own_units_only ? u.brigade != f : !in_subtree(b.oob, u.brigade, f)) continue;
    if (u.present()) w.units.push_back(u.position);
    if (u.status != UnitStatus::waiting) continue;
    for (std::size_t i = 0; i < arrivals.size(); ++i)
      if (in_subtree(b.oob, u.brigade, arrivals[i].formation) &&
          std::find(w.arrivals.begin(), w.arrivals.end(), i) == w.arrivals.end())
        w.arrivals.push_back(i);
  }
  return w;
}

// "the brigade's units", "its entry at (24.0, 36.0)", "its entry, the road "Pike"", or both.
std::string from_where(const Battle& b, const Whence& w) {
  std::string entry;
  if (!w.arrivals.empty()) {
    const Reinforcement& r = b.scenario->reinforcements[w.arrivals.front()];
    const Vec2 at = reinforcement_entry(b, r);
    entry = r.enter_road.empty() ? fmt::format("its entry at ({:.1f}, {:.1f})", at.x, at.y)
                                 : fmt::format("its entry, the road \"{}\"", r.enter_road);
  }
  if (w.units.empty()) return entry;
  return entry.empty() ? "the brigade's units" : "the brigade's units and " + entry;
}

// The impassable area that holds the point, or that the straight way first runs into.
const Area* impassable_at(const Battlefield& field, Vec2 p) {
  for (const Area& a : field.areas())
    if (a.kind == AreaKind::impassable && strictly_inside(a.outline, p)) return &a;
  return nullptr;
}
const Area* impassable_across(const Battlefield& field, Vec2 from, Vec2 to) {
  const Area* first = nullptr;
  double nearest = 2;
  for (const Area& a : field.areas())
    if (a.kind == AreaKind::impassable)
      if (auto t = first_inside(a.outline, Segment{from, to}); t && *t < nearest) first = &a, nearest = *t;
  return first;
}
std::string named(const Area* a) { return a ? fmt::format(" (\"{}\", line {})", a->name, a->source_line) : ""; }

// An objective as the brigade is given it: what it is called in a warning, and the regions of
// the ground a unit may stand on to be there — a named objective within its radius, a point on
// it, a terrain feature on it or at its edge, a formation where its units start.
struct Goal {
  std::string what;
  std::vector<int> regions;
  bool in_impassable = false;  // its ground is all impassable, as opposed to cut off
  std::string why_impassable;
};

Goal goal_of(const Battle& b, const GroundRegions& ground, const FormationNode& n) {
  Goal g;
  const Battlefield& field = b.field();
  const double near = ground.cell();  // a terrain feature is reached within a cell of it
  if (n.objective_point) {
    const Vec2 p = *n.objective_point;
    g.what = fmt::format("the point ({:.1f}, {:.1f})", p.x, p.y);
    ground.regions_from(p, g.regions);
    g.why_impassable = "it lies in impassable ground" + named(impassable_at(field, p));
  } else if (const Objective* o = field.find_objective(n.objective)) {
    g.what = fmt::format("\"{}\" (line {})", o->name, o->source_line);
    ground.regions_from(o->at, g.regions);
    ground.regions_in(Box{o->at, o->at}.grown(o->radius), [&](Vec2 c) { return distance(c, o->at) <= o->radius; },
                      g.regions);
    g.why_impassable = "the ground within its radius is all impassable" + named(impassable_at(field, o->at));
  } else if (const Area* a = field.find_area(n.objective)) {
    g.what = fmt::format("{} \"{}\" (line {})", name_of(a->kind), a->name, a->source_line);
    ground.regions_in(a->outline.bounds().grown(near), [&](Vec2 c) { return a->outline.distance_to(c) <= near; },
                      g.regions);
    g.why_impassable = "it lies in impassable ground";
  } else if (const LinearFeature* l = field.find_line(n.objective)) {
    g.what = fmt::format("{} \"{}\" (line {})", name_of(l->kind), l->name, l->source_line);
    const double reach = std::max(near, l->width);
    ground.regions_in(l->path.bounds().grown(reach), [&](Vec2 c) { return l->path.distance_to(c) <= reach; },
                      g.regions);
    g.why_impassable = "it lies in impassable ground";
  } else if (const FormationId f = b.oob.find(n.objective); f != kNone) {
    const FormationNode& target = b.oob.node(f);
    g.what = fmt::format("{} \"{}\"", name_of(target.echelon), target.name);
    const std::vector<Vec2> points = whence(b, f, false).points(b);
    if (points.empty()) return Goal{};  // nobody to follow: nothing to ask
    for (Vec2 p : points) ground.regions_from(p, g.regions);
    g.why_impassable = "its units stand in impassable ground";
  }
  g.in_impassable = g.regions.empty();
  return g;
}

// The warning's reason, or nothing when a unit of the brigade can get there.
std::optional<std::string> why_unreachable(const Battle& b, const GroundRegions& ground, const FormationNode& n) {
  if (order_intent(b, n) == OrderIntent::retire || (n.objective.empty() && !n.objective_point)) return std::nullopt;
  const Whence from = whence(b, n.id, true);
  const std::vector<Vec2> starts = from.points(b);
  if (starts.empty()) return std::nullopt;
  Goal goal = goal_of(b, ground, n);
  if (goal.what.empty()) return std::nullopt;  // nothing the loader would have let through
  if (goal.in_impassable) return fmt::format("{}: {}, where no unit may stand", goal.what, goal.why_impassable);
  std::vector<int> own;
  for (Vec2 p : starts) ground.regions_from(p, own);
  if (shares_one(own, goal.regions)) return std::nullopt;
  std::string why = fmt::format("{}: impassable ground cuts it off from {}, with no way round or across it", goal.what,
                                from_where(b, from));
  // Name what stands in the way, as the commander would march: straight for the objective.
  if (auto aim = locate_objective(b, n))
    if (const Area* a = impassable_across(b.field(), starts.front(), *aim))
      why += fmt::format(" (the straight way runs into \"{}\", line {})", a->name, a->source_line);
  return why;
}

std::string line_of(const Battle& b, int line) {
  const std::string& file = b.scenario->source_file;
  if (line > 0) return fmt::format("{}:{}: ", file, line);
  return file.empty() ? "" : file + ": ";
}

}  // namespace

std::vector<std::string> unreachable_objectives(const Battle& b) {
  std::vector<std::string> warnings;
  const GroundRegions ground(b.field());
  // No impassable ground: every objective is on the table (the loader sees to that), so in reach.
  if (!ground.divided()) return warnings;
  for (const FormationNode& n : b.oob.nodes()) {
    if (auto why = why_unreachable(b, ground, n))
      warnings.push_back(fmt::format("{}warning: {} \"{}\" has no way to reach its objective {}",
                                     line_of(b, n.source_line), name_of(n.echelon), n.name, *why));
  }
  const std::vector<ScheduledOrder>& orders = b.scenario->orders;
  for (std::size_t i = 0; i < orders.size(); ++i) {
    const ScheduledOrder& o = orders[i];
    // The brigade as the order leaves it.
    FormationNode ordered = b.oob.node(o.to);
    ordered.standing_order = o.order;
    ordered.objective = o.objective;
    ordered.objective_point = o.point;
    if (auto why = why_unreachable(b, ground, ordered))
      warnings.push_back(fmt::format("{}warning: orders[{}] gives {} \"{}\" (line {}) an objective it has no way to "
                                     "reach, {}",
                                     line_of(b, o.source_line), i + 1, name_of(ordered.echelon), ordered.name,
                                     ordered.source_line, *why));
  }
  return warnings;
}

}  // namespace caisson
