#pragma once
// The sequence-of-play driver: walks the ruleset's phases turn by turn, asks each side's
// controller for actions, checks them against the phase and the rules, runs the phases'
// automatic work, brings on reinforcements, rolls the event table, fires the scenario's hooks,
// and asks the victory condition at the end of each turn. Where play stands within the turn is
// the Battle's (Battle::turn_point), so a battle stopped between two phases and restored from a
// save goes on from the next phase.
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
  // Plays the rest of the turn (a whole turn between turns); false once the battle is over.
  bool play_turn();
  // Stop after this turn (for saves); 0 = never.
  void stop_after(int turn) { stop_after_ = turn; }
  // Stop once `phases` phases of this turn are played (TurnPoint::played), unless the battle is
  // over by then: a save between two phases.
  void stop_after_phase(int turn, int phases) { pause_turn_ = turn, pause_phases_ = phases; }
  // play() returned at the point stop_after_phase asked for.
  bool paused() const { return paused_; }

  // Checks an action against the current phase and the rules, and resolves it if legal.
  // A refused action is counted against its side and logged, unless it was a quiet attempt.
  enum class Refusal { counted, quiet };
  Verdict submit(const Action& a, Refusal refusal = Refusal::counted);
  // Why submit would refuse the action now (the phase, the side, the rules), reason written;
  // nothing counted, logged or resolved.
  std::optional<std::string> why_not(const Action& a) const;

 private:
  // The turn's parts, each from where Battle::turn_point stands; false when play pauses in it.
  void open_turn();
  bool play_turn_start();
  bool play_player_turns();
  bool play_turn_end();
  void close_turn();
  // One more phase of the turn is played: true when play pauses here.
  bool phase_played();
  void play_phase(const PhaseSpec& p, Side side);
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
  int pause_turn_ = 0, pause_phases_ = 0;
  bool paused_ = false;
};

}  // namespace caisson
