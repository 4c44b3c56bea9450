#pragma once
// Combat by category — artillery, then musketry, then melee: the phasing player's units that
// attack one target together toss one die, hitting on 5-6 after the modifiers; a hit makes the
// target check morale.
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/dice/tally.hpp"
#include "engine/play/action.hpp"
#include "engine/rules/north/morale.hpp"
#include "engine/rules/north/north_state.hpp"
#include "engine/rules/north/parameters.hpp"
#include "engine/rules/shot_quote.hpp"

namespace caisson {
struct Battle;
}

namespace caisson::north {

double fire_reach(const NorthParameters& p, const Unit& u);
double fire_reach_in(const NorthParameters& p, const Unit& u, Formation f);

// Why the unit could not fire at the target as things stand (phase and earlier fire aside).
std::optional<std::string> aim_problem(const Battle& b, const NorthParameters& p, const Unit& u, UnitId target);
std::optional<std::string> check_fire(const Battle& b, const NorthParameters& p, const Fire& f);

// What modifies the one die an attack throws, as the rules ask of the attackers and the target.
struct CombatSituation {
  int attackers = 1;                 // units attacking the target together
  bool cover = false;                // the target in cover (under fire, skirmishers count as in cover)
  bool target_deployed = true;
  bool mounted_target = false;       // fire only
  bool long_range_artillery = false; // fire only: guns beyond artillery_long_range
  bool skirmishers_crossed_rough = false;  // fire only: skirmishing attackers that crossed rough
  bool mounted_attacker = false;     // melee only
  bool charged = false;              // melee only: an attacker charged this turn
};
Tally combat_modifiers(const NorthParameters& p, const CombatSituation& s, Combat c);  // by name
int combat_modifier(const NorthParameters& p, const CombatSituation& s, Combat c);

// The modifier to the one die thrown by these attackers at this target.
int combat_modifier(const Battle& b, const NorthParameters& p, std::span<const Unit* const> attackers, const Unit& target,
                    Combat c);
Tally combat_modifiers(const Battle& b, const NorthParameters& p, std::span<const Unit* const> attackers,
                       const Unit& target, Combat c);
// Melee's one exception to the die: skirmishers attacked in melee lose it.
bool hit_without_die(const Unit& target, Combat c);
// Does a die of `roll` with `modifier` hit?
bool is_hit(const NorthParameters& p, int roll, int modifier);

// The one die these attackers would toss at the target by fire, as resolve_attacks tosses it:
// the score it needs, the rules' hit_on less each modifier.
ShotQuote quote_attack(const Battle& b, const NorthParameters& p, std::span<const Unit* const> attackers, const Unit& target);

// Each target's attackers toss their one die together, in the order the targets were first
// attacked; a hit sends the target to its morale check.
void resolve_attacks(Battle& b, const NorthParameters& p, std::span<const Attack> attacks, Combat c);

// The melee phase: every enemy touching the phasing side's infantry and cavalry is attacked by
// those touching it (each attacker fights the enemy nearest its front).
void resolve_melees(Battle& b, const NorthParameters& p, Side phasing);

}  // namespace caisson::north
