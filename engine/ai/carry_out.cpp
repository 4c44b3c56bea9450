#include "engine/ai/carry_out.hpp"
#include "engine/rules/cover.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <span>
#include <vector>

#include "engine/ai/checked_action.hpp"
#include "engine/ai/targeting.hpp"

namespace caisson {

namespace {

// The friends the unit might meet going up to `length` any way from where it stands (those
// near: it and those gone from the field left out). The list is the thread's own.
std::span<const Unit* const> friends_around(const Battle& b, const Unit& u, double length) {
  thread_local std::vector<UnitId> near;
  thread_local std::vector<const Unit*> friends;
  b.units_of_side_near(u.side, u.footprint.center, length + u.footprint.radius(), near);
  friends.clear();
  for (UnitId id : near)
    if (const Unit& f = b.unit(id); id != u.id && f.present()) friends.push_back(&f);
  return friends;
}

// As clear_of_friends, among those friends only.
double clear_among(const Unit& u, std::span<const Unit* const> friends, Vec2 dir, double length) {
  const double radius = u.footprint.radius();
  // A friend whose circle never comes within the unit's along the way is clear of it (most of
  // those near are beside or behind it): a distance settles him before the exact test.
  const Segment way{u.footprint.center, u.footprint.center + dir * length};
  double clear = length;
  for (const Unit* friend_near : friends) {
    const Unit& f = *friend_near;
    if (distance_point_segment(f.footprint.center, way) > radius + f.footprint.radius() + 1e-6) continue;
    const auto s = u.footprint.overlap_along(dir, length, f.footprint);
    if (!s) continue;
    // Met at once, it may be a friend already touching: no way round him. (One met farther on
    // cannot be touching now: the overlap test is spared.)
    if (s->enter < 1e-6 && f.footprint.overlaps(u.footprint)) continue;
    clear = std::min(clear, std::max(0.0, s->enter - 0.25));
  }
  return clear;
}

}  // namespace

double clear_of_friends(const Battle& b, const Unit& u, Vec2 dir, double length) {
  return clear_among(u, friends_around(b, u, length), dir, length);
}

namespace {

// How far a closing line's way is drawn from straight ahead toward the enemy before each unit:
// the enemy's way counts this much against the brigade's front.
constexpr double kDrawTowardFoe = 0.5;

// A bound on the way this much short of the step is no bound (rounding).
constexpr double kStepSlack = 0.01;

// A small correction is not worth a wheel: turning eats into the move under most rules.
double worth_turning_to(const Unit& u, double facing) {
  return std::abs(turn_between(u.facing, facing)) < 30 ? u.facing : facing;
}

// A unit that cannot (or need not) go anywhere turns where it stands only to face an enemy well
// off its front: a regiment a little askew still fires, and each wheel in place is a turn spent.
constexpr double kTurnInPlace = 45;

bool turn_in_place(const Battle& b, const Unit& u, double facing, double turn, ActionPort& port) {
  return turn >= kTurnInPlace && try_action(b, Move{u.id, u.position, facing}, port);
}

}  // namespace

std::optional<Step> first_step(const Battle& b, const Unit& u, Vec2 to, double facing, Stride stride) {
  const Vec2 d = to - u.position;
  const double want = d.length();
  facing = worth_turning_to(u, facing);
  if (want < 1.0) return std::nullopt;
  Vec2 dir = d.normalized();
  const double reach = std::min(want, b.advisor().move_allowance(b, u));
  // (Gathered once for the way ahead and both ways round.)
  const std::span<const Unit* const> friends = friends_around(b, u, reach);
  double len = clear_among(u, friends, dir, reach);
  // A friend close before it: round him, a little to either side; failing that, through him
  // where the rules allow it (a line stuck behind a friend who holds would never arrive).
  if (len < 1.0 && reach >= 1.0) {
    len = reach;
    for (double side : {35.0, -35.0}) {
      const Vec2 round = heading(bearing({0, 0}, dir) + side);
      if (double clear = clear_among(u, friends, round, reach); clear >= std::min(reach, 2.0)) {
        dir = round, len = clear;
        break;
      }
    }
  }
  if (stride == Stride::longest) len = b.advisor().longest_step(b, u, dir, len, facing);
  if (len < 1.0) return std::nullopt;
  // The rules' first look says where a step would end on someone: the longest step clear of it.
  thread_local std::vector<OrientedRect::Stretch> blocked;
  b.advisor().blocked_steps(b, u, dir, len, facing, blocked);
  for (double k : {1.0, 0.75, 0.5, 0.25}) {
    if (!blocked_at(blocked, len * k)) return Step{dir, len * k, facing};
  }
  return std::nullopt;
}

bool move_toward(const Battle& b, const Unit& u, Vec2 to, double facing, ActionPort& port, Stride stride,
                 Shortfall shortfall) {
  if (!b.advisor().may_act(b, u, ActionKind::move)) return false;
  facing = worth_turning_to(u, facing);
  const double turn = std::abs(turn_between(u.facing, facing));
  const std::optional<Step> step = first_step(b, u, to, facing, stride);
  if (!step) return turn_in_place(b, u, facing, turn, port);
  const Vec2 dir = step->dir;
  const double len = step->length;
  if (try_action(b, Move{u.id, u.position + dir * len, facing}, port)) return true;
  // Turning may be what the move could not afford; else the ground, or the way's slant.
  if (turn > 0 && try_action(b, Move{u.id, u.position + dir * len, u.facing}, port)) return true;
  double shorter = len / 2;
  if (shortfall == Shortfall::longest) {
    if (const double longest = b.advisor().longest_step(b, u, dir, len, facing); longest < len - kStepSlack) shorter = longest;
  }
  return shorter >= 1.0 && try_action(b, Move{u.id, u.position + dir * shorter, facing}, port);
}

double stand_off(const Battle& b, const Unit& u, Posture posture) {
  return posture == Posture::press ? std::max(0.5, std::min(b.advisor().charge_reach_bound(u), b.advisor().closing_range(u)) / 2)
                                   : b.advisor().closing_range(u) * 0.9;
}

Vec2 closing_point(const Battle& b, const Unit& u, const BrigadePlan& plan, const Sighting& enemy) {
  const double want = stand_off(b, u, plan.posture);
  const double go = std::clamp(enemy.distance - want, 0.0, b.advisor().move_allowance(b, u));
  // Along the brigade's front, drawn toward the enemy before it by half as much: each regiment
  // bears on its own enemy yet keeps most of its place. Closing halfway between the front and
  // that enemy, the flanks converged on the nearest few and crowded the centre (at the teaching
  // battle a friend in the way stopped half the charges short and about a quarter of the closing
  // moves); straight ahead, a flank whose enemy stood aside never came to grips (the generated
  // igor battle 83% -> 63%).
  const Vec2 to_foe = (b.unit(enemy.unit).position - u.position).normalized();
  return u.position + (plan.line_front + to_foe * kDrawTowardFoe).normalized() * go;
}

bool close_on_enemy(const Battle& b, const Unit& u, const BrigadePlan& plan, const Sighting& enemy, ActionPort& port) {
  return move_toward(b, u, closing_point(b, u, plan, enemy), bearing(u.position, b.unit(enemy.unit).position), port,
                     Stride::cautious);
}

bool occupy(const Battle& b, const Unit& u, const BrigadePlan& plan, double enemy_bearing, ActionPort& port) {
  if (plan.occupying(u)) return move_toward(b, u, u.position, enemy_bearing, port);
  const std::optional<Sighting> enemy = nearest_enemy(b, u);
  const bool out_of_fire = !enemy || enemy->distance > either_fire_reach(b, u, b.unit(enemy->unit));
  return move_toward(b, u, *plan.goal, enemy_bearing, port, Stride::cautious,
                     out_of_fire ? Shortfall::longest : Shortfall::half);
}

namespace {

// How far the charger has the better of the enemy: the HITs the enemy carries over its own, one
// more for an enemy disordered, one less for an enemy in cover (it shoots the charge down as it
// comes).
double charge_edge(const Battle& b, const Unit& u, const Unit& e) {
  return (e.hits - u.hits) + (e.disordered ? 1 : 0) - (in_cover(b, e) ? 1 : 0);
}

}  // namespace

// A charge goes in against an enemy no fresher than the charger (under a middling commander; a
// reckless one goes in a HIT worse off, a timid one wants the enemy a HIT more worn; one more
// against an enemy in cover), or against one running, whatever his size: refusing an enemy more
// than a stand larger cost First Bull Run's match 2.4 points and ap's generated battle's 2.6, and
// gained nowhere more than half a point.
bool charge_worthwhile(const Battle& b, const Unit& u, const Unit& e, const Temperament& t) {
  if (e.routing) return true;
  // Where a unit is a whole brigade (ap's, the minicampaign's), its HITs are the men it has lost
  // over the day, not how worn it is as a line now: any charge is worth making. Weighing them,
  // Cedar Mountain's Union charged too seldom (match 51.7% -> 53.2%; the generated minicampaign
  // battle 62.3% -> 60.1%, ap's and Gaines' Mill unchanged).
  if (b.rules->units_are_brigades()) return true;
  return charge_edge(b, u, e) >= 1 - 2 * t.aggression;
}

// A brigade holding its ground goes out of it only at an enemy the worse off by a HIT more than an
// attack would want, whatever the rule system: its ground is worth more than a charge at even
// terms, and where units are whole brigades a holding brigade that charged anything in reach left
// its ground for nothing (the generated minicampaign battle 57.3% against 62.4%).
bool counterattack_worthwhile(const Battle& b, const Unit& u, const Unit& e, const Temperament& t) {
  if (e.routing) return true;
  return charge_edge(b, u, e) >= 2 - 2 * t.aggression;
}

namespace {

// A charge stopped on someone in its way (a friend's line before it) within an inch of where it
// starts spends the charger's turn and its supporters' on a move of nothing: at First Bull Run
// three of four charges the brigade commander sent were stopped short (1,111 of 1,454 in 20
// battles), 798 within an inch. One stopped further on still carries the line forward with its
// supporters: refusing those as well, the generated igor battle's match fell from 90% to 55%.
constexpr double kChargeGoesSomewhere = 1.0;

bool goes_nowhere(const Battle& b, const Unit& u, const Unit& target) {
  const std::optional<double> stopped = b.advisor().charge_stopped_after(b, u, target);
  return stopped && *stopped < kChargeGoesSomewhere;
}

// A charge at `target` with the two nearest of its brigade mates free to follow, or alone if the
// rules refuse them.
bool charge_at(const Battle& b, const Unit& u, UnitId target, const FormationNode& brigade, ActionPort& port) {
  // The thread's own charge: its list of supporters keeps its room between decisions.
  thread_local Action action{Charge{}};
  Charge& c = std::get<Charge>(action);
  c.unit = u.id;
  c.target = target;
  c.supporters.clear();
  // The rules' check of the charge alone before the trace of its way, the dearer question: they
  // refuse about half of those weighed, and supporters only add reasons to refuse.
  if (!port.allows(b, action) || goes_nowhere(b, u, b.unit(target))) return false;
  std::array<std::pair<double, UnitId>, 2> near{{{1e9, kNone}, {1e9, kNone}}};
  for (UnitId s : brigade.units) {
    const Unit& m = b.unit(s);
    if (s == u.id || !m.can_act() || m.acted || m.arm == Arm::artillery) continue;
    double d = distance(m.position, u.position);
    if (d > 8) continue;
    if (d < near[0].first) near[1] = near[0], near[0] = {d, s};
    else if (d < near[1].first) near[1] = {d, s};
  }
  for (const auto& [d, s] : near)
    if (s != kNone) c.supporters.push_back(s);
  if (!c.supporters.empty() && try_action(b, action, port)) return true;
  c.supporters.clear();
  return try_action(b, action, port);
}

}  // namespace

bool charge_with_supports(const Battle& b, const Unit& u, const FormationNode& brigade, const BrigadePlan& plan,
                          const Temperament& t, ActionPort& port) {
  const double reach = std::min(b.advisor().charge_reach_bound(u), 2 * b.advisor().move_allowance(b, u) + 1);
  const auto worthwhile = [&](const Unit& e) {
    return plan.posture == Posture::hold ? counterattack_worthwhile(b, u, e, t) : charge_worthwhile(b, u, e, t);
  };
  // The point of attack first; then, should the rules refuse that (out of its arc, no way
  // through), the enemy nearest it.
  UnitId tried = kNone;
  if (plan.foe != kNone) {
    const Unit& f = b.unit(plan.foe);
    if (f.present() && u.footprint.distance_to(f.footprint) <= reach && worthwhile(f)) {
      if (charge_at(b, u, plan.foe, brigade, port)) return true;
      tried = plan.foe;
    }
  }
  auto e = nearest_enemy(b, u);
  if (!e || e->unit == tried || e->distance > reach || !worthwhile(b.unit(e->unit))) return false;
  return charge_at(b, u, e->unit, brigade, port);
}

}  // namespace caisson
