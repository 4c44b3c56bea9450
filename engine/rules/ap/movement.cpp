#include "engine/rules/ap/movement.hpp"

#include <cmath>

#include "engine/play/battle.hpp"
#include "engine/rules/ap/activity.hpp"
#include "engine/rules/ap/points.hpp"
#include "engine/rules/ap/shooting.hpp"
#include "engine/rules/ap/troops.hpp"
#include "engine/rules/placement.hpp"
#include "engine/rules/refusal_reasons.hpp"
#include "engine/rules/units_near.hpp"

namespace caisson::ap {
namespace {

constexpr double kMoveSlack = 1e-6;
constexpr double kStraight = 1.0;  // degrees: a turn smaller than this costs nothing

bool is_pivot(const Unit& u, Vec2 to) { return distance(u.position, to) < 0.01; }

bool unlimbered_gun(const Unit& u) { return is_gun(u) && u.formation == Formation::unlimbered; }

// A friend its path runs through (nullptr if none).
const Unit* friend_in_the_way(const Battle& b, const Unit& u, Vec2 to) {
  const Segment path{u.position, to};
  return first_unit_near(b, bounds_of(path), 0, [&](const Unit& f) {
    return f.id != u.id && f.present() && f.side == u.side && f.footprint.runs_through(path);
  });
}

const Unit* enemy_in_the_way(const Battle& b, const Unit& u, Vec2 to) {
  const Segment path{u.position, to};
  return first_unit_near(b, bounds_of(path), 0,
                         [&](const Unit& e) { return e.present() && e.side != u.side && e.footprint.runs_through(path); });
}

bool formation_allowed(const Unit& u, Formation to) {
  if (is_gun(u)) return to == Formation::limbered || to == Formation::unlimbered;
  return to == Formation::line || to == Formation::column;
}

int order_restored_from(const ApParameters& p, const Unit& u) {
  return by_quality(p, u.quality, Param::order_raw_from, Param::order_average_from, Param::order_veteran_from);
}

int disordered_from(const ApParameters& p, const Unit& u) {
  return by_quality(p, u.quality, Param::disorder_raw_from, Param::disorder_average_from, Param::disorder_veteran_from);
}

}  // namespace

std::optional<MoveCost> move_cost(const Battle& b, const ApParameters& p, const Unit& u, const Move& m) {
  const Activity a = activity_of(b, u);
  MoveCost c;
  const double turn = std::abs(turn_between(u.facing, m.facing));
  if (turn >= kStraight) {
    const int wheels = static_cast<int>(std::ceil(turn / p[Param::wheel_degrees] - kMoveSlack));
    // Wheels only before it has moved this turn, and at most two; or its one facing change,
    // whichever costs less (a player would not pay two wheels for what a face makes).
    const bool may_wheel = a.increments == 0 && a.wheels + wheels <= p.whole(Param::wheels);
    const bool face_cheaper = !a.faced && p.whole(Param::facing_cost) < wheels * p.whole(Param::wheel_cost);
    if (may_wheel && !face_cheaper) c.wheels = wheels;
    else if (!a.faced) c.facing_change = true;
    else return std::nullopt;
  }
  if (!is_pivot(u, m.to)) {
    const double length = distance(u.position, m.to);
    if (unlimbered_gun(u)) {
      c.manhandled = true;
      c.increments = static_cast<int>(std::ceil(length / p[Param::manhandle_inches] - kMoveSlack));
    } else {
      const PathTerrain t = b.field().path_terrain(u.position, m.to);
      c.increments = static_cast<int>(std::ceil(length / increment_length(p, u, t.all_on_road) - kMoveSlack));
      // The front edge's way, from where it stands to where it will stand.
      const double half = u.footprint.depth / 2;
      const PathTerrain front =
          b.field().path_terrain(u.position + heading(u.facing) * half, m.to + heading(m.facing) * half);
      c.scenery = front.rough_length > 0 || front.crosses_obstacle;
    }
    c.through_friends = friend_in_the_way(b, u, m.to) != nullptr;
  }
  c.points = c.increments * p.whole(Param::move_cost) + c.wheels * p.whole(Param::wheel_cost) +
             (c.facing_change ? p.whole(Param::facing_cost) : 0) +
             (c.scenery ? p.whole(u.mounted() ? Param::mounted_scenery_cost : Param::scenery_cost) : 0) +
             (c.through_friends ? p.whole(Param::pass_through_cost) : 0);
  return c;
}

std::optional<std::string> check_move(const Battle& b, const ApParameters& p, const Move& m) {
  const Unit& u = b.unit(m.unit);
  constexpr std::string_view rule = "movement";
  if (in_contact(b, u)) return refusal(u, "move", "it is in contact with the enemy: it fights or falls back by morale", rule);
  const bool pivot = is_pivot(u, m.to);
  const auto cost = move_cost(b, p, u, m);
  if (!cost) return refusal(u, "move", "it has made its wheels and its change of facing this turn", rule);
  const Activity a = activity_of(b, u);
  if (cost->manhandled) {
    if ((m.to - u.position).dot(heading(u.facing)) > kMoveSlack)
      return refusal(u, "move", "an unlimbered gun is only manhandled back; limber it to advance", rule);
    if (a.increments + cost->increments > p.whole(Param::manhandle_most))
      return refusal(u, "move", reason("a gun is manhandled back at most {}\" a turn", p.whole(Param::manhandle_most)), rule);
  } else if (a.increments + cost->increments > increments_allowed(p, u))
    return refusal(u, "move", reason("the move takes {} increments and it has {} left", cost->increments,
                                     increments_allowed(p, u) - a.increments), rule);
  if (auto why = cannot_pay(b, p, u, cost->points, "move")) return why;
  if (auto why = placement_problem(b, u, footprint_at(p, u, m.to, m.facing, u.formation))) return refusal(u, "move", *why, rule);
  if (pivot) return std::nullopt;
  if (auto why = impassable_way(b, u.position, m.to)) return refusal(u, "move", *why, rule);
  if (const Unit* e = enemy_in_the_way(b, u, m.to)) return refusal(u, "move", reason("{} is in the way", e->name), rule);
  return std::nullopt;
}

void resolve_move(Battle& b, const ApParameters& p, const Move& m) {
  Unit& u = b.unit(m.unit);
  const auto cost = move_cost(b, p, u, m);
  if (!cost || !pay(b, u, cost->points, "move")) return;
  Activity a = activity_of(b, u);
  a.increments += cost->increments;
  a.wheels += cost->wheels;
  a.faced = a.faced || cost->facing_change;
  store(b, u, a);
  const Vec2 from = u.position;
  const bool was_in_rough = b.field().in_rough(u.footprint);
  const Unit* in_the_way = cost->through_friends ? friend_in_the_way(b, u, m.to) : nullptr;
  Unit* passed = in_the_way ? &b.unit(in_the_way->id) : nullptr;
  b.place(u, m.to, m.facing);
  b.emit(UnitMoved{u.id, from, m.to, u.facing, u.formation, cost->manhandled ? "is manhandled back" : "moves"});
  // An infantry brigade passing through another shakes both.
  if (passed && u.arm == Arm::infantry && passed->arm == Arm::infantry) {
    disorder_test(b, p, u, "passing through another brigade");
    disorder_test(b, p, *passed, "another brigade passed through it");
  }
  // Reaching the far edge of slowing scenery shakes a unit's order.
  if (cost->scenery && !b.field().in_rough(u.footprint) && !is_gun(u) && (was_in_rough || cost->increments > 0))
    disorder_test(b, p, u, "crossing scenery");
  opportunity_fire(b, p, u);
}

std::optional<std::string> check_change_formation(const Battle& b, const ApParameters& p, const ChangeFormation& c) {
  const Unit& u = b.unit(c.unit);
  constexpr std::string_view rule = "action points";
  if (in_contact(b, u)) return refusal(u, "change formation", "it is in contact with the enemy", rule);
  if (c.dismount || c.remount) {
    if (u.arm != Arm::cavalry) return refusal(u, c.dismount ? "dismount" : "mount", "only cavalry mount and dismount", rule);
    if (c.dismount == u.dismounted) return refusal(u, c.dismount ? "dismount" : "mount", "it already has", rule);
    return cannot_pay(b, p, u, p.whole(Param::mount_cost), c.dismount ? "dismount" : "mount");
  }
  if (!formation_allowed(u, c.to)) return refusal(u, "change formation", reason("{} cannot form {}", name_of(u.arm), name_of(c.to)), rule);
  if (c.to == u.formation) return refusal(u, "change formation", "it is already in that formation", rule);
  if (!is_gun(u) && activity_of(b, u).reformed) return refusal(u, "change formation", "it has changed formation this turn", rule);
  Unit changed = u;
  changed.formation = c.to;
  if (auto why = placement_problem(b, u, footprint_at(p, changed, u.position, u.facing, c.to)))
    return refusal(u, "change formation", *why, rule);
  return cannot_pay(b, p, u, p.whole(is_gun(u) ? Param::limber_cost : Param::formation_cost), "change formation");
}

void resolve_change_formation(Battle& b, const ApParameters& p, const ChangeFormation& c) {
  Unit& u = b.unit(c.unit);
  if (c.dismount || c.remount) {
    if (!pay(b, u, p.whole(Param::mount_cost), c.dismount ? "dismount" : "mount")) return;
    u.dismounted = c.dismount;
    b.place(u, u.position, u.facing);
    b.emit(FormationChanged{u.id, u.formation, u.formation});
    return;
  }
  if (!pay(b, u, p.whole(is_gun(u) ? Param::limber_cost : Param::formation_cost), "change formation")) return;
  Activity a = activity_of(b, u);
  a.reformed = true;
  store(b, u, a);
  const Formation from = u.formation;
  b.place(u, u.position, u.facing, c.to);
  b.emit(FormationChanged{u.id, from, c.to});
}

std::optional<std::string> check_rally(const Battle& b, const ApParameters& p, const Rally& r) {
  const Unit& u = b.unit(r.unit);
  if (!u.disordered) return refusal(u, "restore order", "it is not disordered", "disorder");
  return cannot_pay(b, p, u, p.whole(Param::rally_cost), "restore order");
}

void resolve_rally(Battle& b, const ApParameters& p, const Rally& r) {
  Unit& u = b.unit(r.unit);
  if (!pay(b, u, p.whole(Param::rally_cost), "restore order")) return;
  const int roll = b.dice.d6("restoring order");
  const int need = order_restored_from(p, u);
  const bool restored = roll >= need;
  MoraleChecked test{u.id, "disordered", roll, 0, need, restored, restored ? 0 : need - roll, "a test to restore order"};
  test.passes_if = ">=";
  b.emit(test);
  if (restored) u.disordered = false;
}

bool disorder_test(Battle& b, const ApParameters& p, Unit& u, std::string_view why) {
  if (u.disordered) return true;
  const int roll = b.dice.d6("disorder test");
  const int from = disordered_from(p, u);
  const bool keeps_order = roll < from;
  MoraleChecked test{u.id, why, roll, 0, from, keeps_order, keeps_order ? 0 : roll - from + 1, "a disorder test"};
  test.passes_if = "<";
  b.emit(test);
  if (!keeps_order) u.disordered = true;
  return u.disordered;
}

}  // namespace caisson::ap
