#pragma once
// The campaign's standing, printed between battles and at the end.
#include <cstdio>
#include <string>

#include "engine/campaign/campaign.hpp"

namespace caisson::cli {

// A fought battle in one line: "centreville: USA decisive on turn 9 (seed 6); losses USA 4, CSA 12;
// men lost USA 600, CSA 1800" (stands, then men; no men for a battle saved before format 3).
// Every name it and the standings show is escaped for the terminal (engine/text/terminal_text).
std::string battle_result(const BattleSummary& b);
void print_standing(std::FILE* out, const Campaign& c, const CampaignState& s, std::size_t notes_from, bool quiet);
void print_final_standing(std::FILE* out, const Campaign& c, const CampaignState& s, bool quiet);

}  // namespace caisson::cli
