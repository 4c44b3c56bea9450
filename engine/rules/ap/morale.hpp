#pragma once
// ap's morale: a pool of dice (a die per casualty marker, more for what shakes a unit, fewer for
// what steadies it, at most ten); every 4, 5 or 6 is a fail, and the number of fails decides.
// Units with casualty markers test at the start of their turn; the loser of a fight tests at
// its end; units near a rout test for seeing it. Losses are half-bases, rolled on a D6.
#include "engine/dice/tally.hpp"
#include "engine/rules/ap/parameters.hpp"

namespace caisson {
struct Battle;
struct Unit;
}  // namespace caisson

namespace caisson::ap {

enum class MoraleTest : std::uint8_t {
  markers,     // the start of its turn, with casualty markers
  lost_fight,  // at the end of a fight it lost
  rout_seen,   // a rout, or a unit destroyed, within 6"
};

enum class MoraleResult : std::uint8_t { holds, stands, withdraws, retires, routs, routs_seen };
std::string_view name_of(MoraleResult);

// How many dice the test rolls (0..morale_dice_most): in their parts, and their number.
Tally morale_dice_tally(const Battle& b, const ApParameters& p, const Unit& u, MoraleTest test);
int morale_dice(const Battle& b, const ApParameters& p, const Unit& u, MoraleTest test);
MoraleResult morale_result(const ApParameters& p, MoraleTest test, int fails);
// Rolls the test and carries out its result.
MoraleResult test_morale(Battle& b, const ApParameters& p, Unit& u, MoraleTest test);

// D6 less `less` half-bases (never below 0): a veteran re-rolls a high die, a raw unit a low one.
int loss_roll(Battle& b, const ApParameters& p, const Unit& u, int less);
// Takes half-bases away; a unit with none left is destroyed (and its neighbours test).
void lose_half_bases(Battle& b, const ApParameters& p, Unit& u, int lost, std::string_view cause);
// Straight back `distance` inches, facing kept (on past units in the way while there is room).
void move_back(Battle& b, const ApParameters& p, Unit& u, double distance, std::string_view cause);
// D6 half-bases lost, then off the field; `seen`: the nearest friends test for seeing it.
void rout(Battle& b, const ApParameters& p, Unit& u, std::string_view cause, bool seen);

}  // namespace caisson::ap
