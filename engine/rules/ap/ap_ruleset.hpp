#pragma once
// The brigade-level action-point rules: each brigade is one unit; division generals motivate
// brigades one after another until a roll fails; a motivated brigade spends a D6 of action
// points on moving, shooting, assaulting and restoring order, the rest only their residual
// point. Morale is a pool of dice; assaults go through a falter test to a fight. A countdown
// clock (the battle file's) ends the day. docs/rules/ap.md describes every rule and reading.
#include <vector>

#include "engine/rules/ap/motivation.hpp"
#include "engine/rules/ap/parameters.hpp"
#include "engine/rules/ruleset.hpp"

namespace caisson::ap {

inline constexpr std::string_view kMorale = "morale";
inline constexpr std::string_view kMotivation = "motivation";
inline constexpr std::string_view kOrder = "restore order";
inline constexpr std::string_view kMovement = "movement";
inline constexpr std::string_view kShooting = "shooting";

class ApRuleset final : public Ruleset, public Advisor {
 public:
  ApRuleset();
  std::string_view id() const override { return "ap"; }
  std::string_view title() const override { return "Brigade-level action points (generals motivate, units spend)"; }
  const SequenceOfPlay& sequence() const override { return sequence_; }
  const Advisor& advisor() const override { return *this; }

  std::span<const RuleParameter> parameters() const override { return params_.all(); }
  void set_parameter(std::string_view name, double value) override { params_.set(name, value); }
  double sight_into_cover() const override { return params_[Param::cover_sight]; }
  const ApParameters& params() const { return params_; }

  bool units_are_brigades() const override { return true; }
  BrigadeScale brigade_scale() const override;
  Footprint footprint(const Unit& u) const override;
  void begin_player_turn(Battle& b, Side side) const override;
  void run_phase(Battle& b, const PhaseSpec& phase, Side side) const override;
  bool may_act(const Battle& b, const Unit& u, ActionKind k) const override;
  void resolve(Battle& b, const Action& a) const override;
  double move_allowance(const Battle& b, const Unit& u) const override;
  double fire_range_in(const Unit& u, Formation f) const override;
  double closing_range(const Unit& u) const override;
  double charge_reach_bound(const Unit& u) const override;
  double expected_hits(const Battle& b, const Unit& firer, const Unit& target) const override;
  std::optional<ShotQuote> quote_shot(const Battle& b, const Unit& firer, const Unit& target) const override;
  bool could_fire_at(const Battle& b, const Unit& firer, const Unit& target) const override;
  CourierRules courier_rules() const override;
  // Each unit's motivation and action points left, the generals who have failed (sequence_state.cpp).
  SequenceState sequence_state(const Battle& b) const override;

 private:
  std::optional<std::string> check_action(const Battle& b, const PhaseSpec& phase, const Unit& u,
                                          const Action& a) const override;
  void test_marked_units(Battle& b, Side side) const;

  SequenceOfPlay sequence_;
  ApParameters params_;
};

}  // namespace caisson::ap
