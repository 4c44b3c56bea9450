#pragma once
// Fire: a die a casualty-free stand (two for repeaters), a die a gunner for a battery (its
// misfires thrown out first unless at canister range), each die hitting on the firing chart's
// number for the target's formation and cover. Every unit that fires in a phase fires together:
// the casualties land after all the dice are thrown, then the units hit test morale.
#include <optional>
#include <span>
#include <string>

#include "engine/dice/tally.hpp"
#include "engine/geometry/oriented_rect.hpp"
#include "engine/play/action.hpp"
#include "engine/rules/jackson/parameters.hpp"
#include "engine/rules/jackson/turn_state.hpp"
#include "engine/rules/shot_quote.hpp"

namespace caisson {
struct Battle;
}

namespace caisson::jackson {

double fire_range_in(const JacksonParameters& p, const Unit& u, Formation f);
// What the firing chart asks of a target.
struct FireTarget {
  bool guns = false;       // a battery
  bool cover = false;
  bool massed_or_enfiladed = false;  // column, square, limbered, or a line taken in enfilade
};
// The lowest die that hits (7: none can), by the chart, for a firer mounted or not.
Tally hit_tally(const JacksonParameters& p, const FireTarget& t, bool mounted_firer);  // in its parts
int hit_number(const JacksonParameters& p, const FireTarget& t, bool mounted_firer);
// The lowest die that hits the target (7: none can).
Tally hit_tally(const Battle& b, const JacksonParameters& p, const Unit& firer, const Unit& target);
int hit_number(const Battle& b, const JacksonParameters& p, const Unit& firer, const Unit& target);
// A 2"-wide path straight ahead of the firer's centre covers the whole of a target in line.
bool enfiladed(const JacksonParameters& p, const Unit& firer, const Unit& target);

// Why the unit cannot fire at all as things stand (routing, attacking, moved limbered, in a
// formation that does not fire, no stand free of casualties).
std::optional<std::string> firer_problem(const Battle& b, const JacksonParameters& p, const TurnState& t, const Unit& u);
// The unit's 60-degree cone of fire.
OrientedRect::FrontArc fire_cone(const JacksonParameters& p, const Unit& u);
// Is the enemy in its cone, and can it hit it? (A shot's tests but the range and the sight.)
bool may_aim_at(const Battle& b, const JacksonParameters& p, const Unit& u, const OrientedRect::FrontArc& cone, const Unit& e);
// Does it see the enemy `gap` inches off, within `reach`, in its cone, and can it hit it? (The
// cheap tests first, the line of sight last.)
bool clear_shot(const Battle& b, const JacksonParameters& p, const Unit& u, const Unit& e, double gap, double reach);
// Why the unit could not fire at the target as things stand (phase and earlier fire aside).
std::optional<std::string> aim_problem(const Battle& b, const JacksonParameters& p, const TurnState& t, const Unit& u,
                                       UnitId target, double reach);

// The unit's volley at the target as resolve_volleys would throw it now: its dice, the score a
// die needs and why, and a battery's misfires beyond canister range.
ShotQuote quote_volley(const Battle& b, const JacksonParameters& p, const Unit& firer, const Unit& target);

// Throws the shots' dice, then lands the casualties, then tests the units hit. Routed units hit
// test to stay where they are. Returns how many shots were fired.
int resolve_volleys(Battle& b, const JacksonParameters& p, TurnState& t, std::span<const Shot> shots);

}  // namespace caisson::jackson
