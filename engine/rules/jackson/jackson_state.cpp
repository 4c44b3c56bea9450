#include "engine/rules/jackson/jackson_state.hpp"

#include <fmt/format.h>

#include "engine/rules/rule_state.hpp"

namespace caisson::jackson {
namespace {

constexpr int kMostMorale = 100000;  // a rating far beyond any play: what lies beyond is damage

// A list the turn keeps per thing: empty before the first turn, else one a thing.
std::optional<std::string> per_thing_problem(std::string_view list, std::size_t got, std::size_t want,
                                             std::string_view per) {
  return got == 0 ? std::nullopt : count_problem(list, got, want, per);
}

std::optional<std::string> card_problem(std::string_view field, const Card& c, const StateBounds& n) {
  if (c.side > 1) return fmt::format("{}.side is {} (0 or 1)", field, c.side);
  return id_problem(fmt::format("{}.formation", field), c.formation, n.formations, true);
}

std::optional<std::string> turn_problem(const TurnState& t, const StateBounds& n) {
  if (t.next_card > t.deck.size()) return fmt::format("turn.next_card is {} (0 to {})", t.next_card, t.deck.size());
  for (std::size_t i = 0; i < t.deck.size(); ++i)
    if (auto why = card_problem(fmt::format("turn.deck[{}]", i), t.deck[i], n)) return why;
  if (auto why = card_problem("turn.card", t.card, n)) return why;
  if (auto why = per_thing_problem("turn.response", t.response.size(), n.formations, "formation")) return why;
  for (std::size_t i = 0; i < t.response.size(); ++i)
    if (t.response[i] > Response::stays) return fmt::format("turn.response[{}] is not a command response", i);
  if (auto why = id_problem("turn.bonus_brigade", t.bonus_brigade, n.formations, true)) return why;
  if (auto why = per_thing_problem("turn.move_dice", t.move_dice.size(), n.units, "unit")) return why;
  for (std::size_t i = 0; i < t.move_dice.size(); ++i)
    if (t.move_dice[i].count < 0 || t.move_dice[i].count > MoveRoll::kMost)
      return fmt::format("turn.move_dice[{}].count is {} (0 to {})", i, t.move_dice[i].count, MoveRoll::kMost);
  for (std::size_t i = 0; i < t.attacks.size(); ++i) {
    if (auto why = id_problem(fmt::format("turn.attacks[{}].attacker", i), t.attacks[i].attacker, n.units, false))
      return why;
    if (auto why = id_problem(fmt::format("turn.attacks[{}].target", i), t.attacks[i].target, n.units, false))
      return why;
  }
  for (auto [list, size] : {std::pair{"turn.attack_of", t.attack_of.size()},
                            {"turn.attacks_on", t.attacks_on.size()},
                            {"turn.last_target", t.last_target.size()},
                            {"turn.assisted", t.assisted.size()},
                            {"turn.routed_at_start", t.routed_at_start.size()}})
    if (auto why = per_thing_problem(list, size, n.units, "unit")) return why;
  for (std::size_t i = 0; i < t.attack_of.size(); ++i) {
    if (auto why = id_problem(fmt::format("turn.attack_of[{}]", i), t.attack_of[i], t.attacks.size(), true)) return why;
    if (t.attacks_on.size() > i &&
        (t.attacks_on[i] < 0 || t.attacks_on[i] > static_cast<std::int64_t>(t.attacks.size())))
      return fmt::format("turn.attacks_on[{}] is {} (0 to {})", i, t.attacks_on[i], t.attacks.size());
  }
  for (std::size_t i = 0; i < t.last_target.size(); ++i)
    if (auto why = id_problem(fmt::format("turn.last_target[{}]", i), t.last_target[i], n.units, true)) return why;
  for (std::size_t i = 0; i < t.shots.size(); ++i) {
    if (auto why = id_problem(fmt::format("turn.shots[{}].firer", i), t.shots[i].firer, n.units, false)) return why;
    if (auto why = id_problem(fmt::format("turn.shots[{}].target", i), t.shots[i].target, n.units, false)) return why;
  }
  if (t.rounds < 0 || t.rounds > 1000) return fmt::format("turn.rounds is {} (0 to 1000)", t.rounds);
  return std::nullopt;
}

}  // namespace

std::optional<std::string> JacksonState::problem(const StateBounds& n) const {
  if (auto why = count_problem("units", units.size(), n.units, "unit")) return why;
  for (std::size_t i = 0; i < units.size(); ++i)
    if (units[i].morale < -kMostMorale || units[i].morale > kMostMorale)
      return fmt::format("units[{}].morale is {} ({} to {})", i, units[i].morale, -kMostMorale, kMostMorale);
  return turn_problem(turn, n);
}

JacksonState& state_of(Battle& b) { return b.rule_state<JacksonState>(); }
const JacksonState& state_of(const Battle& b) { return b.rule_state<JacksonState>(); }
JacksonUnitState& unit_state(Battle& b, UnitId id) { return unit_state_in<JacksonState>(b, id); }
const JacksonUnitState& unit_state(const Battle& b, UnitId id) { return unit_state_in<JacksonState>(b, id); }
bool did(const Battle& b, const Unit& u, Did d) { return (unit_state(b, u.id).did & d) != 0; }

}  // namespace caisson::jackson
