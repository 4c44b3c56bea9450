#include "engine/rules/igor/igor_ruleset.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "engine/play/battle.hpp"
#include "engine/rules/refusal_reasons.hpp"
#include "engine/rules/share_lost.hpp"
#include "engine/rules/igor/army_generation.hpp"
#include "engine/rules/igor/charge.hpp"
#include "engine/rules/igor/fire.hpp"
#include "engine/rules/igor/footprint.hpp"
#include "engine/rules/igor/movement.hpp"
#include "engine/rules/igor/procedures.hpp"

namespace caisson::igor {
namespace {

using K = ActionKind;

SequenceOfPlay igor_sequence() {
  SequenceOfPlay s;
  s.not_acting = "it is {acting}'s player turn";
  s.not_acting_rule = "sequence of play";
  s.turn_start = {{kEvents, Actor::none, {}, "sequence of play: the events table is rolled at the start of each turn"}};
  s.player_turn = {
      {kArtillery, Actor::active, {K::fire}, "sequence of play: only unlimbered artillery fires, in the artillery phase"},
      {kGeneralFire, Actor::active, {K::fire}, "sequence of play: infantry and dismounted cavalry fire in general fire"},
      {kCharge, Actor::active, {K::charge}, "sequence of play: charges are declared in the charge phase"},
      {kGeneralMovement, Actor::active, {K::move, K::change_formation, K::fall_back},
       "sequence of play: units that have not acted move in general movement"},
      {kRally, Actor::active, {K::rally}, "sequence of play: units that have not acted may rally"},
      {kRetreat, Actor::none, {}, "sequence of play: units with 5+ HITs test in the retreat phase"},
      {kRoutMovement, Actor::none, {}, "sequence of play: routing units make their rout move"},
  };
  return s;
}

// Guns fire in the artillery phase, small arms in general fire: why this unit may not fire now.
std::optional<std::string_view> not_its_fire_phase(const Battle& b, const Unit& u) {
  const bool guns = u.arm == Arm::artillery;
  if (guns && b.phase != kArtillery) return "artillery fires only in the artillery phase";
  if (!guns && b.phase != kGeneralFire) return "only artillery fires in the artillery phase";
  return std::nullopt;
}

std::string_view already_did(const Unit& u) {
  if (u.fired) return "it already fired this turn";
  if (u.charged) return "it already charged this turn";
  return "it already acted this turn";
}

}  // namespace

IgorRuleset::IgorRuleset() : sequence_(igor_sequence()) {}

Footprint IgorRuleset::footprint(const Unit& u) const { return footprint_of(params_, u); }

void IgorRuleset::begin_battle(Battle& b) const { generate_army(b, params_); }

void IgorRuleset::run_phase(Battle& b, const PhaseSpec& phase, Side side) const {
  if (phase.name == kRetreat) retreat_phase(b, params_, side);
  if (phase.name == kRoutMovement) rout_phase(b, params_, side);
  // The driver has no "phase begins" hook: the end of general movement is the start of rally.
  if (phase.name == kGeneralMovement) replace_fallen_brigadiers(b, side);
}

bool IgorRuleset::may_act(const Battle& b, const Unit& u, ActionKind k) const {
  return u.present() && u.side == b.active && phase_allows(b, k) && (k != K::fire || !not_its_fire_phase(b, u)) &&
         (!u.routing || k == K::rally) && !u.acted && (k != K::charge || may_charge(b, u));
}

std::optional<std::string> IgorRuleset::check_action(const Battle& b, const PhaseSpec&, const Unit& u,
                                                     const Action& a) const {
  const ActionKind k = kind_of(a);
  if (k == K::fire)
    if (auto why = not_its_fire_phase(b, u)) return refusal(u, name_of(k), *why, "sequence of play");
  if (u.routing && k != K::rally) return refusal(u, name_of(k), "it is routing", "routing units do nothing until they rally");
  if (u.acted) return refusal(u, name_of(k), already_did(u), "one action per unit per turn");
  switch (k) {
    case K::fire: return check_fire(b, params_, std::get<Fire>(a));
    case K::move: return check_move(b, params_, std::get<Move>(a));
    case K::change_formation: return check_change_formation(b, params_, std::get<ChangeFormation>(a));
    case K::fall_back: return check_fall_back(b, params_, std::get<FallBack>(a));
    case K::rally: return check_rally(b, std::get<Rally>(a));
    case K::charge: return check_charge(b, params_, std::get<Charge>(a));
  }
  return std::nullopt;
}

void IgorRuleset::resolve(Battle& b, const Action& a) const {
  switch (kind_of(a)) {
    case K::fire: resolve_fire(b, params_, std::get<Fire>(a)); break;
    case K::move: resolve_move(b, params_, std::get<Move>(a)); break;
    case K::change_formation: resolve_change_formation(b, params_, std::get<ChangeFormation>(a)); break;
    case K::fall_back: resolve_fall_back(b, params_, std::get<FallBack>(a)); break;
    case K::rally: resolve_rally(b, params_, std::get<Rally>(a)); break;
    case K::charge: resolve_charge(b, params_, std::get<Charge>(a)); break;
  }
}

double IgorRuleset::move_allowance(const Battle&, const Unit& u) const {
  if (u.arm == Arm::artillery && u.formation == Formation::unlimbered) return 0;
  return open_move(params_, u);
}

double IgorRuleset::fire_range_in(const Unit& u, Formation f) const { return fire_reach(params_, u, f); }

// The end of the medium band, or the weapon's reach when that is shorter (smoothbores).
double IgorRuleset::closing_range(const Unit& u) const {
  const Param medium = u.arm == Arm::artillery        ? Param::artillery_medium
                       : u.weapon == Weapon::breechloader ? Param::breechloader_medium
                                                          : Param::musket_medium;
  return std::min(fire_reach(params_, u), params_[medium]);
}

// Open ground's move, a road's bonus and the charge bonus: no ground gives more.
double IgorRuleset::charge_reach_bound(const Unit& u) const {
  return open_move(params_, u) + params_[Param::road_bonus] + params_[Param::charge_bonus];
}

std::optional<double> IgorRuleset::charge_stopped_after(const Battle& b, const Unit& charger, const Unit& target) const {
  return igor::charge_stopped_after(b, params_, charger, target);
}

double IgorRuleset::expected_hits(const Battle& b, const Unit& firer, const Unit& target) const {
  if (fire_reach(params_, firer) <= 0) return 0;
  const int need = firer_hit_on(params_, firer);
  const double per_die = std::clamp((7.0 - need) / 6.0, 0.0, 1.0);
  return planning_fire_dice(b, params_, firer, target) * per_die;
}

std::optional<ShotQuote> IgorRuleset::quote_shot(const Battle& b, const Unit& firer, const Unit& target) const {
  return quote_fire(b, params_, firer, target);
}

// The fire check asks nothing of the phase or of what the unit did this turn: check() does.
bool IgorRuleset::could_fire_at(const Battle& b, const Unit& firer, const Unit& target) const {
  QuietReasons quiet;
  return !check_fire(b, params_, Fire{firer.id, target.id});
}

bool IgorRuleset::might_fire_at(const Battle& b, const Unit& firer, const Unit& target) const {
  return igor::might_fire_at(b, params_, firer, target);
}

double IgorRuleset::longest_step(const Battle& b, const Unit& u, Vec2 dir, double want, double facing) const {
  return igor::longest_step(b, params_, u, dir, want, facing);
}

void IgorRuleset::blocked_steps(const Battle& b, const Unit& u, Vec2 dir, double longest, double facing,
                                std::vector<OrientedRect::Stretch>& out) const {
  igor::blocked_steps(b, params_, u, dir, longest, facing, out);
}

// igor loses no stands: a regiment is two bases whatever its size, worn down by HITs. A HIT a
// rally takes off is men come back to the ranks; those still marked are the day's losses.
double IgorRuleset::share_of_men_lost(const Unit& u) const {
  if (u.status == UnitStatus::destroyed) return 1.0;
  return share_of(u.hits * params_[Param::hit_share_of_men], 1.0);
}

CourierRules IgorRuleset::courier_rules() const { return igor::courier_rules(params_); }

CourierRules courier_rules(const IgorParameters& p) {
  CourierRules r;
  r.couriers = p[Param::order_couriers] != 0;
  r.send_target = p.whole(Param::order_send_target);
  r.receive_target = p.whole(Param::order_receive_target);
  r.veteran_modifier = p.whole(Param::order_veteran_modifier);
  r.raw_modifier = p.whole(Param::order_raw_modifier);
  r.first_ride = p[Param::courier_first_ride];
  r.later_ride = p[Param::courier_later_ride];
  r.retry_failed_send = p[Param::order_retry_failed_send] != 0;
  r.retry_failed_receive = p[Param::order_retry_failed_receive] != 0;
  return r;
}

}  // namespace caisson::igor
