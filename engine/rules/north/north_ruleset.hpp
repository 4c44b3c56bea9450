#pragma once
// David E. North's ACW rules (after Gledden and Simpson): regiments of three to five stands in
// brigades under Major Generals with advance, hold or withdraw orders; the Confederates act and
// fight first each turn; accomplishment tosses against a unit's stands; combat by category with
// one die for all the units attacking a target; a one-die morale toss. docs/rules/north.md
// describes every rule and reading.
#include <vector>

#include "engine/rules/north/combat.hpp"
#include "engine/rules/north/parameters.hpp"
#include "engine/rules/ruleset.hpp"

namespace caisson::north {

inline constexpr std::string_view kActivation = "activation";
inline constexpr std::string_view kArtillery = "artillery";
inline constexpr std::string_view kMusketry = "musketry";
inline constexpr std::string_view kMelee = "melee";

class NorthRuleset final : public Ruleset, public Advisor {
 public:
  NorthRuleset();
  std::string_view id() const override { return "north"; }
  std::string_view title() const override { return "David E. North's American Civil War"; }
  const SequenceOfPlay& sequence() const override { return sequence_; }
  const Advisor& advisor() const override { return *this; }

  std::span<const RuleParameter> parameters() const override { return params_.all(); }
  void set_parameter(std::string_view name, double value) override { params_.set(name, value); }
  double sight_into_cover() const override { return params_[Param::cover_sight]; }
  double share_of_men_lost(const Unit& u) const override;
  const NorthParameters& params() const { return params_; }

  void muster(std::vector<Unit>& units) const override;
  Footprint footprint(const Unit& u) const override;
  std::optional<Side> standing_first_player(const Battle& b) const override;
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
  std::span<const OrderWord> order_words() const override;
  CourierRules courier_rules() const override;
  // The attacks declared this phase (sequence_state.cpp).
  SequenceState sequence_state(const Battle& b) const override;

 private:
  std::optional<std::string> check_action(const Battle& b, const PhaseSpec& phase, const Unit& u,
                                          const Action& a) const override;

  SequenceOfPlay sequence_;
  NorthParameters params_;
};

}  // namespace caisson::north
