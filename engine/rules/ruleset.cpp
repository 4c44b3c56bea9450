// The defaults every ruleset shares unless it says otherwise.
#include "engine/rules/ruleset.hpp"

#include "engine/play/battle.hpp"
#include "engine/rules/refusal_reasons.hpp"
#include "engine/rules/share_lost.hpp"

namespace caisson {

std::span<const std::string_view> Ruleset::order_words() const {
  return kStandingOrderNames;
}

bool Ruleset::allows(const Battle& b, const Action& a) const {
  QuietReasons quiet;
  return !check(b, a);
}

Side Ruleset::first_player(Battle& b) const { return standing_first_player(b).value_or(b.scenario->first); }

std::optional<Side> Ruleset::standing_first_player(const Battle& b) const { return b.scenario->first; }

void Ruleset::inflict(Battle& b, Unit& u, int hits, std::string_view cause) const { b.add_hits(u, hits, cause); }

double Ruleset::share_of_men_lost(const Unit& u) const {
  return u.status == UnitStatus::destroyed ? 1.0 : share_of_stands_lost(u);
}

std::optional<Side> Ruleset::next_to_act(Battle&, const PhaseSpec&, int step, Side first) const {
  if (step == 0) return first;
  if (step == 1) return other(first);
  return std::nullopt;
}

void Ruleset::begin_player_turn(Battle& b, Side side) const {
  for (Unit& u : b.units) {
    if (u.side != side) continue;
    u.acted = u.fired = u.charged = false;
  }
}

}  // namespace caisson
