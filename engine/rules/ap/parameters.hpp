#pragma once
// Every number the ap rules use, as named house-rule parameters: the text's own numbers and the
// readings chosen where it is silent or garbled (docs/rules/ap.md lists them all).
#include <array>
#include <cstddef>
#include <span>
#include <string_view>

#include "engine/rules/parameter_table.hpp"

namespace caisson::ap {

enum class Param : std::size_t {
  // scale and footprints
  base_width, base_depth, gun_width, gun_depth, limbered_depth, brigade_stands_least, brigade_stands_most,
  // motivation
  command_value_raw, command_value_seasoned, command_value_veteran, unit_value_raw, unit_value_average,
  unit_value_veteran, motivation_per_inches, motivation_cover, motivation_intervening, motivation_separated,
  motivation_fails_at_most, motivation_passes_from, general_with, division_general_dice, senior_general_dice,
  // action points
  veteran_or_general_points, raw_points, disordered_points, confederate_gun_points, damaged_gun_points,
  residual_points,
  // action point costs
  move_cost, pass_through_cost, manhandle_inches, manhandle_most, shoot_cost, infantry_shots, wheel_cost, wheels, wheel_degrees, facing_cost, scenery_cost,
  mounted_scenery_cost, falter_cost, mounted_falter_cost, formation_cost, mount_cost, limber_cost, rally_cost,
  gun_shots,
  // movement
  increments_less_frontage, dismounted_increments, foot_increment, mounted_increment, road_bonus,
  // shooting
  musket_short, musket_long, rifle_short, rifle_long, front_arc, hit_on, impaired_hit_on, reroll_veteran,
  reroll_average, reroll_raw, save_short_open, save_short_cover, save_long, shooting_disorder_on,
  canister_range, short_range, long_range, rifled_range, canister_hit_on, gun_hit_on, artillery_save,
  opportunity_canister_dice, opportunity_rifled_canister_dice, opportunity_short_dice, opportunity_fire,
  // disorder
  disorder_veteran_from, disorder_average_from, disorder_raw_from, order_veteran_from, order_average_from,
  order_raw_from,
  // morale
  morale_fail_from, morale_dice_most, markers_counted, flank_box, rout_seen_within, rout_seen_units,
  battery_attached_within, general_near, fails_withdraw, fails_retire, fails_rout_not_fighting, fights_rout_fails,
  fights_rout_seen_fails, withdraw_extra, veteran_reroll_loss_from, raw_reroll_loss_at_most,
  // the assault and the fight
  falter_at, support_within, win_by_rout, fight_hit_on, fight_support_most, save_veteran, save_average,
  save_raw_or_guns, disordered_before_loser_tests, general_risk_on,
  cover_sight,
  count
};

class ApParameters : public ParameterTable<Param> {
 public:
  ApParameters();};

}  // namespace caisson::ap
