#pragma once
// The brigade commander (the default built-in commander): plans by brigade, and units carry the
// plan out with a few rules checks each (docs/controllers.md).
//
// Once a turn for each brigade — at the first phase of its side's turn in which it may act — it
// takes a picture of the field (engine/ai/field_picture) and gives the brigade a plan: posture,
// point of attack, where its line goes (engine/ai/battle_plan). Then, for each kind of action a
// phase allows (charges first, then moves, fire, rallies, falling back), the brigades' units carry
// it out. The plans are remade each turn from the battle as it stands and are not part of the
// Battle: a battle saved between turns resumes exactly, one saved between two phases of a turn
// does not (the command line saves between turns only; docs/campaigns.md).
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

  // The plan of a brigade that may act in this phase; nullptr for the others.
  const BrigadePlan* plan_of(FormationId brigade) const;

  FieldPicture picture_;
  std::vector<BrigadePlan> plans_;  // by FormationId: each brigade's plan for this turn
  std::vector<int> planned_on_;     // by FormationId: the turn its plan was made (0: none yet)
  std::vector<bool> acting_;        // by FormationId: its brigade may act in this phase
  std::vector<bool> wanted_;        // by FormationId: acting, and without a plan for this turn
  const Battle* planned_for_ = nullptr;  // the battle the plans are for
  std::uint64_t planned_seed_ = 0;
};

}  // namespace caisson
