#include "engine/rules/north/north_ruleset.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "engine/play/battle.hpp"
#include "engine/rules/north/movement.hpp"
#include "engine/rules/north/troops.hpp"
#include "engine/rules/refusal_reasons.hpp"
#include "engine/rules/share_lost.hpp"

namespace caisson::north {
namespace {

using K = ActionKind;

SequenceOfPlay north_sequence() {
  SequenceOfPlay s;
  s.name = "turn sequence";
  s.player_turn = {
      {kActivation, Actor::active, {K::move, K::change_formation, K::fall_back, K::charge},
       "turn sequence: the phasing side activates its units"},
      {kArtillery, Actor::active, {K::fire}, "combat: artillery is resolved first"},
      {kMusketry, Actor::active, {K::fire}, "combat: then musketry"},
      {kMelee, Actor::none, {}, "combat: then melee, between units in contact"},
  };
  return s;
}

// Artillery fires in its own phase, infantry and cavalry in musketry.
bool fires_in(const Unit& u, std::string_view phase) {
  if (phase == kArtillery) return u.arm == Arm::artillery;
  if (phase == kMusketry) return u.arm != Arm::artillery;
  return true;
}

}  // namespace

NorthRuleset::NorthRuleset() : sequence_(north_sequence()) {}

void NorthRuleset::muster(std::vector<Unit>& units) const {
  for (Unit& u : units) u.stands = u.stands_at_start = starting_stands(params_, u);
}

Footprint NorthRuleset::footprint(const Unit& u) const { return footprint_in(params_, u, u.formation); }

std::optional<Side> NorthRuleset::standing_first_player(const Battle& b) const {
  if (params_.flag(Param::confederates_first)) return b.scenario->confederate_side();
  return Ruleset::standing_first_player(b);
}

void NorthRuleset::begin_player_turn(Battle& b, Side side) const {
  Ruleset::begin_player_turn(b, side);
  NorthState& s = state_of(b);
  for (const Unit& u : b.units)
    if (u.side == side) s.units[static_cast<std::size_t>(u.id)] = {};
  s.attacks.clear();
}

void NorthRuleset::run_phase(Battle& b, const PhaseSpec& phase, Side side) const {
  std::vector<Attack>& attacks = state_of(b).attacks;
  if (phase.name == kArtillery || phase.name == kMusketry) resolve_attacks(b, params_, attacks, Combat::fire);
  if (phase.name == kMelee) resolve_melees(b, params_, side);
  attacks.clear();
}

bool NorthRuleset::may_act(const Battle& b, const Unit& u, ActionKind k) const {
  if (!u.present() || u.side != b.active) return false;
  if (k == K::fire) return !u.fired && fires_in(u, b.phase);
  return !u.acted;
}

std::optional<std::string> NorthRuleset::check_action(const Battle& b, const PhaseSpec& phase, const Unit& u,
                                                      const Action& a) const {
  const ActionKind k = kind_of(a);
  if (!fires_in(u, b.phase))
    return refusal(u, name_of(k), reason("{} does not fire in the {} phase", name_of(u.arm), b.phase), phase.rule);
  switch (k) {
    case K::move: return check_move(b, params_, std::get<Move>(a));
    case K::change_formation: return check_change_formation(b, params_, std::get<ChangeFormation>(a));
    case K::fall_back: return check_fall_back(b, params_, std::get<FallBack>(a));
    case K::fire: return check_fire(b, params_, std::get<Fire>(a));
    case K::charge: return check_charge(b, params_, std::get<Charge>(a));
    case K::rally: return refusal(u, "rally", "units rally by their morale toss, helped by a general", "morale");
  }
  return std::nullopt;
}

void NorthRuleset::resolve(Battle& b, const Action& a) const {
  switch (kind_of(a)) {
    case K::move: resolve_move(b, params_, std::get<Move>(a)); break;
    case K::change_formation: resolve_change_formation(b, params_, std::get<ChangeFormation>(a)); break;
    case K::fall_back: resolve_fall_back(b, params_, std::get<FallBack>(a)); break;
    case K::fire: {
      const Fire& f = std::get<Fire>(a);
      b.unit(f.unit).fired = true;
      state_of(b).attacks.push_back({f.unit, f.target});  // resolved together at the phase's end (run_phase)
      break;
    }
    case K::charge: resolve_charge(b, params_, std::get<Charge>(a)); break;
    case K::rally: break;
  }
}

// A unit north removes is too weak to fight on, not taken: it has lost its stands lost alone.
double NorthRuleset::share_of_men_lost(const Unit& u) const { return share_of_stands_lost(u); }

double NorthRuleset::move_allowance(const Battle&, const Unit& u) const { return u.acted ? 0.0 : move_rate(params_, u); }

double NorthRuleset::fire_range_in(const Unit& u, Formation f) const { return fire_reach_in(params_, u, f); }

// Guns close to where the long-range penalty ends; small arms to half their reach.
double NorthRuleset::closing_range(const Unit& u) const {
  if (u.arm == Arm::artillery) return std::min(fire_range(u), params_[Param::artillery_long_range]);
  return fire_range(u) / 2;
}

double NorthRuleset::charge_reach_bound(const Unit& u) const { return move_rate(params_, u) + 0.5; }

// One unit's chance to hit on its own (combining raises it; the commander need not count that).
double NorthRuleset::expected_hits(const Battle& b, const Unit& firer, const Unit& target) const {
  if (firer.footprint.distance_to(target.footprint) > fire_reach(params_, firer)) return 0;
  const Unit* alone[] = {&firer};
  const int need = params_.whole(Param::hit_on) - combat_modifier(b, params_, alone, target, Combat::fire);
  return std::clamp((7.0 - need) / 6.0, 0.0, 1.0);
}

// The attack joins those already made at the target this phase: one die for them all.
std::optional<ShotQuote> NorthRuleset::quote_shot(const Battle& b, const Unit& firer, const Unit& target) const {
  std::vector<const Unit*> attackers;
  for (const Attack& a : state_of(b).attacks)
    if (a.target == target.id && a.attacker != firer.id && b.unit(a.attacker).present()) attackers.push_back(&b.unit(a.attacker));
  attackers.push_back(&firer);
  return quote_attack(b, params_, attackers, target);
}

bool NorthRuleset::could_fire_at(const Battle& b, const Unit& firer, const Unit& target) const {
  QuietReasons quiet;
  return !aim_problem(b, params_, firer, target.id);
}

std::span<const OrderWord> NorthRuleset::order_words() const {
  // The text's three orders, and the battle files' attack and retire (read as advance and withdraw).
  static constexpr OrderWord words[] = {{"advance", OrderIntent::advance},
                                        {"hold", OrderIntent::hold},
                                        {"withdraw", OrderIntent::retire},
                                        {"attack", OrderIntent::attack},
                                        {"retire", OrderIntent::retire}};
  return words;
}

// No couriers: the brigade's general changes its orders on a toss, or the army commander at his
// side changes them at once.
CourierRules NorthRuleset::courier_rules() const {
  CourierRules r;
  r.send_roll = false;
  r.receive_target = params_.whole(Param::order_change_on);
  r.veteran_modifier = r.raw_modifier = 0;
  r.first_ride = r.later_ride = 1e6;
  r.sure_within = params_[Param::army_commander_changes_within];
  return r;
}

}  // namespace caisson::north
