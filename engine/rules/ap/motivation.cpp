#include "engine/rules/ap/motivation.hpp"

#include <algorithm>
#include <utility>
#include <vector>

#include "engine/play/battle.hpp"
#include "engine/rules/ap/troops.hpp"
#include "engine/rules/units_near.hpp"

namespace caisson::ap {
namespace {

bool commands_above_brigades(const Battle& b, const Commander& c) {
  return c.commands != kNone && b.oob.node(c.commands).echelon != Echelon::brigade;
}

bool standing(const Commander& c) { return c.alive && c.on_table; }

bool in_woods_or_buildings(const Battle& b, Vec2 at) {
  for (const Area& a : b.field().areas())
    if ((a.kind == AreaKind::woods || a.kind == AreaKind::town) && a.outline.contains(at)) return true;
  return false;
}

// Woods, a hill, crops or buildings between them (crops do not block sight, so ask of them apart).
bool separated_by_ground(const Battle& b, Vec2 general, Vec2 unit) {
  const Battlefield& f = b.field();
  if (!f.terrain_clear(general, f.level_at(general), unit, f.level_at(unit))) return true;
  const Segment line{general, unit};
  for (const Area& a : f.areas())
    if (a.kind == AreaKind::crops && a.outline.crosses(line) && !a.outline.contains(general) && !a.outline.contains(unit))
      return true;
  return false;
}

bool any_unit_between(const Battle& b, const Unit& u, Vec2 from) {
  const Segment line{from, u.position};
  return first_unit_near(b, bounds_of(line), 0,
                         [&](const Unit& o) { return o.id != u.id && o.present() && o.footprint.runs_through(line); });
}

}  // namespace

const Commander* motivating_general(const Battle& b, const Unit& u) {
  if (u.brigade == kNone) return nullptr;
  FormationId f = b.oob.node(u.brigade).echelon == Echelon::brigade ? b.oob.node(u.brigade).parent : u.brigade;
  for (; f != kNone; f = b.oob.node(f).parent) {
    const CommanderId c = b.oob.node(f).commander;
    if (c != kNone && standing(b.commander(c))) return &b.commander(c);
  }
  return nullptr;
}

bool general_with(const Battle& b, const ApParameters& p, const Unit& u) {
  for (const Commander& c : b.commanders)
    if (c.side == u.side && standing(c) && commands_above_brigades(b, c) &&
        u.footprint.distance_to(c.position) <= p[Param::general_with])
      return true;
  return false;
}

bool acts_by_itself(const Battle& b, const Unit& u) {
  if (u.arm != Arm::infantry) return true;
  const auto& schedule = b.scenario->reinforcements;
  for (std::size_t i = 0; i < schedule.size(); ++i) {
    const int on = b.arrived_on[i];
    if (on == b.turn && u.brigade != kNone && in_subtree(b.oob, u.brigade, schedule[i].formation))
      return true;
  }
  return false;
}

namespace {

// C in its parts.
void add_motivation_modifiers(Tally& t, const Battle& b, const ApParameters& p, const Unit& u, const Commander& g) {
  const double apart = std::max(0.0, u.footprint.distance_to(g.position));
  t.add("distance between them", static_cast<int>(apart / p[Param::motivation_per_inches]));
  if (in_woods_or_buildings(b, u.position) || in_woods_or_buildings(b, g.position))
    t.add("in woods or buildings", p.whole(Param::motivation_cover));
  if (any_unit_between(b, u, g.position)) t.add("a unit between them", p.whole(Param::motivation_intervening));
  if (separated_by_ground(b, g.position, u.position)) t.add("ground between them", p.whole(Param::motivation_separated));
}

std::string_view general_by_quality(Quality q) {
  switch (q) {
    case Quality::veteran: return "an excellent general";
    case Quality::raw: return "a poor general";
    default: return "a seasoned general";
  }
}

}  // namespace

int motivation_modifier(const Battle& b, const ApParameters& p, const Unit& u, const Commander& g) {
  Tally c;
  add_motivation_modifiers(c, b, p, u, g);
  return c.modifier_total();
}

Tally motivation_target_tally(const Battle& b, const ApParameters& p, const Unit& u, const Commander& g) {
  Tally t;
  t.row = general_by_quality(g.quality);
  t.table = command_value(p, g.quality);
  t.add("the unit's value", unit_value(p, u));
  add_motivation_modifiers(t, b, p, u, g);
  return t;
}

int motivation_target(const Battle& b, const ApParameters& p, const Unit& u, const Commander& g) {
  return motivation_target_tally(b, p, u, g).value();
}

std::string_view motivation_outright(const ApParameters& p, int roll, bool general_with_unit) {
  if (roll <= p.whole(Param::motivation_fails_at_most)) return "a roll that always fails";
  if (roll >= p.whole(Param::motivation_passes_from)) return "a roll that always passes";
  if (general_with_unit) return "a general with the unit";
  return {};
}

bool motivation_passes(const ApParameters& p, int roll, int target, bool general_with_unit) {
  if (roll <= p.whole(Param::motivation_fails_at_most)) return false;
  if (roll >= p.whole(Param::motivation_passes_from) || general_with_unit) return true;
  return roll >= target;
}

int action_point_modifier(const Battle& b, const ApParameters& p, const Unit& u, bool disordered_at_start) {
  PointsFactors f;
  f.gun = is_gun(u);
  if (f.gun) {
    f.confederate = is_confederate(b, u);
    f.damaged = is_damaged_gun(u);
  } else {
    f.veteran_or_general_with = u.quality == Quality::veteran || general_with(b, p, u);
    f.raw = u.quality == Quality::raw;
    f.disordered = disordered_at_start;
  }
  return action_point_modifier(p, f);
}

int action_point_modifier(const ApParameters& p, const PointsFactors& f) {
  int m = 0;
  if (f.gun) {
    if (f.confederate) m += p.whole(Param::confederate_gun_points);
    if (f.damaged) m += p.whole(Param::damaged_gun_points);
    return m;
  }
  if (f.veteran_or_general_with) m += p.whole(Param::veteran_or_general_points);
  if (f.raw) m += p.whole(Param::raw_points);
  if (f.disordered) m += p.whole(Param::disordered_points);
  return m;
}

int action_points(const ApParameters& p, int roll, int modifier) {
  return std::max(p.whole(Param::residual_points), roll + modifier);
}

void Motivator::begin_turn(const Battle& b) {
  turn_.failed.assign(b.commanders.size(), false);
  turn_.ride.assign(b.commanders.size(), -1.0);
}

double& Motivator::ride_left(Battle& b, const ApParameters& p, const Commander& g) {
  const auto gi = static_cast<std::size_t>(g.id);
  if (gi >= turn_.ride.size()) {  // a replacement appointed this turn
    turn_.ride.resize(b.commanders.size(), -1.0);
    turn_.failed.resize(b.commanders.size(), false);
  }
  if (turn_.ride[gi] < 0) {
    const bool division = g.commands != kNone && b.oob.node(g.commands).echelon == Echelon::division;
    turn_.ride[gi] = b.dice.roll(p.whole(division ? Param::division_general_dice : Param::senior_general_dice), 6,
                            "general's move").total;
  }
  return turn_.ride[gi];
}

void Motivator::ride_toward(Battle& b, const ApParameters& p, Commander& g, const Unit& u) {
  double& left = ride_left(b, p, g);
  // He stops once with the unit, just behind its line.
  const double gap = u.footprint.distance_to(g.position) - (p[Param::general_with] - 0.5);
  const double ride = std::min(std::max(0.0, gap), left);
  // He moves once a turn, toward the first unit he motivates, and motivates from there.
  left = 0;
  if (ride <= 0) return;
  const Vec2 dir = (u.position - g.position).normalized();
  g.position = g.position + dir * ride;
}

void Motivator::motivate(Battle& b, const ApParameters& p, Unit& u) {
  Activity a = activity_of(b, u);
  if (a.motivation != Motivation::untested) return;
  bool motivated = acts_by_itself(b, u);
  if (!motivated) {
    if (const Commander* found = motivating_general(b, u)) {
      Commander& g = b.commander(found->id);
      ride_left(b, p, g);  // sizes the lists for a new general too
      if (!turn_.failed[static_cast<std::size_t>(g.id)]) {
        ride_toward(b, p, g, u);
        const Tally parts = motivation_target_tally(b, p, u, g);
        const int target = parts.value();
        const int roll = b.dice.two_d6("motivation");
        const bool with = general_with(b, p, u);
        motivated = motivation_passes(p, roll, target, with);
        MoraleChecked checked{u.id, "motivated by its general", roll, 0, target, motivated,
                              motivated ? 0 : target - roll, "a motivation roll"};
        checked.parts = parts;  // A + B + C: they add up to the level
        checked.parts_of = "level";
        checked.passes_if = ">=";
        checked.outright = {p.whole(Param::motivation_fails_at_most), p.whole(Param::motivation_passes_from),
                            motivation_outright(p, roll, with)};
        b.emit(checked);
        if (!motivated) turn_.failed[static_cast<std::size_t>(g.id)] = true;  // he motivates no more this turn
      }
    }
  }
  a.motivation = motivated ? Motivation::motivated : Motivation::unmoved;
  a.points = p.whole(Param::residual_points);
  if (motivated) {
    const int roll = b.dice.d6("action points");
    a.points = action_points(p, roll, action_point_modifier(b, p, u, a.disordered_at_start));
  }
  store(b, u, a);
}

void Motivator::motivate_group(Battle& b, const ApParameters& p, const Commander& g,
                               std::span<const std::pair<CommanderId, UnitId>> group) {
  // The nearest to where he stands is next, ties to the first in unit order. He rides once a
  // turn, toward the first he motivates (ride_toward), and no unit moves while units are
  // motivated: after the first, the order is the rest by their distance from where he then
  // stands, sorted once (asked afresh for each unit, a general of a few hundred took n^2).
  thread_local std::vector<std::pair<double, std::size_t>> by_distance;
  const auto distances = [&] {
    by_distance.clear();
    for (std::size_t i = 0; i < group.size(); ++i) {
      const Unit& u = b.unit(group[i].second);
      if (activity_of(b, u).motivation == Motivation::untested) by_distance.emplace_back(u.footprint.distance_to(g.position), i);
    }
  };
  distances();
  if (by_distance.empty()) return;
  const auto first = std::min_element(by_distance.begin(), by_distance.end());
  motivate(b, p, b.unit(group[first->second].second));
  distances();
  std::sort(by_distance.begin(), by_distance.end());
  for (const auto& [d, i] : by_distance) motivate(b, p, b.unit(group[i].second));
}

void Motivator::motivate_side(Battle& b, const ApParameters& p, Side side) {
  thread_local std::vector<UnitId> waiting;
  waiting.clear();
  for (const Unit& u : b.units)
    if (u.side == side && u.present() && activity_of(b, u).motivation == Motivation::untested) waiting.push_back(u.id);
  // Those who need no general first, then general by general, nearest unit first.
  for (UnitId id : waiting)
    if (acts_by_itself(b, b.unit(id))) motivate(b, p, b.unit(id));
  // Each unit's general, asked once (nobody falls or is appointed while units are motivated),
  // the units grouped by general in general order, each group in unit order.
  thread_local std::vector<std::pair<CommanderId, UnitId>> led;
  led.clear();
  for (UnitId id : waiting)
    if (const Commander* g = motivating_general(b, b.unit(id)); g && activity_of(b, b.unit(id)).motivation == Motivation::untested)
      led.emplace_back(g->id, id);
  std::sort(led.begin(), led.end());
  for (auto group = led.begin(); group != led.end();) {
    const auto end = std::find_if(group, led.end(), [&](const auto& x) { return x.first != group->first; });
    motivate_group(b, p, b.commander(group->first), std::span(group, end));
    group = end;
  }
  for (UnitId id : waiting) motivate(b, p, b.unit(id));  // no general: the residual point
}

}  // namespace caisson::ap
