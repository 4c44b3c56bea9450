#include "engine/rules/minicampaign/minicampaign_state.hpp"

#include "engine/rules/rule_state.hpp"

namespace caisson::minicampaign {

MiniState& state_of(Battle& b) { return b.rule_state<MiniState>(); }
MiniUnitState& unit_state(Battle& b, UnitId id) { return unit_state_in<MiniState>(b, id); }
const MiniUnitState& unit_state(const Battle& b, UnitId id) { return unit_state_in<MiniState>(b, id); }

}  // namespace caisson::minicampaign
