#include "engine/rules/north/north_state.hpp"

#include "engine/rules/rule_state.hpp"

namespace caisson::north {

NorthState& state_of(Battle& b) { return b.rule_state<NorthState>(); }
const NorthState& state_of(const Battle& b) { return b.rule_state<NorthState>(); }
NorthUnitState& unit_state(Battle& b, UnitId id) { return unit_state_in<NorthState>(b, id); }
const NorthUnitState& unit_state(const Battle& b, UnitId id) { return unit_state_in<NorthState>(b, id); }

}  // namespace caisson::north
