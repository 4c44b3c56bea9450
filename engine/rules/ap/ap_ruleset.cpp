#include "engine/rules/ap/ap_ruleset.hpp"

#include <algorithm>

#include "engine/play/battle.hpp"
#include "engine/rules/ap/activity.hpp"
#include "engine/rules/ap/assault.hpp"
#include "engine/rules/ap/morale.hpp"
#include "engine/rules/ap/motivation.hpp"
#include "engine/rules/ap/movement.hpp"
#include "engine/rules/ap/points.hpp"
#include "engine/rules/ap/shooting.hpp"
#include "engine/rules/brigade_stands.hpp"
#include "engine/rules/ap/troops.hpp"
#include "engine/rules/refusal_reasons.hpp"

namespace caisson::ap {
namespace {

using K = ActionKind;

SequenceOfPlay ap_sequence() {
  SequenceOfPlay s;
  s.name = "turn sequence";
  s.player_turn = {
      {kMorale, Actor::none, {}, "turn sequence: units with casualty markers test morale"},
      {kMotivation, Actor::none, {}, "turn sequence: generals move and motivate units until they fail"},
      {kOrder, Actor::active, {K::rally}, "disorder: a point spent for each attempt to restore order"},
      {kMovement, Actor::active, {K::charge, K::move, K::change_formation, K::fall_back},
       "turn sequence: motivated units spend their action points"},
      {kShooting, Actor::active, {K::fire}, "turn sequence: units spend their action points"},
  };
  return s;
}

}  // namespace

ApRuleset::ApRuleset() : sequence_(ap_sequence()) {}

Footprint ApRuleset::footprint(const Unit& u) const { return footprint_in(params_, u, u.formation); }

void ApRuleset::begin_player_turn(Battle& b, Side side) const {
  Ruleset::begin_player_turn(b, side);
  for (Unit& u : b.units) {
    Activity a;  // a new turn for its side; for the other side, a new opportunity shot
    if (u.side == side) a.disordered_at_start = u.disordered;
    store(b, u, a);
  }
  Motivator(state_of(b).generals).begin_turn(b);
}

void ApRuleset::test_marked_units(Battle& b, Side side) const {
  for (Unit& u : b.units) {
    if (u.side != side || !u.present() || u.hits == 0) continue;
    test_morale(b, params_, u, MoraleTest::markers);
    // The test answers for the markers: they are taken off.
    u.hits = 0;
    unit_state(b, u.id).hit_by_guns = false;
  }
}

void ApRuleset::run_phase(Battle& b, const PhaseSpec& phase, Side side) const {
  if (phase.name == kMorale) test_marked_units(b, side);
  if (phase.name == kMotivation) Motivator(state_of(b).generals).motivate_side(b, params_, side);
}

bool ApRuleset::may_act(const Battle& b, const Unit& u, ActionKind k) const {
  if (!u.present() || u.side != b.active || u.acted) return false;
  if (k == K::fire) return shoots(u);
  if (k == K::rally) return u.disordered;
  return true;
}

std::optional<std::string> ApRuleset::check_action(const Battle& b, const PhaseSpec&, const Unit& u, const Action& a) const {
  const ActionKind k = kind_of(a);
  if (u.acted) return refusal(u, name_of(k), "it has spent its action points this turn", "action points");
  switch (k) {
    case K::move: return check_move(b, params_, std::get<Move>(a));
    case K::change_formation: return check_change_formation(b, params_, std::get<ChangeFormation>(a));
    case K::fall_back: return refusal(u, "fall back", "a unit moves back by its increments; only morale sends it back", "movement");
    case K::fire: return check_fire(b, params_, std::get<Fire>(a));
    case K::charge: return check_charge(b, params_, std::get<Charge>(a));
    case K::rally: return check_rally(b, params_, std::get<Rally>(a));
  }
  return std::nullopt;
}

void ApRuleset::resolve(Battle& b, const Action& a) const {
  Unit& u = b.unit(actor_of(a));
  // A unit the motivation phase left untested (its general failed before reaching it, or it has
  // none) is tested now, before it spends a point.
  Motivator(state_of(b).generals).motivate(b, params_, u);
  switch (kind_of(a)) {
    case K::move: resolve_move(b, params_, std::get<Move>(a)); break;
    case K::change_formation: resolve_change_formation(b, params_, std::get<ChangeFormation>(a)); break;
    case K::fall_back: break;
    case K::fire: {
      const Fire& f = std::get<Fire>(a);
      const bool gun = is_gun(u);
      const int dice = dice_to_shoot(b, params_, u);  // as quote_shot tells it
      const int cost = gun ? dice : params_.whole(Param::shoot_cost);
      if (cost <= 0 || !pay(b, u, cost, "shoot")) break;
      Activity act = activity_of(b, u);
      act.shots += gun ? cost : 1;
      store(b, u, act);
      u.fired = true;
      shoot(b, params_, u, b.unit(f.target), dice);
      break;
    }
    case K::charge: resolve_charge(b, params_, std::get<Charge>(a)); break;
    case K::rally: resolve_rally(b, params_, std::get<Rally>(a)); break;
  }
}

double ApRuleset::move_allowance(const Battle& b, const Unit& u) const {
  if (u.acted || (is_gun(u) && u.formation == Formation::unlimbered)) return 0;
  const Activity a = activity_of(b, u);
  const int increments = std::min(increments_allowed(params_, u) - a.increments, points_on_hand(b, params_, u));
  return std::max(0, increments) * increment_length(params_, u, false);
}

double ApRuleset::fire_range_in(const Unit& u, Formation f) const {
  Unit as = u;
  as.formation = f;
  return shoots(as) ? reach(params_, u) : 0.0;
}

// Short range: where saves are hardest and guns roll their opportunity canister.
double ApRuleset::closing_range(const Unit& u) const { return short_reach(params_, u); }

double ApRuleset::charge_reach_bound(const Unit& u) const {
  return increments_allowed(params_, u) * increment_length(params_, u, true) + params_[Param::falter_at] + 0.5;
}

double ApRuleset::expected_hits(const Battle& b, const Unit& firer, const Unit& target) const {
  const double range = firer.footprint.distance_to(target.footprint);
  const Band band = band_at(params_, firer, range);
  if (band == Band::out_of_range) return 0;
  const int dice = is_gun(firer) ? params_.whole(Param::gun_shots) : small_arms_dice(firer);
  const double hit = std::clamp((7.0 - hit_target(params_, firer, band)) / 6.0, 0.0, 1.0);
  const double unsaved = std::clamp((save_target(b, params_, firer, target, band) - 1.0) / 6.0, 0.0, 1.0);
  return dice * hit * unsaved;
}

std::optional<ShotQuote> ApRuleset::quote_shot(const Battle& b, const Unit& firer, const Unit& target) const {
  return ap::quote_shot(b, params_, firer, target);
}

bool ApRuleset::could_fire_at(const Battle& b, const Unit& firer, const Unit& target) const {
  QuietReasons quiet;
  return !aim_problem(b, params_, firer, target.id);
}

// The rules have no couriers: generals motivate, and an order takes effect when given.
BrigadeScale ApRuleset::brigade_scale() const {
  return brigade_scale_from(id(), params_[Param::brigade_stands_least], params_[Param::brigade_stands_most]);
}

CourierRules ApRuleset::courier_rules() const {
  CourierRules r;
  r.couriers = false;
  return r;
}

}  // namespace caisson::ap
