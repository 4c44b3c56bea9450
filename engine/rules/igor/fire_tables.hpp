#pragma once
// igor's fire tables as data: dice by range band and cover, and the modifiers to them. Pure
// functions of numbers, so each entry is tested on its own.
#include <string_view>

#include "engine/battlefield/terrain.hpp"
#include "engine/dice/tally.hpp"
#include "engine/rules/igor/parameters.hpp"

namespace caisson::igor {

enum class Band : std::uint8_t { short_range, medium, long_range, beyond };
std::string_view name_of(Band);

// Which band a distance falls in for this weapon; `beyond` past the weapon's reach
// (smoothbore guns and muskets reach less far than the table).
Band artillery_band(const IgorParameters& p, Weapon guns, double inches);
Band small_arms_band(const IgorParameters& p, Weapon w, double inches);
double max_range(const IgorParameters& p, Weapon w);  // artillery or small arms, by weapon

// The table's dice for a full battery / one firing unit.
int artillery_table(Band band, Cover cover);
int musket_table(Band band, Cover cover);
int breechloader_table(Band band, Cover cover);

// What modifies artillery fire. Only the larger of the two bonuses applies (the text joins
// them with OR).
struct ArtilleryShot {
  Band band = Band::short_range;
  Cover cover = Cover::none;
  int guns = 4;                 // gun bases firing (a split battery rounds its dice down)
  bool friend_behind = false;   // a friend of the target close behind its far side
  bool enfilade = false;        // the line of fire runs down the target's depth
  bool square = false;
  bool skirmishers = false;
};
// The dice in their parts (the table by cover and range, each modifier), and their number.
Tally artillery_tally(const IgorParameters& p, const ArtilleryShot& s);
int artillery_dice(const IgorParameters& p, const ArtilleryShot& s);

struct SmallArmsShot {
  Band band = Band::short_range;
  Cover cover = Cover::none;
  Weapon weapon = Weapon::rifled;
  bool target_skirmishers = false;
  bool firer_skirmishers = false;  // not dismounted cavalry: they pay no skirmish penalty
  bool firer_square = false;
};
Tally small_arms_tally(const IgorParameters& p, const SmallArmsShot& s);
int small_arms_dice(const IgorParameters& p, const SmallArmsShot& s);
int hit_on(const IgorParameters& p, Weapon w);

}  // namespace caisson::igor
