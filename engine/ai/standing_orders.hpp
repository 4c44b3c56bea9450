#pragma once
// The built-in commander: turns each brigade's standing order (attack, advance, hold, retire)
// into unit actions, phase by phase. It plans with the ruleset's own checks, so everything it
// submits is legal; it never rolls dice. It keeps no memory between phases (beyond which
// brigades others command), so a resumed battle plays on exactly as an uninterrupted one. The pieces live one idea per file: march, deploy,
// artillery, charge_decision, reserves, targeting, brigade_plan.
#include <optional>
#include <set>

#include "engine/ai/built_in.hpp"
#include "engine/geometry/vec2.hpp"

namespace caisson {

struct FormationNode;
struct Unit;

struct Sighting;

// Under Advance a unit halts when fired on (it has HITs and the enemy has it in reach), or on
// reaching cover.
bool advance_halted(const Battle& b, const Unit& u, const Sighting& enemy);

class StandingOrdersCommander final : public BuiltInCommander {
 public:
  void play_phase(Battle& b, const PhaseSpec& phase, Side side, ActionPort& port) override;

 private:
  void fire(Battle& b, Side side, ActionPort& port);
  // Under Attack or Advance a unit holds its fire (firing is its action for the turn) when it
  // can do better later in this player turn: charge with fair odds at closing range, or march
  // closer while the enemy is beyond it (under Advance, until fired on or in cover).
  bool holds_fire(Battle& b, const Unit& u, const FormationNode& brigade, const std::optional<Vec2>& goal) const;
  void move(Battle& b, Side side, ActionPort& port);
  void charge(Battle& b, Side side, ActionPort& port);
  void rally(Battle& b, Side side, ActionPort& port);
  // In a phase that allows only falling back (jackson's fire-fight): units losing it go.
  void fall_back(Battle& b, Side side, ActionPort& port);
  void move_unit(const Battle& b, const Unit& u, const FormationNode& brigade, ActionPort& port);
};

}  // namespace caisson
