#pragma once
#include "engine/play/battle.hpp"

namespace caisson {

// Rolls the scenario's event table (if it has one) and applies the result at once.
void roll_event_table(Battle& b);
// Rolls any table on demand (hooks, entries that roll on another table); returns the result.
int roll_on(Battle& b, const EventTable& table, std::vector<bool>* fired);

}  // namespace caisson
