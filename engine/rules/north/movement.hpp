#pragma once
// Movement and the accomplishment-tossed manoeuvres: moves at the rate of arm and formation
// (an obstacle toss to cross an obstacle), formation changes, dismounting, withdrawing from a
// melee, skirmishers falling back, and charges into contact.
#include <optional>
#include <string>
#include <vector>

#include "engine/play/action.hpp"
#include "engine/rules/north/north_state.hpp"
#include "engine/rules/north/parameters.hpp"
#include "engine/rules/placement.hpp"
#include "engine/rules/refusal_reasons.hpp"

namespace caisson {
struct Battle;
}

namespace caisson::north {


inline constexpr RuleRefusal refusal{"north"};


// The enemies touching the unit: it is in melee with them.
void enemies_in_contact(const Battle& b, const Unit& u, std::vector<UnitId>& out);
bool in_melee(const Battle& b, const Unit& u);
// Does the unit's move along this path need the obstacle toss?
bool needs_obstacle_toss(const Battle& b, const NorthParameters& p, const Unit& u, Vec2 to);

std::optional<std::string> check_move(const Battle& b, const NorthParameters& p, const Move& m);
void resolve_move(Battle& b, const NorthParameters& p, const Move& m);
std::optional<std::string> check_change_formation(const Battle& b, const NorthParameters& p, const ChangeFormation& c);
void resolve_change_formation(Battle& b, const NorthParameters& p, const ChangeFormation& c);
std::optional<std::string> check_fall_back(const Battle& b, const NorthParameters& p, const FallBack& f);
void resolve_fall_back(Battle& b, const NorthParameters& p, const FallBack& f);

// Where a charger stands once its front touches the target, facing it.
Vec2 contact_point(const NorthParameters& p, const Unit& charger, const Unit& target, double facing);
std::optional<std::string> check_charge(const Battle& b, const NorthParameters& p, const Charge& c);
void resolve_charge(Battle& b, const NorthParameters& p, const Charge& c);

}  // namespace caisson::north
