#pragma once
// ap's procedures for `caisson odds`: the dice-pool morale test, shooting, the assault's falter
// test and fight, and a general's motivation roll.
#include <span>

#include "engine/odds/procedure.hpp"

namespace caisson::ap {

std::span<const odds::OddsProcedure> odds_procedures();

}  // namespace caisson::ap
