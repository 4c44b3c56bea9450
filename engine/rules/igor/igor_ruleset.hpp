#pragma once
// "I'm a Good Old Rebel": regiments of two bases, batteries of four guns, fire by tables of
// D6 hitting on 6s, morale on 2D6. docs/rules/igor.md describes every rule and reading.
#include "engine/rules/igor/parameters.hpp"
#include "engine/rules/ruleset.hpp"

namespace caisson::igor {

// The phases' names, as the sequence of play and refusal messages use them.
inline constexpr std::string_view kEvents = "events";
inline constexpr std::string_view kArtillery = "artillery";
inline constexpr std::string_view kGeneralFire = "general fire";
inline constexpr std::string_view kCharge = "charge";
inline constexpr std::string_view kGeneralMovement = "general movement";
inline constexpr std::string_view kRally = "rally";
inline constexpr std::string_view kRetreat = "retreat";
inline constexpr std::string_view kRoutMovement = "rout movement";

// How orders travel under igor's optional generals rules, from the parameters.
CourierRules courier_rules(const IgorParameters& p);

class IgorRuleset final : public Ruleset, public Advisor {
 public:
  IgorRuleset();
  std::string_view id() const override { return "igor"; }
  std::string_view title() const override { return "I'm a Good Old Rebel"; }
  const SequenceOfPlay& sequence() const override { return sequence_; }
  const Advisor& advisor() const override { return *this; }

  std::span<const RuleParameter> parameters() const override { return params_.all(); }
  void set_parameter(std::string_view name, double value) override { params_.set(name, value); }
  double sight_into_cover() const override { return params_[Param::cover_sight]; }
  double share_of_men_lost(const Unit& u) const override;
  const IgorParameters& params() const { return params_; }

  Footprint footprint(const Unit& u) const override;
  // Rolls what the battle file left to the dice (engine/rules/igor/army_generation.hpp).
  void begin_battle(Battle& b) const override;
  void run_phase(Battle& b, const PhaseSpec& phase, Side side) const override;
  bool may_act(const Battle& b, const Unit& u, ActionKind k) const override;
  void resolve(Battle& b, const Action& a) const override;
  double move_allowance(const Battle& b, const Unit& u) const override;
  double fire_range_in(const Unit& u, Formation f) const override;
  double closing_range(const Unit& u) const override;
  double charge_reach_bound(const Unit& u) const override;
  double expected_hits(const Battle& b, const Unit& firer, const Unit& target) const override;
  std::optional<ShotQuote> quote_shot(const Battle& b, const Unit& firer, const Unit& target) const override;
  bool charges_name_supporters() const override { return true; }
  bool charges_name_fellows() const override { return true; }
  std::optional<double> charge_stopped_after(const Battle& b, const Unit& charger, const Unit& target) const override;
  bool could_fire_at(const Battle& b, const Unit& firer, const Unit& target) const override;
  bool might_fire_at(const Battle& b, const Unit& firer, const Unit& target) const override;
  double longest_step(const Battle& b, const Unit& u, Vec2 dir, double want, double facing) const override;
  void blocked_steps(const Battle& b, const Unit& u, Vec2 dir, double longest, double facing,
                     std::vector<OrientedRect::Stretch>& out) const override;
  CourierRules courier_rules() const override;

 private:
  std::optional<std::string> check_action(const Battle& b, const PhaseSpec& phase, const Unit& u,
                                          const Action& a) const override;

  SequenceOfPlay sequence_;
  IgorParameters params_;
};

}  // namespace caisson::igor
