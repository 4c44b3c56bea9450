#include "engine/ai/standing_orders.hpp"

#include <cmath>

#include "engine/ai/artillery.hpp"
#include "engine/ai/brigade_plan.hpp"
#include "engine/ai/charge_decision.hpp"
#include "engine/ai/checked_action.hpp"
#include "engine/ai/deploy.hpp"
#include "engine/ai/march.hpp"
#include "engine/ai/reserves.hpp"
#include "engine/ai/targeting.hpp"

namespace caisson {
namespace {

// Turn in place to face `toward` when more than `slack` degrees off.
void face(const Battle& b, const Unit& u, double toward, double slack, ActionPort& port) {
  if (std::abs(turn_between(u.facing, toward)) > slack) try_action(b, Move{u.id, u.position, toward}, port);
}

// Fired on: it has taken hits and the nearest enemy has it within reach. (Read from the battle,
// not remembered, so a resumed battle decides as an uninterrupted one.)
bool under_fire(const Battle& b, const Unit& u, const Sighting& enemy) {
  return u.hits > 0 && enemy.distance <= b.rules->fire_range(b.unit(enemy.unit));
}

}  // namespace

bool StandingOrdersCommander::commands(const Battle& b, const Unit& u) const {
  for (FormationId f = u.brigade; f != kNone; f = b.oob.node(f).parent)
    if (others_.contains(f)) return false;
  return true;
}

void StandingOrdersCommander::play_phase(Battle& b, const PhaseSpec& phase, Side side, ActionPort& port) {
  const ActionKinds& allowed = phase.allowed;
  if (allowed.has(ActionKind::fire)) {
    fire(b, side, port);
  } else if (allowed.has(ActionKind::move)) {
    // Where one phase has both (minicampaign), charges go first: a unit that charged has acted.
    if (allowed.has(ActionKind::charge)) charge(b, side, port);
    move(b, side, port);
  } else if (allowed.has(ActionKind::charge)) {
    charge(b, side, port);
  } else if (allowed.has(ActionKind::rally)) {
    rally(b, side, port);
  }
}

void StandingOrdersCommander::fire(Battle& b, Side side, ActionPort& port) {
  // Which units may fire in this phase (guns only, small arms only, or all) is the rules' to
  // say: best_target offers only targets the rules' check accepts now.
  for (const Unit& u : b.units) {
    if (u.side != side || !u.can_act() || u.acted || !commands(b, u)) continue;
    if (auto target = best_target(b, u)) try_action(b, Fire{u.id, *target}, port);
  }
}

void StandingOrdersCommander::charge(Battle& b, Side side, ActionPort& port) {
  for (const FormationNode& brigade : b.oob.nodes()) {
    if (brigade.side != side) continue;
    for (UnitId id : brigade.units)
      if (commands(b, b.unit(id))) decide_charge(b, b.unit(id), brigade, port);
  }
}

void StandingOrdersCommander::move(Battle& b, Side side, ActionPort& port) {
  commit_reserves(b, side);
  for (const FormationNode& brigade : b.oob.nodes()) {
    if (brigade.side != side) continue;
    for (UnitId id : brigade.units) {
      const Unit& u = b.unit(id);
      if (u.can_act() && !u.acted && commands(b, u)) move_unit(b, u, brigade, port);
    }
  }
}

void StandingOrdersCommander::rally(Battle& b, Side side, ActionPort& port) {
  for (const Unit& u : b.units) {
    if (u.side != side || !u.present() || u.acted || !commands(b, u)) continue;
    if (u.routing || u.hits >= 2) try_action(b, Rally{u.id}, port);
  }
}

void StandingOrdersCommander::move_unit(const Battle& b, const Unit& u, const FormationNode& brigade, ActionPort& port) {
  auto enemy = nearest_enemy(b, u);
  const double range = b.rules->fire_range(u);
  const double enemy_bearing = enemy ? bearing(u.position, b.unit(enemy->unit).position) : u.facing;
  const bool enemy_close = enemy && enemy->distance <= deploy_distance(b, u);

  if (u.arm == Arm::artillery && play_battery(b, u, brigade, port)) return;
  if (deploy_to_line(b, u, enemy, port)) return;
  // An uncommitted reserve waits where it stands, facing the enemy.
  if (reserve_waiting(b, brigade)) {
    if (enemy_close) face(b, u, enemy_bearing, 30, port);
    return;
  }

  const bool retiring = is_retire(brigade);
  // In range of the enemy: stand and fight, unless attacking and not yet at close range.
  if (!retiring && enemy && range > 0 && enemy->distance <= range) {
    bool press_on = is_attack(brigade) && enemy->distance > range / 3;
    if (!press_on) return face(b, u, enemy_bearing, 30, port);
    step_toward(b, u, b.unit(enemy->unit).position, enemy_bearing, port);
    return;
  }
  // Under Advance: halt when under fire, or on reaching cover near the enemy.
  if (is_advance(brigade) && enemy_close && (under_fire(b, u, *enemy) || b.field().cover_of(u.footprint) != Cover::none))
    return face(b, u, enemy_bearing, 30, port);

  auto goal = brigade_goal(b, brigade);
  if (!goal) {
    if (enemy_close) face(b, u, enemy_bearing, 30, port);
    return;
  }
  if (retiring) {
    // About face and march; step_toward keeps the old facing when turning costs too much.
    Vec2 home = home_edge_point(b, u);
    step_toward(b, u, home, bearing(u.position, home), port);
    return;
  }
  // Keep station in the brigade: aim for the goal plus the unit's offset from the brigade's
  // centre, the offset drawn in to the cohesion radius so stragglers close up.
  Vec2 centre = brigade_centre(b, brigade);
  Vec2 offset = u.position - centre;
  if (offset.length() > kCohesionRadius) offset = offset.normalized() * kCohesionRadius;
  Vec2 target = *goal + offset;
  if (is_hold(brigade) && distance(u.position, target) <= kHoldRadius) {
    if (enemy) face(b, u, enemy_bearing, 30, port);
    return;
  }
  if (u.formation == Formation::column && !enemy_close && (!enemy || enemy->distance > kRoadMarchDistance))
    target = road_waypoint(b, u, target);
  double facing = enemy_close ? enemy_bearing : bearing(u.position, target);
  step_toward(b, u, target, facing, port);
}

}  // namespace caisson
