#pragma once
// Charges: a move to within the engaged zone of an enemy (or, for engaged mounted cavalry, a
// charge declared in a fire phase), then the opposed charge resolution once both sides have
// fired: 1D6 + hits inflicted + quality, the attached general's die, and the loser's retreat or
// rout with stragglers.
#include <optional>
#include <string>
#include <vector>

#include "engine/dice/tally.hpp"
#include "engine/play/action.hpp"
#include "engine/rules/minicampaign/minicampaign_state.hpp"
#include "engine/rules/minicampaign/parameters.hpp"

namespace caisson {
struct Battle;
}

namespace caisson::minicampaign {

// Where a charger halts: charge_closing_distance short of the target, facing it.
Vec2 charge_destination(const MiniParameters& p, const Unit& charger, const Unit& target);

std::optional<std::string> check_charge(const Battle& b, const MiniParameters& p, const Charge& c);
// Moves the charger in (rolling its activation first); the charge, if made, is returned.
std::optional<PendingCharge> resolve_charge(Battle& b, const MiniParameters& p, const Charge& c);

// What a general's die in the charge does: on general_hit_on or more it strikes — cancelling one
// of the HITs his unit took from the enemy first, when general_cancels_first and it took any,
// else a HIT on the enemy; on general_wounded_on or less he falls.
enum class GeneralStrike : std::uint8_t { none, cancels_a_hit, hits_the_enemy };
GeneralStrike general_strike(const MiniParameters& p, int die, int hits_taken_from_enemy);
bool general_falls(const MiniParameters& p, int die);

// The charge resolution modifier for quality and condition (+1 veteran, -1 shaken or raw).
Tally charge_modifiers(const MiniParameters& p, const Unit& u);  // by name
int charge_modifier(const MiniParameters& p, const Unit& u);

enum class ChargeLoss : std::uint8_t { none, retreat, rout };
// What the side scoring `own` suffers against the opponent's `theirs`.
ChargeLoss charge_loss(const MiniParameters& p, int own, int theirs, bool is_charger);

void resolve_charge_combat(Battle& b, const MiniParameters& p, const PendingCharge& c, HitsLedger& ledger);

}  // namespace caisson::minicampaign
