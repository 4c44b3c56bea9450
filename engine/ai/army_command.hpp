#pragma once
// Who commands each brigade: a side's Lua controller when the battle gives one, else each
// brigade's own Lua controller where given, and the side's built-in commander for the rest.
#include <array>
#include <memory>
#include <string>

#include "engine/ai/built_in.hpp"
#include "engine/scenario/scenario.hpp"

namespace caisson {

// The built-in commander of each side, by name (engine/ai/built_in.hpp).
using CommanderNames = std::array<std::string, 2>;
inline CommanderNames default_commanders() { return {std::string(kDefaultCommander), std::string(kDefaultCommander)}; }

class ArmyCommand final : public Controller {
 public:
  // Throws UnknownCommander for a name no built-in commander has.
  explicit ArmyCommand(const ScenarioControllers& controllers, const CommanderNames& names = default_commanders());
  void play_phase(Battle& b, const PhaseSpec& phase, Side side, ActionPort& port) override;

 private:
  ScenarioControllers controllers_;
  std::array<std::unique_ptr<BuiltInCommander>, 2> built_in_;
};

}  // namespace caisson
