#pragma once
// Where play stands within a turn. The driver keeps it in the Battle as it goes, so a battle
// stopped between two phases, saved and resumed, goes on from the next phase exactly.
#include <cstdint>
#include <span>
#include <string_view>

#include "engine/forces/vocabulary.hpp"

namespace caisson {

struct PhaseSpec;
struct SequenceOfPlay;

enum class TurnStage : std::uint8_t {
  between_turns,  // the last turn ended (or none began)
  turn_start,     // in the phases both sides play before the player turns (SequenceOfPlay::turn_start)
  player_turn,    // in a player turn (SequenceOfPlay::player_turn)
  turn_end,       // in the phases both sides play after the player turns (SequenceOfPlay::turn_end)
};

struct TurnPoint {
  TurnStage stage = TurnStage::between_turns;
  int player = 0;  // in player_turn: the first player's turn (0) or the second's (1)
  int phases = 0;  // how many of the stage's phases are played
  int played = 0;  // how many phases of the turn are played, all stages together
  Side first = 0;  // who plays first this turn (some rules roll for it)
};

// The phases of a stage (none between turns).
std::span<const PhaseSpec> phases_of(const SequenceOfPlay& seq, TurnStage stage);
// The name of the phase played last, by the point it left play at ("" between turns or before
// a stage's first phase).
std::string_view phase_just_played(const SequenceOfPlay& seq, const TurnPoint& at);

}  // namespace caisson
