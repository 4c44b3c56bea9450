#include "engine/ai/standing_orders.hpp"
#include "engine/rules/cover.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include "engine/ai/artillery.hpp"
#include "engine/ai/brigade_plan.hpp"
#include "engine/ai/bugging_out.hpp"
#include "engine/ai/charge_decision.hpp"
#include "engine/ai/checked_action.hpp"
#include "engine/ai/deploy.hpp"
#include "engine/ai/later_phase.hpp"
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
  return u.hits > 0 && enemy.distance <= b.advisor().fire_range(b.unit(enemy.unit));
}

// Where a unit closing on `foe` heads: the foe plus the unit's place in its brigade, so the
// brigade's lines close abreast rather than converging on one enemy.
Vec2 closing_point(const Battle& b, const Unit& u, const FormationNode& brigade, const Unit& foe) {
  return station(b, u, brigade, foe.position);
}

// Steps toward the enemy, to end within half its closing range; false if no step was legal.
bool close_on(const Battle& b, const Unit& u, const FormationNode& brigade, const Sighting& enemy, ActionPort& port) {
  const Unit& foe = b.unit(enemy.unit);
  Vec2 to = closing_point(b, u, brigade, foe);
  double want = std::min(distance(u.position, to), std::max(0.0, enemy.distance - b.advisor().closing_range(u) / 2));
  return step_toward(b, u, u.position + (to - u.position).normalized() * want, bearing(u.position, foe.position), port);
}

}  // namespace

// Under Advance a unit halts when fired on, or on reaching cover.
bool advance_halted(const Battle& b, const Unit& u, const Sighting& enemy) {
  return under_fire(b, u, enemy) || in_cover(b, u);
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
  } else if (allowed.has(ActionKind::fall_back)) {
    fall_back(b, side, port);
  }
}

void StandingOrdersCommander::fall_back(Battle& b, Side side, ActionPort& port) {
  for (const FormationNode& brigade : b.oob.nodes()) {
    if (brigade.side != side) continue;
    for (UnitId id : brigade.units) {
      const Unit& u = b.unit(id);
      if (!u.can_act() || !commands(b, u) || !b.advisor().may_act(b, u, ActionKind::fall_back)) continue;
      if (bugs_out(b, u, brigade)) try_action(b, FallBack{u.id}, port);
    }
  }
}

void StandingOrdersCommander::fire(Battle& b, Side side, ActionPort& port) {
  // Each brigade's goal once per phase: its objective weighs in its units' choice of target.
  // (The thread's own list, kept between phases.)
  thread_local std::vector<std::optional<Vec2>> goals;
  goals.assign(b.oob.nodes().size(), std::nullopt);
  for (const FormationNode& n : b.oob.nodes())
    if (n.side == side && !n.units.empty()) goals[static_cast<std::size_t>(n.id)] = brigade_goal(b, n);
  // Which units may fire in this phase (guns only, small arms only, or all) is the rules' to
  // say: each tries its targets best first until the rules accept one.
  for (const Unit& u : b.units) {
    if (u.side != side || !u.can_act() || u.acted || !commands(b, u)) continue;
    // Infantry in the guns' phase and the like: no reason to weigh holding fire.
    if (!b.advisor().may_act(b, u, ActionKind::fire)) continue;
    std::optional<Vec2> goal;
    if (u.brigade != kNone) {
      goal = goals[static_cast<std::size_t>(u.brigade)];
      if (holds_fire(b, u, b.oob.node(u.brigade), goal)) continue;
    }
    for (UnitId target : targets_by_value(b, u, goal))
      if (try_action(b, Fire{u.id, target}, port)) break;
  }
}

