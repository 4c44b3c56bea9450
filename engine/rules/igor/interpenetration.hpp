#pragma once
// igor's interpenetration: a move may pass through friends, but ends once clear of them on the
// far side; the ground counts as rough, and each unit involved tests for disorder.
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/play/action.hpp"
#include "engine/rules/igor/parameters.hpp"

namespace caisson {
struct Battle;
}

namespace caisson::igor {

// Friends may stand edge to edge: a footprint this much smaller than the unit's must neither
// overlap one where it stands nor cross one on its way.
constexpr double kEdgeToEdge = 0.02;
// Inches: rounding in "no farther than the clearance beyond a friend passed through".
constexpr double kInterpenetrationSlack = 1e-6;

// The friends whose footprints the moving unit's footprint crosses between start and end, in
// the order the way meets them. The list is the thread's own buffer (no move's check allocates):
// valid until the next call on this thread.
std::span<const UnitId> friends_passed_through(const Battle& b, const IgorParameters& p, const Unit& u, const Move& m);

// Why the move does not end "once it reaches the other side" of each friend passed through:
// farther than interpenetration_clearance beyond one of them.
std::optional<std::string> interpenetration_problem(const Battle& b, const IgorParameters& p, const Unit& u,
                                                    const Move& m, std::span<const UnitId> passed);

// The disorder test: the mover and each friend passed through check morale; failing, 1 HIT.
void interpenetration_disorder(Battle& b, const IgorParameters& p, Unit& mover, std::span<const UnitId> passed);

}  // namespace caisson::igor
