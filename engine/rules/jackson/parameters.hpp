#pragma once
// Every number jackson's rules use, as named house-rule parameters: the text's own numbers and
// the readings chosen where its charts were lost (docs/rules/jackson.md lists them all).
#include <cstddef>

#include "engine/rules/parameter_table.hpp"

namespace caisson::jackson {

enum class Param : std::size_t {
  // cards and command response
  bonus_cards, zone_of_control, fails_corps, fails_division, fails_brigade, fails_no_officer,
  // strength and footprints
  stands_a_base, casualties_a_stand_holds, stand_width, stand_depth, gun_width, gun_depth,
  // movement dice
  infantry_dice_line, infantry_dice_column, infantry_dice_road, cavalry_dice_line, cavalry_dice_column,
  cavalry_dice_road, artillery_dice_limbered, artillery_dice_unlimbered, dismount_within_half_move,
  // fire
  range_rifled, range_smoothbore, range_carbine, range_breechloader, range_guns, range_canister, fire_half_arc,
  hit_open, hit_cover, hit_artillery_open, hit_artillery_cover, mounted_carbine_penalty, mounted_cavalry_fire,
  column_target_bonus, misfire_at_most, enfilade_path_width,
  // morale
  morale_die, carry_on_from, halt_from, fall_back_from, close_combat_stands_from, town_morale,
  half_strength_morale, rear_attack_morale, collision_morale, rout_morale_gain, rallied_morale,
  staff_attached_within, staff_killed_on, staff_bonus_raw, staff_bonus_seasoned, staff_bonus_veteran,
  rout_spreads_within, rout_move_multiple,
  // charges and close combat
  charge_reach_infantry, charge_reach_cavalry, close_to, firefight_rounds_at_most, cavalry_factor,
  artillery_factor, square_factor, flank_factor, falling_back_factor, standing_cavalry_factor,
  casualty_stand_factor, officer_killed_on, officer_captured_on,
  // army morale and the end
  army_shaken_below, army_broken_below, shaken_morale, defeat_step,
  cover_sight,
  count
};

class JacksonParameters : public ParameterTable<Param> {
 public:
  JacksonParameters();
};

}  // namespace caisson::jackson
