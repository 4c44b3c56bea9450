#pragma once
// The enemies a unit may fire at or charge now, as the play page offers them: each fire target
// with the shot the rules would throw (its dice, what hits, and why), each charge target with the
// supporters the rules would let go in behind and the friends they would let charge alongside, and
// the charges refused with the rule's reason.
#include <string>

#include <nlohmann/json.hpp>

#include "server/played_game.hpp"

namespace caisson::server {

// Every enemy the unit may fire at now; `first_refusal` keeps the first reason one was refused.
nlohmann::json fire_targets_json(const GameView& g, const Unit& u, std::string& first_refusal);
// Every enemy the unit may charge now, with its candidate supporters and fellow chargers
// (`alongside`); `refused` gets the nearest
// enemies it may not charge, each with the rule's reason.
nlohmann::json charge_targets_json(const GameView& g, const Unit& u, nlohmann::json& refused);

}  // namespace caisson::server
