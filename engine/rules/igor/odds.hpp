#pragma once
// igor's procedures for `caisson odds`: a shot's HITs, a morale check, a close combat, and the
// generals' rolls (odds_generals.hpp).
#include <span>

#include "engine/odds/procedure.hpp"

namespace caisson::igor {

std::span<const odds::OddsProcedure> odds_procedures();

}  // namespace caisson::igor
