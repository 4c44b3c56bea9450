#pragma once
// Who commands each brigade: a side's Lua controller when the battle gives one, else each
// brigade's own Lua controller where given, and the built-in commander for the rest.
#include "engine/ai/standing_orders.hpp"
#include "engine/scenario/scenario.hpp"

namespace caisson {

class ArmyCommand final : public Controller {
 public:
  explicit ArmyCommand(const ScenarioControllers& controllers);
  void play_phase(Battle& b, const PhaseSpec& phase, Side side, ActionPort& port) override;

 private:
  ScenarioControllers controllers_;
  StandingOrdersCommander built_in_;
};

}  // namespace caisson
