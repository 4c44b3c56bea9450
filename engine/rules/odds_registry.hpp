#pragma once
// The rule procedures `caisson odds` answers, by rule system. Each rule system lists its own
// beside its rules (engine/rules/<id>/odds.cpp), counting outcomes with the same table and
// threshold functions its play calls, so the odds cannot drift from the game.
#include <span>
#include <string_view>

#include "engine/odds/procedure.hpp"

namespace caisson {

// Throws std::invalid_argument for an unknown rule system.
std::span<const odds::OddsProcedure> odds_procedures(std::string_view ruleset);
// nullptr when the rule system has no procedure of that name.
const odds::OddsProcedure* find_odds_procedure(std::string_view ruleset, std::string_view name);

}  // namespace caisson
