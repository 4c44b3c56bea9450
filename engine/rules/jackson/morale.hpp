#pragma once
// Morale: a D6 added to the unit's morale rating (and its general's bonus, a town, its losses,
// its army's state) against the morale results chart: carry on, halt, fall back or rout. A rout
// sends friends nearby to test in their turn; falling back and routing go straight to the rear.
#include <span>
#include <string_view>

#include "engine/dice/tally.hpp"
#include "engine/forces/unit.hpp"
#include "engine/rules/jackson/parameters.hpp"
#include "engine/rules/jackson/turn_state.hpp"

namespace caisson {
struct Battle;
struct Commander;
}

namespace caisson::jackson {

enum class MoraleResult : std::uint8_t { carries_on, halts, falls_back, routs };
inline bool passed(MoraleResult r) { return r == MoraleResult::carries_on || r == MoraleResult::halts; }

// The results chart for a total (die + rating + modifiers).
MoraleResult morale_result(const JacksonParameters& p, int total);
// Every modifier but the general's: rating, town, half strength, a shaken army, and `situation`
// (a rear attack, a collision).
Tally morale_modifiers(const Battle& b, const JacksonParameters& p, const Unit& u, int situation);  // by name
int morale_modifier(const Battle& b, const JacksonParameters& p, const Unit& u, int situation);
// The general leading the unit (its own chain's, nearest first up the chain), if any.
const Commander* leading_general(const Battle& b, const JacksonParameters& p, const Unit& u);
int general_bonus(const JacksonParameters& p, const Commander& c);
// A general adding his bonus rolls a D10: he falls leading his men on staff_killed_on or more.
bool falls_leading(const JacksonParameters& p, int roll);

// Tests the unit (its general adds his bonus and risks his life) and logs it against `level`;
// applies nothing. The total: die and every modifier.
int morale_total(Battle& b, const JacksonParameters& p, Unit& u, std::string_view why, int situation, int level);
// The same against the results chart.
MoraleResult test_morale(Battle& b, const JacksonParameters& p, Unit& u, std::string_view why, int situation = 0);

// A result's consequence: a fall back or a rout (a primary one spreads to friends near). The
// units in `causers` made it rout, and their ratings rise.
void take_result(Battle& b, const JacksonParameters& p, Unit& u, MoraleResult r, std::string_view cause,
                 std::span<const UnitId> causers = {});
void fall_back(Battle& b, const JacksonParameters& p, Unit& u, std::string_view cause);
void rout(Battle& b, const JacksonParameters& p, Unit& u, std::string_view cause, bool primary, std::span<const UnitId> causers = {});

// A normal move on fresh dice, in its formation's count (a battery's limbered): a fall back, an attacker's advance.
int normal_move_distance(Battle& b, const JacksonParameters& p, const Unit& u, std::string_view purpose);

// Units routing since before this turn try to rally: pass, and they rally; fail, and those that
// lost a stand leave the table, the others stay routed.
void rally_routed(Battle& b, const JacksonParameters& p, const TurnState& t);

}  // namespace caisson::jackson
