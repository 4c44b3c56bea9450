#pragma once
// Movement on the move dice: a unit whose card lets it move goes up to the dice it rolled (its
// formation's count, a road's only if it starts on one and stays on it; woods and hills cost a
// die, water another), changes formation at the end of its move, mounts or dismounts, or
// declares an attack on an enemy within reach. Falling back and routing go straight to the rear.
#include <optional>
#include <string>

#include "engine/play/action.hpp"
#include "engine/rules/jackson/parameters.hpp"
#include "engine/rules/jackson/jackson_state.hpp"
#include "engine/rules/jackson/turn_state.hpp"
#include "engine/rules/refusal_reasons.hpp"

namespace caisson {
struct Battle;
}

namespace caisson::jackson {

inline constexpr RuleRefusal refusal{"jackson"};


// Inches the unit may go from `from` to `to` on the dice it rolled (0 when it rolled none).
double allowance_for(const Battle& b, const JacksonParameters& p, const TurnState& t, const Unit& u, Vec2 from, Vec2 to);
// Its plain allowance: its formation's dice, no terrain.
double plain_allowance(const JacksonParameters& p, const TurnState& t, const Unit& u);

std::optional<std::string> check_move(const Battle& b, const JacksonParameters& p, const TurnState& t, const Move& m);
void resolve_move(Battle& b, const JacksonParameters& p, TurnState& t, const Move& m);
std::optional<std::string> check_change_formation(const Battle& b, const JacksonParameters& p, const TurnState& t,
                                                  const ChangeFormation& c);
void resolve_change_formation(Battle& b, const JacksonParameters& p, TurnState& t, const ChangeFormation& c);
std::optional<std::string> check_attack(const Battle& b, const JacksonParameters& p, const TurnState& t, const Charge& c);
void resolve_attack(Battle& b, const JacksonParameters& p, TurnState& t, const Charge& c);
std::optional<std::string> check_fall_back(const Battle& b, const JacksonParameters& p, const FallBack& f);

// The first enemy (in unit order) whose footprint lies across the unit's way to `to`.
const Unit* enemy_in_the_way(const Battle& b, const Unit& u, Vec2 to);
// How near an enemy must be for the unit to attack it: infantry 30", mounted cavalry 45".
double attack_reach(const JacksonParameters& p, const Unit& u);
// Is `attacker` on or behind the line of the target's front (a rear or flank attack)?
bool behind_front_line(const Unit& attacker, const Unit& target);

}  // namespace caisson::jackson
