#include "engine/rules/north/parameters.hpp"

#include <cmath>

#include "engine/rules/parameter_table.hpp"

namespace caisson::north {
namespace {

using Default = ParameterDefault<Param>;

constexpr Default kDefaults[] = {
    {Param::confederates_first, "confederates_first", 1,
     "1: the Confederates (the side named CSA, Confederate, Rebel or South; else the second side) act and fight first every turn, as the text says; 0: the battle file's `first` side"},
    {Param::order_change_on, "order_change_on", 5, "a brigade commander changes his brigade's orders on this or more on a D6"},
    {Param::army_commander_changes_within, "army_commander_changes_within", 6,
     "inches: an order from the army commander this near the brigade changes it without a toss"},
    {Param::stands_poor, "stands_poor", 3, "stands a poor (raw) infantry or cavalry unit begins with"},
    {Param::stands_average, "stands_average", 4, "stands an average (seasoned) infantry or cavalry unit begins with"},
    {Param::stands_elite, "stands_elite", 5, "stands an elite (veteran) infantry or cavalry unit begins with"},
    {Param::crew_poor, "crew_poor", 1, "crew stands a poor battery begins with"},
    {Param::crew_average, "crew_average", 2, "crew stands an average battery begins with"},
    {Param::crew_elite, "crew_elite", 3, "crew stands an elite battery begins with"},
    {Param::figures_per_crew_stand, "figures_per_crew_stand", 2, "a battery's accomplishment toss counts its figures: this many a crew stand"},
    {Param::removed_below, "removed_below", 3, "an infantry or cavalry unit with fewer stands than this is removed"},
    {Param::stand_width, "stand_width", 1.5, "frontage of a stand, inches"},
    {Param::stand_depth, "stand_depth", 1.0, "depth of a stand, inches"},
    {Param::skirmish_front, "skirmish_front", 10, "frontage of infantry in skirmish order, inches"},
    {Param::gun_width, "gun_width", 1.5, "frontage of a battery (its gun), inches"},
    {Param::gun_depth, "gun_depth", 3.0, "depth of a battery (gun and crew, or gun and limber), inches"},
    {Param::move_deployed_foot, "move_deployed_foot", 5, "move of deployed infantry and dismounted cavalry, inches"},
    {Param::move_deployed_cavalry, "move_deployed_cavalry", 10, "move of deployed mounted cavalry, inches"},
    {Param::move_not_deployed, "move_not_deployed", 10, "move of infantry in column and limbered artillery, inches"},
    {Param::move_cavalry_not_deployed, "move_cavalry_not_deployed", 15, "move of mounted cavalry in column, inches"},
    {Param::move_skirmishers, "move_skirmishers", 10, "move of skirmishers, inches"},
    {Param::skirmishers_fire_after, "skirmishers_fire_after", 5, "skirmishers that moved farther than this may not fire that turn"},
    {Param::obstacle_passed_on, "obstacle_passed_on", 4, "a move across an obstacle happens on this or less on a D6 (else no move)"},
    {Param::rough_ground_is_obstacle, "rough_ground_is_obstacle", 1,
     "1: a move into or through rough ground (woods, rough, town) needs the obstacle toss too; 0: only linear obstacles"},
    {Param::charge_toss_cover_penalty, "charge_toss_cover_penalty", 1, "added to the accomplishment toss to charge an enemy behind cover"},
    {Param::hit_on, "hit_on", 5, "a combat die (plus modifiers) hits on this or more"},
    {Param::musketry_range_infantry, "musketry_range_infantry", 18, "musketry range of infantry and dismounted cavalry, inches"},
    {Param::musketry_range_cavalry, "musketry_range_cavalry", 12, "musketry range of mounted cavalry, inches"},
    {Param::artillery_range, "artillery_range", 48, "the farthest an unlimbered battery fires, inches (the text names none)"},
    {Param::artillery_long_range, "artillery_long_range", 24, "artillery firing from farther than this takes the long-range modifier"},
    {Param::front_arc, "front_arc", 45, "degrees either side of straight ahead a unit fires and charges"},
    {Param::long_range_artillery_modifier, "long_range_artillery_modifier", -1, "combat die: artillery firing from over artillery_long_range"},
    {Param::cover_modifier, "cover_modifier", -1, "combat die: the target is behind cover"},
    {Param::mounted_attacker_modifier, "mounted_attacker_modifier", -1, "combat die: mounted cavalry attack in melee"},
    {Param::first_melee_modifier, "first_melee_modifier", 1, "combat die: the first round of a melee (an attacker charged this turn)"},
    {Param::not_deployed_modifier, "not_deployed_modifier", 1, "combat die: the target is not deployed (column or limbered)"},
    {Param::mounted_target_modifier, "mounted_target_modifier", 1, "combat die: the target is mounted cavalry under fire"},
    {Param::extra_attacker_modifier, "extra_attacker_modifier", 1, "combat die: for every attacking unit after the first"},
    {Param::skirmisher_fire_penalty, "skirmisher_fire_penalty", -1, "combat die: skirmishers fire after crossing an obstacle or rough ground"},
    {Param::rallies_at_most, "rallies_at_most", 2, "a morale toss (with modifiers) of this or less rallies: no effect"},
    {Param::both_from, "both_from", 5, "a morale toss of this or more both loses a stand and falls back"},
    {Param::artillery_fire_morale, "artillery_fire_morale", -1, "morale toss: artillery under fire"},
    {Param::artillery_melee_morale, "artillery_melee_morale", 1, "morale toss: artillery in melee"},
    {Param::cover_fire_morale, "cover_fire_morale", -1, "morale toss: any unit behind cover under fire"},
    {Param::skirmisher_melee_morale, "skirmisher_melee_morale", 2, "morale toss: skirmishers after a melee"},
    {Param::fall_back, "fall_back", 10, "inches a unit falls back on a morale result"},
    {Param::fall_back_cavalry, "fall_back_cavalry", 15, "inches mounted cavalry falls back on a morale result"},
    {Param::morale_choice, "morale_choice", 2,
     "the owner's choice on a middle morale result: 0 always lose a stand, 1 always fall back, 2 by orders (withdrawing "
     "brigades and units a stand loss would remove fall back; the rest stand and lose a stand)"},
    {Param::artillery_crews_leave_guns, "artillery_crews_leave_guns", 1,
     "1: a battery whose crew falls back leaves its gun and the fight; 0: it falls back limbered, gun and all"},
    {Param::generals_rally, "generals_rally", 1, "1: a general within reach always tries to rally a unit before its morale toss; 0: never"},
    {Param::general_rally_reach, "general_rally_reach", 6, "inches from a unit within which its brigade's general (or the army commander) may rally it"},
    {Param::general_rally_subtracts_at_most, "general_rally_subtracts_at_most", 3,
     "a rallying general's die of this or less is taken off the unit's morale toss"},
    {Param::general_captured_on, "general_captured_on", 5, "a rallying general's die: captured on this in melee"},
    {Param::general_killed_on, "general_killed_on", 6, "a rallying general's die: killed on this or more"},
    {Param::orders_withdraw_at_most, "orders_withdraw_at_most", 2, "after its general is killed a brigade withdraws on this or less"},
    {Param::orders_advance_from, "orders_advance_from", 5, "after its general is killed a brigade advances on this or more (holds between)"},
    {Param::orders_withdrawing_modifier, "orders_withdrawing_modifier", -1, "the orders toss of a brigade that was withdrawing"},
    {Param::orders_advancing_modifier, "orders_advancing_modifier", 1, "the orders toss of a brigade that was advancing"},
    {Param::cover_sight, "cover_sight", 1.0,
     "inches: a line of sight or fire may run this far into woods or a town at either end (a unit in or at the edge of a wood sees and is seen so far in, so two lines inside one wood see each other within twice this)"},
};
static_assert(std::size(kDefaults) == static_cast<std::size_t>(Param::count), "one default per parameter");

}  // namespace

NorthParameters::NorthParameters() : ParameterTable<Param>("north", kDefaults) {}

}  // namespace caisson::north
