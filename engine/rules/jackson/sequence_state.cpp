// What jackson's sequence holds now, for a person following it: the move card turned up and the
// cards left, the fire-fight's round, the volleys declared in a fire phase, the attacks going on,
// each unit's move dice. Read from the rule state the Battle holds.
#include <fmt/format.h>

#include "engine/play/battle.hpp"
#include "engine/rules/jackson/jackson_state.hpp"
#include "engine/rules/rule_state.hpp"
#include "engine/rules/jackson/cards.hpp"
#include "engine/rules/jackson/jackson_ruleset.hpp"

namespace caisson::jackson {
namespace {

std::string jackson_card_words(const Battle& b, const TurnState& t) {
  const std::string side = b.side_name(t.card.side);
  if (t.card.formation == kNone) {
    if (t.bonus_brigade == kNone) return fmt::format("a bonus card ({})", side);
    return fmt::format("a bonus card ({}), taken by {}", side, b.oob.node(t.bonus_brigade).name);
  }
  return fmt::format("{} ({})", b.oob.node(t.card.formation).name, side);
}

std::string_view jackson_response_words(Response r) {
  switch (r) {
    case Response::moves: return "moves";
    case Response::stays: return "stays (failed its command response)";
    case Response::not_drawn: break;
  }
  return "not yet turned";
}

std::string jackson_dice_words(const MoveRoll& m) {
  std::string s;
  for (int i = 0; i < m.count; ++i) {
    if (i > 0) s += ' ';
    s += std::to_string(m.faces[static_cast<std::size_t>(i)]);
  }
  return s;
}

}  // namespace

SequenceState JacksonRuleset::sequence_state(const Battle& b) const {
  SequenceState s;
  const TurnState& t = b.rule_state<JacksonState>().turn;
  if (t.response.empty()) return s;  // between turns: nothing dealt
  if (b.phase == kMovement && t.next_card > 0) {
    s.add("card", "card turned", jackson_card_words(b, t));
    s.add("card_side", "whose card", b.side_name(t.card.side));
    if (t.card.formation != kNone) {
      s.add("card_brigade", "card's brigade (id)", t.card.formation);
      s.add("response", "its command response",
            std::string(jackson_response_words(t.response[static_cast<std::size_t>(t.card.formation)])));
    }
    s.add("cards_left", "cards left", static_cast<int>(t.deck.size() - t.next_card));
  }
  if (b.phase == kFirefight) s.add("round", "fire-fight round", t.rounds);
  if (!t.shots.empty())  // a fire phase's, cleared at its end
    s.add("volleys", "volleys declared (fired together at the phase's end)", static_cast<int>(t.shots.size()));
  for (const Attack& a : t.attacks)
    if (!a.ended)
      s.add("attack", a.flank ? "attack (flank or rear)" : "attack",
            fmt::format("{} on {}", b.unit(a.attacker).name, b.unit(a.target).name));
  if (b.phase == kMovement)
    for (const Unit& u : b.units)
      if (static_cast<std::size_t>(u.id) < t.move_dice.size() && t.move_dice[static_cast<std::size_t>(u.id)].count > 0 &&
          !u.acted && moves_on_card(t, u))
        s.of(u.id).push_back({"move_dice", "move dice", jackson_dice_words(t.move_dice[static_cast<std::size_t>(u.id)])});
  return s;
}

}  // namespace caisson::jackson
