#pragma once
// A dry run of a battle's event tables for `caisson check`: each result's effect function (and its
// condition) is run once on the battle as set up, in a copy of the battle file's Lua state, on a
// battle of its own no one observes (so nothing is printed and nothing is kept), to find the names
// it gives that the battle does not have — a unit, brigade, general or objective mistyped, or a
// regiment the rule system in play merged into its brigade. Only such names are reported: an
// effect that fails for want of what only play brings (a unit not yet on the table) is left to play.
#include <string>
#include <vector>

#include "bindings/battle_loader.hpp"

namespace caisson::lua {

// One warning a result whose effect or condition names what the battle does not have, leading
// with the file and line of the call that names it, then the table's:
//   events/x.lua:15: warning: event "Trains from the Valley" (result 12 of "Manassas",
//   events/x.lua:3) names what the battle does not have, when its effect is run on the battle as
//   set up: bad argument #1 to 'hasten' (unknown brigade 'Kirby Smiths' (did you mean 'Kirby Smith's'?))
std::vector<std::string> dry_run_event_effects(const LoadedBattle& loaded);

}  // namespace caisson::lua
