#pragma once
// igor's general movement: rates by formation and ground, the cost of wheels and about faces,
// and the Move, ChangeFormation and FallBack actions.
#include <optional>
#include <string>

#include "engine/battlefield/battlefield.hpp"
#include "engine/play/action.hpp"
#include "engine/rules/igor/parameters.hpp"
#include "engine/rules/placement.hpp"
#include "engine/rules/refusal_reasons.hpp"

namespace caisson {
struct Battle;
}

namespace caisson::igor {

inline constexpr RuleRefusal refusal{"igor"};

// The formation's rate in the open, before ground, dice or once-per-game doubling.
double open_move(const IgorParameters& p, const Unit& u);
// A line's move in the open, foot or mounted: open_move for a unit in line.
double line_move(const IgorParameters& p, bool mounted);

// What a stretch of movement crosses, as igor prices it: a road all the way negates rough.
struct MoveGround {
  bool rough = false;
  bool road = false;
};
MoveGround ground_of(const Battle& b, const Unit& u, Vec2 to);
MoveGround ground_over(const Battle& b, const Unit& u, const PathTerrain& t);  // the path already traced

// Mounted cavalry lose a D6 in rough rather than a fixed amount.
bool loses_die_in_rough(const Unit& u);
// The allowance over that ground; `cavalry_die` is the D6 rolled for mounted cavalry in rough.
double move_allowance_over(const IgorParameters& p, const Unit& u, MoveGround g, int cavalry_die = 0);

// Does this formation turn for free (columns, squares, limbered guns) or wheel (lines)?
bool turns_freely(const Unit& u);
// Inches a change of facing costs: the outer flank's arc for a wheel, a fraction of the
// allowance for an about face, nothing for a column.
double turn_cost(const IgorParameters& p, const Unit& u, double new_facing, double allowance);

// What a move costs: the turn, plus however far the centre goes beyond what the wheel itself
// carries it (a line pivoting on one end swings its centre along).
double move_cost(const IgorParameters& p, const Unit& u, Vec2 to, double facing, double allowance);

std::optional<std::string> check_move(const Battle& b, const IgorParameters& p, const Move& m);
void resolve_move(Battle& b, const IgorParameters& p, const Move& m);

std::optional<std::string> check_change_formation(const Battle& b, const IgorParameters& p, const ChangeFormation& c);
void resolve_change_formation(Battle& b, const IgorParameters& p, const ChangeFormation& c);

std::optional<std::string> check_fall_back(const Battle& b, const IgorParameters& p, const FallBack& f);
void resolve_fall_back(Battle& b, const IgorParameters& p, const FallBack& f);

// How far along `dir` one move ending facing `facing` may go before a line drifts farther sideways
// than the drift, goes backward, or costs more than its allowance over the ground it crosses
// (other units aside: the cavalry's rough-ground die at its best, as check_move counts it). The
// Ruleset's longest_step.
double longest_step(const Battle& b, const IgorParameters& p, const Unit& u, Vec2 dir, double want, double facing);

// Where igor lets a unit stand: the shared placement (no other unit under it, no enemy touched),
// saying why a move may not touch an enemy.
inline constexpr Placement kIgorPlacement{.may_touch_enemies = false, .contact_note = "only a charge may advance to contact"};

// Where along a line a move would surely be refused, facing `facing`: ending on another unit
// (placement_problem), or going on through a friend farther than the clearance beyond it
// (interpenetration_problem). The Ruleset's blocked_steps.
void blocked_steps(const Battle& b, const IgorParameters& p, const Unit& u, Vec2 dir, double longest, double facing,
                   std::vector<OrientedRect::Stretch>& out);

}  // namespace caisson::igor
