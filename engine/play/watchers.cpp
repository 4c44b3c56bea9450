#include "engine/play/watchers.hpp"

#include <fmt/format.h>

namespace caisson {
namespace {

void report_objectives(Battle& b) {
  const auto& objectives = b.field().objectives();
  for (std::size_t i = 0; i < objectives.size(); ++i) {
    auto now = b.holder_of(static_cast<int>(i));
    int holder = now ? *now : -1;
    int before = b.holders[i];
    if (holder == before) continue;
    b.holders[i] = holder;
    HookArgs a;
    a.objective = static_cast<int>(i);
    if (before >= 0) {
      a.side = static_cast<Side>(before);
      b.call(HookKind::objective_lost, a);
    }
    if (holder >= 0) {
      a.side = static_cast<Side>(holder);
      if (b.log.observed()) b.say(fmt::format("{} takes {}", b.side_name(a.side), objectives[i].name));
      b.call(HookKind::objective_taken, a);
    }
  }
}

bool broken(const Battle& b, const FormationNode& n) {
  int came = 0, gone = 0;
  for (UnitId id : n.units) {
    const Unit& u = b.unit(id);
    if (u.status == UnitStatus::waiting) continue;
    ++came;
    gone += !u.present() || u.routing;
  }
  return came > 0 && gone * 2 >= came;
}

void report_broken_brigades(Battle& b) {
  for (const FormationNode& n : b.oob.nodes()) {
    if (n.echelon != Echelon::brigade || b.brigade_broken[static_cast<std::size_t>(n.id)] || !broken(b, n)) continue;
    b.brigade_broken[static_cast<std::size_t>(n.id)] = true;
    if (b.log.observed()) b.say(fmt::format("{} is broken", n.name));
    HookArgs a;
    a.side = n.side;
    a.formation = n.id;
    b.call(HookKind::brigade_broken, a);
  }
}

struct Region {
  std::string_view name;
  const Area* area = nullptr;
  const Objective* objective = nullptr;
  // In a terrain area by its centre; at an objective as holding it counts.
  bool contains(const Unit& u) const { return area ? area->outline.contains(u.position) : at_objective(u, *objective); }
};

std::vector<Region> regions_of(const Battlefield& f) {
  std::vector<Region> out;
  for (const auto& a : f.areas()) out.push_back({a.name, &a, nullptr});
  for (const auto& o : f.objectives()) out.push_back({o.name, nullptr, &o});
  return out;
}

}  // namespace

void report_area_entries(Battle& b) {
  if (!b.scenario->hooks.has(HookKind::area_entered)) return;
  const auto regions = regions_of(b.field());
  const bool first_look = b.in_area.empty();
  if (first_look) b.in_area.assign(b.units.size() * regions.size(), 0);
  for (std::size_t i = 0; i < b.units.size(); ++i) {
    const Unit& u = b.units[i];
    for (std::size_t r = 0; r < regions.size(); ++r) {
      auto& was = b.in_area[i * regions.size() + r];
      bool now = u.present() && regions[r].contains(u);
      if (now && !was && !first_look && !b.outcome) {
        b.emit(AreaEntered{u.id, regions[r].name});
        HookArgs a;
        a.side = u.side;
        a.unit = u.id;
        a.area = regions[r].name;
        b.call(HookKind::area_entered, a);
      }
      was = now;
    }
  }
}

void report_changes(Battle& b) {
  report_objectives(b);
  report_broken_brigades(b);
}

}  // namespace caisson
