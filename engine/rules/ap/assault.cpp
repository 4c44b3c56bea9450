#include "engine/rules/ap/assault.hpp"
#include "engine/rules/cover.hpp"

#include <algorithm>
#include <cmath>

#include "engine/play/battle.hpp"
#include "engine/rules/ap/ap_state.hpp"
#include "engine/rules/ap/activity.hpp"
#include "engine/rules/ap/generals.hpp"
#include "engine/rules/ap/morale.hpp"
#include "engine/rules/ap/motivation.hpp"
#include "engine/rules/ap/points.hpp"
#include "engine/rules/ap/shooting.hpp"
#include "engine/rules/ap/troops.hpp"
#include "engine/rules/line_of_sight.hpp"
#include "engine/rules/placement.hpp"
#include "engine/rules/refusal_reasons.hpp"
#include "engine/rules/units_near.hpp"

namespace caisson::ap {
namespace {

constexpr std::string_view kAssaultRule = "the assault";
constexpr double kAssaultSlack = 1e-6;

bool on_hill(const Battle& b, const Unit& u) { return b.field().level_at(u.position) > 0; }

// Own units on foot near it (infantry and dismounted cavalry), for the falter test.
int own_foot_near(const Battle& b, const ApParameters& p, const Unit& u) {
  const double within = p[Param::support_within];
  return count_units_near(b, u.footprint.bounds(), within, [&](const Unit& f) {
    return f.id != u.id && f.present() && f.side == u.side && !is_gun(f) && !f.mounted() &&
           f.footprint.within(u.footprint, within);
  });
}

bool gun_attached(const Battle& b, const ApParameters& p, const Unit& u) {
  const double within = p[Param::battery_attached_within];
  return first_unit_near(b, u.footprint.bounds(), within, [&](const Unit& g) {
    return g.present() && g.side == u.side && is_gun(g) && g.id != u.id && g.footprint.within(u.footprint, within);
  });
}

bool from_flank_or_rear(const ApParameters& p, const Unit& assaulter, const Unit& defender) {
  return !any_part_in_arc(defender.footprint, assaulter.footprint, p[Param::front_arc]);
}

bool first_assault(const Unit& u) { return u.charged_on_turn < 0; }

// Where along the line to the target its footprint stands `gap` inches short of it.
Vec2 point_short_of(const ApParameters& p, const Unit& u, const Unit& target, double gap, double facing) {
  const Vec2 dir = (target.position - u.position).normalized();
  Vec2 at = u.position;
  for (int i = 0; i < 5; ++i) {
    const double now = footprint_at(p, u, at, facing, u.formation).distance_to(target.footprint);
    if (now <= 0) {
      at = at - dir * 0.25;
      continue;
    }
    at = at + dir * (now - gap);
  }
  return at;
}

void disorder_both(Unit& a, Unit& d) {
  for (Unit* u : {&a, &d})
    if (u->present() && !is_gun(*u)) u->disordered = true;
}

double increment_of(const ApParameters& p, const Unit& u) { return increment_length(p, u, false); }

int saves(Battle& b, int casualties, int need) {
  if (casualties <= 0) return 0;
  return b.dice.roll(casualties, 6, "saving rolls (fight)").count_at_least(need);
}

}  // namespace

FalterFactors falter_factors(const Battle& b, const ApParameters& p, const Unit& a, const Unit& d) {
  FalterFactors f;
  Tally& boxes = f.assaulter_boxes;
  if (is_confederate(b, a) || own_foot_near(b, p, a) >= 2) boxes.add("Confederates, or friends near", 2);
  if (from_flank_or_rear(p, a, d) || first_assault(a) || general_with(b, p, a) || unit_state(b, a.id).won_last_fight)
    boxes.add("flank, first assault, general or last fight won", 2);
  if (a.hits == 0 || d.quality == Quality::raw || (d.arm == Arm::cavalry && d.dismounted) || d.disordered ||
      is_battered(d) || has_support_rank(a) || a.mounted())
    boxes.add("fresh, a weak defender, a supporting rank or mounted", 1);
  f.assaulter = boxes.modifier_total();
  if (is_gun(d)) {
    if (d.formation == Formation::unlimbered) f.defender += 2;  // the one factor a gun may claim
    return f;
  }
  const bool defends_edge = in_cover(b, d) || on_hill(b, d);
  if (general_with(b, p, d) || own_foot_near(b, p, d) >= 2 || d.quality == Quality::veteran ||
      (d.arm == Arm::infantry && defends_edge && a.mounted()))
    f.defender += 2;
  if (d.hits == 0 || unit_state(b, d.id).won_last_fight) f.defender += 1;
  if ((in_cover(b, d) && !d.mounted()) || (d.arm == Arm::infantry && !d.disordered && a.mounted()) ||
      gun_attached(b, p, d))
    f.defender += 2;
  return f;
}

FalterResult falter_result(const ApParameters& p, int assaulter_total, int defender_total) {
  if (assaulter_total - defender_total >= p.whole(Param::win_by_rout)) return FalterResult::defender_routs;
  if (assaulter_total > defender_total) return FalterResult::fight;
  return FalterResult::stalls;
}

Tally fight_tally(const Battle& b, const ApParameters& p, const Unit& u, const Unit& enemy, bool assaulting,
                  bool from_flank) {
  Tally t;
  if (is_gun(u)) {  // no variables for guns
    t.row = u.formation == Formation::limbered ? "limbered guns" : "unlimbered guns";
    t.table = u.formation == Formation::limbered ? 1 : 2;
    return t;
  }
  t.row = "a die a base, half-bases counted whole";
  t.table = (u.stands + 1) / 2;
  if (assaulting) t.add(is_confederate(b, u) ? "Confederates assaulting" : "assaulting", is_confederate(b, u) ? 3 : 2);
  if (assaulting && u.mounted() && !in_cover(b, enemy)) t.add("mounted, the enemy in the open", 2);
  if (has_support_rank(u)) t.add("supporting rank", 2);
  const double within = p[Param::support_within];
  const int supports = count_units_near(b, u.footprint.bounds(), within, [&](const Unit& f) {
    return f.id != u.id && f.present() && f.side == u.side && !is_gun(f) && f.footprint.within(u.footprint, within);
  });
  t.add("supporting units", std::min(supports, p.whole(Param::fight_support_most)));
  if (is_battered(u) || u.disordered || (u.arm == Arm::cavalry && u.dismounted))
    t.add("battered, disordered or dismounted", -2);
  if (in_cover(b, enemy) && !enemy.mounted()) t.add("enemy in cover", -2);
  if (b.field().level_at(enemy.position) > b.field().level_at(u.position)) t.add("enemy uphill", -1);
  if (!assaulting && from_flank) t.add("assaulted in flank or rear", -3);
  if (frontage(u) == 1) t.add("a frontage of one base", -2);
  t.at_least(1, "at least one die");
  return t;
}

int fight_dice(const Battle& b, const ApParameters& p, const Unit& u, const Unit& enemy, bool assaulting, bool from_flank) {
  return fight_tally(b, p, u, enemy, assaulting, from_flank).value();
}

int fight_save_target(const ApParameters& p, const Unit& u) {
  if (is_gun(u) || u.quality == Quality::raw) return p.whole(Param::save_raw_or_guns);
  return p.whole(u.quality == Quality::veteran ? Param::save_veteran : Param::save_average);
}

int increments_to_falter_point(const Battle&, const ApParameters& p, const Unit& u, const Unit& target) {
  const double gap = u.footprint.distance_to(target.footprint) - p[Param::falter_at];
  if (gap <= kAssaultSlack) return 0;
  return static_cast<int>(std::ceil(gap / increment_of(p, u) - kAssaultSlack));
}

int assault_cost(const Battle& b, const ApParameters& p, const Unit& u, const Unit& target) {
  const int falter = p.whole(u.mounted() ? Param::mounted_falter_cost : Param::falter_cost);
  return increments_to_falter_point(b, p, u, target) * p.whole(Param::move_cost) + falter;
}

std::optional<std::string> check_charge(const Battle& b, const ApParameters& p, const Charge& c) {
  const Unit& u = b.unit(c.unit);
  if (is_gun(u)) return refusal(u, "assault", "guns do not assault", kAssaultRule);
  if (in_contact(b, u)) return refusal(u, "assault", "it is already in contact", kAssaultRule);
  if (c.target < 0 || static_cast<std::size_t>(c.target) >= b.units.size()) return refusal(u, "assault", "there is no such target", kAssaultRule);
  const Unit& t = b.unit(c.target);
  if (!t.present() || t.side == u.side) return refusal(u, "assault", reason("{} is not an enemy on the table", t.name), kAssaultRule);
  if (u.charged) return refusal(u, "assault", "it has assaulted this turn", kAssaultRule);
  if (!any_part_in_arc(u.footprint, t.footprint, p[Param::front_arc]))
    return refusal(u, "assault", reason("{} is not in front of it", t.name), kAssaultRule);
  const Activity a = activity_of(b, u);
  const int need = increments_to_falter_point(b, p, u, t);
  if (a.increments + need > increments_allowed(p, u))
    return refusal(u, "assault", reason("{} is {:.1f}\" away: too far for its increments", t.name, u.footprint.distance_to(t.footprint)),
                   kAssaultRule);
  if (auto why = cannot_pay(b, p, u, assault_cost(b, p, u, t), "assault")) return why;
  const double facing = bearing(u.position, t.position);
  // It stops at the falter point (if it has to advance to it) and may stop there for good: it
  // needs room there, as at the end of any move, as well as in contact.
  if (need > 0) {
    const Vec2 falter = point_short_of(p, u, t, p[Param::falter_at], facing);
    if (auto why = placement_problem(b, u, footprint_at(p, u, falter, facing, u.formation)))
      return refusal(u, "assault", reason("at the falter point {}", *why), kAssaultRule);
  }
  const Vec2 contact = point_short_of(p, u, t, 0.01, facing);
  if (auto why = placement_problem(b, u, footprint_at(p, u, contact, facing, u.formation), kChargePlacement))
    return refusal(u, "assault", *why, kAssaultRule);
  if (auto why = impassable_way(b, u.position, contact)) return refusal(u, "assault", *why, kAssaultRule);
  const Segment way{u.position, contact};
  if (const Unit* e = first_unit_near(b, bounds_of(way), 0, [&](const Unit& e) {
        return e.id != t.id && e.id != u.id && e.present() && e.footprint.runs_through(way);
      }))
    return refusal(u, "assault", reason("{} is in the way", e->name), kAssaultRule);
  return std::nullopt;
}

void resolve_charge(Battle& b, const ApParameters& p, const Charge& c) {
  Unit& u = b.unit(c.unit);
  Unit& t = b.unit(c.target);
  const int need = increments_to_falter_point(b, p, u, t);
  if (!pay(b, u, assault_cost(b, p, u, t), "assault")) return;
  Activity a = activity_of(b, u);
  a.increments += need;
  store(b, u, a);
  u.charged = true;
  b.emit(ChargeDeclared{u.id, t.id});
  const double facing = bearing(u.position, t.position);
  if (need > 0) {
    const Vec2 from = u.position;
    const Vec2 to = point_short_of(p, u, t, p[Param::falter_at], facing);
    b.place(u, to, facing);
    b.emit(UnitMoved{u.id, from, to, u.facing, u.formation, "advances to assault"});
  }
  opportunity_fire(b, p, u);
  if (!u.present() || !t.present()) return;
  // The falter test: both roll 2D6 and add the boxes they claim.
  const bool flank = from_flank_or_rear(p, u, t);
  const FalterFactors f = falter_factors(b, p, u, t);
  u.charged_on_turn = b.turn;  // its first assault is behind it now
  const int attack = b.dice.two_d6("falter test (assaulter)");
  const int defence = b.dice.two_d6("falter test (defender)");
  const FalterResult result = falter_result(p, attack + f.assaulter, defence + f.defender);
  MoraleChecked falter{u.id, "assaulting", attack, f.assaulter, defence + f.defender, result != FalterResult::stalls,
                       result == FalterResult::stalls ? defence + f.defender - attack - f.assaulter : 0, "a falter test"};
  falter.parts = f.assaulter_boxes;  // against the defender's 2D6 and boxes
  falter.passes_if = ">";
  b.emit(falter);
  switch (result) {
    case FalterResult::defender_routs: {
      const Vec2 from = u.position;
      const double facing_before = u.facing;  // within 3" from the start, it has not turned
      const Vec2 to = t.position;
      generals_with_unit_at_risk(b, p, t, "falls with his routing men");
      rout(b, p, t, "routed by an assault", true);
      if (u.present()) {
        b.place(u, to, facing);
        // Others stand there: it stays, as it stood (turned where it stood, it might not fit).
        if (!has_room(b, u, u.footprint)) b.place(u, from, facing_before);
        else b.emit(UnitMoved{u.id, from, to, u.facing, u.formation, "takes the position"});
        u.disordered = true;
        unit_state(b, u.id).won_last_fight = true;
      }
      return;
    }
    case FalterResult::fight: {
      const Vec2 from = u.position;
      const Vec2 to = point_short_of(p, u, t, 0.01, facing);
      b.place(u, to, facing);
      b.emit(UnitMoved{u.id, from, to, u.facing, u.formation, "goes in"});
      fight(b, p, u, t, flank);
      return;
    }
    case FalterResult::stalls:
      if (u.mounted()) {
        move_back(b, p, u, b.dice.d6("cavalry retiring") + p[Param::withdraw_extra], "the assault falters");
      } else {
        u.disordered = true;
      }
      return;
  }
}

void fight(Battle& b, const ApParameters& p, Unit& a, Unit& d, bool from_flank) {
  const Tally a_tally = fight_tally(b, p, a, d, true, from_flank);
  const Tally d_tally = fight_tally(b, p, d, a, false, from_flank);
  const int a_dice = a_tally.value(), d_dice = d_tally.value();
  const int a_hits = b.dice.roll(a_dice, 6, "fight (assaulter)").count_at_least(p.whole(Param::fight_hit_on));
  const int d_hits = b.dice.roll(d_dice, 6, "fight (defender)").count_at_least(p.whole(Param::fight_hit_on));
  // Casualties each side suffers: the other's hits it fails to save.
  const int on_d = a_hits - saves(b, a_hits, fight_save_target(p, d));
  const int on_a = d_hits - saves(b, d_hits, fight_save_target(p, a));
  CloseCombat fought{a.id, d.id, a_dice, d_dice, on_a, on_d};
  fought.counts = "dice";
  fought.attacker_tally = a_tally;
  fought.defender_tally = d_tally;
  b.emit(fought);
  const bool d_wiped = on_d >= d.stands;
  const bool assaulter_wins = on_d > on_a || d_wiped;
  if (on_a > 0) generals_with_unit_at_risk(b, p, a, "falls in the fight");
  if (on_d > 0) generals_with_unit_at_risk(b, p, d, "falls in the fight");
  lose_half_bases(b, p, a, on_a, "the fight");
  lose_half_bases(b, p, d, on_d, "the fight");
  // A general with a unit destroyed in the fight runs a second risk (the unit's footprint stays
  // where it fell).
  for (Unit* u : {&a, &d})
    if (!u->present() && u->stands == 0) generals_with_unit_at_risk(b, p, *u, "falls as his men are cut down");
  Unit& winner = assaulter_wins ? a : d;
  Unit& loser = assaulter_wins ? d : a;
  unit_state(b, winner.id).won_last_fight = true;
  unit_state(b, loser.id).won_last_fight = false;
  // Both sides are disordered: before the loser's test (so it counts there) by default.
  const bool disorder_first = p.flag(Param::disordered_before_loser_tests);
  if (disorder_first) disorder_both(a, d);
  if (loser.present()) {
    const MoraleResult r = test_morale(b, p, loser, MoraleTest::lost_fight);
    if (r == MoraleResult::routs || r == MoraleResult::routs_seen)
      generals_with_unit_at_risk(b, p, loser, "falls with his routing men");
  }
  if (!disorder_first) disorder_both(a, d);
}

}  // namespace caisson::ap
