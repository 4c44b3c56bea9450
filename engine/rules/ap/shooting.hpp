#pragma once
// Shooting: infantry roll a die per front-rank base and half the second rank's, hitting on 5+
// (6 when disordered), rifles re-rolling low misses by quality; a gun rolls a die per action
// point it spends, hitting on 4+ with canister, 5+ beyond. Each hit not saved is a casualty
// marker; each marker risks disorder. A unit may take one opportunity shot in the enemy's turn
// at short range.
#include <optional>
#include <string>

#include "engine/dice/tally.hpp"
#include "engine/play/action.hpp"
#include "engine/rules/ap/parameters.hpp"
#include "engine/rules/shot_quote.hpp"

namespace caisson {
struct Battle;
}

namespace caisson::ap {

enum class Band : std::uint8_t { canister, short_range, long_range, rifled, out_of_range };
std::string_view name_of(Band);

bool shoots(const Unit& u);  // infantry, dismounted cavalry, unlimbered guns
double reach(const ApParameters& p, const Unit& u);
double short_reach(const ApParameters& p, const Unit& u);
Band band_at(const ApParameters& p, const Unit& firer, double range);

int small_arms_dice(const Unit& u);
Tally hit_tally(const ApParameters& p, const Unit& firer, Band band);  // the score a die needs, in its parts
int hit_target(const ApParameters& p, const Unit& firer, Band band);
int reroll_at_most(const ApParameters& p, const Unit& firer);  // 0: no re-rolls (muskets, guns)
// The saving roll a casualty needs (2..7; 7 never saves).
int save_target(const Battle& b, const ApParameters& p, const Unit& firer, const Unit& target, Band band);
// The same from what it asks: guns or small arms firing, the band, the target a gun or in cover.
int save_target(const ApParameters& p, bool gun_firing, Band band, bool target_gun, bool target_in_cover);

// Why the firer may not shoot at the target as things stand (its points aside).
std::optional<std::string> aim_problem(const Battle& b, const ApParameters& p, const Unit& firer, UnitId target);
std::optional<std::string> check_fire(const Battle& b, const ApParameters& p, const Fire& f);
// The dice a shot throws now: a gun one a point it may still spend on shots, small arms their ranks'.
int dice_to_shoot(const Battle& b, const ApParameters& p, const Unit& firer);
// The shot the unit would take at the target now: its dice, the score a die needs, and the
// re-rolls and saving rolls that follow. (A motivation test still owed comes first in play.)
ShotQuote quote_shot(const Battle& b, const ApParameters& p, const Unit& firer, const Unit& target);
// Rolls `dice` at the target, saves and all; returns the casualty markers placed.
int shoot(Battle& b, const ApParameters& p, Unit& firer, Unit& target, int dice);
// The enemies that may take their opportunity shot at `mover`, where it now stands, do.
void opportunity_fire(Battle& b, const ApParameters& p, Unit& mover);

}  // namespace caisson::ap
