#pragma once
// The game as the play page (or any front end) reads it, in JSON: the state at the present
// decision, and what the rules allow one unit now. Documented in docs/play.md.
#include <nlohmann/json.hpp>

#include "server/played_game.hpp"

namespace caisson::server {

// Turn, phase, whose move, what the phase allows, every unit, formation, courier and objective.
nlohmann::json state_json(const GameView& g);

// What the rules allow the unit now, kind by kind, each with the rule's reason when not: the
// targets it may fire at (with the hits each shot would score on average), the charges it may
// declare, its move allowance, the formations it may take, rally and falling back. Throws
// std::out_of_range for a unit the battle does not have.
nlohmann::json unit_options_json(const GameView& g, UnitId unit);

}  // namespace caisson::server
