#pragma once
// The continuous fire-fight: round after round, attackers go forward a normal move toward their
// targets (halting an inch short), and every other unit with an enemy in its deadly ground fires
// at it, until the attackers have all closed and no one has anything left to fire at.
#include <algorithm>
#include <optional>
#include <span>

#include "engine/rules/jackson/parameters.hpp"
#include "engine/rules/jackson/turn_state.hpp"

namespace caisson {
struct Battle;
}

namespace caisson::jackson {

// How far a unit's deadly ground reaches: its small arms' range; a battery's canister.
double deadly_ground(const JacksonParameters& p, const Unit& u);
// What the unit fires at in the fire-fight: what it last fired at if still in reach, else an
// attacker coming at it, else the nearest enemy in reach — an attacker charging someone else
// only once a turn (one volley to help its friends). kNone: nothing.
UnitId firefight_target(const Battle& b, const JacksonParameters& p, const TurnState& t, const Unit& u);

// A unit that might be the nearest, and a distance it stands no nearer than.
struct Prospect {
  double at_least = 0;
  UnitId id = kNone;
};
// The prospect nearest by (distance, id) of those that qualify: `qualifies(id)` gives its exact
// distance, or nothing when it does not qualify. They are asked nearest bound first, and none
// whose bound is beyond the best found so far: a far one costs neither its test nor its exact
// distance. Reorders `prospects`.
template <class Qualifies>
UnitId nearest_qualifying(std::span<Prospect> prospects, Qualifies&& qualifies) {
  std::sort(prospects.begin(), prospects.end(), [](const Prospect& a, const Prospect& b) { return a.at_least < b.at_least; });
  UnitId best = kNone;
  double best_distance = 0;
  for (const Prospect& c : prospects) {
    if (best != kNone && c.at_least > best_distance) break;
    const std::optional<double> d = qualifies(c.id);
    if (d && (best == kNone || *d < best_distance || (*d == best_distance && c.id < best))) {
      best = c.id;
      best_distance = *d;
    }
  }
  return best;
}

// Attackers advance; false if none moved.
bool attackers_advance(Battle& b, const JacksonParameters& p, TurnState& t);
// One round: the advance, then the fire. False once nothing moved and nothing fired.
bool firefight_round(Battle& b, const JacksonParameters& p, TurnState& t);

}  // namespace caisson::jackson
