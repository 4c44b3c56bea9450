#pragma once
// Applying an event entry's declarative effects (engine/scenario/declared_effect.hpp).
#include "engine/play/battle.hpp"

namespace caisson {

void apply_effect(Battle& b, const DeclaredEffect& effect);

}  // namespace caisson
