#pragma once
// north's procedures for `caisson odds`: the accomplishment and obstacle tosses, the one die of
// fire and of melee, and the morale toss with a general's rally attempt.
#include <span>

#include "engine/odds/procedure.hpp"

namespace caisson::north {

std::span<const odds::OddsProcedure> odds_procedures();

}  // namespace caisson::north
