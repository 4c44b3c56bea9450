#pragma once
// A rule system: its sequence of play (data), its parameters (house-rule overridable), and the
// checks and resolutions of actions. A ruleset decides outcomes; it never chooses for a player.
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/play/action.hpp"
#include "engine/rules/advisor.hpp"
#include "engine/scenario/brigade_scale.hpp"

namespace caisson {

struct Battle;
struct FormationNode;

// Who acts in a phase: no one (the rules' own work), the player whose turn it is, the other, or
// both together (simultaneous rules: each side's controller in the order the ruleset deals, see
// Ruleset::next_to_act).
enum class Actor : std::uint8_t { none, active, inactive, both };

struct PhaseSpec {
  std::string_view name;     // "artillery", "general fire", "charge"...
  Actor actor = Actor::active;
  ActionKinds allowed;       // what a controller may ask for in it
  std::string_view rule;     // where the rule text says so, for refusal messages
};

// The turn: phases once at the turn's start (igor's events), then each player's turn in order,
// then phases both sides play together once both player turns are over (jackson's simultaneous
// movement and fire).
struct SequenceOfPlay {
  std::vector<PhaseSpec> turn_start;
  std::vector<PhaseSpec> player_turn;
  std::vector<PhaseSpec> turn_end;

  // The rule system's own words in the refusals every rule system gives (Ruleset::check), kept
  // as each first wrote them (they are in logs and tests):
  // what its rules call the sequence, cited when an action is asked for outside any phase;
  std::string_view name = "sequence of play";
  // why a unit of the side not acting now may not act ({side}: the unit's, {acting}: the side
  // acting, {phase}: the phase's name), and the rule that cites (empty: the phase's own).
  std::string_view not_acting = "{side} does not act in {acting}'s turn";
  std::string_view not_acting_rule;

  // The player-turn phase of this name, if there is one.
  const PhaseSpec* player_phase(std::string_view name) const { return find(player_turn, name); }
  // The phase of this name that both players play together, if there is one.
  const PhaseSpec* together_phase(std::string_view name) const { return find(turn_end, name); }
  // The phase of this name in which a side may act: a player-turn phase or one played together.
  const PhaseSpec* acting_phase(std::string_view name) const {
    // The phase being played is named by its own spec's words (Battle::phase): found by address
    // before any text is compared (asked for every unit's every action; names are unique).
    for (const auto& spec : player_turn)
      if (spec.name.data() == name.data() && spec.name.size() == name.size()) return &spec;
    const PhaseSpec* p = player_phase(name);
    return p ? p : together_phase(name);
  }

 private:
  static const PhaseSpec* find(const std::vector<PhaseSpec>& phases, std::string_view name) {
    for (const auto& p : phases)
      if (p.name == name) return &p;
    return nullptr;
  }
};

struct Footprint { double width = 0, depth = 0; };

struct RuleParameter {
  std::string_view name;
  double value = 0;
  double default_value = 0;
  std::string_view meaning;
};

// How orders travel under a rule system (engine/orders). The defaults are igor's optional
// generals rules: 4+ on a D6 to send and to receive, veteran +1 and raw -1, couriers riding 10"
// on their first move and 20" on each later one, a failed roll tried again next turn.
struct CourierRules {
  bool couriers = true;  // false: an order takes effect the moment it is given
  int send_target = 4;
  int receive_target = 4;
  int veteran_modifier = 1;
  int raw_modifier = -1;
  double first_ride = 10;
  double later_ride = 20;
  bool retry_failed_send = true;     // false: a failed send roll loses the order
  bool retry_failed_receive = true;  // false: a failed receive roll loses the order
  bool send_roll = true;  // false: an order always leaves its commander
  // An order given by a commander within this many inches of the recipient takes effect at once,
  // without a receive roll (0: never).
  double sure_within = 0;
};

// A house rule the rule system cannot play: a name it does not have, or a value out of its range.
struct RuleParameterError : std::runtime_error {
  using std::runtime_error::runtime_error;
};
struct UnknownRuleParameter : RuleParameterError {
  using RuleParameterError::RuleParameterError;
};
struct BadRuleParameterValue : RuleParameterError {
  BadRuleParameterValue(std::string parameter_, const std::string& message)
      : RuleParameterError(message), parameter(std::move(parameter_)) {}
  std::string parameter;  // the house rule to blame, so a battle file's line can be named
};

class Ruleset {
 public:
  virtual ~Ruleset() = default;
  virtual std::string_view id() const = 0;
  virtual std::string_view title() const = 0;
  virtual const SequenceOfPlay& sequence() const = 0;

