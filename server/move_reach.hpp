#pragma once
// Where a unit may move now, as the rules answer: along each of a ring of bearings, the farthest
// destination they accept, keeping its facing or facing the way it moves. The play page draws
// the ring as the unit's reach (a circle of its allowance would promise what woods, streams and
// other units take away).
#include <nlohmann/json.hpp>

#include "server/played_game.hpp"

namespace caisson::server {

// The reach's outline, a point [x, y] a bearing; empty when no move away is accepted.
nlohmann::json move_reach_json(const GameView& g, const Unit& u, double allowance);

}  // namespace caisson::server
