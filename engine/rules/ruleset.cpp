// The defaults every ruleset shares unless it says otherwise.
#include "engine/rules/ruleset.hpp"

#include "engine/play/battle.hpp"
#include "engine/rules/refusal_reasons.hpp"
#include "engine/rules/share_lost.hpp"

namespace caisson {

std::span<const OrderWord> Ruleset::order_words() const {
  return kStandingOrders;
}

std::optional<std::string> Ruleset::check(const Battle& b, const Action& a) const {
  const UnitId id = actor_of(a);
  if (id < 0 || static_cast<std::size_t>(id) >= b.units.size()) return reason("there is no unit with id {}", id);
  const Unit& u = b.unit(id);
  const ActionKind k = kind_of(a);
  const RuleRefusal refusal{this->id()};
  if (!u.present()) return refusal(u, name_of(k), reason("it has left the field ({})", u.left_how), "units");
  const SequenceOfPlay& s = sequence();
  const PhaseSpec* phase = s.acting_phase(b.phase);
  if (!phase || !phase->allowed.has(k))
    return refusal(u, name_of(k), reason("it is the {} phase", b.phase), phase ? phase->rule : s.name);
  const Side acting = phase->actor == Actor::inactive ? other(b.active) : b.active;
  if (u.side != acting) {
    std::string why;
    if (reasons_wanted())
      why = fmt::format(fmt::runtime(s.not_acting), fmt::arg("side", b.side_name(u.side)),
                        fmt::arg("acting", b.side_name(acting)), fmt::arg("phase", b.phase));
    return refusal(u, name_of(k), why, s.not_acting_rule.empty() ? phase->rule : s.not_acting_rule);
  }
  return check_action(b, *phase, u, a);
}

bool Ruleset::phase_allows(const Battle& b, ActionKind k) const {
  const PhaseSpec* phase = sequence().acting_phase(b.phase);
  return phase && phase->allowed.has(k);
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
