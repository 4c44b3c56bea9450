#pragma once
// igor's forced moves — fall-backs, rout moves, charges and their supporters — follow a path the
// rules set and never end on top of another unit. The text is silent on a blocked path: the
// unit goes as far as it can, stepping a little aside to go round what is in the way if that
// lets it finish, else stops clear of it; friends on the way may be passed through
// (interpenetration), ending once clear of them.
#include "engine/forces/few_ids.hpp"
#include "engine/rules/igor/parameters.hpp"

namespace caisson {
struct Battle;
}

namespace caisson::igor {

struct ForcedPath {
  Vec2 end;                    // where the unit's centre stops
  double facing = 0;           // as asked, unless there was no room to turn where it stood
  double covered = 0;          // inches gone along the path
  bool blocked = false;        // stopped short by another unit or impassable ground
  FewIds passed;               // friends passed through on the way
};

// Where `u`, going up to `inches` along unit vector `dir` turned to `facing`, stops: the last
// point before its footprint meets another unit or its centre enters impassable ground. With
// `through_friends` a friend in the way is passed through and the move ends as soon as it is
// clear of him; unable to clear him (an enemy beyond, or the distance runs out), it stops
// before him. A unit it already overlaps where it starts lets it draw away, not press further in; with no room
// to turn to `facing` where it stands it keeps its facing. Blocked, it may go round the blocker
// with a sidestep of up to `sidestep` inches (0: never; see go_round in forced_move.cpp).
ForcedPath trace_forced_path(const Battle& b, const IgorParameters& p, const Unit& u, Vec2 dir, double inches,
                             double facing, bool through_friends, double sidestep = 0);

}  // namespace caisson::igor
