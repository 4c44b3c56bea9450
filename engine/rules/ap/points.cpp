#include "engine/rules/ap/points.hpp"

#include "engine/play/battle.hpp"
#include "engine/rules/refusal_reasons.hpp"
#include "engine/rules/units_near.hpp"

namespace caisson::ap {
namespace {

constexpr double kTouching = 0.05;  // inches: footprints this close are in contact
constexpr int kHighestDie = 6;

}  // namespace

int points_on_hand(const Battle& b, const ApParameters& p, const Unit& u) {
  const Activity a = activity_of(b, u);
  if (a.motivation == Motivation::untested)
    return std::max(kHighestDie + p.whole(Param::veteran_or_general_points), p.whole(Param::residual_points));
  return a.points;
}

std::optional<std::string> cannot_pay(const Battle& b, const ApParameters& p, const Unit& u, int cost, std::string_view verb) {
  const int have = points_on_hand(b, p, u);
  if (cost <= have) return std::nullopt;
  return refusal(u, verb, reason("it costs {} action point{} and it has {}", cost, cost == 1 ? "" : "s", have),
                 "action points");
}

bool pay(Battle& b, Unit& u, int cost, std::string_view verb) {
  Activity a = activity_of(b, u);
  if (cost > a.points) {
    b.emit(ActionRefused{u.side, u.id,
                         fmt::format("{} cannot {}: it costs {} action points and it has {} (ap: action points)", u.name,
                                     verb, cost, a.points)});
    return false;
  }
  a.points -= cost;
  store(b, u, a);
  if (a.points == 0) u.acted = true;  // nothing more it can do this turn
  return true;
}

bool in_contact(const Battle& b, const Unit& u) {
  return first_unit_near(b, u.footprint.bounds(), kTouching, [&](const Unit& e) {
    return e.present() && e.side != u.side && e.footprint.within(u.footprint, kTouching);
  });
}

}  // namespace caisson::ap
