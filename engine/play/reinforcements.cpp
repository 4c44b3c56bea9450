#include "engine/play/reinforcements.hpp"

#include <cmath>
#include <span>

#include "engine/play/short_lists.hpp"

namespace caisson {
namespace {

// Where a reinforcement comes on: the end of its road nearest its own edge (facing along the
// road into the table), or its point (facing toward the enemy edge).
struct Entry {
  Vec2 at;
  double facing;
};

Entry entry_of(const Battle& b, const Reinforcement& r) {
  double home = b.scenario->home_edge_y[r.side];
  double toward_enemy = home <= b.field().depth() / 2 ? 0.0 : 180.0;
  if (const LinearFeature* road = b.field().find_line(r.enter_road)) {
    const Polyline& p = road->path;
    bool from_start = std::abs(p.start().y - home) <= std::abs(p.end().y - home);
    if (from_start) return {p.start(), p.facing_at(0)};
    double len = p.length();
    return {p.end(), normalize_facing(p.facing_at(len) + 180.0)};
  }
  return {r.enter_at.value_or(Vec2{b.field().width() / 2, home}), toward_enemy};
}

// The arriving column must not land on anyone already there.
bool entry_clear(const Battle& b, std::span<const UnitId> arriving) {
  for (UnitId id : arriving) {
    const Unit& a = b.unit(id);
    for (const Unit& u : b.units)
      if (u.present() && u.footprint.overlaps(a.footprint)) return false;
  }
  return true;
}

void arrive(Battle& b, std::size_t index) {
  const Reinforcement& r = b.scenario->reinforcements[index];
  ShortLists lists;
  std::pmr::vector<UnitId> arriving(lists.room());
  for (Unit& u : b.units) {
    if (u.status != UnitStatus::waiting || !in_subtree(b.oob, u.brigade, r.formation)) continue;
    u.formation = u.arm == Arm::artillery ? Formation::limbered : Formation::column;
    u.explicit_position = false;
    arriving.push_back(u.id);
  }
  Entry e = entry_of(b, r);
  // March on in column along the entry direction: the head furthest in, the tail at the edge.
  double length = 0;
  for (UnitId id : arriving) length += b.rules->footprint(b.unit(id)).depth + 1.0;
  Vec2 forward = heading(e.facing);
  double offset = length;
  for (UnitId id : arriving) {
    Unit& u = b.unit(id);
    double depth = b.rules->footprint(u).depth;
    b.place(u, e.at + forward * (offset - depth / 2), e.facing);
    offset -= depth + 1.0;
  }
  if (!entry_clear(b, arriving)) {
    b.emit(ArrivalBlocked{r.formation});
    ++b.arrival_shift[index];
    b.arrival_called[index] = true;  // its roll passed: it comes next turn without another
    return;
  }
  b.arrived_on[index] = b.turn;
  for (UnitId id : arriving) {
    Unit& u = b.unit(id);
    b.bring_on(u);
    b.emit(UnitArrived{id});
    HookArgs a;
    a.side = u.side;
    a.unit = id;
    a.formation = u.brigade;
    b.call(HookKind::unit_arrived, a);
  }
  // Its generals come with it, and so does a general above it who is not yet on the table (a
  // division's, with its first brigade to arrive).
  for (auto& c : b.commanders)
    if (c.commands != kNone && (in_subtree(b.oob, c.commands, r.formation) ||
                                (!c.on_table && c.alive && in_subtree(b.oob, r.formation, c.commands)))) {
      c.on_table = true;
      c.position = e.at;
    }
}

}  // namespace

int arrival_modifier(const Battle& b, const Reinforcement& r) {
  if (!r.roll_modifiers) return 0;
  int modifier = b.field().find_line(r.enter_road) ? 2 : 0;
  int veteran = 0, raw = 0, all = 0;
  for (const Unit& u : b.units) {
    if (u.status != UnitStatus::waiting || !in_subtree(b.oob, u.brigade, r.formation)) continue;
    ++all;
    veteran += u.quality == Quality::veteran;
    raw += u.quality == Quality::raw;
  }
  if (all > 0 && veteran * 2 > all) modifier += 1;
  if (all > 0 && raw * 2 > all) modifier -= 1;
  // The division's general off the table is hurrying his brigades up the road.
  FormationId division = b.oob.node(r.formation).parent;
  if (division != kNone && b.oob.node(division).echelon == Echelon::division) {
    CommanderId g = b.oob.node(division).commander;
    if (g != kNone && !b.commander(g).on_table) modifier += 1;
  }
  return modifier;
}

void bring_on_reinforcements(Battle& b, Side side) {
  const auto& schedule = b.scenario->reinforcements;
  for (std::size_t i = 0; i < schedule.size(); ++i) {
    const Reinforcement& r = schedule[i];
    if (r.side != side || b.arrived_on[i] != 0) continue;
    if (b.announced_on[i] != 0) {
      if (b.turn > b.announced_on[i]) arrive(b, i);
      continue;
    }
    if (b.arrival_called[i]) {
      arrive(b, i);
      continue;
    }
    if (b.turn < r.turn + b.arrival_shift[i]) continue;
    if (r.condition && !r.condition(b)) continue;
    if (r.roll) {
      int roll = b.dice.roll(*r.roll, "arrival roll") + arrival_modifier(b, r);
      bool comes = r.roll->passes(roll);
      b.emit(ArrivalRolled{r.formation, roll, comes});
      if (!comes) continue;
    }
    if (r.announced) {
      b.announced_on[i] = b.turn;
      b.emit(ArrivalAnnounced{r.formation});
      continue;
    }
    arrive(b, i);
  }
}

void apply_scheduled_orders(Battle& b, Side side) {
  for (const ScheduledOrder& o : b.scenario->orders) {
    if (o.side != side || o.turn != b.turn || o.to == kNone) continue;
    issue_order(b, Order{o.to, kNone, o.order, o.objective, o.point});
  }
  advance_couriers(b, side);
}

bool call_on_reinforcement(Battle& b, FormationId formation) {
  const auto& schedule = b.scenario->reinforcements;
  for (std::size_t i = 0; i < schedule.size(); ++i)
    if (schedule[i].formation == formation && b.arrived_on[i] == 0) {
      b.arrival_called[i] = true;
      return true;
    }
  return false;
}

bool shift_arrival(Battle& b, FormationId formation, int turns) {
  const auto& schedule = b.scenario->reinforcements;
  for (std::size_t i = 0; i < schedule.size(); ++i)
    if (schedule[i].formation == formation && b.arrived_on[i] == 0) {
      b.arrival_shift[i] += turns;
      return true;
    }
  return false;
}

}  // namespace caisson
