#include "engine/play/turn_point.hpp"

#include "engine/rules/ruleset.hpp"

namespace caisson {

std::span<const PhaseSpec> phases_of(const SequenceOfPlay& seq, TurnStage stage) {
  switch (stage) {
    case TurnStage::turn_start:
      return seq.turn_start;
    case TurnStage::player_turn:
      return seq.player_turn;
    case TurnStage::turn_end:
      return seq.turn_end;
    case TurnStage::between_turns:
      break;
  }
  return {};
}

std::string_view phase_just_played(const SequenceOfPlay& seq, const TurnPoint& at) {
  const auto phases = phases_of(seq, at.stage);
  if (at.phases <= 0 || static_cast<std::size_t>(at.phases) > phases.size()) return {};
  return phases[static_cast<std::size_t>(at.phases - 1)].name;
}

}  // namespace caisson
