#pragma once
// Scale mapping for rules whose unit is a brigade (Ruleset::units_are_brigades): each brigade's
// regiments become one unit. Battle files stay ruleset-neutral and describe regiments; a
// brigade-scale Battle regroups its own copy of the units, never the shared Scenario.
//
// The rule, per brigade of the order of battle, for each arm among its infantry and cavalry:
//   - one unit named after the brigade (", cavalry" added when a brigade has both arms), with
//     the brigade's stands summed and clamped to the scale's range (2..8 unless the rule
//     system's house rules say otherwise: engine/rules/brigade_stands.hpp);
//   - quality: the stands-weighted median (the lower middle on an even count);
//   - weapon: the one carried by most stands; ties go to the more modern (breech-loader, then
//     rifled, then carbine, then smoothbore);
//   - formation, facing, status, and position from the brigade: where every regiment had its own
//     position, the stands-weighted centre of them; otherwise the brigade's deployment places it.
// Batteries, and units not hanging from a brigade, stay as they are. Unit ids are renumbered
// (UnitId = index) and the order of battle's unit lists follow; hooks find units by name.
#include <span>
#include <vector>

#include "engine/forces/order_of_battle.hpp"
#include "engine/scenario/brigade_scale.hpp"

namespace caisson {

// Returns, for each unit id the battle file gave, the id of the unit it became.
std::vector<UnitId> group_into_brigades(std::vector<Unit>& units, OrderOfBattle& oob, BrigadeScale scale = {});

// The pieces of the rule, for tests and for other scale mappings.
Quality stands_weighted_median_quality(std::span<const Unit> regiments);
Weapon prevailing_weapon(std::span<const Unit> regiments);

}  // namespace caisson
