#include "engine/ai/standing_orders.hpp"

#include <array>

#include "engine/ai/targeting.hpp"

namespace caisson {
namespace {

// Where a brigade is heading under its standing order; nullopt means stay put.
std::optional<Vec2> brigade_goal(const Battle& b, const FormationNode& brigade) {
  if (brigade.standing_order == "retire")
    return Vec2{b.field().width() / 2, b.scenario->home_edge_y[brigade.side]};
  if (const Objective* o = b.field().find_objective(brigade.objective)) return o->at;
  if (brigade.standing_order == "hold") return std::nullopt;
  // No objective: advance toward the enemy's edge.
  return Vec2{b.field().width() / 2, b.scenario->home_edge_y[other(brigade.side)]};
}

Vec2 brigade_centre(const Battle& b, const FormationNode& brigade) {
  Vec2 sum;
  int n = 0;
  for (UnitId id : brigade.units)
    if (b.unit(id).present()) sum = sum + b.unit(id).position, ++n;
  return n ? sum * (1.0 / n) : Vec2{};
}

// Try the longest legal step toward `to`, ending with `facing`; true if a move was made.
bool step_toward(const Battle& b, const Unit& u, Vec2 to, double facing, double max_step, ActionPort& port) {
  Vec2 d = to - u.position;
  double want = d.length();
  if (want < 0.5 && std::abs(turn_between(u.facing, facing)) < 10) return false;
  Vec2 dir = d.normalized();
  for (double k : {1.0, 0.8, 0.6, 0.4, 0.25, 0.1, 0.0}) {
    double len = std::min(want, max_step * k);
    Move m{u.id, u.position + dir * len, facing};
    if (!b.rules->check(b, m)) return port.submit(m).accepted;
    // Turning may cost what the step needs: try keeping the current facing.
    Move keep{u.id, u.position + dir * len, u.facing};
    if (len > 0.5 && !b.rules->check(b, keep)) return port.submit(keep).accepted;
  }
  return false;
}

bool try_action(const Battle& b, const Action& a, ActionPort& port) {
  if (b.rules->check(b, a)) return false;
  return port.submit(a).accepted;
}

// Range at which infantry in column shakes out into line before the enemy.
constexpr double kDeployDistance = 24.0;

void move_unit(const Battle& b, const Unit& u, const FormationNode& brigade, ActionPort& port) {
  auto enemy = nearest_enemy(b, u);
  double range = b.rules->fire_range(u);
  double enemy_bearing = enemy ? bearing(u.position, b.unit(enemy->unit).position) : u.facing;
  bool enemy_close = enemy && enemy->distance <= kDeployDistance;

  if (u.arm == Arm::artillery) {
    bool in_range = enemy && enemy->distance <= range * 0.9;
    if (u.formation == Formation::limbered && in_range) {
      try_action(b, ChangeFormation{u.id, Formation::unlimbered}, port);
      return;
    }
    if (u.formation == Formation::unlimbered) {
      if (in_range) {
        // Pivot to bear on the enemy if it is outside the arc.
        if (std::abs(turn_between(u.facing, enemy_bearing)) > 40)
          try_action(b, Move{u.id, u.position, enemy_bearing}, port);
        return;
      }
      if (brigade.standing_order != "hold") try_action(b, ChangeFormation{u.id, Formation::limbered}, port);
      return;
    }
  } else if (u.formation == Formation::column && enemy_close) {
    try_action(b, ChangeFormation{u.id, Formation::line}, port);
    return;
  }

  auto goal = brigade_goal(b, brigade);
  bool retiring = brigade.standing_order == "retire";
  // In range of the enemy: stand and fight, unless attacking and not yet at close range.
  if (!retiring && enemy && range > 0 && enemy->distance <= range) {
    bool press_on = brigade.standing_order == "attack" && enemy->distance > range / 3;
    if (!press_on) {
      if (std::abs(turn_between(u.facing, enemy_bearing)) > 30)
        try_action(b, Move{u.id, u.position, enemy_bearing}, port);
      return;
    }
    step_toward(b, u, b.unit(enemy->unit).position, enemy_bearing, b.rules->move_allowance(b, u), port);
    return;
  }
  if (!goal) return;
  Vec2 offset = u.position - brigade_centre(b, brigade);
  Vec2 target = retiring ? Vec2{u.position.x, goal->y} : *goal + offset;
  if (brigade.standing_order == "hold" && distance(u.position, target) <= 3.0) {
    if (enemy && std::abs(turn_between(u.facing, enemy_bearing)) > 30)
      try_action(b, Move{u.id, u.position, enemy_bearing}, port);
    return;
  }
  double facing = retiring ? u.facing : bearing(u.position, target);
  if (enemy_close && !retiring) facing = enemy_bearing;
  step_toward(b, u, target, facing, b.rules->move_allowance(b, u), port);
}

}  // namespace

void StandingOrdersCommander::play_phase(Battle& b, const PhaseSpec& phase, Side side, ActionPort& port) {
  if (phase.allowed.has(ActionKind::fire)) {
    fire(b, side, port);
  } else if (phase.allowed.has(ActionKind::move)) {
    move(b, side, port);
  } else if (phase.allowed.has(ActionKind::rally)) {
    rally(b, side, port);
  }
}

void StandingOrdersCommander::fire(Battle& b, Side side, ActionPort& port) {
  // Which units may fire in this phase (guns only, small arms only, or all) is the rules' to
  // say: best_target offers only targets the rules' check accepts now.
  for (const Unit& u : b.units) {
    if (u.side != side || !u.can_act() || u.acted) continue;
    if (auto target = best_target(b, u)) try_action(b, Fire{u.id, *target}, port);
  }
}

void StandingOrdersCommander::move(Battle& b, Side side, ActionPort& port) {
  for (const FormationNode& brigade : b.oob.nodes()) {
    if (brigade.side != side) continue;
    for (UnitId id : brigade.units) {
      const Unit& u = b.unit(id);
      if (u.can_act() && !u.acted) move_unit(b, u, brigade, port);
    }
  }
}

void StandingOrdersCommander::rally(Battle& b, Side side, ActionPort& port) {
  for (const Unit& u : b.units) {
    if (u.side != side || !u.present() || u.acted) continue;
    if (u.routing || u.hits >= 2) try_action(b, Rally{u.id}, port);
  }
}

}  // namespace caisson
