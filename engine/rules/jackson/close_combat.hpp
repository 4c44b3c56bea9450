#pragma once
// Close combat: attackers an inch from their targets test to close (not from the flank or
// rear); a defender closed with tests to stand; then stand fights stand on the close combat
// factors, the losing stands that threw 1 or 2 taking that many casualties, and the unit that
// lost more of the pairs tests: 6 or more falls back in good order, less routs. Officers with a
// beaten unit may be killed or captured.
#include <span>

#include "engine/dice/tally.hpp"

#include "engine/rules/jackson/parameters.hpp"
#include "engine/rules/jackson/turn_state.hpp"

namespace caisson {
struct Battle;
}

namespace caisson::jackson {

// A stand's close combat die modifiers by name (their total is its factor), the stand being the
// `index`-th of the unit (casualty stands last) and `other` the enemy unit it fights.
Tally stand_factors(const Battle& b, const JacksonParameters& p, const Unit& u, int index, const Unit& other, bool flank_hit);

// Who wins one pair of stands, on their die totals: the higher; a tie goes to the defender in a
// town, else to neither.
enum class PairResult : std::uint8_t { attacker, defender, neither };
PairResult pair_result(int attacker_total, int defender_total, bool defender_wins_ties);

struct CombatResult {
  int attacker_wins = 0, defender_wins = 0;
  bool attacker_won() const { return attacker_wins > defender_wins; }
};
// The stands fight in pairs; the losers' casualties are marked. Reports the pairs won.
CombatResult fight_stands(Battle& b, const JacksonParameters& p, Unit& attacker, Unit& defender, bool flank);

// An officer leading the beaten unit rolls a D10 before its test: killed on officer_killed_on or
// more, captured on officer_captured_on or more.
enum class OfficerFate : std::uint8_t { unhurt, killed, captured };
OfficerFate officer_fate(const JacksonParameters& p, int roll);
// The beaten unit's test: a morale total of close_combat_stands_from or more falls back in good
// order; less routs.
bool loser_falls_back(const JacksonParameters& p, int total);

// Every attack whose attacker stands an inch from its target, in the order they were declared.
void resolve_close_combats(Battle& b, const JacksonParameters& p, TurnState& t);

}  // namespace caisson::jackson
