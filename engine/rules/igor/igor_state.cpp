#include "engine/rules/igor/igor_state.hpp"

#include "engine/rules/rule_state.hpp"

namespace caisson::igor {

IgorUnitState& unit_state(Battle& b, UnitId id) { return unit_state_in<IgorState>(b, id); }
const IgorUnitState& unit_state(const Battle& b, UnitId id) { return unit_state_in<IgorState>(b, id); }

}  // namespace caisson::igor
