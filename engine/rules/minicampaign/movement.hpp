#pragma once
// Movement: rates by arm, terrain halving, the road bonus, formation changes and passing
// through friends at half a move, the engaged and front zones, and retreats.
#include <optional>
#include <string>

#include "engine/play/action.hpp"
#include "engine/rules/minicampaign/parameters.hpp"
#include "engine/rules/placement.hpp"
#include "engine/rules/refusal_reasons.hpp"

namespace caisson {
struct Battle;
}

namespace caisson::minicampaign {

// The full move in the open (0 for unlimbered guns).
double open_move(const MiniParameters& p, const Unit& u);
// The full move along the straight path to `to`: road bonus for a column all along a road,
// halved through difficult (infantry) or broken (cavalry, artillery) ground.
double path_move(const Battle& b, const MiniParameters& p, const Unit& u, Vec2 to);
// What is left of the unit's move this turn along that path, given its activation.
double move_left(const Battle& b, const MiniParameters& p, const Unit& u, Vec2 to);
// Inches a move costs: its length, plus half a move if it passes through friends.
double move_cost(const Battle& b, const MiniParameters& p, const Unit& u, Vec2 to);


std::optional<std::string> check_move(const Battle& b, const MiniParameters& p, const Move& m);
void resolve_move(Battle& b, const MiniParameters& p, const Move& m);
std::optional<std::string> check_change_formation(const Battle& b, const MiniParameters& p, const ChangeFormation& c);
void resolve_change_formation(Battle& b, const MiniParameters& p, const ChangeFormation& c);
std::optional<std::string> check_fall_back(const Battle& b, const MiniParameters& p, const FallBack& f);
void resolve_fall_back(Battle& b, const MiniParameters& p, const FallBack& f);

// Straight back toward the unit's own edge, facing kept, past any friends in the way (no cost
// for passing through them). Off the table: it leaves the field.
void retreat(Battle& b, const MiniParameters& p, Unit& u, double distance, bool in_disorder, std::string_view cause);

// Rolls activation if the unit has not tested this turn; false if it broke (and retreated).
bool ensure_activated(Battle& b, const MiniParameters& p, Unit& u);

inline constexpr RuleRefusal refusal{"minicampaign"};

}  // namespace caisson::minicampaign
