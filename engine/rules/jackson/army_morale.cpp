#include "engine/rules/jackson/army_morale.hpp"

#include <fmt/format.h>

#include "engine/play/battle.hpp"
#include "engine/play/victory.hpp"
#include "engine/rules/jackson/troops.hpp"

namespace caisson::jackson {
namespace {

bool army_has_come(const Battle& b, Side s) {
  for (const Unit& u : b.units)
    if (u.side == s && u.status != UnitStatus::waiting) return true;
  return false;
}

bool reserves_waiting(const Battle& b, Side s) {
  for (const Unit& u : b.units)
    if (u.side == s && u.status == UnitStatus::waiting) return true;
  return false;
}

// The side (if one) failing `fails`; both together are a stalemate.
// `one` says it of one army ("{} quit the field"), `both` of the two.
template <class Fails>
std::optional<Outcome> one_loser(const Battle& b, const JacksonParameters& p, Fails fails, std::string_view one,
                                 std::string_view both) {
  const bool f0 = fails(Side{0}), f1 = fails(Side{1});
  if (!f0 && !f1) return std::nullopt;
  if (f0 && f1) return Outcome{-1, VictoryLevel::draw, fmt::format("a stalemate: {}", both), 0};
  const Side loser = f0 ? Side{0} : Side{1};
  const Side winner = other(loser);
  Outcome o{winner, degree_of_defeat(b, winner, p[Param::defeat_step]), fmt::format(fmt::runtime(one), b.side_name(loser)), 0};
  if (casualty_percent(b, winner) >= casualty_percent(b, loser)) o.condition += " (a useless victory)";
  return o;
}

}  // namespace

ArmyState army_state(const Battle& b, const JacksonParameters& p, Side s) {
  const double effectiveness = army_effectiveness(b, s);
  if (effectiveness < p[Param::army_broken_below]) return ArmyState::broken;
  if (effectiveness < p[Param::army_shaken_below]) return ArmyState::shaken;
  return ArmyState::steady;
}

bool has_fighting_stands(const Battle& b, const JacksonParameters& p, Side s) {
  for (const Unit& u : b.units)
    if (u.side == s && u.present() && !u.routing && casualty_free_stands(p, u) > 0) return true;
  return false;
}

std::optional<Outcome> end_of_turn_outcome(const Battle& b, const JacksonParameters& p) {
  // An army still to come may yet fight: neither test counts against it until it has.
  auto spent = [&](Side s) { return army_has_come(b, s) && !reserves_waiting(b, s) && !has_fighting_stands(b, p, s); };
  if (auto o = one_loser(b, p, spent, "{} has no casualty-free fighting stands left",
                         "neither army has a casualty-free fighting stand left"))
    return o;
  auto broken = [&](Side s) { return army_has_come(b, s) && army_state(b, p, s) == ArmyState::broken; };
  const std::string below = fmt::format("army effectiveness below {}%", p[Param::army_broken_below]);
  return one_loser(b, p, broken, "{} quit the field: " + below, "both armies quit the field: " + below);
}

}  // namespace caisson::jackson
