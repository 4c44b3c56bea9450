#pragma once
// A unit's condition under minicampaign: hits turned into lost stands, shaken and fresh, and the
// half-D6 of straggler hits. Hits are kept on Unit::hits; stands follow from them.
#include <string_view>

#include "engine/rules/minicampaign/parameters.hpp"

namespace caisson {
struct Battle;
struct Unit;
class Dice;
}  // namespace caisson

namespace caisson::minicampaign {

int stands_lost(const Unit& u);
bool is_shaken(const MiniParameters& p, const Unit& u);
bool is_fresh(const Unit& u);
// The share of its men a unit has lost: its hits of those that would take every stand (a
// battery's, of those that remove it).
double share_of_hits_taken(const MiniParameters& p, const Unit& u);
// Guns a battery fires as (battery_stands_per_gun of the scenario's stands to a gun, at least 1).
int guns_of(const MiniParameters& p, const Unit& u);

// Takes hits: infantry and cavalry lose a stand per hits_per_stand, a battery is removed at
// artillery_removed_at; a unit with no stands left is destroyed.
void apply_hits(Battle& b, const MiniParameters& p, Unit& u, int hits, std::string_view cause);

// 1/2 D6, rounded as half_die_round_up says.
int half_d6(Battle& b, const MiniParameters& p, std::string_view purpose);

}  // namespace caisson::minicampaign
