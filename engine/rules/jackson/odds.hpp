#pragma once
// jackson's procedures for `caisson odds`: the morale check, a volley, close combat's pairs of
// stands, the beaten unit's test after it, and the command response.
#include <span>

#include "engine/odds/procedure.hpp"

namespace caisson::jackson {

std::span<const odds::OddsProcedure> odds_procedures();

}  // namespace caisson::jackson
