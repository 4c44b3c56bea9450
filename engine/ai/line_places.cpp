#include "engine/ai/line_places.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace caisson {
namespace {

constexpr double kGap = 0.5;          // between neighbours in the line
constexpr double kMaskedWithin = 12;  // a friend further ahead than this does not mask
// Inches sideways for each inch forward, steepest first, and how much of the forward way a slant
// must keep (igor's line drifts 2" a move: a whole 10" move keeps 0.25, a 5" move in woods 0.5).
constexpr std::array<double, 3> kSlants{1.0, 0.5, 0.25};
constexpr double kKeepForward = 0.75;

struct InLine {
  double across, half, depth;  // its centre across the brigade's front, half its width, how far forward
};

bool masked(std::span<const InLine> line, const InLine& u) {
  return std::any_of(line.begin(), line.end(), [&](const InLine& v) {
    const double ahead = v.depth - u.depth;
    return ahead >= 1 && ahead <= kMaskedWithin && std::abs(v.across - u.across) < v.half + u.half;
  });
}

bool on_table(const Battle& b, Vec2 at, double half) {
  return at.x >= half && at.x <= b.field().width() - half && at.y >= half && at.y <= b.field().depth() - half;
}

}  // namespace

void places_beside_line(const Battle& b, const FormationNode& brigade, const BrigadePlan& plan,
                        std::vector<PlaceBeside>& out) {
  out.clear();
  const Vec2 front = plan.line_front, across{-front.y, front.x};
  thread_local std::vector<std::pair<double, UnitId>> order;
  order.clear();
  for (UnitId id : brigade.units)
    if (const Unit& u = b.unit(id); u.present() && !u.routing && u.arm != Arm::artillery)
      order.emplace_back(-u.position.dot(front), id);
  std::sort(order.begin(), order.end());
  thread_local std::vector<InLine> line;
  line.clear();
  double lo = std::numeric_limits<double>::infinity(), hi = -lo;
  const auto stand = [&](const InLine& v) {
    line.push_back(v);
    lo = std::min(lo, v.across - v.half), hi = std::max(hi, v.across + v.half);
  };
  std::size_t front_rank = 0;
  for (const auto& [behind, id] : order) {
    const Unit& u = b.unit(id);
    const InLine here{u.position.dot(across), u.footprint.width / 2, -behind};
    if (!masked(line, here)) {
      stand(here), ++front_rank;
      continue;
    }
    // Beside the nearer end, level with the line's front; the other end where that one is off the
    // table; where neither is on it, the unit closes from where it stands.
    double ends[2] = {lo - kGap - here.half, hi + kGap + here.half};
    if (std::abs(ends[1] - here.across) < std::abs(ends[0] - here.across)) std::swap(ends[0], ends[1]);
    for (double end : ends) {
      const Vec2 at = across * end + front * line.front().depth;
      if (!on_table(b, at, here.half)) continue;
      out.push_back({id, at});
      stand({end, here.half, here.depth});
      break;
    }
  }
  // A brigade with half its strength or more in front has a second line, not a file: measured
  // with the rear line moving up too, the teaching battle's match fell from 56.2% to 51.8%.
  if (2 * front_rank >= order.size()) out.clear();
}

const PlaceBeside* place_of(std::span<const PlaceBeside> places, UnitId unit) {
  const auto p = std::find_if(places.begin(), places.end(), [&](const PlaceBeside& s) { return s.unit == unit; });
  return p == places.end() ? nullptr : &*p;
}

bool close_toward_place(const Battle& b, const Unit& u, const BrigadePlan& plan, const Sighting& enemy, Vec2 place,
                        ActionPort& port) {
  const Vec2 ahead = closing_point(b, u, plan, enemy);
  const Vec2 across{-plan.line_front.y, plan.line_front.x};
  const double wanted = (place - u.position).dot(across), go = distance(u.position, ahead);
  const double facing = bearing(u.position, b.unit(enemy.unit).position);
  const auto toward = [&](double slant) {
    return ahead + across * std::copysign(std::min(std::abs(wanted), std::max(1.0, slant * go)), wanted);
  };
  // The steepest slant that still goes most of the way forward: its longest step's way along the
  // straight one (its length times the cosine between them) is three quarters of `go` or more
  // (both sides of the test below are that times `go`).
  Vec2 to = toward(kSlants.back());
  for (double slant : kSlants) {
    const Vec2 at_slant = toward(slant), way = at_slant - u.position;
    const double step = b.advisor().longest_step(b, u, way.normalized(), std::min(way.length(), b.advisor().move_allowance(b, u)), facing);
    if (go < 1 || step * way.normalized().dot(ahead - u.position) >= kKeepForward * go * go) {
      to = at_slant;
      break;
    }
  }
  return move_toward(b, u, to, facing, port, Stride::longest);
}

}  // namespace caisson
