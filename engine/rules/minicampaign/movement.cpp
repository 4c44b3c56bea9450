#include "engine/rules/minicampaign/movement.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include "engine/play/battle.hpp"
#include "engine/rules/minicampaign/activation.hpp"
#include "engine/rules/minicampaign/footprint.hpp"
#include "engine/rules/minicampaign/zones.hpp"
#include "engine/rules/placement.hpp"
#include "engine/rules/refusal_reasons.hpp"

namespace caisson::minicampaign {
namespace {

constexpr double kSlack = 1e-6;

bool in_column(const Unit& u) { return u.formation == Formation::column || u.formation == Formation::limbered; }

// Difficult ground for infantry: rough areas and obstacles; broken ground for cavalry and guns:
// rough areas (obstacles too when obstacles_slow_mounted).
bool slowed_by(const MiniParameters& p, const Unit& u, const PathTerrain& t, bool starts_in_rough) {
  bool rough = t.rough_length > 0 || starts_in_rough;
  if (u.arm == Arm::infantry) return rough || t.crosses_obstacle;
  return rough || (t.crosses_obstacle && p.flag(Param::obstacles_slow_mounted));
}

bool passes_through_friends(const Battle& b, const Unit& u, Vec2 to) {
  const Segment path{u.position, to};
  thread_local std::vector<UnitId> near;
  b.units_of_side_near(u.side, bounds_of(path), 0, near);  // any one will do: no order needed
  for (UnitId id : near) {
    const Unit& f = b.unit(id);
    if (f.id == u.id || !f.present()) continue;
    if (f.footprint.crosses(path) && !f.footprint.contains(u.position)) return true;
  }
  return false;
}

bool is_pivot(const Unit& u, Vec2 to) { return distance(u.position, to) < 0.01; }

// Within an enemy's front zone a unit goes straight at it or straight away, and faces it.
std::optional<std::string> front_zone_problem(const Battle& b, const MiniParameters& p, const Unit& u, const Move& m) {
  auto e = fronting_enemy(b, p, u);
  if (!e) return std::nullopt;
  const Unit& enemy = b.unit(*e);
  double toward = bearing(u.position, enemy.position);
  double tolerance = p[Param::front_zone_tolerance];
  if (is_pivot(u, m.to)) {
    if (std::abs(turn_between(toward, m.facing)) <= p[Param::front_arc]) return std::nullopt;
    return reason("it is within {}\" of {}'s front and may only face it", p[Param::front_zone], enemy.name);
  }
  double way = bearing(u.position, m.to);
  bool straight_at = std::abs(turn_between(toward, way)) <= tolerance;
  bool straight_away = std::abs(turn_between(toward + 180.0, way)) <= tolerance;
  if (straight_at || straight_away) return std::nullopt;
  return reason("it is within {}\" of {}'s front and may only advance straight at it or retreat straight away",
                     p[Param::front_zone], enemy.name);
}

// The farthest point along the way to `to`, no farther than `reach`, where the unit may stand.
std::optional<Vec2> farthest_legal(const Battle& b, const MiniParameters& p, const Unit& u, Vec2 to, double facing,
                                   double reach) {
  Vec2 d = to - u.position;
  double want = std::min(d.length(), reach);
  Vec2 dir = d.normalized();
  for (double len = want; len > 0.05; len -= 0.25) {
    Vec2 at = u.position + dir * len;
    OrientedRect where = footprint_at(p, u, at, facing, u.formation);
    if (has_room(b, u, where) && !in_engaged_zone(b, p, u, where)) return at;
  }
  return std::nullopt;
}

void spend_whole_move(Battle& b, const Unit& u, double full) {
  double& spent = unit_state(b, u.id).move_spent;
  spent = std::max(spent, full);
}

}  // namespace

double open_move(const MiniParameters& p, const Unit& u) {
  switch (u.arm) {
    case Arm::artillery: return u.formation == Formation::unlimbered ? 0.0 : p[Param::move_artillery];
    case Arm::cavalry: return u.dismounted ? p[Param::move_cavalry_dismounted] : p[Param::move_cavalry_mounted];
    case Arm::infantry: return p[Param::move_infantry];
  }
  return 0.0;
}

double path_move(const Battle& b, const MiniParameters& p, const Unit& u, Vec2 to) {
  double base = open_move(p, u);
  if (base <= 0 || is_pivot(u, to)) return base;
  PathTerrain t = b.field().path_terrain(u.position, to);
  if (t.all_on_road && in_column(u)) return base + p[Param::road_bonus];  // off-road ground ignored
  if (slowed_by(p, u, t, b.field().in_rough(u.footprint))) return base * p[Param::terrain_factor];
  return base;
}

double move_left(const Battle& b, const MiniParameters& p, const Unit& u, Vec2 to) {
  double full = path_move(b, p, u, to);
  return std::max(0.0, full * move_fraction(p, activation_of(b, u)) - unit_state(b, u.id).move_spent);
}

double move_cost(const Battle& b, const MiniParameters& p, const Unit& u, Vec2 to) {
  double cost = distance(u.position, to);
  if (cost > 0 && passes_through_friends(b, u, to)) cost += p[Param::pass_through_fraction] * open_move(p, u);
  return cost;
}

bool ensure_activated(Battle& b, const MiniParameters& p, Unit& u) {
  if (activation_of(b, u) == Activation::untested) activate(b, p, u);
  return u.present() && activation_of(b, u) != Activation::broken;
}

std::optional<std::string> check_move(const Battle& b, const MiniParameters& p, const Move& m) {
  const Unit& u = b.unit(m.unit);
  constexpr std::string_view rule = "movement";
  Activation a = activation_of(b, u);
  if (a == Activation::broken) return refusal(u, "move", "it broke on activation this turn", "activation");
  if (u.charged) return refusal(u, "move", "it charged this turn", rule);
  bool pivot = is_pivot(u, m.to);
  if (u.arm == Arm::artillery && u.formation == Formation::unlimbered && !pivot)
    return refusal(u, "move", "unlimbered guns only turn where they stand; limber up first", rule);
  if (auto e = engaging_enemy(b, p, u))
    return refusal(u, "move", reason("it is engaged by {}: it may only shoot, charge {} or retreat", b.unit(*e).name, b.unit(*e).name),
                   "engaged units");
  if (!pivot && !may_advance(a)) return refusal(u, "move", "a Hesitant unit may not advance", "activation");
  if (auto why = front_zone_problem(b, p, u, m)) return refusal(u, "move", *why, "manoeuvres");
  OrientedRect where = footprint_at(p, u, m.to, m.facing, u.formation);
  if (auto why = placement_problem(b, u, where)) return refusal(u, "move", *why, rule);
  if (in_engaged_zone(b, p, u, where))
    return refusal(u, "move", reason("a move to within {}\" of the enemy is a charge", p[Param::engaged_zone]), "charge");
  if (pivot) return std::nullopt;
  if (auto why = impassable_way(b, u.position, m.to)) return refusal(u, "move", *why, rule);
  double left = move_left(b, p, u, m.to);
  double cost = move_cost(b, p, u, m.to);
  if (cost > left + kSlack)
    return refusal(u, "move", reason("the move costs {:.1f}\" and it has {:.1f}\" left", cost, left), rule);
  return std::nullopt;
}

void resolve_move(Battle& b, const MiniParameters& p, const Move& m) {
  Unit& u = b.unit(m.unit);
  if (!ensure_activated(b, p, u)) return;
  const double full = path_move(b, p, u, m.to);
  Vec2 from = u.position;
  Vec2 to = m.to;
  if (!is_pivot(u, m.to)) {
    // The rules decide how far the activation lets it go: a Cautious unit stops at half a move,
    // a Hesitant one stays where it is (it may still turn).
    double reach = may_advance(activation_of(b, u)) ? move_left(b, p, u, m.to) : 0.0;
    if (passes_through_friends(b, u, m.to)) reach -= p[Param::pass_through_fraction] * open_move(p, u);
    auto at = reach > 0 ? farthest_legal(b, p, u, m.to, m.facing, reach) : std::nullopt;
    to = at.value_or(from);
  }
  if (!has_room(b, u, footprint_at(p, u, to, m.facing, u.formation))) return;
  b.place(u, to, m.facing);
  spend_whole_move(b, u, full);
  b.emit(UnitMoved{u.id, from, to, u.facing, u.formation, "moves"});
}

std::optional<std::string> check_change_formation(const Battle& b, const MiniParameters& p, const ChangeFormation& c) {
  const Unit& u = b.unit(c.unit);
  constexpr std::string_view rule = "manoeuvres";
  Activation a = activation_of(b, u);
  if (a == Activation::broken) return refusal(u, "change formation", "it broke on activation this turn", "activation");
  if (u.charged) return refusal(u, "change formation", "it charged this turn", rule);
  if (auto e = engaging_enemy(b, p, u))
    return refusal(u, "change formation", reason("it is engaged by {}", b.unit(*e).name), "engaged units");
  bool guns = u.arm == Arm::artillery;
  bool gun_formation = c.to == Formation::limbered || c.to == Formation::unlimbered;
  if (guns != gun_formation)
    return refusal(u, "change formation", reason("{} cannot form {}", name_of(u.arm), name_of(c.to)), rule);
  if (c.to == Formation::square) return refusal(u, "change formation", "minicampaign has no squares", rule);
  if (c.dismount && (u.arm != Arm::cavalry || u.dismounted)) return refusal(u, "dismount", "only mounted cavalry dismount", rule);
  if (c.remount && (u.arm != Arm::cavalry || !u.dismounted)) return refusal(u, "mount", "only dismounted cavalry mount", rule);
  if (c.to == u.formation && !c.dismount && !c.remount) return refusal(u, "change formation", "it is already in that formation", rule);
  double full = std::max(open_move(p, u), guns ? p[Param::move_artillery] : 0.0);
  double cost = p[Param::formation_change_fraction] * full;
  double left = full * move_fraction(p, a) - unit_state(b, u.id).move_spent;
  if (a != Activation::hesitant && cost > left + kSlack)
    return refusal(u, "change formation", reason("it costs {:.1f}\" and it has {:.1f}\" left", cost, left), rule);
  Unit changed = u;
  changed.formation = c.to;
  if (auto why = placement_problem(b, u, footprint_at(p, changed, u.position, u.facing, c.to)))
    return refusal(u, "change formation", *why, rule);
  return std::nullopt;
}

void resolve_change_formation(Battle& b, const MiniParameters& p, const ChangeFormation& c) {
  Unit& u = b.unit(c.unit);
  if (!ensure_activated(b, p, u)) return;
  double full = std::max(open_move(p, u), u.arm == Arm::artillery ? p[Param::move_artillery] : 0.0);
  double cost = p[Param::formation_change_fraction] * full;
  // A Hesitant unit does not advance but may re-form where it stands.
  const double left = full * move_fraction(p, activation_of(b, u)) - unit_state(b, u.id).move_spent;
  if (activation_of(b, u) != Activation::hesitant && cost > left + kSlack) return;
  Formation from = u.formation;
  if (c.dismount) u.dismounted = true;
  if (c.remount) u.dismounted = false;
  b.place(u, u.position, u.facing, c.to);
  unit_state(b, u.id).move_spent += cost;
  b.emit(FormationChanged{u.id, from, c.to});
}

std::optional<std::string> check_fall_back(const Battle& b, const MiniParameters& p, const FallBack& f) {
  const Unit& u = b.unit(f.unit);
  if (activation_of(b, u) == Activation::broken) return refusal(u, "fall back", "it broke on activation this turn", "activation");
  if (u.charged) return refusal(u, "fall back", "it charged this turn", "movement");
  if (unit_state(b, u.id).move_spent > 0) return refusal(u, "fall back", "it has already moved this turn", "movement");
  if (open_move(p, u) <= 0) return refusal(u, "fall back", "unlimbered guns cannot fall back", "movement");
  return std::nullopt;
}

void resolve_fall_back(Battle& b, const MiniParameters& p, const FallBack& f) {
  Unit& u = b.unit(f.unit);
  if (!ensure_activated(b, p, u)) return;
  Activation a = activation_of(b, u);
  double fraction = a == Activation::hesitant ? p[Param::hesitant_fall_back_fraction] : move_fraction(p, a);
  double full = open_move(p, u);
  unit_state(b, u.id).move_spent = full;
  retreat(b, p, u, full * fraction, false, "falls back");
}

void retreat(Battle& b, const MiniParameters& p, Unit& u, double distance, bool in_disorder, std::string_view cause) {
  if (!u.present()) return;
  if (in_disorder) u.disordered = true;
  const Footprint fp = footprint_in(p, u, u.formation);
  // Past friends in the way: the retreat carries on until it finds room (up to another move).
  // With none there it halts as far back as it finds room (against those who block its way);
  // with none at all it stays where it is.
  if (auto to = room_to_fall_back(b, u, distance, fp)) {
    if (!b.field().on_table(footprint_at(p, u, *to, u.facing, u.formation))) {
      b.emit(FellBack{u.id, distance, cause});
      b.remove_from_field(u, UnitStatus::routed_off, "retreated off the table");
      return;
    }
    b.place(u, *to, u.facing);
    b.emit(FellBack{u.id, distance, cause});
    return;
  }
  const auto to = farthest_room_along(b, u, toward_home(b, u), distance, fp);
  if (!to || *to == u.position) {
    b.emit(FellBack{u.id, 0, "no room to retreat"});
    return;
  }
  const double gone = ::caisson::distance(u.position, *to);
  b.place(u, *to, u.facing);
  b.emit(FellBack{u.id, gone, cause});
}

}  // namespace caisson::minicampaign
