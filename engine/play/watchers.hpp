#pragma once
#include "engine/play/battle.hpp"

namespace caisson {

// After each player turn: report objectives that changed hands (objective_taken/lost hooks and
// a log line) and brigades that broke (brigade_broken, once each). A brigade breaks when at
// least half of its units that came onto the field are routing or gone.
void report_changes(Battle& b);

// After each phase, when the scenario has an area_entered hook: units now inside a terrain area
// or an objective's radius that were outside at the last look. The first look only notes where
// everyone is.
void report_area_entries(Battle& b);

}  // namespace caisson
