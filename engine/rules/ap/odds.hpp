#pragma once
// ap's procedures for `caisson odds`: the dice-pool morale test, shooting, the assault's falter
// test and fight, a general's motivation roll and the action points it gives.
#include <span>

#include "engine/odds/procedure.hpp"

namespace caisson::ap {

std::span<const odds::OddsProcedure> odds_procedures();

}  // namespace caisson::ap
