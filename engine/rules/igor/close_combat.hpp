#pragma once
// igor's close combat: one simultaneous round between a charger and the unit it reached, dice
// from the table by who fights whom, then a morale check for the side that took more HITs.
#include <span>

#include "engine/battlefield/terrain.hpp"
#include "engine/rules/igor/parameters.hpp"

namespace caisson {
struct Battle;
}

namespace caisson::igor {

enum class Opponent : std::uint8_t { infantry, mounted_cavalry, artillery, square };
Opponent opponent_kind(const Unit& defender);

struct CombatDice {
  int attacker = 0, defender = 0;
};
// The table: infantry 6<>3, 4<>2, 8<>2, 5<>2; mounted cavalry 7<>3, 6<>4, 9<>2, 3<>3.
CombatDice close_combat_table(bool attacker_mounted, Opponent vs);

struct CombatSituation {
  bool attacker_mounted = false;
  Opponent vs = Opponent::infantry;
  int attacker_supports = 0;  // friends supporting the charger
  int defender_supports = 0;
  bool flank_attack = false;          // the charger struck a flank or the rear
  bool defender_skirmishers = false;  // the charger fights skirmishers
  Cover cover = Cover::none;          // the defender's
};
CombatDice close_combat_dice(const IgorParameters& p, const CombatSituation& s);

// Did the charger, standing where it is, strike the target's flank or rear?
bool strikes_flank(const Unit& attacker, const Unit& target);

// Fights the round and applies everything that follows from it: the loser's morale and its
// supporters giving way with it (1 HIT each); a winning charger may advance into the ground the
// defender left (advance_after, the player's choice on the Charge).
void fight_close_combat(Battle& b, const IgorParameters& p, Unit& attacker, Unit& defender,
                        std::span<const UnitId> attacker_supporters, bool advance_after = true);

// A friend of the same brigade, in command, standing partly behind `u` within support_distance.
bool supports_from_rear(const Battle& b, const IgorParameters& p, const Unit& u, const Unit& friend_unit);

}  // namespace caisson::igor
