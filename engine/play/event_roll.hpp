#pragma once
#include "engine/play/battle.hpp"

namespace caisson {

// Rolls the scenario's event table (if it has one) and applies the result at once.
void roll_event_table(Battle& b);
// The same on demand (a hook); the battle must have a table. Returns the result.
int roll_main_table(Battle& b);
// Rolls one of the scenario's other tables (Scenario::tables) on demand; returns the result.
int roll_table(Battle& b, int table);

}  // namespace caisson
