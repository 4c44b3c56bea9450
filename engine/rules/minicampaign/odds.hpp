#pragma once
// minicampaign's procedures for `caisson odds`: activation, fire, and the charge's resolution.
#include <span>

#include "engine/odds/procedure.hpp"

namespace caisson::minicampaign {

std::span<const odds::OddsProcedure> odds_procedures();

}  // namespace caisson::minicampaign
