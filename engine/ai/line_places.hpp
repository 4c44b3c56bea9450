#pragma once
// Places in line for a closing brigade that came on in a file: its regiments masked behind a
// friend of their own brigade move up beside the line's nearer end as they close, rather than
// close in the leading regiment's wake (Early's brigade at Centreville, out of the Cub Run woods
// four deep, fought one regiment at a time).
#include <span>
#include <vector>

#include "engine/ai/carry_out.hpp"
#include "engine/play/battle.hpp"
#include "engine/play/brigade_plans.hpp"

namespace caisson {

struct PlaceBeside {
  UnitId unit = kNone;
  Vec2 at;  // beside the line's end, level with its front
};

// The brigade's masked foot and horse and the place each moves up to; each place taken lengthens
// the line for the next, front-most first. None where at least half the brigade's foot and horse
// stand in its front rank: the rest are its second line, and stay behind it. A unit not listed
// closes from where it stands.
void places_beside_line(const Battle& b, const FormationNode& brigade, const BrigadePlan& plan,
                        std::vector<PlaceBeside>& out);

const PlaceBeside* place_of(std::span<const PlaceBeside> places, UnitId unit);

// Closes on `enemy` as the line does, drifting toward `place` at the steepest slant (an inch
// sideways for each forward, a half, a quarter) that keeps three quarters of the way forward as
// the rules' longest step measures it; the rules decide the move.
bool close_toward_place(const Battle& b, const Unit& u, const BrigadePlan& plan, const Sighting& enemy, Vec2 place,
                        ActionPort& port);

}  // namespace caisson