  // House rules. set_parameter throws UnknownRuleParameter naming near misses (values are checked
  // where they are used: brigade_scale).
  virtual std::span<const RuleParameter> parameters() const = 0;
  virtual void set_parameter(std::string_view name, double value) = 0;

  // Brigade-scale rules play each brigade as one unit: the Battle merges a brigade's regiments
  // into one (engine/scenario/brigade_grouping.hpp) when this is true.
  virtual bool units_are_brigades() const { return false; }
  // The least and most stands such a brigade has, from the house rules as set
  // (engine/rules/brigade_stands.hpp); throws BadRuleParameterValue when they make no brigade.
  virtual BrigadeScale brigade_scale() const { return {}; }

  // The rules' own strengths, set on the battle's units before they are placed (north's stands
  // come from quality). By default the battle file's stands stand.
  virtual void muster(std::vector<Unit>&) const {}

  // The size of a unit on the table in its current formation.
  virtual Footprint footprint(const Unit& u) const = 0;

  // Which side plays first this turn (igor: the scenario's; others roll initiative).
  virtual Side first_player(Battle& b) const;
  // The side that plays first every turn, or none when the rules settle it turn by turn
  // (initiative): what the narrative's header tells, without rolling anything.
  virtual std::optional<Side> standing_first_player(const Battle& b) const;

  // Called when the battle starts (after units are placed) and when each player turn begins.
  virtual void begin_battle(Battle&) const {}
  virtual void begin_player_turn(Battle& b, Side side) const;

  // The automatic work of a phase (retreat, rout movement...), run after the controller acted.
  virtual void run_phase(Battle& b, const PhaseSpec& phase, Side side) const = 0;

  // In a phase both sides play (Actor::both): which side's controller is asked next, at the
  // phase's `step`-th asking (0, 1, ...); nullopt ends the asking. By default the first player,
  // then the other. A ruleset may do its own work between askings (jackson turns a card, or
  // fires a round of a fire-fight, before each).
  virtual std::optional<Side> next_to_act(Battle& b, const PhaseSpec& phase, int step, Side first) const;

  // nullopt when the action is legal now; otherwise why not, naming the unit and the rule. What
  // every rule system asks is asked here, once: is there such a unit, is it on the field, is it
  // a phase that allows the action and its side's to act in; then the rule system's own
  // check_action.
  std::optional<std::string> check(const Battle& b, const Action& a) const;
  // check() for a commander's planning: is the action legal now? (Its reason goes unwritten.)
  bool allows(const Battle& b, const Action& a) const;
  virtual void resolve(Battle& b, const Action& a) const = 0;
  // Does the phase being played allow this kind of action (whoever asks)?
  bool phase_allows(const Battle& b, ActionKind k) const;

  // HITs an event (or a script's effect) inflicts on a unit, marked as these rules mark them: by
  // default as HITs (Battle::add_hits); jackson's are casualties that wear stands away.
  virtual void inflict(Battle& b, Unit& u, int hits, std::string_view cause) const;

  // The share of a unit's men (0 to 1) these rules count as lost so far: killed, wounded and
  // taken. Losses in men (engine/play/men_lost.hpp) are each unit's men times this. By default
  // the stands it has lost of those it began with, and all of a unit destroyed (shot to pieces,
  // overrun, taken); a rule system that counts HITs or casualty figures says so itself.
  virtual double share_of_men_lost(const Unit& u) const;

  // Inches a line of sight or fire may run into woods or a town at either end: a unit in or at a
  // wood's edge sees and is seen so far in (each rule system's `cover_sight`).
  virtual double sight_into_cover() const { return 1.0; }

  // Orders: the words a brigade's order may be, each with what it asks of the brigade, and how
  // orders travel.
  virtual std::span<const OrderWord> order_words() const;
  virtual CourierRules courier_rules() const { return {}; }

  // What the rules tell whoever chooses for a side (engine/rules/advisor.hpp).
  virtual const Advisor& advisor() const = 0;

 protected:
  // The rule system's own checks of an action check() has found to be by a unit on the field,
  // of the side acting in `phase`, which allows it.
  virtual std::optional<std::string> check_action(const Battle& b, const PhaseSpec& phase, const Unit& u,
                                                  const Action& a) const = 0;
};

// The rule systems the engine knows: make one by id, with its default parameters.
std::unique_ptr<Ruleset> make_ruleset(std::string_view id);
std::vector<std::string_view> ruleset_ids();

}  // namespace caisson
