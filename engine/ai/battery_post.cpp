#include "engine/ai/battery_post.hpp"

#include <algorithm>
#include <cmath>
#include <optional>

#include "engine/ai/brigade_plan.hpp"
#include "engine/ai/checked_action.hpp"
#include "engine/ai/fire_plan.hpp"
#include "engine/ai/targeting.hpp"

namespace caisson {
namespace {

// Friends stand across the lane from `from` to the enemy.
bool masked(const Battle& b, const Unit& gun, Vec2 from, const Unit& enemy) {
  const Segment lane{from, enemy.position};
  thread_local std::vector<UnitId> ids;
  const Vec2 mid = (from + enemy.position) * 0.5;
  b.units_of_side_near(gun.side, mid, lane.length() / 2, ids);
  for (UnitId id : ids) {
    const Unit& f = b.unit(id);
    if (id != gun.id && f.present() && f.footprint.runs_through(lane)) return true;
  }
  return false;
}

// A post beside or ahead of where the battery stands with a clear lane to an enemy in sight.
std::optional<Vec2> clear_post(const Battle& b, const Unit& gun, double range) {
  const Vec2 front = heading(gun.facing), right{front.y, -front.x};
  for (Vec2 offset : {right * 6.0, right * -6.0, front * 4.0 + right * 6.0, front * 4.0 + right * -6.0}) {
    Vec2 p = gun.position + offset;
    if (!b.field().on_table(p)) continue;
    auto e = nearest_visible_enemy(b, gun.side, p, range);
    if (e && !masked(b, gun, p, b.unit(*e))) return p;
  }
  return std::nullopt;
}

}  // namespace

bool post_battery(const Battle& b, const Unit& gun, const FormationNode& brigade, const BrigadePlan& plan, ActionPort& port) {
  const double range = b.advisor().fire_range_in(gun, Formation::unlimbered) * 0.9;
  auto seen = nearest_visible_enemy(b, gun.side, gun.position, range);
  if (gun.formation == Formation::limbered) {
    if (!seen) return false;  // march on
    if (masked(b, gun, gun.position, b.unit(*seen)))
      if (auto post = clear_post(b, gun, range);
          post && try_action(b, Move{gun.id, *post, bearing(*post, b.unit(*seen).position)}, port))
        return true;
    return try_action(b, ChangeFormation{gun.id, Formation::unlimbered}, port);
  }
  if (gun.formation != Formation::unlimbered) return false;
  if (!seen) {
    if (order_intent(b, brigade) != OrderIntent::hold) try_action(b, ChangeFormation{gun.id, Formation::limbered}, port);
    return true;
  }
  // It fired this turn, or could from here by its brigade's fire plan: it stays.
  if (gun.fired) return true;
  thread_local std::vector<UnitId> targets;
  draw_fire_plan(b, brigade, plan, targets);
  if (has_target_by_plan(b, gun, targets)) return true;
  // No shot from here: wheel to bear, or, bearing already and with friends in the way, limber to
  // move. A wheel first, masked or not: the guns stay in action, and the friends before them
  // may be gone by the next turn (limbering first cost Gettysburg's Union, whose line of guns
  // stands behind its infantry, four battles in a hundred).
  const double want = bearing(gun.position, b.unit(*seen).position);
  if (std::abs(turn_between(gun.facing, want)) > 20) {
    try_action(b, Move{gun.id, gun.position, want}, port);
  } else if (masked(b, gun, gun.position, b.unit(*seen))) {
    if (clear_post(b, gun, range)) try_action(b, ChangeFormation{gun.id, Formation::limbered}, port);
  }
  return true;
}

}  // namespace caisson
