#include "engine/rules/minicampaign/parameters.hpp"

#include "engine/rules/brigade_stands.hpp"
#include "engine/rules/parameter_table.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include <fmt/format.h>

namespace caisson::minicampaign {
namespace {

using Default = ParameterDefault<Param>;

constexpr Default kDefaults[] = {
    {Param::initiative_tie_to_scenario_first, "initiative_tie_to_scenario_first", 1,
     "1: tied initiative dice give the turn to the battle file's `first` side; 0: roll again until they differ"},
    {Param::steady_at, "steady_at", 5, "activation score (1D6 + modifiers) from which a unit is Steady"},
    {Param::cautious_at, "cautious_at", 3, "activation score from which a unit is Cautious"},
    {Param::hesitant_at, "hesitant_at", 1, "activation score from which a unit is Hesitant; below it, Broken"},
    {Param::general_radius, "general_radius", 6, "inches from a general that give +1 on activation"},
    {Param::brigadiers_count_as_generals, "brigadiers_count_as_generals", 0,
     "1: a brigade's own commander gives the activation +1; 0: only division and higher generals do"},
    {Param::cautious_move_fraction, "cautious_move_fraction", 0.5, "part of its move a Cautious unit makes"},
    {Param::hesitant_fall_back_fraction, "hesitant_fall_back_fraction", 0.5,
     "part of its move a Hesitant unit may fall back (it may not advance)"},
    {Param::engaged_zone, "engaged_zone", 3, "inches from an enemy within which a unit is engaged (and a move there is a charge)"},
    {Param::front_zone, "front_zone", 6, "inches in front of an enemy within which a unit may only advance on it or retreat"},
    {Param::front_zone_tolerance, "front_zone_tolerance", 20,
     "degrees a move may stray from directly toward (or away from) the enemy in front of it"},
    {Param::front_arc, "front_arc", 45, "degrees either side of straight ahead of the frontal arc (fire, front zone)"},
    {Param::move_infantry, "move_infantry", 12, "infantry move, inches"},
    {Param::move_cavalry_mounted, "move_cavalry_mounted", 18, "mounted cavalry move, inches"},
    {Param::move_cavalry_dismounted, "move_cavalry_dismounted", 9, "dismounted cavalry move, inches"},
    {Param::move_artillery, "move_artillery", 12, "limbered artillery move, inches"},
    {Param::road_bonus, "road_bonus", 6, "inches added to a column (or limbered battery) moving all along a road"},
    {Param::terrain_factor, "terrain_factor", 0.5, "a move through difficult (infantry) or broken (cavalry, guns) ground is multiplied by this"},
    {Param::obstacles_slow_mounted, "obstacles_slow_mounted", 0,
     "1: crossing a stream, fence or wall halves cavalry and artillery too; 0: only infantry (difficult terrain)"},
    {Param::formation_change_fraction, "formation_change_fraction", 0.5, "part of the move a formation change costs"},
    {Param::pass_through_fraction, "pass_through_fraction", 0.5, "part of the move passing through friends costs"},
    {Param::stand_width, "stand_width", 1.5, "frontage of an infantry or cavalry stand, inches"},
    {Param::stand_depth, "stand_depth", 1.0, "depth of an infantry or cavalry stand, inches"},
    {Param::brigade_stands_least, kBrigadeStandsLeast, kDefaultBrigadeStandsLeast,
     "a brigade merged from the battle file's regiments has at least this many stands (fewer are raised to it)"},
    {Param::brigade_stands_most, kBrigadeStandsMost, kDefaultBrigadeStandsMost,
     "a brigade merged from the battle file's regiments has at most this many stands (more are cut to it; raise it to keep a big brigade's stands)"},
    {Param::column_width_stands, "column_width_stands", 1, "stands abreast in a column (the road rule's \"column 1 wide\")"},
    {Param::gun_width, "gun_width", 1.5, "frontage of a battery (one gun model), inches"},
    {Param::gun_depth, "gun_depth", 2.0, "depth of a battery, inches"},
    {Param::battery_stands_per_gun, "battery_stands_per_gun", 4,
     "a battery fires as one gun per this many of the scenario's stands (a 4-stand battery is one gun)"},
    {Param::hit_on, "hit_on", 5, "a fire die hits on this or more"},
    {Param::close_range, "close_range", 3, "small arms close range, inches (1 die a stand)"},
    {Param::rifle_range, "rifle_range", 6, "rifle range, inches"},
    {Param::musket_range, "musket_range", 6, "carbine and musket range, inches"},
    {Param::artillery_close_range, "artillery_close_range", 6, "artillery close range, inches"},
    {Param::artillery_range, "artillery_range", 24, "artillery range, inches"},
    {Param::rifle_stands_per_die, "rifle_stands_per_die", 2, "rifles beyond close range: one die per this many stands"},
    {Param::musket_stands_per_die, "musket_stands_per_die", 3, "carbines and muskets beyond close range: one die per this many stands"},
    {Param::artillery_close_dice, "artillery_close_dice", 3, "artillery dice per gun at close range"},
    {Param::artillery_dice, "artillery_dice", 2, "artillery dice per gun beyond close range"},
    {Param::fire_min_dice, "fire_min_dice", 1, "a unit that may fire throws at least this many dice after rounding down"},
    {Param::superior_firepower, "superior_firepower", 1, "added to each die of breech-loaders (and heavy guns)"},
    {Param::rifled_guns_superior, "rifled_guns_superior", 0, "1: rifled batteries count as heavy guns (superior firepower)"},
    {Param::mounted_cavalry_fire, "mounted_cavalry_fire", 0, "1: mounted cavalry may shoot; 0: they charge, and shoot dismounted"},
    {Param::cover_round_up, "cover_round_up", 0, "half effect against cover halves the hits, rounding up (1) or down (0)"},
    {Param::hits_per_stand, "hits_per_stand", 2, "infantry and cavalry lose a stand for every this many hits"},
    {Param::artillery_removed_at, "artillery_removed_at", 4, "hits that remove a battery"},
    {Param::artillery_shaken_at, "artillery_shaken_at", 3, "hits that shake a battery"},
    {Param::half_die_round_up, "half_die_round_up", 1, "1/2 D6 (stragglers) rounds up (1) or down (0)"},
    {Param::charge_closing_distance, "charge_closing_distance", 1, "inches from its target a charger halts"},
    {Param::charge_tie_charger_retreats, "charge_tie_charger_retreats", 1,
     "1: a tied charge resolution sends the charger back a half move; 0: both stand"},
    {Param::shaken_and_raw_cumulative, "shaken_and_raw_cumulative", 0, "1: a shaken raw unit takes -2 in charge resolution; 0: -1"},
    {Param::general_attach_distance, "general_attach_distance", 4, "inches from a unit a general counts as attached to it"},
    {Param::general_hit_on, "general_hit_on", 5, "an attached general's die inflicts or cancels a hit on this or more"},
    {Param::general_wounded_on, "general_wounded_on", 1, "an attached general is wounded on this or less"},
    {Param::general_cancels_first, "general_cancels_first", 0,
     "1: a successful general's die cancels a hit his unit took from that enemy this turn if it took one; 0: it always inflicts one"},
    {Param::cover_sight, "cover_sight", 1.0,
     "inches: a line of sight or fire may run this far into woods or a town at either end (a unit in or at the edge of a wood sees and is seen so far in, so two lines inside one wood see each other within twice this)"},
};
static_assert(std::size(kDefaults) == static_cast<std::size_t>(Param::count), "one default per parameter");

}  // namespace

MiniParameters::MiniParameters() : ParameterTable<Param>("minicampaign", kDefaults) {}

}  // namespace caisson::minicampaign
