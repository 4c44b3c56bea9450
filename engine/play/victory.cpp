#include "engine/play/victory.hpp"

#include <fmt/format.h>

namespace caisson {
namespace {

bool has_army(const Battle& b, Side s) {
  for (const auto& u : b.units)
    if (u.side == s && (u.status == UnitStatus::waiting || (u.present() && !u.routing))) return true;
  return false;
}

}  // namespace

std::array<int, 2> objective_points(const Battle& b) {
  std::array<int, 2> points{};
  const auto& objectives = b.field().objectives();
  for (std::size_t i = 0; i < objectives.size(); ++i)
    if (auto holder = b.holder_of(static_cast<int>(i))) points[*holder] += objectives[i].points;
  return points;
}

void decide_victory(Battle& b) {
  if (b.scenario->hooks.victory) {
    if (auto o = b.scenario->hooks.victory(b)) {
      b.end(std::move(*o));
      return;
    }
  }
  for (Side s : {Side{0}, Side{1}}) {
    if (!has_army(b, s)) {
      b.end({other(s), VictoryLevel::decisive, fmt::format("{} has no formed troops left on the field", b.side_name(s)), 0});
      return;
    }
  }
  if (b.turn < b.scenario->turns) return;
  auto points = objective_points(b);
  if (points[0] == points[1]) {
    b.end({-1, VictoryLevel::draw, fmt::format("turn limit: objectives {}-{}", points[0], points[1]), 0});
    return;
  }
  Side w = points[0] > points[1] ? Side{0} : Side{1};
  b.end({w, VictoryLevel::marginal, fmt::format("turn limit: {} holds {} objective points to {}", b.side_name(w), points[w], points[other(w)]), 0});
}

}  // namespace caisson
