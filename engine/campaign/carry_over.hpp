#pragma once
// Carrying a campaign's survivors into the next battle and recording what a battle did to them.
#include "engine/campaign/campaign.hpp"
#include "engine/play/battle.hpp"
#include "engine/scenario/scenario.hpp"

namespace caisson {

// Before a battle: units the campaign knows by name start with their losses, HITs and earned
// quality; destroyed units are gone; fallen generals are replaced by their successors.
void apply_carry_over(Scenario& s, const CampaignState& state, const CarryRules& rules);

// After a battle: every unit that came onto the field and every general, into the state.
void record_battle(CampaignState& state, const Battle& b, const CarryRules& rules);

// A quality earned by battles survived.
Quality seasoned_by(Quality q, int battles, const CarryRules& rules);

}  // namespace caisson
