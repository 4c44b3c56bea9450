#pragma once
// Reading how a battle ended from a script: "USA", "draw", or
// { winner = "CSA", level = "decisive"|"substantial"|"marginal", condition = "..." }.
#include <optional>
#include <string>

#include <lua.h>

#include "engine/play/battle.hpp"

namespace caisson::lua {

// The outcome the value at `index` describes; on a bad value, nullopt and `error` says why.
std::optional<Outcome> read_outcome(lua_State* L, int index, const Battle& b, std::string& error);

}  // namespace caisson::lua
