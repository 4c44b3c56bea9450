#pragma once
// The campaign's standing, printed between battles and at the end.
#include <cstdio>

#include "engine/campaign/campaign.hpp"

namespace caisson::cli {

void print_standing(std::FILE* out, const Campaign& c, const CampaignState& s, std::size_t notes_from, bool quiet);
void print_final_standing(std::FILE* out, const Campaign& c, const CampaignState& s, bool quiet);

}  // namespace caisson::cli
