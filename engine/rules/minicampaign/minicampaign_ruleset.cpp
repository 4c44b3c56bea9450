#include "engine/rules/minicampaign/minicampaign_ruleset.hpp"
#include "engine/rules/cover.hpp"

#include <algorithm>

#include "engine/play/battle.hpp"
#include "engine/rules/brigade_stands.hpp"
#include "engine/rules/minicampaign/activation.hpp"
#include "engine/rules/minicampaign/condition.hpp"
#include "engine/rules/minicampaign/fire.hpp"
#include "engine/rules/minicampaign/footprint.hpp"
#include "engine/rules/minicampaign/initiative.hpp"
#include "engine/rules/minicampaign/movement.hpp"
#include "engine/rules/refusal_reasons.hpp"

namespace caisson::minicampaign {
namespace {

using K = ActionKind;

SequenceOfPlay minicampaign_sequence() {
  SequenceOfPlay s;
  s.not_acting = "{side} does not act in the {phase} phase";
  // No turn-start phase: initiative is rolled when the driver asks who plays first, and the
  // scenario's event table before the player turns.
  s.player_turn = {
      {kMovement, Actor::active, {K::move, K::change_formation, K::fall_back, K::charge},
       "sequence of play: the first player activates and moves units one at a time"},
      {kDefensiveFire, Actor::inactive, {K::fire, K::charge},
       "sequence of play: the inactive player's units shoot, or engaged mounted cavalry charge"},
      {kOffensiveFire, Actor::active, {K::fire, K::charge},
       "sequence of play: the active player's units shoot, or engaged mounted cavalry charge"},
      {kResolveCharges, Actor::none, {}, "sequence of play: charges are resolved after both fire phases"},
  };
  return s;
}

}  // namespace

MinicampaignRuleset::MinicampaignRuleset() : sequence_(minicampaign_sequence()) {}

Footprint MinicampaignRuleset::footprint(const Unit& u) const { return footprint_of(params_, u); }

Side MinicampaignRuleset::first_player(Battle& b) const { return roll_initiative(b, params_); }

void MinicampaignRuleset::begin_player_turn(Battle& b, Side side) const {
  Ruleset::begin_player_turn(b, side);
  for (Unit& u : b.units) {
    u.fired = false;  // each unit may shoot once in each fire phase, its own and the enemy's
    if (u.side != side) continue;
    unit_state(b, u.id) = {};
  }
  state_of(b).pending.clear();
  state_of(b).ledger.clear();
}

void MinicampaignRuleset::test_disordered(Battle& b, Side side) const {
  // "Disordered units must test": those the player did not move test now.
  for (Unit& u : b.units)
    if (u.side == side && u.present() && (u.disordered || u.routing) && activation_of(b, u) == Activation::untested) activate(b, params_, u);
}

void MinicampaignRuleset::run_phase(Battle& b, const PhaseSpec& phase, Side side) const {
  if (phase.name == kMovement) test_disordered(b, side);
  if (phase.name == kResolveCharges) {
    MiniState& s = state_of(b);
    for (const PendingCharge& c : s.pending) resolve_charge_combat(b, params_, c, s.ledger);
    s.pending.clear();
  }
}

std::optional<std::string> MinicampaignRuleset::check_action(const Battle& b, const PhaseSpec&, const Unit& u,
                                                             const Action& a) const {
  const ActionKind k = kind_of(a);
  if (u.routing) return refusal(u, name_of(k), "it is routing: it acts again once an activation test rallies it", "activation");
  switch (k) {
    case K::move: return check_move(b, params_, std::get<Move>(a));
    case K::change_formation: return check_change_formation(b, params_, std::get<ChangeFormation>(a));
    case K::fall_back: return check_fall_back(b, params_, std::get<FallBack>(a));
    case K::fire: return check_fire(b, params_, std::get<Fire>(a));
    case K::charge: return check_charge(b, params_, std::get<Charge>(a));
    case K::rally: return refusal(u, "rally", "units rally from disorder by their activation test", "activation");
  }
  return std::nullopt;
}

void MinicampaignRuleset::resolve(Battle& b, const Action& a) const {
  switch (kind_of(a)) {
    case K::move: resolve_move(b, params_, std::get<Move>(a)); break;
    case K::change_formation: resolve_change_formation(b, params_, std::get<ChangeFormation>(a)); break;
    case K::fall_back: resolve_fall_back(b, params_, std::get<FallBack>(a)); break;
    case K::fire: {
      const Fire& f = std::get<Fire>(a);
      bool over_obstacle = false;
      for (const auto& c : state_of(b).pending)
        if (c.charger == f.unit) over_obstacle = c.over_obstacle;
      state_of(b).ledger.add(f.unit, f.target, resolve_fire(b, params_, f, over_obstacle));
      break;
    }
    case K::charge:
      if (auto c = resolve_charge(b, params_, std::get<Charge>(a))) state_of(b).pending.push_back(*c);
      break;
    case K::rally: break;
  }
}

// minicampaign counts hits, a stand lost for each hits_per_stand: the hits are the men lost, so a
// unit halfway to its next stand has lost half a stand's men.
BrigadeScale MinicampaignRuleset::brigade_scale() const {
  return brigade_scale_from(id(), params_[Param::brigade_stands_least], params_[Param::brigade_stands_most]);
}

double MinicampaignRuleset::share_of_men_lost(const Unit& u) const {
  return u.status == UnitStatus::destroyed ? 1.0 : share_of_hits_taken(params_, u);
}

double MinicampaignRuleset::move_allowance(const Battle& b, const Unit& u) const {
  return std::max(0.0, open_move(params_, u) * move_fraction(params_, activation_of(b, u)) - unit_state(b, u.id).move_spent);
}

// Formation does not change what a unit's arms reach here.
double MinicampaignRuleset::fire_range_in(const Unit& u, Formation) const { return fire_reach(params_, u); }

// Close range: a die for every front-rank stand.
double MinicampaignRuleset::closing_range(const Unit& u) const {
  const double close = arms_class(u) == ArmsClass::artillery ? params_[Param::artillery_close_range] : params_[Param::close_range];
  return std::min(fire_reach(params_, u), close);
}

// A charge goes at most a whole move (the best ground's: a road, or terrain_factor should a
// scenario raise it above 1) and halts charge_closing_distance short; in a fire phase only
// engaged cavalry charge.
double MinicampaignRuleset::charge_reach_bound(const Unit& u) const {
  const double open = open_move(params_, u);
  const double best_move = std::max({open, open + params_[Param::road_bonus], open * params_[Param::terrain_factor]});
  return std::max(params_[Param::engaged_zone], params_[Param::charge_closing_distance] + best_move) + 1e-6;
}

// Half effect is counted for cover only (the other cases are a charge's).
double MinicampaignRuleset::expected_hits(const Battle& b, const Unit& firer, const Unit& target) const {
  const double range = firer.footprint.distance_to(target.footprint);
  if (range > fire_reach(params_, firer)) return 0;
  const int need = std::max(1, params_.whole(Param::hit_on) - die_bonus(params_, firer));
  const double per_die = std::clamp((7.0 - need) / 6.0, 0.0, 1.0);
  const double half = in_cover(b, target) ? 0.5 : 1.0;
  return fire_dice(params_, firer, range) * per_die * half;
}

std::optional<ShotQuote> MinicampaignRuleset::quote_shot(const Battle& b, const Unit& firer, const Unit& target) const {
  return quote_fire(b, params_, firer, target);
}

bool MinicampaignRuleset::could_fire_at(const Battle& b, const Unit& firer, const Unit& target) const {
  QuietReasons quiet;
  return !aim_problem(b, params_, firer, target.id);
}

}  // namespace caisson::minicampaign
