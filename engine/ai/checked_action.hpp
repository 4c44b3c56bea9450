#pragma once
// The built-in commander tries its actions as attempts: the rules' check decides, and an attempt
// they refuse is no refusal (the commander is never refused).
#include "engine/play/battle.hpp"
#include "engine/play/controller.hpp"

namespace caisson {

inline bool try_action(const Battle& b, const Action& a, ActionPort& port) { return port.attempt(b, a).accepted; }

}  // namespace caisson
