#pragma once
#include "engine/play/battle.hpp"

namespace caisson {

// After each player turn: report objectives that changed hands (objective_taken/lost hooks and
// a log line) and brigades that broke (brigade_broken, once each). A brigade breaks when at
// least half of its units that came onto the field are routing or gone.
void report_changes(Battle& b);

}  // namespace caisson
