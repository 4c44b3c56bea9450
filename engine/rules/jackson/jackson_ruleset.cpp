#include "engine/rules/jackson/jackson_ruleset.hpp"

#include <algorithm>

#include "engine/play/battle.hpp"
#include "engine/rules/jackson/army_morale.hpp"
#include "engine/rules/jackson/cards.hpp"
#include "engine/rules/jackson/close_combat.hpp"
#include "engine/rules/jackson/fire.hpp"
#include "engine/rules/jackson/firefight.hpp"
#include "engine/rules/jackson/morale.hpp"
#include "engine/rules/jackson/movement.hpp"
#include "engine/rules/jackson/troops.hpp"
#include "engine/rules/refusal_reasons.hpp"

namespace caisson::jackson {
namespace {

using K = ActionKind;

SequenceOfPlay jackson_sequence() {
  SequenceOfPlay s;
  s.name = "game turn sequence";
  s.not_acting = "it is {acting}'s card or volley, not {side}'s";
  s.turn_end = {
      {kMovement, Actor::both, {K::move, K::change_formation, K::charge},
       "game turn sequence A: a brigade moves when its card is turned and its commander passes the command response"},
      {kStandingArtillery, Actor::both, {K::fire}, "game turn sequence B: all standing artillery fires together"},
      {kMovingArtillery, Actor::both, {K::fire}, "game turn sequence C: then all moving artillery"},
      {kStandingMusketry, Actor::both, {K::fire}, "game turn sequence D: then all standing musketry"},
      {kMovingMusketry, Actor::both, {K::fire}, "game turn sequence E: then all moving musketry"},
      {kFirefight, Actor::both, {K::fall_back},
       "game turn sequence F: attackers close while every unit with an enemy in its deadly ground fires, round after round"},
      {kCloseCombat, Actor::none, {}, "game turn sequence G-I: attackers close, defenders stand or go, stands fight"},
      {kRally, Actor::none, {}, "game turn sequence J: units routed since the last turn try to rally"},
      {kArmyMorale, Actor::none, {}, "game turn sequence K: each army's effectiveness and morale state"},
  };
  return s;
}

// Which fire phase a unit fires in, by arm and whether it moved this turn.
bool fires_in(const Battle& b, const Unit& u, std::string_view phase) {
  const bool guns = u.arm == Arm::artillery;
  const bool moved = did(b, u, kMoved);
  if (phase == kStandingArtillery) return guns && !moved;
  if (phase == kMovingArtillery) return guns && moved && !did(b, u, kMovedLimbered);
  if (phase == kStandingMusketry) return !guns && !moved;
  if (phase == kMovingMusketry) return !guns && moved;
  return true;
}

bool is_fire_phase(std::string_view phase) {
  return phase == kStandingArtillery || phase == kMovingArtillery || phase == kStandingMusketry || phase == kMovingMusketry;
}

}  // namespace

JacksonRuleset::JacksonRuleset() : sequence_(jackson_sequence()) {}

Footprint JacksonRuleset::footprint(const Unit& u) const { return footprint_in(params_, u, u.formation); }

void JacksonRuleset::begin_battle(Battle& b) const {
  // Each unit's morale rating, rolled on its class's row of the chart.
  for (const Unit& u : b.units)
    unit_state(b, u.id).morale = initial_morale(u.quality, b.dice.d6("initial morale rating"));
}

void JacksonRuleset::begin_player_turn(Battle& b, Side side) const {
  Ruleset::begin_player_turn(b, side);
  for (const Unit& u : b.units)
    if (u.side == side) {
      JacksonUnitState& s = unit_state(b, u.id);
      s.did = 0;
      s.move_spent = 0;
    }
}

std::optional<Side> JacksonRuleset::next_card(Battle& b) const {
  // Cards that move no one go by without asking anyone.
  TurnState& turn = state_of(b).turn;
  while (turn_card(b, params_, turn))
    if (card_moves_anyone(b, turn)) return turn.card.side;
  return std::nullopt;
}

std::optional<Side> JacksonRuleset::next_to_act(Battle& b, const PhaseSpec& phase, int step, Side first) const {
  if (phase.name == kMovement) {
    if (step == 0) {
      TurnState& turn = state_of(b).turn;
      turn.begin_turn(b.units.size(), b.oob.nodes().size());
      for (const Unit& u : b.units) turn.routed_at_start[static_cast<std::size_t>(u.id)] = u.routing;
      deal_deck(b, params_, turn);
    }
    return next_card(b);
  }
  if (phase.name == kFirefight) {
    // Each round's fire, then each side's chance to fall back by choice.
    if (step % 2 == 1) return other(first);
    TurnState& turn = state_of(b).turn;
    if (turn.rounds >= params_.whole(Param::firefight_rounds_at_most)) return std::nullopt;
    ++turn.rounds;
    if (!firefight_round(b, params_, turn)) return std::nullopt;
    return first;
  }
  return Ruleset::next_to_act(b, phase, step, first);
}

void JacksonRuleset::run_phase(Battle& b, const PhaseSpec& phase, Side) const {
  if (phase.name == kMovement) {
    // Moving was the movement phase's act; whether a unit moved (JacksonUnitState::did) decides
    // which volley it fires with.
    for (Unit& u : b.units) u.acted = false;
  } else if (is_fire_phase(phase.name)) {
    TurnState& turn = state_of(b).turn;
    resolve_volleys(b, params_, turn, turn.shots);
    turn.shots.clear();
  } else if (phase.name == kCloseCombat) {
    resolve_close_combats(b, params_, state_of(b).turn);
  } else if (phase.name == kRally) {
    rally_routed(b, params_, state_of(b).turn);
  } else if (phase.name == kArmyMorale) {
    if (auto o = end_of_turn_outcome(b, params_)) b.end(std::move(*o));
  }
}

bool JacksonRuleset::may_act(const Battle& b, const Unit& u, ActionKind k) const {
  if (!u.can_act() || u.side != b.active) return false;
  // The card before the phase's name: most units asked about are not on the card turned up.
  switch (k) {
    case K::fire: {
      QuietReasons quiet;
      return phase_allows(b, k) && !u.fired && fires_in(b, u, b.phase) && !firer_problem(b, params_, state_of(b).turn, u);
    }
    case K::fall_back: return phase_allows(b, k) && !did(b, u, kFellBackByChoice);
    case K::change_formation: return !did(b, u, kChangedFormation) && moves_on_card(state_of(b).turn, u) && phase_allows(b, k);
    case K::rally: return false;
    default: break;
  }
  return !u.acted && moves_on_card(state_of(b).turn, u) && phase_allows(b, k);
}

bool JacksonRuleset::brigade_may_act(const Battle& b, const FormationNode& brigade, ActionKind k) const {
  // Fire and falling back come unit by unit, whatever the card; the rest only on the card.
  if (k == K::fire || k == K::fall_back) return true;
  if (k == K::rally) return false;
  return brigade_moves_on_card(state_of(b).turn, brigade.side, brigade.id);
}

std::optional<std::string> JacksonRuleset::check_action(const Battle& b, const PhaseSpec& phase, const Unit& u,
                                                        const Action& a) const {
  const ActionKind k = kind_of(a);
  if (k == K::fire && !fires_in(b, u, b.phase))
    return refusal(u, "fire", reason("it does not fire with the {}", b.phase), phase.rule);
  if (state_of(b).turn.response.empty() && k != K::fire && k != K::fall_back)
    return refusal(u, name_of(k), "no move card has been turned this turn", "game turn sequence A");
  switch (k) {
    case K::move: return check_move(b, params_, state_of(b).turn, std::get<Move>(a));
    case K::change_formation: return check_change_formation(b, params_, state_of(b).turn, std::get<ChangeFormation>(a));
    case K::charge: return check_attack(b, params_, state_of(b).turn, std::get<Charge>(a));
    case K::fall_back: return check_fall_back(b, params_, std::get<FallBack>(a));
    case K::fire:
      if (u.fired) return refusal(u, "fire", "it has already fired in this phase's volley", "infantry fire");
      return aim_problem(b, params_, state_of(b).turn, u, std::get<Fire>(a).target, fire_range(u));
    case K::rally: return refusal(u, "rally", "routed units try to rally by themselves a turn after they rout", "routed units 6");
  }
  return std::nullopt;
}

void JacksonRuleset::resolve(Battle& b, const Action& a) const {
  switch (kind_of(a)) {
    case K::move: resolve_move(b, params_, state_of(b).turn, std::get<Move>(a)); break;
    case K::change_formation: resolve_change_formation(b, params_, state_of(b).turn, std::get<ChangeFormation>(a)); break;
    case K::charge: resolve_attack(b, params_, state_of(b).turn, std::get<Charge>(a)); break;
    case K::fall_back: {
      Unit& u = b.unit(std::get<FallBack>(a).unit);
      unit_state(b, u.id).did |= kFellBackByChoice;
      state_of(b).turn.end_attack(u.id);
      fall_back(b, params_, u, "falls back by choice");
      break;
    }
    case K::fire: {
      const Fire& f = std::get<Fire>(a);
      b.unit(f.unit).fired = true;
      state_of(b).turn.shots.push_back({f.unit, f.target});  // the volley is fired at the phase's end (run_phase)
      break;
    }
    case K::rally: break;
  }
}

// jackson counts casualties as figures on stands: those are its men lost (a battery's, its guns).
double JacksonRuleset::share_of_men_lost(const Unit& u) const {
  return u.status == UnitStatus::destroyed ? 1.0 : share_of_casualties(params_, u);
}

double JacksonRuleset::move_allowance(const Battle& b, const Unit& u) const {
  if (u.acted || static_cast<std::size_t>(u.id) >= state_of(b).turn.move_dice.size()) return 0;
  return plain_allowance(params_, state_of(b).turn, u);
}

double JacksonRuleset::fire_range_in(const Unit& u, Formation f) const { return jackson::fire_range_in(params_, u, f); }

double JacksonRuleset::charge_reach_bound(const Unit& u) const { return attack_reach(params_, u); }

double JacksonRuleset::expected_hits(const Battle& b, const Unit& firer, const Unit& target) const {
  const double range = firer.footprint.distance_to(target.footprint);
  if (range > fire_range(firer)) return 0;
  const int need = hit_number(b, params_, firer, target);
  if (need > 6) return 0;
  double per_die = (7.0 - std::max(need, 1)) / 6.0;
  if (firer.arm == Arm::artillery && range > params_[Param::range_canister])
    per_die *= (6.0 - params_.whole(Param::misfire_at_most)) / 6.0;
  return fire_dice(params_, firer) * per_die;
}

std::optional<ShotQuote> JacksonRuleset::quote_shot(const Battle& b, const Unit& firer, const Unit& target) const {
  return quote_volley(b, params_, firer, target);
}

bool JacksonRuleset::could_fire_at(const Battle& b, const Unit& firer, const Unit& target) const {
  QuietReasons quiet;
  return !aim_problem(b, params_, state_of(b).turn, firer, target.id, fire_range(firer));
}

void JacksonRuleset::inflict(Battle& b, Unit& u, int hits, std::string_view cause) const {
  take_casualties(b, params_, u, hits, cause);
}

// No couriers: the move cards and the command response are the friction of command.
CourierRules JacksonRuleset::courier_rules() const {
  CourierRules r;
  r.couriers = false;
  return r;
}

}  // namespace caisson::jackson
