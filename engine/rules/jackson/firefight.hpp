#pragma once
// The continuous fire-fight: round after round, attackers go forward a normal move toward their
// targets (halting an inch short), and every other unit with an enemy in its deadly ground fires
// at it, until the attackers have all closed and no one has anything left to fire at.
#include "engine/rules/jackson/parameters.hpp"
#include "engine/rules/jackson/turn_state.hpp"

namespace caisson {
struct Battle;
}

namespace caisson::jackson {

// How far a unit's deadly ground reaches: its small arms' range; a battery's canister.
double deadly_ground(const JacksonParameters& p, const Unit& u);
// What the unit fires at in the fire-fight: what it last fired at if still in reach, else an
// attacker coming at it, else the nearest enemy in reach — an attacker charging someone else
// only once a turn (one volley to help its friends). kNone: nothing.
UnitId firefight_target(const Battle& b, const JacksonParameters& p, const TurnState& t, const Unit& u);

// Attackers advance; false if none moved.
bool attackers_advance(Battle& b, const JacksonParameters& p, TurnState& t);
// One round: the advance, then the fire. False once nothing moved and nothing fired.
bool firefight_round(Battle& b, const JacksonParameters& p, TurnState& t);

}  // namespace caisson::jackson
