#pragma once
// The brigade commander (the default built-in commander): plans by brigade, and units carry the
// plan out with a few rules checks each (docs/controllers.md).
//
// Once a turn for each brigade — at the first phase of its side's turn in which it may act — it
// takes a picture of the field (engine/ai/field_picture) and gives the brigade a plan: posture,
// point of attack, where its line goes (engine/ai/battle_plan). Then, for each kind of action a
// phase allows (charges first, then moves, fire, rallies, falling back), the brigades' units carry
// it out. The plans are kept in the Battle until the turn ends (engine/play/brigade_plans.hpp),
// so a battle saved between any two phases plays on as the unbroken one does.
#include <vector>

#include "engine/ai/battle_plan.hpp"
#include "engine/ai/built_in.hpp"

namespace caisson {

struct Sighting;

class BrigadeCommander final : public BuiltInCommander {
 public:
  BrigadeCommander() = default;
  // Commands with this temperament rather than the battle file's (engine/scenario/temperament.hpp).
  explicit BrigadeCommander(TemperamentOverride temperament) : temperament_(temperament) {}
  void play_phase(Battle& b, const PhaseSpec& phase, Side side, ActionPort& port) override;

 private:
  void make_plans(Battle& b, const PhaseSpec& phase, Side side);
  void charge(const Battle& b, Side side, ActionPort& port);
  void move(Battle& b, Side side, ActionPort& port);
  enum class Arms : std::uint8_t { foot_and_horse, guns };
  void move_brigade(const Battle& b, const FormationNode& brigade, const BrigadePlan& plan, Arms arms, ActionPort& port);
  void fire(Battle& b, Side side, ActionPort& port);
  bool holds_fire(Battle& b, const Unit& u, const BrigadePlan& plan) const;
  void rally(const Battle& b, Side side, ActionPort& port);
  void fall_back(const Battle& b, Side side, ActionPort& port);

  // The plan of a brigade that may act in this phase; nullptr for the others.
  const BrigadePlan* plan_of(const Battle& b, FormationId brigade) const;

  Temperament temperament_of(const Battle& b, const FormationNode& brigade) const;
  bool charge_waits(Battle& b, const Unit& u, const Sighting& e) const;

  TemperamentOverride temperament_;
  // Scratch for one phase; what outlives the phase is in the Battle (Battle::brigade_plans).
  FieldPicture picture_;
  std::vector<bool> acting_;  // by FormationId: its brigade may act in this phase
  std::vector<bool> wanted_;  // by FormationId: acting, and without a plan for this turn
};

}  // namespace caisson