bool StandingOrdersCommander::holds_fire(Battle& b, const Unit& u, const FormationNode& brigade,
                                         const std::optional<Vec2>& goal) const {
  const OrderIntent order = order_intent(b, brigade);
  if (u.arm == Arm::artillery || !(order == OrderIntent::attack || order == OrderIntent::advance)) return false;
  const double reach = b.advisor().fire_range(u);
  if (reach <= 0) return false;  // nothing to hold
  auto enemy = nearest_enemy(b, u);
  if (!enemy || enemy->distance > reach) return false;
  if (enemy->distance <= b.advisor().closing_range(u)) return charge_open(b, u, brigade);
  // Where it would go instead: at the enemy under Attack, on to its objective under Advance.
  const Unit& foe = b.unit(enemy->unit);
  Vec2 to = closing_point(b, u, brigade, foe);
  if (order == OrderIntent::advance) {
    if (!goal || advance_halted(b, u, *enemy)) return false;
    to = station(b, u, brigade, *goal);
    if (distance(u.position, to) <= kHoldRadius) return false;  // arrived: fight from here
  }
  // The first part of that move, asked of the movement phase: a unit that cannot move fires.
  double step = std::min(b.advisor().move_allowance(b, u) / 2, distance(u.position, to));
  if (step < 0.5) return false;
  Vec2 next = u.position + (to - u.position).normalized() * step;
  return legal_later(b, Move{u.id, next, bearing(u.position, foe.position)}) || legal_later(b, Move{u.id, next, u.facing});
}

void StandingOrdersCommander::charge(Battle& b, Side side, ActionPort& port) {
  for (const FormationNode& brigade : b.oob.nodes()) {
    // Only brigades under attack orders charge (decide_charge's first question, asked once a
    // brigade: under jackson the commander is asked at every card turned).
    if (brigade.side != side || order_intent(b, brigade) != OrderIntent::attack || !b.advisor().brigade_may_act(b, brigade, ActionKind::charge)) continue;
    for (UnitId id : brigade.units)
      if (commands(b, b.unit(id))) decide_charge(b, b.unit(id), brigade, port);
  }
}

void StandingOrdersCommander::move(Battle& b, Side side, ActionPort& port) {
  commit_reserves(b, side);
  for (const FormationNode& brigade : b.oob.nodes()) {
    if (brigade.side != side || !b.advisor().brigade_may_act(b, brigade, ActionKind::move)) continue;
    for (UnitId id : brigade.units) {
      const Unit& u = b.unit(id);
      // Units the rules would not let move now (jackson's whose card is not up) are not planned for.
      if (u.can_act() && !u.acted && commands(b, u) && b.advisor().may_act(b, u, ActionKind::move)) move_unit(b, u, brigade, port);
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
  const double range = b.advisor().fire_range(u);
  const double enemy_bearing = enemy ? bearing(u.position, b.unit(enemy->unit).position) : u.facing;
  const bool enemy_close = enemy && enemy->distance <= deploy_distance(b, u);

  if (u.arm == Arm::artillery && play_battery(b, u, brigade, port)) return;
  if (deploy_to_line(b, u, enemy, port)) return;
  // An uncommitted reserve waits where it stands, facing the enemy.
  if (reserve_waiting(b, brigade)) {
    if (enemy_close) face(b, u, enemy_bearing, 30, port);
    return;
  }

  const OrderIntent order = order_intent(b, brigade);
  const bool retiring = order == OrderIntent::retire;
  const bool in_range = !retiring && enemy && range > 0 && enemy->distance <= range;
  const bool at_closing_range = in_range && enemy->distance <= b.advisor().closing_range(u);
  // Under Attack: close to the closing range, then stand and fight (the charge phase sends it in).
  if (in_range && order == OrderIntent::attack) {
    if (at_closing_range || !close_on(b, u, brigade, *enemy, port)) face(b, u, enemy_bearing, 30, port);
    return;
  }
  // Under Advance: march on until fired on, in cover, or at closing range; then halt and fight.
  if (order == OrderIntent::advance) {
    if (at_closing_range || (enemy_close && advance_halted(b, u, *enemy))) return face(b, u, enemy_bearing, 30, port);
  } else if (in_range) {
    return face(b, u, enemy_bearing, 30, port);  // Hold and the rest stand and fight in range
  }

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
  Vec2 target = station(b, u, brigade, *goal);  // keeping the brigade together
  if (order == OrderIntent::hold && distance(u.position, target) <= kHoldRadius) {
    if (enemy) face(b, u, enemy_bearing, 30, port);
    return;
  }
  if (u.formation == Formation::column && !enemy_close && (!enemy || enemy->distance > kRoadMarchDistance))
    target = road_waypoint(b, u, target);
  double facing = enemy_close ? enemy_bearing : bearing(u.position, target);
  step_toward(b, u, target, facing, port);
}

}  // namespace caisson
