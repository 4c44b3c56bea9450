#include "engine/rules/igor/parameters.hpp"

#include "engine/rules/parameter_table.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include <fmt/format.h>

namespace caisson::igor {
namespace {

using Default = ParameterDefault<Param>;

// 50mm, the depth of a base and the text's "within 50mm" distances, in inches.
constexpr double k50mm = 50.0 / 25.4;

constexpr Default kDefaults[] = {
    {Param::morale_raw, "morale_raw", 7, "morale level of raw troops: 2D6 plus modifiers must score higher"},
    {Param::morale_seasoned, "morale_seasoned", 6, "morale level of seasoned troops"},
    {Param::morale_veteran, "morale_veteran", 5, "morale level of veteran troops"},
    {Param::morale_margin_offset, "morale_margin_offset", 1,
     "a failed check fails by (level + this) - score: 1 counts from the score needed, 0 from the level"},
    {Param::hits_per_morale_penalty, "hits_per_morale_penalty", 2, "-1 on morale for every full this many HITs"},
    {Param::commander_contact, "commander_contact", 1.0,
     "inches between a brigade commander's position and the unit that count as base contact"},
    {Param::commander_bonus, "commander_bonus", 1, "morale bonus when the brigade commander is in base contact"},
    {Param::base_width, "base_width", 100.0 / 25.4, "infantry and cavalry base frontage, inches (100mm)"},
    {Param::base_depth, "base_depth", k50mm, "infantry, cavalry and gun base depth, inches (50mm)"},
    {Param::gun_base_width, "gun_base_width", 33.0 / 25.4, "gun base frontage, inches (33mm)"},
    {Param::gun_base_depth, "gun_base_depth", k50mm, "gun base depth, inches (50mm)"},
    {Param::guns_per_battery, "guns_per_battery", 4, "gun bases in a full battery (the table's dice are for a full one)"},
    {Param::artillery_short, "artillery_short", 15, "artillery short range ends, inches"},
    {Param::artillery_medium, "artillery_medium", 40, "artillery medium range ends, inches"},
    {Param::artillery_long, "artillery_long", 60, "artillery long range ends, inches"},
    {Param::artillery_friend_behind_bonus, "artillery_friend_behind_bonus", 1,
     "extra artillery dice when the target has a friend close behind its far side"},
    {Param::artillery_friend_behind_distance, "artillery_friend_behind_distance", k50mm,
     "how close behind the target that friend must be, inches (50mm)"},
    {Param::artillery_enfilade_bonus, "artillery_enfilade_bonus", 3, "extra artillery dice for enfilade fire or against a square"},
    {Param::artillery_skirmish_target, "artillery_skirmish_target", -1, "artillery dice against skirmishers"},
    {Param::artillery_min_dice, "artillery_min_dice", 0,
     "fewest dice artillery throws after modifiers (the text gives artillery no floor)"},
    {Param::artillery_friend_clearance, "artillery_friend_clearance", 6,
     "artillery never fires over friends at a target within this many inches of them"},
    {Param::artillery_arc, "artillery_arc", 45, "degrees either side of straight ahead that artillery may fire"},
    {Param::musket_short, "musket_short", 6, "small arms short range ends, inches"},
    {Param::musket_medium, "musket_medium", 12, "small arms medium range ends, inches"},
    {Param::musket_long, "musket_long", 18, "small arms long range ends, inches"},
    {Param::breechloader_short, "breechloader_short", 8, "breech-loader short range ends, inches"},
    {Param::breechloader_medium, "breechloader_medium", 16, "breech-loader medium range ends, inches"},
    {Param::breechloader_long, "breechloader_long", 24, "breech-loader long range ends, inches"},
    {Param::breechloader_hit_on, "breechloader_hit_on", 5, "a breech-loader's die scores a HIT on this or more"},
    {Param::skirmish_target, "skirmish_target", -1, "small arms dice against skirmishers"},
    {Param::skirmish_firer, "skirmish_firer", -1, "small arms dice when skirmishers (not dismounted cavalry) fire"},
    {Param::square_firer, "square_firer", -2, "small arms dice when a square fires"},
    {Param::small_arms_min_dice, "small_arms_min_dice", 1, "modifiers never take small arms fire below this many dice"},
    {Param::table_zero_fires, "table_zero_fires", 0,
     "1: a small arms table entry of 0 (heavy cover, long range) still throws the minimum; 0: it throws none"},
    {Param::hit_on, "hit_on", 6, "a fire die scores a HIT on this or more"},
    {Param::fire_lanes, "fire_lanes", 9, "lanes across a firer's front sampled to see what its fire straight ahead meets"},
    {Param::fire_check_hits, "fire_check_hits", 2, "HITs from fire in one phase that force a morale check"},
    {Param::fire_fall_back_per_point, "fire_fall_back_per_point", 2,
     "inches a unit failing its fire morale check falls back per point it failed by"},
    {Param::move_limbered, "move_limbered", 10, "limbered artillery move, inches"},
    {Param::move_line, "move_line", 10, "infantry line move, inches"},
    {Param::move_skirmish, "move_skirmish", 10, "skirmish line move, inches (rough ground costs skirmishers nothing)"},
    {Param::move_column, "move_column", 15, "infantry column move, inches"},
    {Param::move_square, "move_square", 0, "square move, inches (the movement table gives squares no rate)"},
    {Param::move_cavalry_line, "move_cavalry_line", 10, "mounted cavalry line move, inches"},
    {Param::move_cavalry_column, "move_cavalry_column", 15, "mounted cavalry column move, inches"},
    {Param::rough_penalty, "rough_penalty", 5, "inches lost when a move crosses rough (infantry and artillery)"},
    {Param::road_bonus, "road_bonus", 5, "inches gained by columns and limbered artillery moving all along a road"},
    {Param::cavalry_rough_die_inches, "cavalry_rough_die_inches", 1,
     "mounted cavalry lose one D6 times this many inches in rough (the text also says centimetres: 0.3937)"},
    {Param::drift, "drift", k50mm, "inches a line may drift sideways in a move (50mm)"},
    {Param::about_face_cost, "about_face_cost", 0.5, "fraction of the move an about face costs"},
    {Param::interpenetration_clearance, "interpenetration_clearance", 1,
     "a move through a friend must end within this many inches beyond it (\"once it reaches the other side\")"},
    {Param::gallop_factor, "gallop_factor", 2, "mounted cavalry galloping (once per game) multiply their move by this"},
    {Param::double_time_factor, "double_time_factor", 2, "infantry at double time (once per game) multiply their move by this"},
    {Param::double_time_hits, "double_time_hits", 2, "HITs infantry take after moving at double time"},
    {Param::command_radius, "command_radius", 8, "inches from its brigade commander a unit counts as in command"},
    {Param::charge_bonus, "charge_bonus", 5, "inches a charge (and a rout move) adds to the normal move"},
    {Param::charge_drift, "charge_drift", 5, "inches a charger may wheel or drift before going straight ahead"},
    {Param::charge_halt_distance, "charge_halt_distance", 3,
     "a charger failing its morale halts after half its charge move, never closer than this to the target"},
    {Param::support_distance, "support_distance", 5, "inches behind a unit a supporting friend may stand"},
    {Param::charge_flank_morale, "charge_flank_morale", 2, "charge morale modifier against a flank, the rear, or routing troops"},
    {Param::charge_skirmish_morale, "charge_skirmish_morale", 1, "charge morale modifier against skirmishers or dismounted cavalry"},
    {Param::charge_cover_morale, "charge_cover_morale", -1, "charge morale modifier against a unit in cover"},
    {Param::cavalry_square_morale, "cavalry_square_morale", -2, "charge morale modifier for cavalry charging a square"},
    {Param::close_combat_loser_morale, "close_combat_loser_morale", -1, "morale modifier for the side that took more HITs in a close combat"},
    {Param::rear_support_dice, "rear_support_dice", 3, "close combat dice for a non-artillery friend supporting from the rear"},
    {Param::extra_support_dice, "extra_support_dice", 2, "close combat dice for each further unengaged supporting unit"},
    {Param::flank_attack_dice, "flank_attack_dice", 3, "close combat dice for attacking a flank or the rear"},
    {Param::vs_skirmish_dice, "vs_skirmish_dice", 3, "close combat dice against skirmishers"},
    {Param::light_cover_attack_dice, "light_cover_attack_dice", -2, "attacker's close combat dice against a defender in light cover"},
    {Param::heavy_cover_attack_dice, "heavy_cover_attack_dice", -3, "attacker's close combat dice against a defender in heavy cover"},
    {Param::contact_fall_back, "contact_fall_back", 4,
     "inches the side with more HITs (the charger on a tie) falls back when units are still in contact after close combat"},
    {Param::skirmish_evade_distance, "skirmish_evade_distance", 10,
     "inches skirmishers fall back from a charge: failing their test by 1 or 2, or passing and choosing to"},
    {Param::retreat_hits, "retreat_hits", 5, "units with this many HITs test morale in their retreat phase"},
    {Param::retreat_distance, "retreat_distance", 10,
     "inches a unit failing its retreat phase check falls back (the text says 4 in one place, 10 in another)"},
    {Param::retreat_extra_hits, "retreat_extra_hits", 1, "HITs a unit failing its retreat phase check takes"},
    {Param::rout_extra_hits, "rout_extra_hits", 1, "HITs a routing unit takes each rout move"},
    {Param::rout_at_hits, "rout_at_hits", 0,
     "a unit reaching this many HITs starts routing (0: never; the text routs units only by close combat)"},
    {Param::rout_blocked_surrenders, "rout_blocked_surrenders", 0.5,
     "a rout move stopped short before this share of its distance ends in surrender: the unit is removed, captured "
     "(0: never, it stays routing where it is stopped; the text is silent)"},
    {Param::forced_move_interpenetrates, "forced_move_interpenetrates", 1,
     "1: a fall-back or rout move passes through friends in its way and ends once clear of them; 0: they stop it"},
    {Param::blocked_forced_move_hits, "blocked_forced_move_hits", 1,
     "HITs a unit takes when a fall-back or rout move is stopped short by a unit or impassable ground (the text is silent)"},
    {Param::forced_move_sidestep, "forced_move_sidestep", 1.97,
     "inches a blocked fall-back or rout move may step sideways to go round the blocker (0: never; default the 50mm drift)"},
    {Param::forced_move_sidestep_step, "forced_move_sidestep_step", 0.5,
     "inches between the sidesteps tried, left then right, nearest first"},
    {Param::cavalry_evades_infantry_charge, "cavalry_evades_infantry_charge", 1,
     "mounted cavalry charged by infantry: 1 falls back a full move instead of testing (the defender's option, always taken); 0 tests"},
    {Param::skirmishers_evade_charge, "skirmishers_evade_charge", 2,
     "skirmishers passing their test to receive a charge: 0 stand and fire, 1 fall back, 2 fall back when their brigade's order is retire"},
    {Param::engaged_units_support, "engaged_units_support", 1,
     "1: other chargers and defenders in contact but not paired off support their side's main unit (+extra_support_dice each); 0: they add nothing"},
    {Param::commander_death_roll, "commander_death_roll", 11, "a commander's survival test fails on 2D6 of this or more"},
    {Param::commander_heavy_bonus, "commander_heavy_bonus", 2,
     "added to the survival roll when the attack was by mounted cavalry or the unit took 2+ HITs"},
    {Param::brigadier_death_hits, "brigadier_death_hits", 1, "HITs each unit of a brigade takes when its brigadier dies"},
    {Param::western_arming_modifier, "western_arming_modifier", -1,
     "added to the arming table's D10 for battles in the Western theatre"},
    {Param::late_war_month_1864, "late_war_month_1864", 5,
     "1864 is in both the mid- and late-war quality tables: battles from this month of 1864 use late war"},
    {Param::order_couriers, "order_couriers", 1, "1: orders travel by courier (the optional generals rules); 0: they take effect at once"},
    {Param::order_send_target, "order_send_target", 4, "a D6 plus the sender's quality modifier must reach this to send an order"},
    {Param::order_receive_target, "order_receive_target", 4, "a D6 plus the recipient's quality modifier must reach this to act on it"},
    {Param::order_veteran_modifier, "order_veteran_modifier", 1, "send/receive modifier for a veteran general"},
    {Param::order_raw_modifier, "order_raw_modifier", -1, "send/receive modifier for a raw general"},
    {Param::courier_first_ride, "courier_first_ride", 10, "inches a courier rides on its first move"},
    {Param::courier_later_ride, "courier_later_ride", 20, "inches a courier rides on each later move"},
    {Param::order_retry_failed_send, "order_retry_failed_send", 1,
     "a failed send roll: 1 tries again next turn (the text is silent), 0 loses the order"},
    {Param::order_retry_failed_receive, "order_retry_failed_receive", 1,
     "a failed receive roll: 1 tries again next turn (the text is silent), 0 loses the order"},
    {Param::cover_sight, "cover_sight", 1.0,
     "inches: a line of sight or fire may run this far into woods or a town at either end (a unit in or at the edge of a wood sees and is seen so far in, so two lines inside one wood see each other within twice this)"},
    {Param::hit_share_of_men, "hit_share_of_men", 0.05,
     "losses in men: the share of a unit's men (killed, wounded and missing) each HIT still marked on it stands for, "
     "at most all of them; a unit destroyed (overrun, surrendered) has lost all its men"},
};
static_assert(std::size(kDefaults) == static_cast<std::size_t>(Param::count), "one default per parameter");

}  // namespace

IgorParameters::IgorParameters() : ParameterTable<Param>("igor", kDefaults) {}

int IgorParameters::morale_level(Quality q) const {
  switch (q) {
    case Quality::raw: return whole(Param::morale_raw);
    case Quality::seasoned: return whole(Param::morale_seasoned);
    case Quality::veteran: return whole(Param::morale_veteran);
  }
  return whole(Param::morale_seasoned);
}

}  // namespace caisson::igor
