#pragma once
// Every number north's rules use, as named house-rule parameters: the text's own numbers and the
// readings chosen where it is silent or garbled (docs/rules/north.md lists them all).
#include <array>
#include <cstddef>
#include <span>
#include <string_view>

#include "engine/rules/parameter_table.hpp"

namespace caisson::north {

enum class Param : std::size_t {
  // sequence of play and orders
  confederates_first, order_change_on, army_commander_changes_within,
  // strength and footprints
  stands_poor, stands_average, stands_elite, crew_poor, crew_average, crew_elite, figures_per_crew_stand,
  removed_below, stand_width, stand_depth, skirmish_front, gun_width, gun_depth,
  // movement, inches
  move_deployed_foot, move_deployed_cavalry, move_not_deployed, move_cavalry_not_deployed, move_skirmishers,
  skirmishers_fire_after, obstacle_passed_on, rough_ground_is_obstacle,
  // accomplishment
  charge_toss_cover_penalty,
  // combat
  hit_on, musketry_range_infantry, musketry_range_cavalry, artillery_range, artillery_long_range, front_arc,
  long_range_artillery_modifier, cover_modifier, mounted_attacker_modifier, first_melee_modifier,
  not_deployed_modifier, mounted_target_modifier, extra_attacker_modifier, skirmisher_fire_penalty,
  // morale
  rallies_at_most, both_from, artillery_fire_morale, artillery_melee_morale, cover_fire_morale,
  skirmisher_melee_morale, fall_back, fall_back_cavalry, morale_choice, artillery_crews_leave_guns,
  // generals
  generals_rally, general_rally_reach, general_rally_subtracts_at_most, general_captured_on, general_killed_on,
  orders_withdraw_at_most, orders_advance_from, orders_withdrawing_modifier, orders_advancing_modifier,
  cover_sight,
  count
};

class NorthParameters : public ParameterTable<Param> {
 public:
  NorthParameters();};

}  // namespace caisson::north
