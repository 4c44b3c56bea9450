#pragma once
// Planning across phases: a unit that fires has acted, so before firing the commander asks what
// the rules would let it do instead later in the same player turn (move closer, charge).
#include "engine/play/battle.hpp"

namespace caisson {

// Whether the rules would accept `a` in a phase after the present one in which the same player
// acts and `a`'s kind is allowed. The battle's phase is set for the question and put back;
// nothing is submitted.
bool legal_later(Battle& b, const Action& a);

// Is there such a later phase at all for this kind of action? (No rules check: a cheap first
// question before legal_later's.)
bool later_phase_allows(const Battle& b, ActionKind kind);

}  // namespace caisson
