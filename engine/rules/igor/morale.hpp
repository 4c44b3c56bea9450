#pragma once
// igor's morale check: 2D6 plus modifiers must score higher than the unit's morale level.
#include <string_view>

#include "engine/dice/tally.hpp"

#include "engine/rules/igor/parameters.hpp"

namespace caisson {
struct Battle;
}

namespace caisson::igor {

struct MoraleResult {
  int roll = 0;      // the 2D6
  int modifier = 0;  // all modifiers together
  int level = 0;     // the unit's morale level
  bool passed = false;
  int margin = 0;    // points it failed by; 0 when passed
};

// The pure rule, for tables and tests.
inline bool morale_passes(int level, int score) { return score > level; }
int morale_margin(const IgorParameters& p, int level, int score);

// The standard modifiers: threatened flanks, accumulated HITs, brigade commander in contact.
int threatened_flanks(const Battle& b, const IgorParameters& p, const Unit& u);
int hits_modifier(const IgorParameters& p, const Unit& u);
bool commander_in_contact(const Battle& b, const IgorParameters& p, const Unit& u);
Tally standard_modifiers(const Battle& b, const IgorParameters& p, const Unit& u);  // in their parts
int standard_modifier(const Battle& b, const IgorParameters& p, const Unit& u);

// Rolls the check, logs MoraleChecked, and returns the result. `extra` is any situational
// modifier on top of the standard ones (charging, losing a close combat).
MoraleResult morale_check(Battle& b, const IgorParameters& p, const Unit& u, std::string_view reason, int extra = 0);
// The same, the situational modifiers given in their parts (a charge's: against a flank, into cover).
MoraleResult morale_check(Battle& b, const IgorParameters& p, const Unit& u, std::string_view reason,
                          const Tally& situation);

}  // namespace caisson::igor
