#pragma once
// "Mini Campaign Battle Rules" (brigade units, as played April 2020): brigades of 2-8 stands,
// initiative each turn, unit-by-unit activation, fire by the front rank hitting on 5-6, charges
// settled by an opposed die. docs/rules/minicampaign.md describes every rule and reading.
#include <vector>

#include "engine/rules/minicampaign/charge.hpp"
#include "engine/rules/minicampaign/parameters.hpp"
#include "engine/rules/ruleset.hpp"

namespace caisson::minicampaign {

inline constexpr std::string_view kMovement = "movement";
inline constexpr std::string_view kDefensiveFire = "defensive fire";
inline constexpr std::string_view kOffensiveFire = "offensive fire";
inline constexpr std::string_view kResolveCharges = "resolve charges";

class MinicampaignRuleset final : public Ruleset, public Advisor {
 public:
  MinicampaignRuleset();
  std::string_view id() const override { return "minicampaign"; }
  std::string_view title() const override { return "Mini Campaign Battle Rules (brigade units)"; }
  const SequenceOfPlay& sequence() const override { return sequence_; }
  const Advisor& advisor() const override { return *this; }
  bool units_are_brigades() const override { return true; }
  BrigadeScale brigade_scale() const override;

  std::span<const RuleParameter> parameters() const override { return params_.all(); }
  void set_parameter(std::string_view name, double value) override { params_.set(name, value); }
  double sight_into_cover() const override { return params_[Param::cover_sight]; }
  double share_of_men_lost(const Unit& u) const override;
  const MiniParameters& params() const { return params_; }

  Footprint footprint(const Unit& u) const override;
  Side first_player(Battle& b) const override;
  std::optional<Side> standing_first_player(const Battle&) const override { return std::nullopt; }  // initiative
  void begin_player_turn(Battle& b, Side side) const override;
  void run_phase(Battle& b, const PhaseSpec& phase, Side side) const override;
  void resolve(Battle& b, const Action& a) const override;
  double move_allowance(const Battle& b, const Unit& u) const override;
  double fire_range_in(const Unit& u, Formation f) const override;
  double closing_range(const Unit& u) const override;
  double charge_reach_bound(const Unit& u) const override;
  double expected_hits(const Battle& b, const Unit& firer, const Unit& target) const override;
  std::optional<ShotQuote> quote_shot(const Battle& b, const Unit& firer, const Unit& target) const override;
  bool could_fire_at(const Battle& b, const Unit& firer, const Unit& target) const override;
  // Each unit's activation, the charges declared (sequence_state.cpp).
  SequenceState sequence_state(const Battle& b) const override;

 private:
  std::optional<std::string> check_action(const Battle& b, const PhaseSpec& phase, const Unit& u,
                                          const Action& a) const override;
  void test_disordered(Battle& b, Side side) const;

  SequenceOfPlay sequence_;
  MiniParameters params_;
};

}  // namespace caisson::minicampaign
