#pragma once
// Army level: when a front-line brigade breaks, a reserve brigade is ordered in to take its place.
// Kept without memory of its own (the couriers say which reserves were sent), so a saved and
// resumed battle decides exactly as an uninterrupted one.
#include "engine/play/battle.hpp"

namespace caisson {

// Most of its units routing or gone.
bool brigade_broken(const Battle& b, const FormationNode& brigade);

// A reserve (`reserve = true`) no order has been addressed to yet: it waits.
bool reserve_waiting(const Battle& b, const FormationNode& brigade);

// While a side has more broken front-line brigades than reserves already sent in, the next
// waiting reserve is ordered to attack the next broken brigade's objective (its position when it
// had none). Orders travel by courier like any other.
void commit_reserves(Battle& b, Side side);

// A waiting reserve within this many inches of an enemy brigade that has broken is sent to attack
// it: reserves exploit a breaking enemy, not only plug a broken friend.
constexpr double kExploitReach = 36.0;
void send_reserves_to_exploit(Battle& b, Side side);

}  // namespace caisson
