#include "engine/rules/ap/ap_state.hpp"

#include "engine/rules/rule_state.hpp"

namespace caisson::ap {

ApState& state_of(Battle& b) { return b.rule_state<ApState>(); }
ApUnitState& unit_state(Battle& b, UnitId id) { return unit_state_in<ApState>(b, id); }
const ApUnitState& unit_state(const Battle& b, UnitId id) { return unit_state_in<ApState>(b, id); }

}  // namespace caisson::ap
