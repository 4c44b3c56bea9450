#include "engine/ai/army_command.hpp"

#include "engine/play/battle.hpp"

namespace caisson {

ArmyCommand::ArmyCommand(const ScenarioControllers& controllers) : controllers_(controllers) {
  std::set<FormationId> others;
  for (const auto& [brigade, controller] : controllers_.brigades) others.insert(brigade);
  built_in_.leave_to_others(std::move(others));
}

void ArmyCommand::play_phase(Battle& b, const PhaseSpec& phase, Side side, ActionPort& port) {
  if (controllers_.sides[side]) return controllers_.sides[side]->play_phase(b, phase, side, port);
  for (const auto& [brigade, controller] : controllers_.brigades)
    if (b.oob.node(brigade).side == side) controller->play_phase(b, phase, side, port);
  built_in_.play_phase(b, phase, side, port);
}

}  // namespace caisson
