#pragma once
// igor's generals' rolls for `caisson odds`: a brigadier's survival when his unit is hit, and a
// courier's send and receive rolls (the optional generals rules).
#include <vector>

#include "engine/odds/procedure.hpp"

namespace caisson::igor {

std::vector<odds::OddsProcedure> generals_odds_procedures();

}  // namespace caisson::igor
