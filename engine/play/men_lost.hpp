#pragma once
// Losses in men, whatever a rule system counts (stands, HITs, casualty figures), so that a
// sweep can set the day's losses against history under any of them. One measure for all: a
// unit's men are the battle file's stands at its scale (Scenario::men_scale), summed over the
// regiments a brigade-scale rule system merged into it; the rule system says what share of them
// it has lost (Ruleset::share_of_men_lost), less the share the unit brought from an earlier
// battle of a campaign.
#include <array>
#include <vector>

#include "engine/play/battle.hpp"

namespace caisson {

struct MenCount {
  int at_start = 0;  // 0 for a unit that has not come onto the field, or was destroyed before
  int lost = 0;
  friend bool operator==(const MenCount&, const MenCount&) = default;
};

// Per unit of the battle (UnitId = index).
std::vector<MenCount> men_by_unit(const Battle& b);

// Per side: the men of every unit that came onto the field, and those they lost.
std::array<MenCount, 2> men_by_side(const Battle& b, const std::vector<MenCount>& by_unit);

}  // namespace caisson
