#include "engine/rules/north/movement.hpp"
#include "engine/rules/cover.hpp"

#include <cmath>
#include <vector>

#include <fmt/format.h>

#include "engine/play/battle.hpp"
#include "engine/rules/line_of_sight.hpp"
#include "engine/rules/north/morale.hpp"
#include "engine/rules/north/tosses.hpp"
#include "engine/rules/north/troops.hpp"
#include "engine/rules/placement.hpp"
#include "engine/rules/refusal_reasons.hpp"
#include "engine/rules/units_near.hpp"

namespace caisson::north {
namespace {

constexpr double kSlack = 1e-6;
constexpr double kTouching = 0.05;  // inches: footprints this close are in contact

bool is_pivot(const Unit& u, Vec2 to) { return distance(u.position, to) < 0.01; }

// The enemies whose footprints touch the unit's, in unit order (the first names the melee).
void touching_enemies(const Battle& b, const Unit& u, std::vector<UnitId>& out) {
  thread_local std::vector<UnitId> near;
  side_near_in_order(b, other(u.side), u.footprint.bounds(), kTouching, near);
  out.clear();
  for (UnitId id : near) {
    const Unit& e = b.unit(id);
    if (e.present() && e.footprint.within(u.footprint, kTouching)) out.push_back(id);
  }
}

const Unit* first_enemy_touching(const Battle& b, const Unit& u) {
  thread_local std::vector<UnitId> touching;
  touching_enemies(b, u, touching);
  return touching.empty() ? nullptr : &b.unit(touching.front());
}

std::optional<std::string> not_in_melee(const Battle& b, const Unit& u, std::string_view verb, std::string_view how_out) {
  const Unit* e = first_enemy_touching(b, u);
  if (!e) return std::nullopt;
  return refusal(u, verb, reason("it is in melee with {}: {}", e->name, how_out), "actions");
}

// Its way runs through an enemy unit (other than `except`): the first in unit order.
const Unit* enemy_in_the_way(const Battle& b, const Unit& u, Vec2 to, UnitId except = kNone) {
  const Segment path{u.position, to};
  thread_local std::vector<UnitId> near;
  side_near_in_order(b, other(u.side), bounds_of(path), 0, near);
  for (UnitId id : near) {
    const Unit& e = b.unit(id);
    if (e.id != except && e.present() && e.footprint.runs_through(path)) return &e;
  }
  return nullptr;
}

bool formation_allowed(const Unit& u, Formation to) {
  switch (u.arm) {
    case Arm::artillery: return to == Formation::limbered || to == Formation::unlimbered;
    case Arm::cavalry: return to == Formation::line || to == Formation::column;
    case Arm::infantry: return to == Formation::line || to == Formation::column || to == Formation::skirmish;
  }
  return false;
}

}  // namespace

void enemies_in_contact(const Battle& b, const Unit& u, std::vector<UnitId>& out) {
  out.clear();
  if (u.present()) touching_enemies(b, u, out);
}

bool in_melee(const Battle& b, const Unit& u) { return first_enemy_touching(b, u) != nullptr; }

bool needs_obstacle_toss(const Battle& b, const NorthParameters& p, const Unit& u, Vec2 to) {
  if (is_pivot(u, to)) return false;
  PathTerrain t = b.field().path_terrain(u.position, to);
  if (t.crosses_obstacle) return true;
  return p.flag(Param::rough_ground_is_obstacle) && t.rough_length > 0 && !b.field().in_rough(u.footprint);
}

std::optional<std::string> check_move(const Battle& b, const NorthParameters& p, const Move& m) {
  const Unit& u = b.unit(m.unit);
  constexpr std::string_view rule = "movement";
  if (u.acted) return refusal(u, "move", "it has already moved or changed formation this turn", rule);
  if (u.charged) return refusal(u, "move", "it charged this turn", rule);
  if (auto why = not_in_melee(b, u, "move", "it may only withdraw, on an accomplishment toss")) return why;
  const bool pivot = is_pivot(u, m.to);
  const double rate = move_rate(p, u);
  if (!pivot && rate <= 0) return refusal(u, "move", "deployed artillery does not move; limber up first", rule);
  if (auto why = placement_problem(b, u, footprint_at(p, u, m.to, m.facing, u.formation))) return refusal(u, "move", *why, rule);
  if (pivot) return std::nullopt;
  const double length = distance(u.position, m.to);
  if (length > rate + kSlack)
    return refusal(u, "move", reason("the move is {:.1f}\" and it moves {:.0f}\"", length, rate), rule);
  if (auto why = impassable_way(b, u.position, m.to)) return refusal(u, "move", *why, rule);
  if (const Unit* e = enemy_in_the_way(b, u, m.to)) return refusal(u, "move", reason("{} is in the way", e->name), rule);
  return std::nullopt;
}

void resolve_move(Battle& b, const NorthParameters& p, const Move& m) {
  Unit& u = b.unit(m.unit);
  u.acted = true;
  if (needs_obstacle_toss(b, p, u, m.to) && !obstacle_toss(b, p, u)) return;  // failure is no movement
  if (!is_pivot(u, m.to)) {
    const PathTerrain t = b.field().path_terrain(u.position, m.to);
    if (t.crosses_obstacle || t.rough_length > 0) unit_state(b, u.id).tried |= kCrossedRough;  // slopes are not rough here
  }
  const Vec2 from = u.position;
  unit_state(b, u.id).move_spent = distance(from, m.to);
  b.place(u, m.to, m.facing);
  b.emit(UnitMoved{u.id, from, m.to, u.facing, u.formation, "moves"});
}

std::optional<std::string> check_change_formation(const Battle& b, const NorthParameters& p, const ChangeFormation& c) {
  const Unit& u = b.unit(c.unit);
  constexpr std::string_view rule = "actions";
  if (u.acted) return refusal(u, "change formation", "it has already moved or changed formation this turn", rule);
  if (tried(unit_state(b, u.id), kTriedFormation)) return refusal(u, "change formation", "it already failed its toss to change formation this turn", rule);
  if (u.charged) return refusal(u, "change formation", "it charged this turn", rule);
  if (auto why = not_in_melee(b, u, "change formation", "it may only withdraw, on an accomplishment toss")) return why;
  if (c.dismount && !u.mounted()) return refusal(u, "dismount", "only mounted cavalry dismount", "dismounted cavalry");
  if (c.remount && !(u.arm == Arm::cavalry && u.dismounted))
    return refusal(u, "mount", "only dismounted cavalry mount", "dismounted cavalry");
  if (!formation_allowed(u, c.to)) return refusal(u, "change formation", reason("{} cannot form {}", name_of(u.arm), name_of(c.to)), rule);
  if (c.to == Formation::skirmish && u.arm != Arm::infantry)
    return refusal(u, "change formation", "only infantry skirmish", "skirmishers");
  if (c.to == u.formation && !c.dismount && !c.remount) return refusal(u, "change formation", "it is already in that formation", rule);
  if (auto why = placement_problem(b, u, footprint_at(p, u, u.position, u.facing, c.to)))
    return refusal(u, "change formation", *why, rule);
  return std::nullopt;
}

void resolve_change_formation(Battle& b, const NorthParameters& p, const ChangeFormation& c) {
  Unit& u = b.unit(c.unit);
  unit_state(b, u.id).tried |= kTriedFormation;
  // A failed toss leaves the unit as it was, free to move; a change made counts as its move.
  if (!accomplishment_toss(b, p, u, 0, "to change formation")) return;
  u.acted = true;
  const Formation from = u.formation;
  if (c.dismount) u.dismounted = true;
  if (c.remount) u.dismounted = false;
  b.place(u, u.position, u.facing, c.to);
  b.emit(FormationChanged{u.id, from, c.to});
}

std::optional<std::string> check_fall_back(const Battle& b, const NorthParameters&, const FallBack& f) {
  const Unit& u = b.unit(f.unit);
  constexpr std::string_view rule = "actions";
  if (u.acted) return refusal(u, "fall back", "it has already moved or changed formation this turn", rule);
  if (tried(unit_state(b, u.id), kTriedFormation)) return refusal(u, "fall back", "it already failed a toss to change formation this turn", rule);
  if (u.charged) return refusal(u, "fall back", "it charged this turn", rule);
  if (!in_melee(b, u) && !is_skirmishers(u))
    return refusal(u, "fall back", "only a unit in melee withdraws, or skirmishers fall back; others move", rule);
  return std::nullopt;
}

void resolve_fall_back(Battle& b, const NorthParameters& p, const FallBack& f) {
  Unit& u = b.unit(f.unit);
  const bool withdrawing = in_melee(b, u);
  // Failing, a unit in melee fights on; skirmishers stay as they are, free to move.
  unit_state(b, u.id).tried |= kTriedFormation;
  if (!accomplishment_toss(b, p, u, 0, withdrawing ? "to withdraw from the melee" : "to fall back")) return;
  u.acted = true;
  fall_back(b, p, u, withdrawing ? "withdrawing from the melee" : "skirmishers falling back");
}

Vec2 contact_point(const NorthParameters& p, const Unit& charger, const Unit& target, double facing) {
  const Vec2 dir = (target.position - charger.position).normalized();
  Vec2 at = charger.position;
  // Close the gap a few times: turning to face the target changes the footprint's reach.
  for (int i = 0; i < 4; ++i) {
    OrientedRect where = footprint_at(p, charger, at, facing, charger.formation);
    double gap = where.distance_to(target.footprint);
    if (gap <= 0) {
      at = at - dir * 0.25;
      continue;
    }
    at = at + dir * std::max(0.0, gap - 0.01);
  }
  return at;
}

std::optional<std::string> check_charge(const Battle& b, const NorthParameters& p, const Charge& c) {
  const Unit& u = b.unit(c.unit);
  constexpr std::string_view rule = "actions";
  if (u.arm == Arm::artillery) return refusal(u, "charge", "artillery may not move into contact", rule);
  if (is_skirmishers(u)) return refusal(u, "charge", "skirmishers may not charge", "skirmishers");
  if (!is_deployed(u)) return refusal(u, "charge", "only deployed infantry and cavalry charge", rule);
  if (u.acted || u.charged) return refusal(u, "charge", "it has already moved this turn", rule);
  if (tried(unit_state(b, u.id), kTriedCharge)) return refusal(u, "charge", "it already failed its toss to charge this turn", rule);
  if (auto why = not_in_melee(b, u, "charge", "it fights on where it stands, or withdraws")) return why;
  if (c.target < 0 || static_cast<std::size_t>(c.target) >= b.units.size()) return refusal(u, "charge", "there is no such target", rule);
  const Unit& t = b.unit(c.target);
  if (!t.present() || t.side == u.side) return refusal(u, "charge", reason("{} is not an enemy on the table", t.name), rule);
  if (!any_part_in_arc(u.footprint, t.footprint, p[Param::front_arc]))
    return refusal(u, "charge", reason("{} is not in front of it", t.name), rule);
  const double gap = u.footprint.distance_to(t.footprint);
  if (gap > move_rate(p, u) + kSlack)
    return refusal(u, "charge", reason("{} is {:.1f}\" away and it moves {:.0f}\"", t.name, gap, move_rate(p, u)), rule);
  const double facing = bearing(u.position, t.position);
  const Vec2 to = contact_point(p, u, t, facing);
  if (auto why = placement_problem(b, u, footprint_at(p, u, to, facing, u.formation), kChargePlacement)) return refusal(u, "charge", *why, rule);
  if (auto why = impassable_way(b, u.position, to)) return refusal(u, "charge", *why, rule);
  if (const Unit* e = enemy_in_the_way(b, u, to, t.id)) return refusal(u, "charge", reason("{} is in the way", e->name), rule);
  return std::nullopt;
}

void resolve_charge(Battle& b, const NorthParameters& p, const Charge& c) {
  Unit& u = b.unit(c.unit);
  const Unit& t = b.unit(c.target);
  unit_state(b, u.id).tried |= kTriedCharge;
  const bool behind_cover = in_cover(b, t);
  const int modifier = behind_cover ? p.whole(Param::charge_toss_cover_penalty) : 0;
  // A failed toss leaves it where it is, free to move short of contact.
  if (!accomplishment_toss(b, p, u, modifier, "to charge", "target behind cover")) return;
  const double facing = bearing(u.position, t.position);
  const Vec2 from = u.position;
  const Vec2 to = contact_point(p, u, t, facing);
  // A charge is a move: across an obstacle it needs that toss too, and failing it goes nowhere.
  if (needs_obstacle_toss(b, p, u, to) && !obstacle_toss(b, p, u)) {
    u.acted = true;
    return;
  }
  u.acted = u.charged = true;
  u.charged_on_turn = b.turn;
  b.place(u, to, facing);
  b.emit(ChargeDeclared{u.id, t.id});
  b.emit(UnitMoved{u.id, from, to, u.facing, u.formation, "charges"});
}

}  // namespace caisson::north
