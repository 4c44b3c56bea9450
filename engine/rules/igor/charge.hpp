#pragma once
// igor's charge: who may charge whom, the charger's morale, the move to contact, the target's
// response (forming square, standing to fire, skirmishers giving way), then close combat.
#include <optional>
#include <string>

#include "engine/dice/tally.hpp"
#include "engine/play/action.hpp"
#include "engine/rules/igor/parameters.hpp"

namespace caisson {
struct Battle;
}

namespace caisson::igor {

// The charge morale modifiers on top of the standard ones: in their parts, and together.
Tally charge_morale_modifiers(const Battle& b, const IgorParameters& p, const Unit& charger, const Unit& target);
int charge_morale_modifier(const Battle& b, const IgorParameters& p, const Unit& charger, const Unit& target);

// Whether the unit may charge anyone now: not guns, not dismounted, in line, no charge last turn.
bool may_charge(const Battle& b, const Unit& u);
// How far the charger would go on its way to contact with the target (the path charge_home takes,
// whatever the charge's morale and reach) before someone else in the way stops it; nullopt where
// no one does.
std::optional<double> charge_stopped_after(const Battle& b, const IgorParameters& p, const Unit& u, const Unit& target);
std::optional<std::string> check_charge(const Battle& b, const IgorParameters& p, const Charge& c);
void resolve_charge(Battle& b, const IgorParameters& p, const Charge& c);

}  // namespace caisson::igor
