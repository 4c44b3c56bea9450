#include "engine/rules/jackson/cards.hpp"

#include <algorithm>
#include <utility>

#include "engine/play/battle.hpp"
#include "engine/rules/jackson/troops.hpp"

namespace caisson::jackson {
namespace {

bool has_troops_to_move(const Battle& b, const FormationNode& n) {
  return std::any_of(n.units.begin(), n.units.end(), [&](UnitId id) { return b.unit(id).can_act(); });
}

bool in_zone(const Battle& b, const JacksonParameters& p, const Commander& c, const FormationNode& n) {
  if (!c.alive || !c.on_table) return false;
  for (UnitId id : n.units) {
    const Unit& u = b.unit(id);
    if (u.present() && u.footprint.distance_to(c.position) <= p[Param::zone_of_control]) return true;
  }
  return false;
}

// The unit that speaks for a brigade in the log: its first on the table.
UnitId first_present(const Battle& b, const FormationNode& n) {
  for (UnitId id : n.units)
    if (b.unit(id).present()) return id;
  return n.units.empty() ? kNone : n.units.front();
}

}  // namespace

void deal_deck(Battle& b, const JacksonParameters& p, TurnState& t) {
  t.deck.clear();
  for (Side side : {Side{0}, Side{1}}) {
    bool any = false;
    for (const FormationNode& n : b.oob.nodes())
      if (n.side == side && has_troops_to_move(b, n)) {
        t.deck.push_back({side, n.id});
        any = true;
      }
    if (any)
      for (int i = 0; i < p.whole(Param::bonus_cards); ++i) t.deck.push_back({side, kNone});
  }
  // Fisher-Yates with the battle's dice: each card in turn swaps with one of those left.
  for (std::size_t i = t.deck.size(); i > 1; --i) {
    const int pick = b.dice.roll(1, static_cast<int>(i), "shuffle the move deck").total - 1;
    std::swap(t.deck[i - 1], t.deck[static_cast<std::size_t>(pick)]);
  }
  t.next_card = 0;
}

int officer_fails_from(const JacksonParameters& p, Echelon e, bool army_commander) {
  if (army_commander) return 11;
  switch (e) {
    case Echelon::army:
    case Echelon::corps: return p.whole(Param::fails_corps);
    case Echelon::division: return p.whole(Param::fails_division);
    case Echelon::brigade: break;
  }
  return p.whole(Param::fails_brigade);
}

int response_fails_from(const Battle& b, const JacksonParameters& p, FormationId f) {
  const FormationNode& n = b.oob.node(f);
  int best = p.whole(Param::fails_no_officer);
  for (FormationId at = f; at != kNone; at = b.oob.node(at).parent) {
    const FormationNode& level = b.oob.node(at);
    if (level.commander == kNone) continue;
    const Commander& c = b.commander(level.commander);
    if (in_zone(b, p, c, n)) best = std::max(best, officer_fails_from(p, level.echelon, level.parent == kNone));
  }
  return best;
}

void roll_move_dice(Battle& b, const JacksonParameters& p, TurnState& t, const Unit& u) {
  MoveRoll& r = t.move_dice[static_cast<std::size_t>(u.id)];
  // Enough for its road move, the most it could use, in any formation it may end in.
  int count = 0;
  for (Formation f : {u.formation, Formation::line, Formation::column})
    count = std::max(count, move_dice(p, u, f, true));
  count = std::clamp(count, 1, MoveRoll::kMost);
  const Throw thrown = b.dice.roll(count, 6, "move dice");
  r.count = count;
  for (int i = 0; i < count; ++i) r.faces[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(thrown.face(i));
}

bool turn_card(Battle& b, const JacksonParameters& p, TurnState& t) {
  if (t.next_card >= t.deck.size()) return false;
  t.card = t.deck[t.next_card++];
  t.bonus_brigade = kNone;
  if (t.card.formation == kNone) {
    b.say(fmt::format("{} turns up a bonus card", b.side_name(t.card.side)));
    for (const FormationNode& n : b.oob.nodes())
      if (n.side == t.card.side && t.response[static_cast<std::size_t>(n.id)] == Response::stays && has_troops_to_move(b, n))
        for (UnitId id : n.units)
          if (b.unit(id).can_act() && !b.unit(id).acted) roll_move_dice(b, p, t, b.unit(id));
    return true;
  }
  const FormationNode& n = b.oob.node(t.card.formation);
  if (!has_troops_to_move(b, n)) return true;  // its troops routed or fell since the deal
  const int fails = response_fails_from(b, p, n.id);
  bool moves = true;
  if (fails <= 10) {
    const int roll = b.dice.roll(1, 10, "command response").total;
    moves = response_moves(roll, fails);
    MoraleChecked response{first_present(b, n), n.name, roll, 0, fails - 1, moves, moves ? 0 : roll - fails + 1,
                           "the command response"};
    response.passes_if = "<=";  // moves on a D10 under the number it fails from
    b.emit(response);
  }
  t.response[static_cast<std::size_t>(n.id)] = moves ? Response::moves : Response::stays;
  if (moves)
    for (UnitId id : n.units)
      if (b.unit(id).can_act()) roll_move_dice(b, p, t, b.unit(id));
  return true;
}

bool moves_on_card(const TurnState& t, const Unit& u) {
  return u.can_act() && brigade_moves_on_card(t, u.side, u.brigade);
}

bool brigade_moves_on_card(const TurnState& t, Side side, FormationId brigade) {
  if (side != t.card.side || brigade == kNone || t.response.empty()) return false;
  const Response r = t.response[static_cast<std::size_t>(brigade)];
  if (t.card.formation != kNone) return brigade == t.card.formation && r == Response::moves;
  // A bonus card: one brigade that failed its response, the first to act under it.
  return r == Response::stays && (t.bonus_brigade == kNone || t.bonus_brigade == brigade);
}

bool card_moves_anyone(const Battle& b, const TurnState& t) {
  auto may_move = [&](UnitId id) { return !b.unit(id).acted && moves_on_card(t, b.unit(id)); };
  if (t.card.formation != kNone) {
    const auto& units = b.oob.node(t.card.formation).units;
    return std::any_of(units.begin(), units.end(), may_move);
  }
  for (const FormationNode& n : b.oob.nodes())  // a bonus card: the brigades that failed
    if (n.side == t.card.side && std::any_of(n.units.begin(), n.units.end(), may_move)) return true;
  return false;
}

void acts_on_card(TurnState& t, const Unit& u) {
  if (t.card.formation == kNone && t.bonus_brigade == kNone) t.bonus_brigade = u.brigade;
}

}  // namespace caisson::jackson
