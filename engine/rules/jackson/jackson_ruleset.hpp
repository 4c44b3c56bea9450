#pragma once
// Jackson Gamers' Continuous Fire Fight rules (after Larry Brom's Standard Rules): regiments of
// stands; a shuffled deck of move cards, one a brigade, each moving its brigade on a D10 command
// response; simultaneous fire by standing and moving artillery and musketry; then the fire-fight,
// round after round while attackers close, until morale breaks; close combat stand against
// stand; rallies; and each army's effectiveness at the turn's end. docs/rules/jackson.md
// describes every rule and reading.
#include "engine/rules/jackson/parameters.hpp"
#include "engine/rules/jackson/turn_state.hpp"
#include "engine/rules/ruleset.hpp"

namespace caisson::jackson {

inline constexpr std::string_view kMovement = "movement";
inline constexpr std::string_view kStandingArtillery = "standing artillery";
inline constexpr std::string_view kMovingArtillery = "moving artillery";
inline constexpr std::string_view kStandingMusketry = "standing musketry";
inline constexpr std::string_view kMovingMusketry = "moving musketry";
inline constexpr std::string_view kFirefight = "fire-fight";
inline constexpr std::string_view kCloseCombat = "close combat";
inline constexpr std::string_view kRally = "rally";
inline constexpr std::string_view kArmyMorale = "army morale";

class JacksonRuleset final : public Ruleset, public Advisor {
 public:
  JacksonRuleset();
  std::string_view id() const override { return "jackson"; }
  std::string_view title() const override { return "Jackson Gamers' Continuous Fire Fight"; }
  const SequenceOfPlay& sequence() const override { return sequence_; }
  const Advisor& advisor() const override { return *this; }

  std::span<const RuleParameter> parameters() const override { return params_.all(); }
  void set_parameter(std::string_view name, double value) override { params_.set(name, value); }
  double sight_into_cover() const override { return params_[Param::cover_sight]; }
  double share_of_men_lost(const Unit& u) const override;
  const JacksonParameters& params() const { return params_; }

  Footprint footprint(const Unit& u) const override;
  void begin_battle(Battle& b) const override;
  void begin_player_turn(Battle& b, Side side) const override;
  std::optional<Side> next_to_act(Battle& b, const PhaseSpec& phase, int step, Side first) const override;
  void run_phase(Battle& b, const PhaseSpec& phase, Side side) const override;
  bool may_act(const Battle& b, const Unit& u, ActionKind k) const override;
  bool brigade_may_act(const Battle& b, const FormationNode& brigade, ActionKind k) const override;
  void resolve(Battle& b, const Action& a) const override;
  double move_allowance(const Battle& b, const Unit& u) const override;
  double fire_range_in(const Unit& u, Formation f) const override;
  double charge_reach_bound(const Unit& u) const override;
  double expected_hits(const Battle& b, const Unit& firer, const Unit& target) const override;
  std::optional<ShotQuote> quote_shot(const Battle& b, const Unit& firer, const Unit& target) const override;
  bool could_fire_at(const Battle& b, const Unit& firer, const Unit& target) const override;
  CourierRules courier_rules() const override;
  void inflict(Battle& b, Unit& u, int hits, std::string_view cause) const override;
  // The card, the cards left, the fire-fight's round, attacks and move dice (sequence_state.cpp).
  SequenceState sequence_state(const Battle& b) const override;

 private:
  std::optional<std::string> check_action(const Battle& b, const PhaseSpec& phase, const Unit& u,
                                          const Action& a) const override;
  std::optional<Side> next_card(Battle& b) const;

  SequenceOfPlay sequence_;
  JacksonParameters params_;
};

}  // namespace caisson::jackson
