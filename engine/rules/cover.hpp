#pragma once
// Whether a unit stands in cover (woods, a town, behind a wall): the question several rule
// systems' fire and assault modifiers ask.
#include "engine/play/battle.hpp"

namespace caisson {

inline bool in_cover(const Battle& b, const Unit& u) { return b.field().cover_of(u.footprint) != Cover::none; }

}  // namespace caisson
