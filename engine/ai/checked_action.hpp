#pragma once
// The built-in commander submits only what the rules' own check accepts, so it is never refused.
#include "engine/play/battle.hpp"
#include "engine/play/controller.hpp"

namespace caisson {

inline bool try_action(const Battle& b, const Action& a, ActionPort& port) { return port.attempt(b, a).accepted; }

}  // namespace caisson
