#pragma once
// igor's fire: artillery in the artillery phase, everyone else in general fire. Checks who may
// fire at whom, throws the table's dice, applies HITs and the morale check fire forces.
#include <optional>
#include <string>
#include <string_view>

#include "engine/play/action.hpp"
#include "engine/rules/igor/fire_tables.hpp"
#include "engine/rules/igor/morale.hpp"
#include "engine/rules/shot_quote.hpp"

namespace caisson {
struct Battle;
}

namespace caisson::igor {

// Can this unit fire at all in its present state? Why not, if not.
std::optional<std::string_view> fire_problem(const Unit& u, Formation f);
inline std::optional<std::string_view> fire_problem(const Unit& u) { return fire_problem(u, u.formation); }
// 0 when it cannot fire; in formation `f`, or as it stands.
double fire_reach(const IgorParameters& p, const Unit& u, Formation f);
inline double fire_reach(const IgorParameters& p, const Unit& u) { return fire_reach(p, u, u.formation); }

// The dice a legal shot throws (no dice rolled).
int fire_dice(const Battle& b, const IgorParameters& p, const Unit& firer, const Unit& target);
int fire_dice_at(const Battle& b, const IgorParameters& p, const Unit& firer, const Unit& target, Band band);
// The same, leaving out the artillery bonus for a friend close behind the target (that asks
// where every unit stands): the built-in commander's cheap figure for valuing targets.
int planning_fire_dice(const Battle& b, const IgorParameters& p, const Unit& firer, const Unit& target);
Band fire_band(const Battle& b, const IgorParameters& p, const Unit& firer, const Unit& target);

// The least face of a d6 that hits for the firer: its guns, or its small arms (dismounted
// cavalry fire carbines).
int firer_hit_on(const IgorParameters& p, const Unit& firer);

// The shot resolve_fire would throw at the target now: the dice in their parts and what hits.
ShotQuote quote_fire(const Battle& b, const IgorParameters& p, const Unit& firer, const Unit& target);

std::optional<std::string> check_fire(const Battle& b, const IgorParameters& p, const Fire& f);
// False when check_fire would surely refuse: small arms with nothing of the target in their
// lanes. Cheap for a commander's many asks.
bool might_fire_at(const Battle& b, const IgorParameters& p, const Unit& firer, const Unit& target);
void resolve_fire(Battle& b, const IgorParameters& p, const Fire& f);

// A unit standing to receive a charge fires at the charger at short range, free of its action.
void defensive_fire(Battle& b, const IgorParameters& p, Unit& defender, Unit& charger);

// After taking HITs from fire: the first time under fire, or reaching fire_check_hits in a
// phase, forces a morale check; failing it, guns limber and others fall back.
void fire_morale(Battle& b, const IgorParameters& p, Unit& target, int fire_hits_before_in_phase);

}  // namespace caisson::igor
