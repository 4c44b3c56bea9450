#include "server/move_reach.hpp"

#include <algorithm>
#include <cmath>

namespace caisson::server {
namespace {

constexpr int kReachBearings = 24;  // every 15 degrees: a smooth enough outline for a few hundred checks
constexpr int kReachHalvings = 6;   // the allowance found to within 1/64th

bool reach_accepts(const GameView& g, const Unit& u, Vec2 dir, double inches, double bearing) {
  const Vec2 to = u.position + dir * inches;
  return !g.decision->port.why_not(g.battle, Move{u.id, to, u.facing}) ||
         !g.decision->port.why_not(g.battle, Move{u.id, to, bearing});
}

// The farthest along `bearing` the rules accept, by halving: taken as the edge of what they
// accept (a way blocked part-way and open beyond is drawn short).
double farthest_along(const GameView& g, const Unit& u, double bearing, double allowance) {
  const Vec2 dir = heading(bearing);
  if (reach_accepts(g, u, dir, allowance, bearing)) return allowance;
  double near = 0, far = allowance;
  for (int i = 0; i < kReachHalvings; ++i) {
    const double mid = (near + far) / 2;
    (reach_accepts(g, u, dir, mid, bearing) ? near : far) = mid;
  }
  return near;
}

}  // namespace

nlohmann::json move_reach_json(const GameView& g, const Unit& u, double allowance) {
  nlohmann::json outline = nlohmann::json::array();
  if (!g.decision || allowance <= 0) return outline;
  bool any = false;
  for (int i = 0; i < kReachBearings; ++i) {
    const double bearing = 360.0 * i / kReachBearings;
    const double d = farthest_along(g, u, bearing, allowance);
    any = any || d > 0;
    const Vec2 p = u.position + heading(bearing) * d;
    outline.push_back({std::round(p.x * 100) / 100, std::round(p.y * 100) / 100});
  }
  return any ? outline : nlohmann::json::array();
}

}  // namespace caisson::server
