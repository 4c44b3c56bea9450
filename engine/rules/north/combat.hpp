#pragma once
// Combat by category — artillery, then musketry, then melee: the phasing player's units that
// attack one target together toss one die, hitting on 5-6 after the modifiers; a hit makes the
// target check morale.
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/play/action.hpp"
#include "engine/rules/north/morale.hpp"
#include "engine/rules/north/parameters.hpp"

namespace caisson {
struct Battle;
}

namespace caisson::north {

// One unit's part in an attack on a target, gathered through a phase and resolved at its end.
struct Attack {
  UnitId attacker = kNone;
  UnitId target = kNone;
};

double fire_reach(const NorthParameters& p, const Unit& u);
double fire_reach_in(const NorthParameters& p, const Unit& u, Formation f);

// Why the unit could not fire at the target as things stand (phase and earlier fire aside).
std::optional<std::string> aim_problem(const Battle& b, const NorthParameters& p, const Unit& u, UnitId target);
std::optional<std::string> check_fire(const Battle& b, const NorthParameters& p, const Fire& f);

// The modifier to the one die thrown by these attackers at this target.
int combat_modifier(const Battle& b, const NorthParameters& p, std::span<const Unit* const> attackers, const Unit& target,
                    Combat c);
// Does a die of `roll` with `modifier` hit?
bool is_hit(const NorthParameters& p, int roll, int modifier);

// Each target's attackers toss their one die together, in the order the targets were first
// attacked; a hit sends the target to its morale check.
void resolve_attacks(Battle& b, const NorthParameters& p, std::span<const Attack> attacks, Combat c);

// The melee phase: every enemy touching the phasing side's infantry and cavalry is attacked by
// those touching it (each attacker fights the enemy nearest its front).
void resolve_melees(Battle& b, const NorthParameters& p, Side phasing);

}  // namespace caisson::north
