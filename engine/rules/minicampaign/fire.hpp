#pragma once
// Fire: the target visible, in range and in the ±45° frontal arc; dice by weapon, range and
// front-rank stands; 5-6 hits; half dice for disordered firers; +1 a die for superior
// firepower; half effect against cover.
#include <optional>
#include <string>

#include "engine/dice/tally.hpp"
#include "engine/play/action.hpp"
#include "engine/rules/minicampaign/parameters.hpp"
#include "engine/rules/shot_quote.hpp"

namespace caisson {
struct Battle;
}

namespace caisson::minicampaign {

enum class ArmsClass : std::uint8_t { rifle, musket, artillery };
ArmsClass arms_class(const Unit& u);

int front_rank_stands(const MiniParameters& p, const Unit& u);
// Dice thrown at a target `range` inches away (0 when out of range), before disorder.
int base_fire_dice(const MiniParameters& p, const Unit& u, double range);
// The same, halved for a disordered firer (never below fire_min_dice).
// The dice in their parts (the front rank's by range, halved when disordered or routing).
Tally fire_tally(const MiniParameters& p, const Unit& u, double range);
int fire_dice(const MiniParameters& p, const Unit& u, double range);
int die_bonus(const MiniParameters& p, const Unit& u);  // superior firepower
// The lowest die that hits: hit_on, less the superior firepower bonus (never below 1).
int hit_number(const MiniParameters& p, const Unit& u);
double fire_reach(const MiniParameters& p, const Unit& u);  // 0: cannot shoot
// Hits after half effect (against cover, mounted cavalry shooting in woods, a charge over an obstacle).
int effective_hits(const MiniParameters& p, int hits, bool half_effect);

std::optional<std::string> check_fire(const Battle& b, const MiniParameters& p, const Fire& f);
// What stops `u`, as it stands, firing at `target` whenever it may fire: its arms, its formation,
// the range, its arc, the line of sight, a front rank. (check_fire adds having fired already.)
std::optional<std::string> aim_problem(const Battle& b, const MiniParameters& p, const Unit& u, UnitId target);
// The shot resolve_fire would throw at the target now (no charge over an obstacle): its dice in
// their parts, what hits, and the half effect against cover.
ShotQuote quote_fire(const Battle& b, const MiniParameters& p, const Unit& u, const Unit& target);
// Returns the hits the target took, for charge resolution.
int resolve_fire(Battle& b, const MiniParameters& p, const Fire& f, bool charged_over_obstacle);

}  // namespace caisson::minicampaign
