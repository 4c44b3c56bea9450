#pragma once
// Every number igor's rules use, as named house-rule parameters. A scenario overrides them by
// name (rule_overrides); the rules read them by the Param enum, so a lookup costs an index.
#include <array>
#include <cstddef>
#include <span>
#include <string_view>

#include "engine/rules/parameter_table.hpp"

namespace caisson::igor {

enum class Param : std::size_t {
  // morale
  morale_raw, morale_seasoned, morale_veteran,
  morale_margin_offset,
  hits_per_morale_penalty, commander_contact, commander_bonus,
  // base sizes, inches
  base_width, base_depth, gun_base_width, gun_base_depth, guns_per_battery,
  // artillery fire
  artillery_short, artillery_medium, artillery_long,
  artillery_friend_behind_bonus, artillery_friend_behind_distance, artillery_enfilade_bonus,
  artillery_skirmish_target, artillery_min_dice, artillery_friend_clearance, artillery_arc,
  // small arms fire
  musket_short, musket_medium, musket_long,
  breechloader_short, breechloader_medium, breechloader_long, breechloader_hit_on,
  skirmish_target, skirmish_firer, square_firer, small_arms_min_dice, table_zero_fires,
  hit_on, fire_lanes,
  // fire's morale consequence
  fire_check_hits, fire_fall_back_per_point,
  // movement, inches
  move_limbered, move_line, move_skirmish, move_column, move_square,
  move_cavalry_line, move_cavalry_column,
  rough_penalty, road_bonus, cavalry_rough_die_inches, drift, about_face_cost, interpenetration_clearance,
  gallop_factor, double_time_factor, double_time_hits, command_radius,
  // charge, retreat, rout
  charge_bonus, charge_drift, charge_halt_distance, support_distance,
  charge_flank_morale, charge_skirmish_morale, charge_cover_morale, cavalry_square_morale, close_combat_loser_morale,
  rear_support_dice, extra_support_dice, flank_attack_dice, vs_skirmish_dice, light_cover_attack_dice,
  heavy_cover_attack_dice, contact_fall_back, skirmish_evade_distance,
  retreat_hits, retreat_distance, retreat_extra_hits, rout_extra_hits, rout_at_hits, rout_blocked_surrenders,
  forced_move_interpenetrates, blocked_forced_move_hits, forced_move_sidestep, forced_move_sidestep_step,
  cavalry_evades_infantry_charge, skirmishers_evade_charge, engaged_units_support,
  // commanders
  commander_death_roll, commander_heavy_bonus, brigadier_death_hits,
  // army generation
  western_arming_modifier, late_war_month_1864,
  // the optional generals rules: orders by courier
  order_couriers, order_send_target, order_receive_target, order_veteran_modifier, order_raw_modifier,
  courier_first_ride, courier_later_ride, order_retry_failed_send, order_retry_failed_receive,
  cover_sight,
  // losses in men
  hit_share_of_men,
  count
};

class IgorParameters : public ParameterTable<Param> {
 public:
  IgorParameters();
  int morale_level(Quality q) const;
};

}  // namespace caisson::igor
