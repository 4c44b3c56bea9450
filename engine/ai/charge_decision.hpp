#pragma once
// Under Attack orders a line charges when the odds are reasonable and the rules allow it.
#include "engine/play/battle.hpp"
#include "engine/play/controller.hpp"

namespace caisson {

// Reasonable odds: the attacker is no more shaken than the defender, and not the weaker of the
// two unless the defender is the more shaken or is routing.
bool odds_are_reasonable(const Unit& attacker, const Unit& defender);

// Whether, under Attack, a charge with fair odds would be open to this unit in a later phase of
// this player turn: then it holds its fire (firing is its action) to charge.
bool charge_open(Battle& b, const Unit& u, const FormationNode& brigade);

// Declares this unit's charge, with whatever supporters the rules accept; true if it charged.
bool decide_charge(const Battle& b, const Unit& u, const FormationNode& brigade, ActionPort& port);

}  // namespace caisson
