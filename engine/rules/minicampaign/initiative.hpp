#pragma once
// Initiative: each side rolls a die at the start of every turn; the higher plays first.
#include "engine/forces/vocabulary.hpp"
#include "engine/rules/minicampaign/parameters.hpp"

namespace caisson {
struct Battle;
}

namespace caisson::minicampaign {

Side roll_initiative(Battle& b, const MiniParameters& p);

}  // namespace caisson::minicampaign
