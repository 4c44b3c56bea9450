#pragma once
// Morale: a unit hit in combat tosses one die (its general may first try to rally it) and
// rallies, loses a stand or falls back, or both. A general killed rallying leaves his brigade
// to toss for its orders.
#include <string_view>

#include "engine/dice/tally.hpp"
#include "engine/forces/unit.hpp"
#include "engine/rules/north/parameters.hpp"

namespace caisson {
struct Battle;
}

namespace caisson::north {

enum class Combat : std::uint8_t { fire, melee };
enum class MoraleResult : std::uint8_t { rallies, stand_or_fall_back, both };

// What the morale toss's modifier asks of the unit.
struct MoraleSituation {
  bool artillery = false;
  bool skirmishers = false;
  bool in_cover = false;
};
Tally morale_modifiers(const NorthParameters& p, const MoraleSituation& s, Combat c);  // by name
int morale_modifier(const NorthParameters& p, const MoraleSituation& s, Combat c);
// The modifier to the morale toss before any general's help.
Tally morale_modifiers(const Battle& b, const NorthParameters& p, const Unit& u, Combat c);
int morale_modifier(const Battle& b, const NorthParameters& p, const Unit& u, Combat c);

// What a general's rally die does: on general_killed_on or more he is killed; in a melee, on
// general_captured_on or more he is captured; else a die of general_rally_subtracts_at_most or
// less comes off the unit's morale toss.
enum class GeneralFate : std::uint8_t { unharmed, killed, captured };
struct RallyDie {
  GeneralFate fate = GeneralFate::unharmed;
  int subtracts = 0;
};
RallyDie rally_die(const NorthParameters& p, int die, Combat c);
MoraleResult morale_result(const NorthParameters& p, int total);

// The whole check, from the general's rally attempt to its result.
void check_morale(Battle& b, const NorthParameters& p, Unit& u, Combat c);

// The owner's choice on the middle result, as morale_choice says.
bool falls_back_rather_than_lose_a_stand(const Battle& b, const NorthParameters& p, const Unit& u);
void lose_stand(Battle& b, const NorthParameters& p, Unit& u);
// Falls back (10", cavalry 15") toward its own edge and re-forms not deployed (column, limbered).
void fall_back(Battle& b, const NorthParameters& p, Unit& u, std::string_view cause);

// A brigade whose general was killed tosses for its new orders.
void brigade_orders_check(Battle& b, const NorthParameters& p, FormationId brigade);
// The new order for a toss of `total` (modifiers included).
std::string_view orders_after_general_killed(const NorthParameters& p, int total);

// True of the words that mean "go forward" and "go back" (the battle file's and north's own).
bool is_advancing_order(std::string_view order);
bool is_withdrawing_order(std::string_view order);

}  // namespace caisson::north
