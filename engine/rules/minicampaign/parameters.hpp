#pragma once
// Every number minicampaign's rules use, as named house-rule parameters: the text's own numbers
// and the readings chosen where it is silent (docs/rules/minicampaign.md lists them all).
#include <array>
#include <cstddef>
#include <span>
#include <string_view>

#include "engine/rules/parameter_table.hpp"

namespace caisson::minicampaign {

enum class Param : std::size_t {
  // initiative
  initiative_tie_to_scenario_first,
  // activation
  steady_at, cautious_at, hesitant_at, general_radius, brigadiers_count_as_generals,
  cautious_move_fraction, hesitant_fall_back_fraction,
  // zones
  engaged_zone, front_zone, front_zone_tolerance, front_arc,
  // movement, inches
  move_infantry, move_cavalry_mounted, move_cavalry_dismounted, move_artillery, road_bonus,
  terrain_factor, obstacles_slow_mounted, formation_change_fraction, pass_through_fraction,
  // stands and footprints
  stand_width, stand_depth, brigade_stands_least, brigade_stands_most, column_width_stands, gun_width, gun_depth, battery_stands_per_gun,
  // fire
  hit_on, close_range, rifle_range, musket_range, artillery_close_range, artillery_range,
  rifle_stands_per_die, musket_stands_per_die, artillery_close_dice, artillery_dice,
  fire_min_dice, superior_firepower, rifled_guns_superior, mounted_cavalry_fire, cover_round_up,
  // hits and states
  hits_per_stand, artillery_removed_at, artillery_shaken_at, half_die_round_up,
  // charges
  charge_closing_distance, charge_tie_charger_retreats, shaken_and_raw_cumulative,
  general_attach_distance, general_hit_on, general_wounded_on, general_cancels_first,
  cover_sight,
  count
};

class MiniParameters : public ParameterTable<Param> {
 public:
  MiniParameters();};

}  // namespace caisson::minicampaign
