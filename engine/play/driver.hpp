#pragma once
// The sequence-of-play driver: walks the ruleset's phases turn by turn, asks each side's
// controller for actions, checks them against the phase and the rules, runs the phases'
// automatic work, brings on reinforcements, rolls the event table, fires the scenario's hooks,
// and asks the victory condition at the end of each turn.
#include <array>
#include <span>

#include "engine/play/battle.hpp"
#include "engine/play/controller.hpp"

namespace caisson {

class Driver {
 public:
  Driver(Battle& b, Controller& first_side, Controller& second_side);
  Driver(Battle& b, std::array<Controller*, 2> controllers);

  // Plays until the battle has an outcome (a victory condition or the turn limit).
  const Outcome& play();
  // Plays one whole turn; false once the battle is over.
  bool play_turn();
  // Stop after this turn (for saves); 0 = never.
  void stop_after(int turn) { stop_after_ = turn; }

  // Checks an action against the current phase and the rules, and resolves it if legal.
  // A refused action is counted against its side and logged, unless it was a quiet attempt.
  enum class Refusal { counted, quiet };
  Verdict submit(const Action& a, Refusal refusal = Refusal::counted);
  // Why submit would refuse the action now (the phase, the side, the rules), reason written;
  // nothing counted, logged or resolved.
  std::optional<std::string> why_not(const Action& a) const;

 private:
  void play_phase(const PhaseSpec& p, Side side);
  // The phases both sides play together after the player turns (SequenceOfPlay::turn_end).
  void play_turn_end(std::span<const PhaseSpec> phases, Side first);
  void begin_phase(const PhaseSpec& p);
  void finish_phase(const PhaseSpec& p, Side side);
  void start_battle();
  // The driver's own refusal (no unit, no phase, not this side's, not this phase's), or nullopt.
  std::optional<std::string> phase_refusal(const Action& a) const;

  Battle& b_;
  std::array<Controller*, 2> controllers_;
  const PhaseSpec* current_ = nullptr;
  Side acting_ = 0;
  int stop_after_ = 0;
};

}  // namespace caisson
