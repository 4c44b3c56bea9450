#pragma once
// igor's close combat: one simultaneous round between a charger and the unit it reached, dice
// from the table by who fights whom, then a morale check for the side that took more HITs.
#include <memory_resource>
#include <span>
#include <vector>

#include "engine/dice/tally.hpp"
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
  int attacker_engaged = 0;   // further units of the charger's side in contact, not paired off
  int defender_engaged = 0;
  bool flank_attack = false;          // the charger struck a flank or the rear
  bool defender_skirmishers = false;  // the charger fights skirmishers
  Cover cover = Cover::none;          // the defender's
};
// Each side's dice in their parts (the table's, each modifier), and their numbers.
struct CombatTallies {
  Tally attacker, defender;
};
CombatTallies close_combat_tallies(const IgorParameters& p, const CombatSituation& s);
CombatDice close_combat_dice(const IgorParameters& p, const CombatSituation& s);

// Does the charger, facing as it does, strike the target's flank or rear?
bool strikes_flank(const Unit& attacker, const Unit& target);

// One individual combat: the main attacker and defender, each with the friends in contact with
// the enemy that are not paired off with one of their own ("additional unengaged units").
struct Engagement {
  UnitId attacker = kNone, defender = kNone;
  std::pmr::vector<UnitId> attacker_engaged, defender_engaged;
};

// Pairs off the chargers in contact (in the order the player gave them) and the enemies they
// touch into individual combats. The first combat is the target's: its main attacker is the
// first charger striking the target's flank or rear, else the first touching it. Each further
// charger touching an enemy not yet paired fights it; a charger or defender left over supports
// the combat of the enemy it touches (the target's, where it touches the target).
// Its lists (and those it keeps while pairing) take their room from `room`.
std::pmr::vector<Engagement> pair_off(const Battle& b, std::span<const UnitId> chargers, UnitId target,
                                      std::pmr::memory_resource* room = std::pmr::get_default_resource());

// Fights the round and applies everything that follows from it: the loser's morale and its
// supporters giving way with it (1 HIT each); a winning charger may advance into the ground the
// defender left (advance_after, the player's choice on the Charge). Units engaged alongside the
// main ones add extra_support_dice each and share the fate of supporters.
void fight_close_combat(Battle& b, const IgorParameters& p, Unit& attacker, Unit& defender,
                        std::span<const UnitId> attacker_supporters, bool advance_after = true,
                        std::span<const UnitId> attacker_engaged = {}, std::span<const UnitId> defender_engaged = {});

// A friend of the same brigade, in command, standing partly behind `u` within support_distance.
bool supports_from_rear(const Battle& b, const IgorParameters& p, const Unit& u, const Unit& friend_unit);

}  // namespace caisson::igor
