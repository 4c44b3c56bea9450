#include "engine/ai/battle_plan.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "engine/ai/brigade_plan.hpp"
#include "engine/ai/deploy.hpp"

namespace caisson {

std::string_view name_of(Posture p) {
  switch (p) {
    case Posture::march: return "march";
    case Posture::press: return "press";
    case Posture::close: return "close";
    case Posture::hold: return "hold";
    case Posture::fall_back: return "fall back";
  }
  return "?";
}

double engage_distance(const Battle& b, const FormationNode& brigade) {
  double d = kDeployDistance;
  for (UnitId id : brigade.units)
    if (const Unit& u = b.unit(id); u.can_act()) d = std::max(d, deploy_distance(b, u));
  return d;
}

Posture choose_posture(OrderIntent order, const BrigadeView& view, bool engaged, bool under_fire, double odds,
                       const Temperament& t) {
  if (order == OrderIntent::retire) return Posture::fall_back;
  // A broken brigade under fire draws back out of it to rally, unless its commander is reckless;
  // out of it, it goes on as its odds say (ground given up for nothing loses objectives).
  if (view.broken() && under_fire) return t.caution >= 0.6 ? Posture::fall_back : Posture::hold;
  if (!engaged) return order == OrderIntent::hold ? Posture::hold : Posture::march;
  // The odds it needs to go in: an attack goes in at even odds under a middling commander, an
  // advance wants an edge.
  // A hold keeps its ground: it charges only an enemy already running (engine/ai/brigade_commander).
  if (order == OrderIntent::hold) return Posture::hold;
  const double base = order == OrderIntent::attack ? 1.1 : 1.5;
  if (odds >= base - t.aggression) return Posture::press;
  // Badly outnumbered under fire: a cautious commander gives ground rather than trade fire.
  if (odds < 0.2 * t.caution) return under_fire ? Posture::fall_back : Posture::hold;
  return Posture::close;
}

namespace {

// The enemy a brigade goes for among those within reach of it: the nearest, drawn toward its
// goal, toward the enemy nearest breaking, and toward an enemy already routing.
UnitId point_of_attack(const Battle& b, const BrigadeView& view, const std::optional<Vec2>& goal, double reach) {
  thread_local std::vector<UnitId> near;
  b.units_of_side_near(other(view.side), view.centre, reach, near);
  UnitId best = kNone;
  double best_score = std::numeric_limits<double>::infinity();
  for (UnitId id : near) {
    const Unit& e = b.unit(id);
    if (!e.present()) continue;
    double d = distance(view.centre, e.position);
    if (d > reach) continue;
    double score = d + (goal ? 0.5 * distance(e.position, *goal) : 0) - 2.0 * std::min(e.hits, 5) -
                   (e.routing ? 6 : 0) - (e.disordered ? 3 : 0);
    if (score < best_score || (score == best_score && id < best)) best = id, best_score = score;
  }
  return best;
}

// The slowest of its foot and horse: the brigade keeps together at its pace. Guns go at their own.
double brigade_pace(const Battle& b, const FormationNode& brigade) {
  double pace = std::numeric_limits<double>::infinity(), guns = 0;
  for (UnitId id : brigade.units) {
    const Unit& u = b.unit(id);
    if (!u.can_act()) continue;
    double m = b.advisor().move_allowance(b, u);
    if (u.arm == Arm::artillery) guns = std::max(guns, m);
    else pace = std::min(pace, m);
  }
  return std::isfinite(pace) ? pace : guns;
}

// How near an enemy draws the brigade into a fight. Near its objective, any enemy within a move
// and a volley. Sent against one more than three moves off, only an enemy within its muskets'
// reach (as each regiment of the retired regimental commander judged): turning on every enemy within 24"
// it never got there (at Gettysburg Steuart's brigade closed on Greene's line on the crest and
// reached the empty works below it in 22% of battles to the regimental's 41%).
double engage_reach(const Battle& b, const FormationNode& brigade, const BrigadePlan& plan, Vec2 centre, double pace) {
  const double reach = engage_distance(b, brigade);
  if (plan.order != OrderIntent::attack || !plan.goal || distance(centre, *plan.goal) <= kDistantObjectiveMoves * pace)
    return reach;
  double muskets = 0;
  for (UnitId id : brigade.units)
    if (const Unit& u = b.unit(id); u.can_act() && u.arm != Arm::artillery)
      muskets = std::max(muskets, b.advisor().fire_range_in(u, Formation::line));  // a column on the march too
  return muskets > 0 ? std::min(reach, muskets) : reach;
}

struct Reach {
  double gap = std::numeric_limits<double>::infinity();  // nearest of its units to the foe
  double closing = std::numeric_limits<double>::infinity();  // the shortest best fire range among them
  double charge = std::numeric_limits<double>::infinity();   // the shortest charge reach among them
};

Reach reach_to(const Battle& b, const FormationNode& brigade, const Unit& foe) {
  Reach r;
  for (UnitId id : brigade.units) {
    const Unit& u = b.unit(id);
    if (!u.can_act() || u.arm == Arm::artillery) continue;
    r.gap = std::min(r.gap, u.footprint.distance_to(foe.footprint));
    if (double c = b.advisor().closing_range(u); c > 0) r.closing = std::min(r.closing, c);
    r.charge = std::min(r.charge, std::min(b.advisor().charge_reach_bound(u), b.advisor().move_allowance(b, u)));
  }
  if (!std::isfinite(r.closing)) r.closing = 2;
  if (!std::isfinite(r.charge)) r.charge = r.closing;
  return r;
}

// How far the line goes forward this turn to stand `want` from the foe.
double advance_to(const Reach& r, double want, double pace) { return std::clamp(r.gap - want, 0.0, pace); }

// A unit of `side` standing on the objective (the nearest its centre), or none.
UnitId enemy_on(const Battle& b, Side side, const Objective& o) {
  thread_local std::vector<UnitId> near;
  b.units_of_side_near(side, o.at, o.radius + 4, near);
  UnitId best = kNone;
  double best_d = std::numeric_limits<double>::infinity();
  for (UnitId id : near)
    if (const Unit& e = b.unit(id); e.present() && !e.routing && at_objective(e, o))
      if (double d = distance(e.position, o.at); d < best_d) best = id, best_d = d;
  return best;
}

// The unit sent onto the brigade's objective: its able foot or horse nearest it, when within two
// moves of it. Objectives decide most battles at the turn limit: a line that fights beside the
// objective without standing on it holds nothing.
// `enemy_there` is the enemy standing on it, if any.
UnitId choose_occupier(const Battle& b, const FormationNode& brigade, const Objective& o, UnitId enemy_there, double pace,
                       bool pressing) {
  // An objective the enemy stands on is taken by fighting for it, not by walking onto it, unless
  // the brigade is going in.
  if (!pressing && enemy_there != kNone) return kNone;
  UnitId best = kNone;
  double best_d = 2 * pace + o.radius;
  for (UnitId id : brigade.units) {
    const Unit& u = b.unit(id);
    if (!u.can_act() || u.arm == Arm::artillery) continue;
    double d = u.footprint.distance_to(o.at);
    if (d < best_d) best = id, best_d = d;
  }
  return best;
}

}  // namespace

BrigadePlan plan_brigade(const Battle& b, const FieldPicture& picture, const FormationNode& brigade,
                         const Temperament& t) {
  const BrigadeView& view = picture.brigade(brigade.id);
  BrigadePlan plan;
  plan.id = brigade.id;
  plan.order = order_intent(b, brigade);
  plan.goal = brigade_goal(b, brigade);
  plan.line_centre = view.centre;
  plan.line_front = view.front;
  const double pace = brigade_pace(b, brigade);
  const double reach = engage_reach(b, brigade, plan, view.centre, pace);
  const bool engaged = view.nearest.unit != kNone && view.nearest.distance <= reach;
  if (engaged) plan.foe = point_of_attack(b, view, plan.goal, reach + 6);
  // The named objective it goes for, and the enemy standing on it: looked up once.
  const Objective* objective =
      !brigade.objective.empty() && !brigade.objective_point ? b.field().find_objective(brigade.objective) : nullptr;
  const UnitId enemy_there = objective ? enemy_on(b, other(brigade.side), *objective) : kNone;
  // An enemy standing on its objective is the one to drive off.
  const bool foe_on_objective =
      engaged && enemy_there != kNone && distance(view.centre, b.unit(enemy_there).position) <= reach + 6;
  if (foe_on_objective) plan.foe = enemy_there;
  if (plan.foe == kNone && engaged) plan.foe = view.nearest.unit;
  if (plan.foe != kNone) {
    const Unit& foe = b.unit(plan.foe);
    // The fight at the point of attack: the brigade and any friends about it against the enemy
    // there, both counted within the same circle about the ground between them.
    const Vec2 mid = (view.centre + foe.position) * 0.5;
    const double r = kPointOfAttackRadius + distance(view.centre, foe.position) / 2;
    const double ours = std::max(view.strength, picture.strength_near(b, brigade.side, mid, r));
    const double enemy = picture.strength_near(b, other(brigade.side), mid, r);
    plan.odds = ours / std::max(enemy, 0.5);
  }
  // Under fire: within reach of the nearest enemy's arms where it stands.
  const bool under_fire = engaged && under_fire_of(b, view.nearest);
  plan.posture = choose_posture(plan.order, view, engaged, under_fire, plan.odds, t);
  if (plan.posture != Posture::fall_back && objective) {
    plan.occupier = choose_occupier(b, brigade, *objective, enemy_there, pace, plan.posture == Posture::press);
    plan.objective_radius = objective->radius;
    // Objectives decide most battles at the turn limit, and a line fighting beside one holds
    // nothing: in the last turns an attack or an advance goes in and puts its whole line onto it,
    // and a brigade holding it goes in at an enemy standing on it (shared, it counts for neither
    // side: the teaching battle's Confederates lost it so to a worn regiment at the wall).
    const bool going = plan.order == OrderIntent::attack || plan.order == OrderIntent::advance;
    const bool clearing = plan.order == OrderIntent::hold && foe_on_objective;
    if ((going || clearing) && b.scenario->turns - b.turn < kLastRushTurns) {
      plan.last_rush = true;
      if (plan.posture == Posture::close || clearing) plan.posture = Posture::press;
    }
  }
  switch (plan.posture) {
    case Posture::march:
      if (plan.goal) {
        Vec2 to = *plan.goal - view.centre;
        if (to.length() > 1e-9) plan.line_front = to.normalized();
        plan.line_centre = view.centre + plan.line_front * std::min(pace, to.length());
      }
      break;
    case Posture::press:
    case Posture::close: {
      const Unit& foe = b.unit(plan.foe);
      const Reach r = reach_to(b, brigade, foe);
      Vec2 to = foe.position - view.centre;
      if (to.length() > 1e-9) plan.line_front = to.normalized();
      // Press: into charge reach (half of it, so the whole line is in reach). Close: to where
      // its fire is at its best.
      double want = plan.posture == Posture::press ? std::max(0.5, std::min(r.charge, r.closing) / 2) : r.closing * 0.9;
      plan.line_centre = view.centre + plan.line_front * advance_to(r, want, pace);
      break;
    }
    case Posture::hold:
      if (plan.foe != kNone) plan.line_front = (b.unit(plan.foe).position - view.centre).normalized();
      if (plan.goal && distance(view.centre, *plan.goal) > kHoldRadius && !engaged) {
        Vec2 to = *plan.goal - view.centre;
        plan.line_centre = view.centre + to.normalized() * std::min(pace, to.length());
      }
      break;
    case Posture::fall_back: {
      Vec2 home{view.centre.x, b.scenario->home_edge_y[brigade.side]};
      Vec2 to = home - view.centre;
      if (to.length() > 1e-9) plan.line_centre = view.centre + to.normalized() * std::min(pace, to.length());
      break;
    }
  }
  return plan;
}

}  // namespace caisson
