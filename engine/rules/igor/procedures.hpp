#pragma once
// igor's end-of-turn procedures: rallying (an action), the retreat phase and rout movement
// (automatic for the phasing player's units).
#include <optional>
#include <string>

#include "engine/play/action.hpp"
#include "engine/rules/igor/parameters.hpp"

namespace caisson {
struct Battle;
}

namespace caisson::igor {

std::optional<std::string> check_rally(const Battle& b, const Rally& r);
void resolve_rally(Battle& b, const IgorParameters& p, const Rally& r);

// Every non-routing unit of `side` with retreat_hits or more tests; failing, it falls back
// retreat_distance and takes retreat_extra_hits.
void retreat_phase(Battle& b, const IgorParameters& p, Side side);

// Every routing unit of `side` moves at charge speed toward its own edge and takes a HIT.
void rout_phase(Battle& b, const IgorParameters& p, Side side);
double rout_move(const IgorParameters& p, const Unit& u);

// At the start of `side`'s rally phase each brigade whose brigadier fell gets an acting one,
// placed by one of its units and set as the brigade's commander (orders find him there).
void replace_fallen_brigadiers(Battle& b, Side side);

}  // namespace caisson::igor
