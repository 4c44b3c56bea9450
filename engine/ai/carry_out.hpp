#pragma once
// Units carrying out their brigade's plan: each planned action is checked once by the rules,
// with at most two fallbacks when they refuse it.
#include <optional>

#include "engine/ai/battle_plan.hpp"
#include "engine/ai/targeting.hpp"
#include "engine/play/controller.hpp"

namespace caisson {

// How far the unit may go along `dir` (up to `length`) before its footprint would run into a
// friend's: passing through friends costs morale under some rules, and shoves a line apart.
double clear_of_friends(const Battle& b, const Unit& u, Vec2 dir, double length);

// The step a unit moving toward `to` tries first (the longest clear of friends and of the rules'
// first look, round a friend close before it): its way, its length and the facing it ends with;
// nullopt when it would only turn where it stands.
struct Step {
  Vec2 dir;
  double length = 0;
  double facing = 0;
};
// How long a step is asked for. Marching to its place, or in the last rush onto an objective, a
// unit goes as far as the rules' first look lets its way run (Advisor::longest_step: a line at a
// slant as far as its drift allows, not half its move when the whole is refused). Closing on the
// enemy, or going onto the objective as its brigade's occupier, it asks its whole move, then half:
// measured over 1,000 seeds, the occupier at its longest step cost the teaching battle's and
// Blackburn's Ford's match 4-5 points, and closing lines at theirs the generated igor battle's 17.
enum class Stride { longest, cautious };
std::optional<Step> first_step(const Battle& b, const Unit& u, Vec2 to, double facing, Stride stride = Stride::cautious);

// What a refused step falls back to, last: half of it; or, where the rules' first look bounds the
// way shorter than the step (a line at a slant beyond its drift, rough ground), as far as it lets
// the way run (half of a slant a line may not drift is refused as the whole was).
enum class Shortfall { half, longest };

// Moves toward `to`, ending facing `facing` (kept as it is when under 30 degrees off): the longest
// step (by `stride`) the rules' first look leaves open, short of any friend in the way; if refused, the same
// keeping the old facing; then the shorter step `shortfall` names. A move of under an inch is made
// only to turn 30 degrees or more: nothing is gained by shuffling.
bool move_toward(const Battle& b, const Unit& u, Vec2 to, double facing, ActionPort& port,
                 Stride stride = Stride::cautious, Shortfall shortfall = Shortfall::half);

// How far from the enemy before it a unit pressing (half its charge reach) or closing (90% of its
// closing range) means to stand.
double stand_off(const Battle& b, const Unit& u, Posture posture);

// Pressing or closing, a unit goes forward with its brigade's line toward the enemy before it —
// on a way halfway between the line's front and that enemy — to stand half its charge reach
// (pressing) or 90% of its closing range (closing) from it, facing it so that it bears.
// Where a unit pressing or closing means to be at the end of this move (close_on_enemy's goal).
Vec2 closing_point(const Battle& b, const Unit& u, const BrigadePlan& plan, const Sighting& enemy);
bool close_on_enemy(const Battle& b, const Unit& u, const BrigadePlan& plan, const Sighting& enemy, ActionPort& port);

// The brigade's occupier goes onto its objective and, there, stands facing the enemy. Out of
// either side's fire, its step refused, it goes as far on that way as the rules' first look lets
// it (Shortfall::longest): a line a few degrees off its way, its facing kept, was refused every
// step at a slant beyond its drift, and half the step too (Early's brigade at Centreville stood
// turn after turn in the Cub Run woods). Within fire it keeps the half step: measured with the
// longest step there too, the teaching battle's match fell 3 points (54.6% -> 51.6%).
bool occupy(const Battle& b, const Unit& u, const BrigadePlan& plan, double enemy_bearing, ActionPort& port);

// Whether a charge at `e` is worth making (docs/controllers.md).
bool charge_worthwhile(const Battle& b, const Unit& u, const Unit& e, const Temperament& t);
// Whether a charge out of a brigade's held ground at `e` is worth making: a HIT more on the enemy
// than a charge wants, under every rule system (docs/controllers.md).
bool counterattack_worthwhile(const Battle& b, const Unit& u, const Unit& e, const Temperament& t);

// Charges the brigade's foe, or failing that the nearest enemy within reach, with up to two brigade mates in
// support; without them if the rules refuse those. A holding brigade's unit counterattacks
// (counterattack_worthwhile); any other charges (charge_worthwhile).
bool charge_with_supports(const Battle& b, const Unit& u, const FormationNode& brigade, const BrigadePlan& plan,
                          const Temperament& t, ActionPort& port);

}  // namespace caisson
