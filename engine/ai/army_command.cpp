#include "engine/ai/army_command.hpp"

#include "engine/play/battle.hpp"

namespace caisson {

ArmyCommand::ArmyCommand(const ScenarioControllers& controllers, const CommanderNames& names) : controllers_(controllers) {
  std::set<FormationId> others;
  for (const auto& [brigade, controller] : controllers_.brigades) others.insert(brigade);
  for (Side s : {0, 1}) {
    built_in_[s] = make_built_in_commander(names[s]);
    built_in_[s]->leave_to_others(others);
  }
}

void ArmyCommand::play_phase(Battle& b, const PhaseSpec& phase, Side side, ActionPort& port) {
  if (controllers_.sides[side]) return controllers_.sides[side]->play_phase(b, phase, side, port);
  for (const auto& [brigade, controller] : controllers_.brigades)
    if (b.oob.node(brigade).side == side) controller->play_phase(b, phase, side, port);
  built_in_[side]->play_phase(b, phase, side, port);
}

}  // namespace caisson
