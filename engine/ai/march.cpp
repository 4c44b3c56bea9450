#include "engine/ai/march.hpp"

#include <cmath>

#include "engine/ai/checked_action.hpp"

namespace caisson {

bool step_toward(const Battle& b, const Unit& u, Vec2 to, double facing, ActionPort& port, double least_turn_in_place) {
  if (!b.advisor().may_act(b, u, ActionKind::move)) return false;
  const double max_step = b.advisor().move_allowance(b, u);
  Vec2 d = to - u.position;
  double want = d.length();
  if (want < 0.5 && std::abs(turn_between(u.facing, facing)) < 10) return false;
  Vec2 dir = d.normalized();
  // Steps that would end on someone are not asked about: the rules say where those lie at once.
  thread_local std::vector<OrientedRect::Stretch> turned, unturned;
  const double longest = std::min(want, max_step);
  b.advisor().blocked_steps(b, u, dir, longest, facing, turned);
  const bool may_keep_facing = facing != u.facing && longest > 0.5;
  if (may_keep_facing) b.advisor().blocked_steps(b, u, dir, longest, u.facing, unturned);
  double refused = -1;  // the length last tried: a shorter goal makes several rungs alike
  for (double k : {1.0, 0.8, 0.6, 0.4, 0.25, 0.1, 0.0}) {
    double len = std::min(want, max_step * k);
    if (len == refused) continue;
    if (len == 0 && std::abs(turn_between(u.facing, facing)) < least_turn_in_place) return false;
    refused = len;
    if (!blocked_at(turned, len) && try_action(b, Move{u.id, u.position + dir * len, facing}, port)) return true;
    // Turning may cost what the step needs: try keeping the current facing (unless that is the
    // step just refused).
    if (len > 0.5 && may_keep_facing && !blocked_at(unturned, len) &&
        try_action(b, Move{u.id, u.position + dir * len, u.facing}, port))
      return true;
  }
  return false;
}

Vec2 road_waypoint(const Battle& b, const Unit& u, Vec2 goal) {
  if (b.field().path_terrain(u.position, goal).all_on_road) return goal;
  const double step = b.advisor().move_allowance(b, u);
  const double now = distance(u.position, goal);
  Vec2 best = goal;
  double best_gain = 0;
  for (const LinearFeature& road : b.field().lines()) {
    if (road.kind != LineKind::road) continue;
    double at = road.path.project(u.position);
    if (distance(road.path.point_at(at), u.position) > step / 2) continue;  // too far off to join
    // Follow the road one move either way; keep the way that closes on the goal the most, and
    // only if it closes by at least half a straight move's worth.
    for (double along : {at + step, at - step}) {
      Vec2 p = road.path.point_at(std::clamp(along, 0.0, road.path.length()));
      double gain = now - distance(p, goal);
      if (gain > step / 2 && gain > best_gain) best = p, best_gain = gain;
    }
  }
  return best;
}

}  // namespace caisson
