#pragma once
// The built-in commander: turns each brigade's standing order (attack, advance, hold, retire)
// into unit actions, phase by phase. It plans with the ruleset's own checks, so everything it
// submits is legal; it never rolls dice.
#include "engine/play/controller.hpp"

namespace caisson {

class StandingOrdersCommander final : public Controller {
 public:
  void play_phase(Battle& b, const PhaseSpec& phase, Side side, ActionPort& port) override;

 private:
  void fire(Battle& b, Side side, ActionPort& port);
  void move(Battle& b, Side side, ActionPort& port);
  void rally(Battle& b, Side side, ActionPort& port);
};

}  // namespace caisson
