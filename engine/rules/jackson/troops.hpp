#pragma once
// What jackson asks of a unit as it stands: mounted or not, its stands with and without
// casualties, the dice it fires, its footprint, its morale rating and its move dice.
#include "engine/forces/unit.hpp"
#include "engine/geometry/oriented_rect.hpp"
#include "engine/rules/jackson/parameters.hpp"
#include "engine/rules/ruleset.hpp"

namespace caisson {
struct Battle;
}

namespace caisson::jackson {

// Skirmishers are the chart's light infantry: no terrain penalties on the move.
inline bool is_light(const Unit& u) { return u.formation == Formation::skirmish; }

// A battle file's stand (a base) is stands_a_base of the text's stands, each holding
// casualties_a_stand_holds casualties (figures); a battery's stands are its guns, each with one
// gunner. Casualties (Unit::hits, on the base being worn down) fill one text stand until it is
// lost, then the next: a unit has at most one casualty stand.
int text_stands(const JacksonParameters& p, const Unit& u);
int text_stands_at_start(const JacksonParameters& p, const Unit& u);
int text_stands_lost(const JacksonParameters& p, const Unit& u);
int casualty_stands(const JacksonParameters& p, const Unit& u);
int casualty_free_stands(const JacksonParameters& p, const Unit& u);
// The casualties on its casualty stand.
int casualties_on_a_stand(const JacksonParameters& p, const Unit& u);
// The share of its casualties (figures; a battery's guns) a unit has lost: its stands lost and
// those marked on the stand being worn down, of all it began with.
double share_of_casualties(const JacksonParameters& p, const Unit& u);
// Marks `n` casualties; a base full of them is lost, the last the unit itself.
void take_casualties(Battle& b, const JacksonParameters& p, Unit& u, int n, std::string_view cause);

// Dice it fires: a die a casualty-free stand (for a battery, a gun) for muzzle-loaders; two a
// casualty-free stand and one for the casualty stand for repeaters (breech-loaders).
int fire_dice(const JacksonParameters& p, const Unit& u);

Footprint footprint_in(const JacksonParameters& p, const Unit& u, Formation f);
OrientedRect footprint_at(const JacksonParameters& p, const Unit& u, Vec2 centre, double facing, Formation f);

// The initial morale rating chart: by class (raw green, seasoned veterans, veteran elite
// veterans) and a D6.
int initial_morale(Quality q, int die);
// How many move dice it rolls in formation `f`, on a road the whole way or not.
int move_dice(const JacksonParameters& p, const Unit& u, Formation f, bool on_road);

}  // namespace caisson::jackson
