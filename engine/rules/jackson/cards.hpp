#pragma once
// The random move deck: a card for each brigade (or division, or battery) with troops on the
// table and bonus cards for each army, shuffled every turn. A brigade's card moves it if its
// senior officer in reach passes the command response on a D10; a bonus card lets the
// commander-in-chief move a brigade that failed its response.
#include "engine/forces/order_of_battle.hpp"
#include "engine/rules/jackson/parameters.hpp"
#include "engine/rules/jackson/turn_state.hpp"

namespace caisson {
struct Battle;
struct Commander;
}

namespace caisson::jackson {

// Deals the deck for this turn and shuffles it with the battle's dice.
void deal_deck(Battle& b, const JacksonParameters& p, TurnState& t);

// The lowest D10 on which the formation's brigade stays put (11: it always moves), from the
// senior officer within his zone of control: the army commander always moves it.
int response_fails_from(const Battle& b, const JacksonParameters& p, FormationId f);
// The same for one officer: commanding at echelon `e`, or the army commander.
int officer_fails_from(const JacksonParameters& p, Echelon e, bool army_commander);
// A command response roll moves the brigade when below the number it fails from.
inline bool response_moves(int roll, int fails_from) { return roll < fails_from; }

// Turns up the next card: rolls its command response (and its units' move dice) or, for a bonus
// card, the move dice of the brigades that failed theirs. False when the deck is run through.
bool turn_card(Battle& b, const JacksonParameters& p, TurnState& t);

// May this unit move (or attack, or change formation) on the card turned up?
bool moves_on_card(const TurnState& t, const Unit& u);
// The same for any unit of a brigade that may still act.
bool brigade_moves_on_card(const TurnState& t, Side side, FormationId brigade);
// Has the card turned up a unit that may still move on it?
bool card_moves_anyone(const Battle& b, const TurnState& t);
// The unit acts on the card turned up: on a bonus card its brigade is the one that takes it.
void acts_on_card(TurnState& t, const Unit& u);

// Rolls the unit's move dice into t.move_dice.
void roll_move_dice(Battle& b, const JacksonParameters& p, TurnState& t, const Unit& u);

}  // namespace caisson::jackson
