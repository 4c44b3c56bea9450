#include "engine/rules/minicampaign/charge.hpp"

#include <algorithm>

#include "engine/play/battle.hpp"
#include "engine/rules/minicampaign/activation.hpp"
#include "engine/rules/minicampaign/condition.hpp"
#include "engine/rules/minicampaign/footprint.hpp"
#include "engine/rules/minicampaign/minicampaign_ruleset.hpp"
#include "engine/rules/minicampaign/movement.hpp"
#include "engine/rules/minicampaign/zones.hpp"
#include "engine/rules/placement.hpp"
#include "engine/rules/refusal_reasons.hpp"

namespace caisson::minicampaign {
namespace {

constexpr std::string_view kRule = "charge";

bool movement_phase(const Battle& b) { return b.phase == kMovement; }

// A general within general_attach_distance leads the unit in the charge.
Commander* attached_general(Battle& b, const MiniParameters& p, const Unit& u) {
  for (Commander& c : b.commanders)
    if (c.side == u.side && c.alive && c.on_table && u.footprint.distance_to(c.position) <= p[Param::general_attach_distance])
      return &c;
  return nullptr;
}

// The general's die: 5-6 inflicts a hit on the enemy (or cancels one taken), 1 wounds him.
// Returns the hits it adds to his unit's score.
int general_in_charge(Battle& b, const MiniParameters& p, Unit& own, Unit& enemy, HitsLedger& ledger) {
  Commander* g = attached_general(b, p, own);
  if (!g) return 0;
  int die = b.dice.d6("general in the charge");
  int added = 0;
  switch (general_strike(p, die, ledger.inflicted(enemy.id, own.id))) {
    case GeneralStrike::cancels_a_hit:
      ledger.cancel_one(enemy.id, own.id);
      own.hits = std::max(0, own.hits - 1);
      own.stands = own.arm == Arm::artillery ? own.stands
                                             : std::max(own.stands, own.stands_at_start - own.hits / std::max(1, p.whole(Param::hits_per_stand)));
      b.emit(HitsRallied{own.id, 1, own.hits, false});
      break;
    case GeneralStrike::hits_the_enemy:
      apply_hits(b, p, enemy, 1, "a general's charge");
      ledger.add(own.id, enemy.id, 1);
      added = 1;
      break;
    case GeneralStrike::none: break;
  }
  if (general_falls(p, die)) b.kill_commander(*g, "wounded leading a charge");
  return added;
}

void suffer(Battle& b, const MiniParameters& p, Unit& u, ChargeLoss loss) {
  if (!u.present()) return;
  double move = std::max(open_move(p, u), p[Param::move_artillery]);
  if (loss == ChargeLoss::retreat) retreat(b, p, u, move / 2, true, "lost the charge");
  if (loss == ChargeLoss::rout) {
    b.set_routing(u, "routed in the charge");
    retreat(b, p, u, move, true, "routed in the charge");
    if (u.present()) apply_hits(b, p, u, half_d6(b, p, "straggler hits"), "stragglers");
  }
}

}  // namespace

void HitsLedger::add(UnitId by, UnitId on, int hits) {
  if (hits <= 0) return;
  for (auto& e : entries)
    if (e.by == by && e.on == on) {
      e.hits += hits;
      return;
    }
  entries.push_back({by, on, hits});
}

int HitsLedger::inflicted(UnitId by, UnitId on) const {
  for (const auto& e : entries)
    if (e.by == by && e.on == on) return e.hits;
  return 0;
}

void HitsLedger::cancel_one(UnitId by, UnitId on) {
  for (auto& e : entries)
    if (e.by == by && e.on == on && e.hits > 0) --e.hits;
}

Vec2 charge_destination(const MiniParameters& p, const Unit& charger, const Unit& target) {
  double gap = charger.footprint.distance_to(target.footprint);
  double travel = std::max(0.0, gap - p[Param::charge_closing_distance]);
  return charger.position + (target.position - charger.position).normalized() * travel;
}

std::optional<std::string> check_charge(const Battle& b, const MiniParameters& p, const Charge& c) {
  const Unit& u = b.unit(c.unit);
  if (u.charged) return refusal(u, "charge", "it has already charged this turn", kRule);
  if (c.target < 0 || static_cast<std::size_t>(c.target) >= b.units.size()) return refusal(u, "charge", "there is no such target", kRule);
  const Unit& t = b.unit(c.target);
  if (!t.present() || t.side == u.side) return refusal(u, "charge", reason("{} is not an enemy on the table", t.name), kRule);
  if (u.arm == Arm::artillery) return refusal(u, "charge", "guns do not charge", kRule);
  if (!movement_phase(b)) {
    // In the fire phases only engaged mounted cavalry charge, in place of shooting.
    if (!u.mounted()) return refusal(u, "charge", "only mounted cavalry charge in a fire phase", "defensive and offensive fire");
    if (u.fired) return refusal(u, "charge", "it has already fired this phase", "defensive and offensive fire");
    if (!is_engaging(p, u, t)) return refusal(u, "charge", reason("it is not engaged with {}", t.name), "defensive and offensive fire");
    return std::nullopt;
  }
  Activation a = activation_of(b, u);
  if (!may_charge(a)) return refusal(u, "charge", reason("it is {} this turn", name_of(a)), "activation");
  if (auto e = engaging_enemy(b, p, u); e && !is_engaging(p, u, t))
    return refusal(u, "charge", reason("it is engaged by {} and may only go at it", b.unit(*e).name), "engaged units");
  if (!in_frontal_arc(p, u.footprint, t.footprint)) return refusal(u, "charge", reason("{} is outside its frontal arc", t.name), kRule);
  Vec2 to = charge_destination(p, u, t);
  double facing = bearing(u.position, t.position);
  if (auto why = placement_problem(b, u, footprint_at(p, u, to, facing, u.formation))) return refusal(u, "charge", *why, kRule);
  if (auto why = impassable_way(b, u.position, to)) return refusal(u, "charge", *why, kRule);
  double left = move_left(b, p, u, to), cost = move_cost(b, p, u, to);
  if (cost > left + 1e-6)
    return refusal(u, "charge", reason("{} is {:.1f}\" away and it has {:.1f}\" of move left", t.name, cost, left), kRule);
  return std::nullopt;
}

std::optional<PendingCharge> resolve_charge(Battle& b, const MiniParameters& p, const Charge& c) {
  Unit& u = b.unit(c.unit);
  Unit& t = b.unit(c.target);
  if (!movement_phase(b)) {
    u.charged = u.fired = true;
    b.emit(ChargeDeclared{u.id, t.id});
    return PendingCharge{u.id, t.id, false};
  }
  if (!ensure_activated(b, p, u)) return std::nullopt;
  Vec2 from = u.position;
  Vec2 to = charge_destination(p, u, t);
  double facing = bearing(from, t.position);
  if (!may_charge(activation_of(b, u))) {
    // Cautious: no charge. It closes as far as half a move allows, short of the engaged zone.
    if (may_advance(activation_of(b, u))) {
      double gap = u.footprint.distance_to(t.footprint) - p[Param::engaged_zone] - 0.25;
      double step = std::min(move_left(b, p, u, to), gap);
      if (step > 0) {
        Vec2 at = from + (t.position - from).normalized() * step;
        if (has_room(b, u, footprint_at(p, u, at, facing, u.formation))) {
          b.place(u, at, facing);
          b.emit(UnitMoved{u.id, from, at, u.facing, u.formation, "closes cautiously"});
        }
      }
    }
    unit_state(b, u.id).move_spent = open_move(p, u);
    return std::nullopt;
  }
  bool obstacle = b.field().path_terrain(from, to).crosses_obstacle;
  b.place(u, to, facing);
  unit_state(b, u.id).move_spent = open_move(p, u);
  u.charged = true;
  b.emit(ChargeDeclared{u.id, t.id});
  b.emit(UnitMoved{u.id, from, to, u.facing, u.formation, "charges"});
  return PendingCharge{u.id, t.id, obstacle};
}

GeneralStrike general_strike(const MiniParameters& p, int die, int hits_taken_from_enemy) {
  if (die < p.whole(Param::general_hit_on)) return GeneralStrike::none;
  if (p.flag(Param::general_cancels_first) && hits_taken_from_enemy > 0) return GeneralStrike::cancels_a_hit;
  return GeneralStrike::hits_the_enemy;
}

bool general_falls(const MiniParameters& p, int die) { return die <= p.whole(Param::general_wounded_on); }

Tally charge_modifiers(const MiniParameters& p, const Unit& u) {
  Tally t;
  t.add("veterans", u.quality == Quality::veteran ? 1 : 0);
  const bool shaken = is_shaken(p, u), raw = u.quality == Quality::raw;
  if (p.flag(Param::shaken_and_raw_cumulative)) {
    t.add("shaken", -int{shaken});
    t.add("raw", -int{raw});
  } else if (shaken || raw) {
    t.add(shaken && raw ? "shaken and raw" : shaken ? "shaken" : "raw", -1);
  }
  return t;
}

int charge_modifier(const MiniParameters& p, const Unit& u) { return charge_modifiers(p, u).modifier_total(); }

ChargeLoss charge_loss(const MiniParameters& p, int own, int theirs, bool is_charger) {
  if (2 * own < theirs) return ChargeLoss::rout;  // less than half the opponent's score
  if (own < theirs) return ChargeLoss::retreat;
  if (own == theirs && is_charger && p.flag(Param::charge_tie_charger_retreats)) return ChargeLoss::retreat;
  return ChargeLoss::none;
}

void resolve_charge_combat(Battle& b, const MiniParameters& p, const PendingCharge& c, HitsLedger& ledger) {
  Unit& a = b.unit(c.charger);
  Unit& d = b.unit(c.target);
  if (!a.present() || !d.present()) return;
  int a_roll = b.dice.d6("charge resolution");
  int d_roll = b.dice.d6("charge resolution");
  int a_general = general_in_charge(b, p, a, d, ledger);
  int d_general = d.present() ? general_in_charge(b, p, d, a, ledger) : 0;
  // Each score in its parts: the die, the hits its side scored in the charge, the modifiers.
  const auto score = [&](const Unit& u, const Unit& foe, int roll) {
    Tally t = charge_modifiers(p, u);
    t.row = "charge die";
    t.table = roll;
    t.add("hits scored in the charge", ledger.inflicted(u.id, foe.id));
    return t;
  };
  CloseCombat fought{a.id, d.id, 0, 0, a_general, d_general};
  fought.counts = "score";
  fought.attacker_tally = score(a, d, a_roll);
  fought.defender_tally = score(d, a, d_roll);
  const int a_score = fought.attacker_dice = fought.attacker_tally.value();
  const int d_score = fought.defender_dice = fought.defender_tally.value();
  b.emit(fought);
  suffer(b, p, a, charge_loss(p, a_score, d_score, true));
  suffer(b, p, d, charge_loss(p, d_score, a_score, false));
}

}  // namespace caisson::minicampaign
