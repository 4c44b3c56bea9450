#include "engine/ai/brigade_commander.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

#include "engine/ai/battery_post.hpp"
#include "engine/ai/brigade_plan.hpp"
#include "engine/ai/bugging_out.hpp"
#include "engine/ai/carry_out.hpp"
#include "engine/ai/checked_action.hpp"
#include "engine/ai/deploy.hpp"
#include "engine/ai/fire_plan.hpp"
#include "engine/ai/later_phase.hpp"
#include "engine/ai/line_places.hpp"
#include "engine/ai/march.hpp"
#include "engine/ai/reserves.hpp"

namespace caisson {
namespace {

// Whether the step a unit would take toward `to` in a later phase of the turn is one the rules
// would take there (its first look and one check; a unit that cannot go on may as well fire).
bool way_open(Battle& b, const Unit& u, Vec2 to, double facing) {
  const std::optional<Step> s = first_step(b, u, to, facing);
  if (!s) return false;
  const Vec2 end = u.position + s->dir * s->length;
  return legal_later(b, Move{u.id, end, s->facing}) || (s->facing != u.facing && legal_later(b, Move{u.id, end, u.facing}));
}

// The occupier stays on its objective rather than charging off it, unless an enemy stands on it
// too: a contested objective counts for neither side, and driving him off is what holding it
// takes. (Where a unit is a whole brigade, ap's and the minicampaign's, the occupier is the
// brigade, and the enemy's brigade beside it on the objective would stand there unchallenged.)
bool stays_on_objective(const Battle& b, const Unit& u, const BrigadePlan& plan) {
  if (!plan.occupying(u)) return false;
  const std::optional<Sighting> e = nearest_enemy(b, u);
  return !e || distance(b.unit(e->unit).position, *plan.goal) > plan.objective_radius;
}

// A regiment of an attacking line whose objective is still distant (engine/ai/battle_plan.hpp)
// and whose nearest enemy is beyond its fire marches on its place at the objective rather than
// turning toward that enemy: the place, or nullopt where it closes on the enemy. Drawn toward the
// nearest enemy 20-30" off, Longstreet's regiments at Gettysburg spread over the Union's forward
// line and its batteries, and the Confederate side won 8 points less than under the regimental
// commander (since retired), which marched on.
std::optional<Vec2> objective_to_march_on(const Battle& b, const Unit& u, const FormationNode& brigade,
                                          const BrigadePlan& plan, const Sighting& enemy) {
  if (plan.order != OrderIntent::attack || !plan.goal || enemy.distance <= b.advisor().fire_range(u)) return std::nullopt;
  const Vec2 place = station(b, u, brigade, *plan.goal);
  if (distance(u.position, place) <= kDistantObjectiveMoves * b.advisor().move_allowance(b, u)) return std::nullopt;
  return place;
}

// A holding brigade's occupier takes its place on the objective on the side its place in the line
// puts it (its offset in the brigade, drawn in to half the objective's radius, where it holds it)
// and keeps it from within the hold radius. Sent onto the objective's middle instead, the teaching
// battle's Confederates won 21.9% of their paired games, not 32.4%. Drawn in only to 7" (its place
// in the line), it stood off the objective's edge: McPherson's Ridge's troopers in skirmish order
// held the barn that way all day, and the Confederates won 22% there (32.5% drawn in).
Vec2 holding_place(const Battle& b, const Unit& u, const BrigadePlan& plan) {
  Vec2 offset = station(b, u, b.oob.node(u.brigade), *plan.goal) - *plan.goal;
  if (const double r = plan.objective_radius / 2; offset.length() > r) offset = offset.normalized() * r;
  return *plan.goal + offset;
}

bool at_holding_place(const Battle& b, const Unit& u, const BrigadePlan& plan) {
  return plan.order == OrderIntent::hold && distance(u.position, holding_place(b, u, plan)) <= kHoldRadius;
}

// Where no step toward its holding place is allowed, the occupier turns in place only to face a
// way 45 degrees or more off: at Cedar Mountain its small wheels in place were most of the
// battle's moves of an inch or less (16.3% of its moves, now 14.2%).
constexpr double kOccupierTurnInPlace = 45;

void take_holding_place(const Battle& b, const Unit& u, const BrigadePlan& plan, const std::optional<Sighting>& enemy,
                        double enemy_bearing, ActionPort& port) {
  const bool enemy_close = enemy && enemy->distance <= deploy_distance(b, u);
  if (at_holding_place(b, u, plan)) {
    if (enemy_close) move_toward(b, u, u.position, enemy_bearing, port);  // it turns only to face one well off its front
    return;
  }
  // Within a move of its place, step by step, down to a tenth of its move and a turn in place
  // (march.cpp). Measured with the place at its full offset in the line: with the closing line's
  // whole, 3/4, 1/2 and 1/4 of a move the teaching battle's Confederates won 28.4%, with these
  // 34.4%. Further off it marches as its brigade does, in steps of an inch or more: stepping down
  // to a tenth, First Bull Run's occupiers crept toward places beyond the enemy an inch or less a
  // turn (Hampton's Legion, the 2nd Virginia), and the battle's moves of an inch or less were 15.3%.
  const Vec2 place = holding_place(b, u, plan);
  const double facing = enemy_close ? enemy_bearing : bearing(u.position, place);
  if (distance(u.position, place) > b.advisor().move_allowance(b, u)) move_toward(b, u, place, facing, port, Stride::longest);
  else step_toward(b, u, place, facing, port, kOccupierTurnInPlace);
}

// A holding unit turns where it stands to face an enemy within its own fire or his, an inch over
// (and within its deploy distance): one further off cannot yet reach it or be reached. Turning to
// every enemy within deploy distance, holding brigades at Gaines' Mill wheeled in place from one
// to the next, turn after turn: 16.5% of its moves were of an inch or less, now 12.8%.
double facing_distance(const Battle& b, const Unit& u, const Unit& enemy) {
  return std::min(deploy_distance(b, u), either_fire_reach(b, u, enemy));
}

// Ordered off, a unit out of the enemy's fire turns its back and marches, stepping as the
// regimental commander (since retired) did (down to a tenth of its move, keeping its facing where the turn
// costs the step); within his fire it backs off facing him, as a beaten brigade does. Backing
// off all the way, Miles' rear guard at Centreville left the heights too slowly: the Union side
// won 60.9% of its paired games, 63.3% marching off. Turning its back under fire as well cost the
// Union 3 points at Gettysburg (Culp's Hill's brigades ordered off under Johnson's muskets, seeds
// 1-3000); stepping back under fire, a unit with friends behind it made moves of nothing, turn
// after turn (McPherson's Ridge's 3rd Indiana), which spend its action.
void march_off(const Battle& b, const Unit& u, Vec2 home, const std::optional<Sighting>& enemy, ActionPort& port) {
  const bool under_fire = enemy && under_fire_of(b, *enemy);
  if (under_fire) move_toward(b, u, home, u.facing, port);
  else step_toward(b, u, home, bearing(u.position, home), port);
}

}  // namespace

void BrigadeCommander::play_phase(Battle& b, const PhaseSpec& phase, Side side, ActionPort& port) {
  const ActionKinds& allowed = phase.allowed;
  make_plans(b, phase, side);
  // Where a phase offers fire as well as charges (the minicampaign's fire phases), units fire: a
  // charge goes in from a phase of movement or of charges alone.
  if (allowed.has(ActionKind::charge) && !allowed.has(ActionKind::fire)) charge(b, side, port);
  if (allowed.has(ActionKind::move) || allowed.has(ActionKind::change_formation)) move(b, side, port);
  if (allowed.has(ActionKind::fire)) fire(b, side, port);
  if (allowed.has(ActionKind::rally)) rally(b, side, port);
  if (allowed.has(ActionKind::fall_back) && !allowed.has(ActionKind::move)) fall_back(b, side, port);
}

void BrigadeCommander::make_plans(Battle& b, const PhaseSpec& phase, Side side) {
  acting_.assign(b.oob.nodes().size(), false);
  for (const FormationNode& n : b.oob.nodes()) {
    if (n.side != side || n.units.empty() || !commands(b, n.id)) continue;
    // A brigade none of whose units the rules let act now (infantry in the guns' phase, a
    // brigade whose card is not up) needs no plan.
    const auto may_act = [&](ActionKind k) {
      if (!phase.allowed.has(k) || !b.advisor().brigade_may_act(b, n, k)) return false;
      return std::any_of(n.units.begin(), n.units.end(), [&](UnitId id) {
        const Unit& u = b.unit(id);
        return u.can_act() && !u.acted && b.advisor().may_act(b, u, k);
      });
    };
    acting_[static_cast<std::size_t>(n.id)] =
        may_act(ActionKind::charge) || may_act(ActionKind::move) || may_act(ActionKind::change_formation) ||
        may_act(ActionKind::fire);
  }
  // A brigade's plan is made at the first phase of its side's turn in which it may act, and kept
  // for the rest of the turn: the picture is taken only when some acting brigade has none yet.
  BrigadePlans& memory = b.brigade_plans;
  const std::size_t nodes = b.oob.nodes().size();
  if (memory.plans.size() != nodes) {
    memory.plans.assign(nodes, BrigadePlan{});
    memory.planned_on.assign(nodes, 0);
    memory.seen_centre.assign(nodes, Vec2{});
  }
  std::vector<bool>& wanted = wanted_;
  wanted.assign(nodes, false);
  bool any = false;
  for (std::size_t i = 0; i < acting_.size(); ++i)
    if (acting_[i] && memory.planned_on[i] != b.turn) wanted[i] = any = true;
  if (!any) return;
  picture_.build(b, side, wanted);
  for (const FormationNode& n : b.oob.nodes()) {
    const auto i = static_cast<std::size_t>(n.id);
    if (n.side == side) memory.seen_centre[i] = picture_.brigade(n.id).centre;
    if (!wanted[i]) continue;
    memory.planned_on[i] = b.turn;
    memory.plans[i] = picture_.brigade(n.id).able > 0 ? plan_brigade(b, picture_, n, temperament_of(b, n)) : BrigadePlan{};
  }
}

const BrigadePlan* BrigadeCommander::plan_of(const Battle& b, FormationId brigade) const {
  const auto i = static_cast<std::size_t>(brigade);
  const BrigadePlan& plan = b.brigade_plans.plans[i];
  return acting_[i] && plan.id != kNone ? &plan : nullptr;
}

void BrigadeCommander::charge(const Battle& b, Side side, ActionPort& port) {
  thread_local std::vector<std::pair<double, UnitId>> chargers;
  for (const FormationNode& brigade : b.oob.nodes()) {
    const BrigadePlan* planned = plan_of(b, brigade.id);
    if (brigade.side != side || !planned || planned->posture == Posture::fall_back) continue;
    const BrigadePlan& plan = *planned;
    if (!b.advisor().brigade_may_act(b, brigade, ActionKind::charge)) continue;
    // Who could go in now, nearest the enemy first. A brigade pressing or closing sends in each
    // unit within reach of a charge worth making; a brigade holding its ground counterattacks an
    // enemy the worse off by a HIT more; a marching brigade only follows up an enemy already
    // running. (Holding a pressing brigade's charges until two in five of its line were in reach
    // cost the teaching battle 1.9 points of its match and Centreville 1.1. A holding brigade that
    // charged only an enemy running let Gettysburg's attackers stand worn before its line: its
    // match 52.1% against 56.0% with the counterattack.)
    const bool goes_in =
        plan.posture == Posture::close || plan.posture == Posture::press || plan.posture == Posture::hold;
    chargers.clear();
    for (UnitId id : brigade.units) {
      const Unit& u = b.unit(id);
      if (!u.can_act() || u.arm == Arm::artillery || u.acted || !b.advisor().may_act(b, u, ActionKind::charge) ||
          stays_on_objective(b, u, plan))
        continue;
      auto e = nearest_enemy(b, u);
      if (!e || e->distance > std::min(b.advisor().charge_reach_bound(u), 2 * b.advisor().move_allowance(b, u) + 1)) continue;
      if (goes_in || b.unit(e->unit).routing) chargers.emplace_back(e->distance, id);
    }
    std::sort(chargers.begin(), chargers.end());
    const Temperament t = temperament_of(b, brigade);
    for (const auto& [d, id] : chargers) {
      const Unit& u = b.unit(id);
      if (u.acted || !u.can_act()) continue;  // gone in as another's support
      charge_with_supports(b, u, brigade, plan, t, port);
    }
  }
}

void BrigadeCommander::move(Battle& b, Side side, ActionPort& port) {
  commit_reserves(b, side);
  send_reserves_to_exploit(b, side);
  // Foot and horse first, then the guns: a battery judges whether friends mask it once they have
  // moved.
  for (Arms arms : {Arms::foot_and_horse, Arms::guns})
    for (const FormationNode& brigade : b.oob.nodes()) {
      const BrigadePlan* plan = plan_of(b, brigade.id);
      if (brigade.side != side || !plan || !b.advisor().brigade_may_act(b, brigade, ActionKind::move)) continue;
      move_brigade(b, brigade, *plan, arms, port);
    }
}

void BrigadeCommander::move_brigade(const Battle& b, const FormationNode& brigade, const BrigadePlan& plan, Arms arms,
                                    ActionPort& port) {
  // Where the commander last saw the brigade's centre (kept in the Battle with the plans).
  const Vec2 centre = b.brigade_plans.seen_centre[static_cast<std::size_t>(brigade.id)];
  const bool waiting = reserve_waiting(b, brigade);
  // Pressing or closing, each unit closes on the enemy before it; holding, it keeps its ground.
  const bool in_line = plan.engaged() && (plan.posture == Posture::press || plan.posture == Posture::close);
  // The front-most move first, so those behind do not bump into them.
  thread_local std::vector<std::pair<double, UnitId>> order;
  order.clear();
  for (UnitId id : brigade.units) {
    const Unit& u = b.unit(id);
    if ((u.arm == Arm::artillery) == (arms == Arms::guns) && u.can_act() && !u.acted && b.advisor().may_act(b, u, ActionKind::move))
      order.emplace_back(-(u.position - centre).dot(plan.line_front), id);
  }
  std::sort(order.begin(), order.end());
  thread_local std::vector<PlaceBeside> beside;
  beside.clear();
  if (in_line && arms == Arms::foot_and_horse) places_beside_line(b, brigade, plan, beside);
  for (const auto& [ahead, id] : order) {
    const Unit& u = b.unit(id);
    auto enemy = nearest_enemy(b, u);
    const double enemy_bearing = enemy ? bearing(u.position, b.unit(enemy->unit).position) : u.facing;
    if (u.arm == Arm::artillery && plan.order == OrderIntent::retire) {
      // Ordered off, the guns limber and go with their brigade, whatever they might still hit.
      if (u.formation == Formation::unlimbered) {
        try_action(b, ChangeFormation{u.id, Formation::limbered}, port);
        continue;
      }
    } else if (u.arm == Arm::artillery && post_battery(b, u, brigade, plan, port)) {
      continue;
    }
    if (deploy_to_line(b, u, enemy, port)) continue;
    if (id == plan.occupier) {
      if (plan.order == OrderIntent::hold) take_holding_place(b, u, plan, enemy, enemy_bearing, port);
      else occupy(b, u, plan, enemy_bearing, port);
      continue;
    }
    if (waiting) {  // an uncommitted reserve waits where it stands, facing the enemy
      if (enemy && enemy->distance <= deploy_distance(b, u)) move_toward(b, u, u.position, enemy_bearing, port);
      continue;
    }
    if (plan.last_rush && u.arm != Arm::artillery && plan.goal) {
      // The last turns: onto the objective, each in its place about it.
      if (!plan.on_objective(u, 0.5))
        move_toward(b, u, station(b, u, brigade, *plan.goal), enemy_bearing, port, Stride::longest);
      continue;
    }
    if (in_line && u.arm != Arm::artillery) {
      if (!enemy) continue;
      if (const std::optional<Vec2> place = objective_to_march_on(b, u, brigade, plan, *enemy))
        move_toward(b, u, *place, bearing(u.position, *place), port, Stride::longest);
      else if (const PlaceBeside* beside_line = place_of(beside, id))
        close_toward_place(b, u, plan, *enemy, beside_line->at, port);
      else
        close_on_enemy(b, u, plan, *enemy, port);
      continue;
    }
    switch (plan.posture) {
      case Posture::fall_back: {
        // Back toward its own edge: ordered off, marching; beaten, still facing the enemy when
        // he is near.
        Vec2 home = u.position + (plan.line_centre - centre);
        if (plan.order == OrderIntent::retire) {
          march_off(b, u, home, enemy, port);
          break;
        }
        move_toward(b, u, home, enemy && enemy->distance <= deploy_distance(b, u) ? u.facing : bearing(u.position, home), port);
        break;
      }
      case Posture::hold:
        if (!plan.goal || distance(centre, *plan.goal) <= kHoldRadius) {
          if (enemy && enemy->distance <= facing_distance(b, u, b.unit(enemy->unit))) move_toward(b, u, u.position, enemy_bearing, port);
          break;
        }
        [[fallthrough]];
      default: {
        if (!plan.goal) break;
        Vec2 to = station(b, u, brigade, *plan.goal);
        if (u.formation == Formation::column && (!enemy || enemy->distance > kRoadMarchDistance)) to = road_waypoint(b, u, to);
        const bool enemy_close = enemy && enemy->distance <= deploy_distance(b, u);
        move_toward(b, u, to, enemy_close ? enemy_bearing : bearing(u.position, to), port, Stride::longest);
      }
    }
  }
}

Temperament BrigadeCommander::temperament_of(const Battle& b, const FormationNode& brigade) const {
  return temperament_.applied_to(b.scenario->temperament.of(brigade.side, brigade.id));
}

// Within reach of a charge at `e` worth making that the later phase would take (one check), a
// unit holds its fire to charge (under igor a unit that fired may not charge).
bool BrigadeCommander::charge_waits(Battle& b, const Unit& u, const Sighting& e) const {
  const double reach = std::min(b.advisor().charge_reach_bound(u), 2 * b.advisor().move_allowance(b, u) + 1);
  return e.distance <= reach && later_phase_allows(b, ActionKind::charge) &&
         charge_worthwhile(b, u, b.unit(e.unit), temperament_of(b, b.oob.node(u.brigade))) &&
         legal_later(b, Charge{u.id, e.unit, {}});
}

bool BrigadeCommander::holds_fire(Battle& b, const Unit& u, const BrigadePlan& plan) const {
  // Guns ordered off hold their fire to limber where a later phase lets them (a battery that
  // fired stays put for the turn) and the rules would let them limber there: with no room behind
  // for the teams they fire on (Ayres' at Centreville, a regiment in column at its back, held its
  // fire on each of the last four turns for a limbering refused each time).
  if (u.arm == Arm::artillery)
    return plan.order == OrderIntent::retire && later_phase_allows(b, ActionKind::change_formation) &&
           legal_later(b, ChangeFormation{u.id, Formation::limbered});
  // The occupier on its way holds its fire to go on, where a later phase lets it move; on its
  // objective it fires, unless the enemy shares the objective and a charge at him is open. A
  // brigade holding its ground fires as soon as its occupier stands within the objective, where
  // it already holds it, or at its holding place, where it stops: going on to its middle may be a
  // step back from the enemy (Blenker's line in the rifle pits in front of the Centreville
  // heights), which the rules refuse a line.
  if (u.id == plan.occupier && !plan.occupying(u))
    return later_phase_allows(b, ActionKind::move) &&
           !(plan.posture == Posture::hold && (plan.on_objective(u) || at_holding_place(b, u, plan)));
  if (plan.posture != Posture::press && plan.posture != Posture::close) return false;
  auto e = nearest_enemy(b, u);
  if (u.id == plan.occupier) return !stays_on_objective(b, u, plan) && e && charge_waits(b, u, *e);
  // The last turns: short of its objective, it holds its fire to go on where its way is open.
  if (plan.last_rush && plan.goal && !plan.on_objective(u, 0.5) &&
      later_phase_allows(b, ActionKind::move) &&
      way_open(b, u, station(b, u, b.oob.node(u.brigade), *plan.goal), e ? bearing(u.position, b.unit(e->unit).position) : u.facing))
    return true;
  if (!e) return false;
  if (charge_waits(b, u, *e)) return true;
  // Short of where it means to stand (an inch and more: a step worth making) it holds its fire to
  // go on, where a later phase lets it move and no friend stands in its way (a rear rank that
  // held its fire to stand still would neither shoot nor close).
  if (e->distance <= stand_off(b, u, plan.posture) + 1 || !later_phase_allows(b, ActionKind::move)) return false;
  const Vec2 ahead = (b.unit(e->unit).position - u.position).normalized();
  return clear_of_friends(b, u, ahead, 2) >= 1;
}

void BrigadeCommander::fire(Battle& b, Side side, ActionPort& port) {
  for (const FormationNode& brigade : b.oob.nodes()) {
    const BrigadePlan* planned = plan_of(b, brigade.id);
    if (brigade.side != side || !planned || !b.advisor().brigade_may_act(b, brigade, ActionKind::fire)) continue;
    const BrigadePlan& plan = *planned;
    // Drawn up as the first of its units comes to fire, and kept for the phase: its shots
    // go down the one list, so they fall on the enemy it is breaking.
    thread_local std::vector<UnitId> targets;
    bool drawn = false;
    for (UnitId id : brigade.units) {
      const Unit& u = b.unit(id);
      if (!u.can_act() || u.acted || !b.advisor().may_act(b, u, ActionKind::fire)) continue;
      if (!std::exchange(drawn, true)) draw_fire_plan(b, brigade, plan, targets);
      if (!holds_fire(b, u, plan)) fire_by_plan(b, u, targets, port);
    }
  }
}

void BrigadeCommander::rally(const Battle& b, Side side, ActionPort& port) {
  for (const Unit& u : b.units) {
    if (u.side != side || !u.present() || u.acted || !commands(b, u)) continue;
    if (u.routing || u.hits >= 2) try_action(b, Rally{u.id}, port);
  }
}

void BrigadeCommander::fall_back(const Battle& b, Side side, ActionPort& port) {
  for (const FormationNode& brigade : b.oob.nodes()) {
    if (brigade.side != side || !commands(b, brigade.id)) continue;
    for (UnitId id : brigade.units) {
      const Unit& u = b.unit(id);
      if (!u.can_act() || !b.advisor().may_act(b, u, ActionKind::fall_back)) continue;
      if (bugs_out(b, u, brigade)) try_action(b, FallBack{u.id}, port);
    }
  }
}

}  // namespace caisson
