#pragma once
// The brigade commander (the default built-in commander): plans by brigade, and units carry the
// plan out with a few rules checks each (docs/controllers.md).
//
// For each phase its side acts in, it takes a picture of the field (engine/ai/field_picture),
// gives every brigade a plan — posture, point of attack, where its line stands after this turn's
// move (engine/ai/battle_plan) — and then, for each kind of action the phase allows (charges
// first, then moves, fire, rallies, falling back), has the brigades' units carry it out. It keeps
// nothing between phases but the brigades other controllers command, so a resumed battle plays
// on exactly as an unbroken one.
#include <vector>

#include "engine/ai/battle_plan.hpp"
#include "engine/ai/built_in.hpp"

namespace caisson {

class BrigadeCommander final : public BuiltInCommander {
 public:
  void play_phase(Battle& b, const PhaseSpec& phase, Side side, ActionPort& port) override;

 private:
  void make_plans(const Battle& b, const PhaseSpec& phase, Side side);
  void charge(const Battle& b, Side side, ActionPort& port);
  void move(Battle& b, Side side, ActionPort& port);
  enum class Arms : std::uint8_t { foot_and_horse, guns };
  void move_brigade(const Battle& b, const FormationNode& brigade, const BrigadePlan& plan, Arms arms, ActionPort& port);
  void fire(Battle& b, Side side, ActionPort& port);
  bool holds_fire(Battle& b, const Unit& u, const BrigadePlan& plan) const;
  void rally(const Battle& b, Side side, ActionPort& port);
  void fall_back(const Battle& b, Side side, ActionPort& port);

  FieldPicture picture_;
  std::vector<BrigadePlan> plans_;  // by FormationId, for the phase being played
  std::vector<bool> acting_;        // by FormationId: its brigade may act in this phase
};

}  // namespace caisson
