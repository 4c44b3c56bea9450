#include "engine/rules/jackson/firefight.hpp"

#include <algorithm>
#include <optional>
#include <vector>

#include "engine/play/battle.hpp"
#include "engine/rules/jackson/fire.hpp"
#include "engine/rules/jackson/morale.hpp"
#include "engine/rules/jackson/movement.hpp"
#include "engine/rules/jackson/troops.hpp"
#include "engine/rules/line_of_sight.hpp"
#include "engine/rules/placement.hpp"
#include "engine/rules/placement.hpp"
#include "engine/rules/refusal_reasons.hpp"

namespace caisson::jackson {
namespace {

constexpr double kFirefightSlack = 0.05;
constexpr double kLeast = 0.5;  // inches: a shorter advance is no advance (the attacker is as close as it gets)

// Where the attacker stands once `step` inches nearer its target, facing it: short of close_to.
bool advance_one(Battle& b, const JacksonParameters& p, Unit& u, const Unit& target, double step) {
  const double gap = u.footprint.distance_to(target.footprint);
  const double want = std::min(step, gap - p[Param::close_to]);
  if (want < kLeast) return false;
  const Vec2 dir = (target.position - u.position).normalized();
  const double facing = bearing(u.position, target.position);
  // Turning to face changes its reach a little: try the whole way, then shorter.
  for (double go = want; go >= kLeast; go -= 0.5) {
    const Vec2 to = u.position + dir * go;
    const OrientedRect where = footprint_at(p, u, to, facing, u.formation);
    if (where.distance_to(target.footprint) < p[Param::close_to] - kFirefightSlack) continue;
    if (!has_room(b, u, where) || impassable_way(b, u.position, to)) continue;
    const Vec2 from = u.position;
    b.place(u, to, facing);
    unit_state(b, u.id).did |= kMoved;
    unit_state(b, u.id).move_spent += go;
    b.emit(UnitMoved{u.id, from, to, u.facing, u.formation, "advances to attack"});
    return true;
  }
  return false;
}

// The nearest enemy within `reach` that the unit may shoot and can see, by (distance, id). Most
// enemies about are out of reach, out of its cone or out of sight: those tests come before the
// exact distance, which is worked out only where the bounds leave the reach in doubt and for
// the targets it could fire at.
template <class MayShoot>
UnitId nearest_in_reach(const Battle& b, const JacksonParameters& p, const Unit& u, double reach, MayShoot&& may_shoot) {
  thread_local std::vector<UnitId> near;
  thread_local std::vector<Prospect> prospects;
  b.units_of_side_near(other(u.side), u.footprint.center, reach + u.footprint.radius(), near);
  prospects.clear();
  const OrientedRect::FrontArc cone = fire_cone(p, u);
  for (UnitId id : near) {
    const Unit& e = b.unit(id);
    if (!e.present()) continue;
    const double at_least = gap_at_least(u.footprint, e.footprint);
    if (at_least <= reach && may_shoot(id) && may_aim_at(b, p, u, cone, e)) prospects.push_back({at_least, id});
  }
  const Eye eye = eye_of(b, u);
  return nearest_qualifying(prospects, [&](UnitId id) -> std::optional<double> {
    const Unit& e = b.unit(id);
    std::optional<double> gap;
    if (gap_at_most(u.footprint, e.footprint) > reach) {
      gap = u.footprint.distance_to(e.footprint);
      if (*gap > reach) return std::nullopt;
    }
    if (!clear_sight(b, u, eye, e)) return std::nullopt;
    return gap ? *gap : u.footprint.distance_to(e.footprint);
  });
}

}  // namespace

double deadly_ground(const JacksonParameters& p, const Unit& u) {
  if (u.arm == Arm::artillery) return u.formation == Formation::unlimbered ? p[Param::range_canister] : 0;
  return fire_range_in(p, u, u.formation);
}

UnitId firefight_target(const Battle& b, const JacksonParameters& p, const TurnState& t, const Unit& u) {
  const double reach = deadly_ground(p, u);
  if (reach <= 0) return kNone;
  {
    QuietReasons quiet;
    if (firer_problem(b, p, t, u)) return kNone;
  }
  // A unit charging someone else gets one volley from it to help its friends, no fire-fight.
  const bool assisted = t.assisted[static_cast<std::size_t>(u.id)];
  auto may_shoot = [&](UnitId id) { return !assisted || !t.attacks_another(id, u.id); };
  auto shot_at = [&](UnitId id) {
    const Unit& e = b.unit(id);
    return e.present() && e.side != u.side && may_shoot(id) &&
           clear_shot(b, p, u, e, u.footprint.distance_to(e.footprint), reach);
  };
  const UnitId last = t.last_target[static_cast<std::size_t>(u.id)];
  if (last != kNone && shot_at(last)) return last;
  if (t.under_attack(u.id))
    for (const Attack& a : t.attacks)
      if (!a.ended && a.target == u.id && shot_at(a.attacker)) return a.attacker;
  return nearest_in_reach(b, p, u, reach, may_shoot);
}

bool attackers_advance(Battle& b, const JacksonParameters& p, TurnState& t) {
  bool moved = false;
  // An attacker routed or gone, or a target gone (destroyed, off the table, or fallen back
  // beyond the attacker's reach), ends the attack.
  for (const Attack& a : t.attacks) {
    if (a.ended) continue;
    const Unit& u = b.unit(a.attacker);
    const Unit& e = b.unit(a.target);
    if (!u.present() || u.routing || !e.present() || u.footprint.distance_to(e.footprint) > attack_reach(p, u))
      t.end_attack(a.attacker);
  }
  for (const Attack& a : t.attacks) {
    if (a.ended) continue;
    Unit& u = b.unit(a.attacker);
    const Unit& e = b.unit(a.target);
    if (u.footprint.distance_to(e.footprint) <= p[Param::close_to] + kFirefightSlack) continue;
    const double step = normal_move_distance(b, p, u, "attacker's advance");  // a normal move, on fresh dice
    moved |= advance_one(b, p, u, e, step);
  }
  return moved;
}

bool firefight_round(Battle& b, const JacksonParameters& p, TurnState& t) {
  const bool moved = attackers_advance(b, p, t);
  thread_local std::vector<Shot> shots;
  shots.clear();
  for (const Unit& u : b.units) {
    if (!u.present() || u.routing || t.attack_by(u.id)) continue;
    const UnitId target = firefight_target(b, p, t, u);
    if (target == kNone) continue;
    if (t.attacks_another(target, u.id)) t.assisted[static_cast<std::size_t>(u.id)] = true;
    shots.push_back({u.id, target});
  }
  const int fired = resolve_volleys(b, p, t, shots);
  return moved || fired > 0;
}

}  // namespace caisson::jackson
