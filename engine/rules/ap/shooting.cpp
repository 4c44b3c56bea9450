#include "engine/rules/ap/shooting.hpp"
#include "engine/rules/cover.hpp"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "engine/play/battle.hpp"
#include "engine/rules/ap/ap_state.hpp"
#include "engine/rules/ap/activity.hpp"
#include "engine/rules/ap/generals.hpp"
#include "engine/rules/ap/points.hpp"
#include "engine/rules/ap/troops.hpp"
#include "engine/rules/line_of_sight.hpp"
#include "engine/rules/refusal_reasons.hpp"
#include "engine/rules/units_near.hpp"

namespace caisson::ap {
namespace {

constexpr std::string_view kShootingRule = "shooting";

bool rifled_small_arms(const Unit& u) { return u.weapon == Weapon::rifled || u.weapon == Weapon::breechloader; }

// Each marker from shooting risks disorder (guns are not disordered by it).
void disorder_test_for_markers(Battle& b, const ApParameters& p, Unit& u, int markers) {
  if (is_gun(u) || u.disordered || markers <= 0) return;
  if (b.dice.roll(markers, 6, "disorder from shooting").count_at_least(p.whole(Param::shooting_disorder_on)) > 0)
    u.disordered = true;
}

int opportunity_dice(const ApParameters& p, const Unit& u, Band band) {
  if (!is_gun(u)) return small_arms_dice(u);
  int dice = 0;
  if (band == Band::canister)
    dice = p.whole(u.weapon == Weapon::rifled_guns ? Param::opportunity_rifled_canister_dice : Param::opportunity_canister_dice);
  else if (band == Band::short_range)
    dice = p.whole(Param::opportunity_short_dice);
  if (is_damaged_gun(u)) dice -= 1;
  return std::max(0, dice);
}

}  // namespace

std::string_view name_of(Band b) {
  switch (b) {
    case Band::canister: return "canister";
    case Band::short_range: return "short";
    case Band::long_range: return "long";
    case Band::rifled: return "rifled";
    case Band::out_of_range: return "out of range";
  }
  return "?";
}

bool shoots(const Unit& u) {
  if (is_gun(u)) return u.formation == Formation::unlimbered;
  return u.arm == Arm::infantry || u.dismounted;
}

double reach(const ApParameters& p, const Unit& u) {
  if (is_gun(u)) return p[u.weapon == Weapon::rifled_guns ? Param::rifled_range : Param::long_range];
  return p[rifled_small_arms(u) ? Param::rifle_long : Param::musket_long];
}

double short_reach(const ApParameters& p, const Unit& u) {
  if (is_gun(u)) return p[Param::short_range];
  return p[rifled_small_arms(u) ? Param::rifle_short : Param::musket_short];
}

Band band_at(const ApParameters& p, const Unit& firer, double range) {
  if (range > reach(p, firer)) return Band::out_of_range;
  if (!is_gun(firer)) return range <= short_reach(p, firer) ? Band::short_range : Band::long_range;
  if (range <= p[Param::canister_range]) return Band::canister;
  if (range <= p[Param::short_range]) return Band::short_range;
  if (range <= p[Param::long_range]) return Band::long_range;
  return Band::rifled;
}

int small_arms_dice(const Unit& u) {
  const Ranks r = ranks(u);
  // Bases in the front rank, and half the second rank's, rounded down.
  return std::max(1, (2 * r.front + r.second) / 4);
}

Tally hit_tally(const ApParameters& p, const Unit& firer, Band band) {
  Tally need;
  need.row = is_gun(firer) ? "guns" : "small arms";
  need.column = name_of(band);
  if (is_gun(firer)) {
    need.table = p.whole(band == Band::canister ? Param::canister_hit_on : Param::gun_hit_on);
    return need;
  }
  need.table = p.whole(Param::hit_on);
  if (firer.disordered) need.add("disordered", p.whole(Param::impaired_hit_on) - need.table);
  return need;
}

int hit_target(const ApParameters& p, const Unit& firer, Band band) { return hit_tally(p, firer, band).value(); }

int reroll_at_most(const ApParameters& p, const Unit& firer) {
  if (is_gun(firer) || !rifled_small_arms(firer)) return 0;
  switch (firer.quality) {
    case Quality::veteran: return p.whole(Param::reroll_veteran);
    case Quality::raw: return p.whole(Param::reroll_raw);
    case Quality::seasoned: break;
  }
  return p.whole(Param::reroll_average);
}

int save_target(const ApParameters& p, bool gun_firing, Band band, bool target_gun, bool target_in_cover) {
  if (gun_firing) {
    int need = p.whole(Param::artillery_save);
    if (band == Band::canister) need += 1;  // the roll's -1
    if (band == Band::long_range || band == Band::rifled || target_in_cover) need -= 1;  // its +1
    return need;
  }
  if (band != Band::short_range) return p.whole(Param::save_long);
  if (target_gun || target_in_cover) return p.whole(Param::save_short_cover);
  return p.whole(Param::save_short_open);
}

int save_target(const Battle& b, const ApParameters& p, const Unit& firer, const Unit& target, Band band) {
  return save_target(p, is_gun(firer), band, is_gun(target), in_cover(b, target));
}

std::optional<std::string> aim_problem(const Battle& b, const ApParameters& p, const Unit& firer, UnitId target) {
  if (target < 0 || static_cast<std::size_t>(target) >= b.units.size()) return refusal(firer, "shoot", "there is no such target", kShootingRule);
  const Unit& t = b.unit(target);
  if (!t.present() || t.side == firer.side) return refusal(firer, "shoot", reason("{} is not an enemy on the table", t.name), kShootingRule);
  if (!shoots(firer))
    return refusal(firer, "shoot", "only infantry, dismounted cavalry and unlimbered guns shoot", kShootingRule);
  if (in_contact(b, firer)) return refusal(firer, "shoot", "it is in contact with the enemy", kShootingRule);
  const double range = firer.footprint.distance_to(t.footprint);
  if (range > reach(p, firer))
    return refusal(firer, "shoot", reason("{} is {:.1f}\" away and it reaches {:.0f}\"", t.name, range, reach(p, firer)), kShootingRule);
  if (!any_part_in_arc(firer.footprint, t.footprint, p[Param::front_arc]))
    return refusal(firer, "shoot", reason("{} is not in front of it", t.name), kShootingRule);
  if (!clear_sight(b, firer, t)) return refusal(firer, "shoot", reason("it cannot see {}", t.name), kShootingRule);
  return std::nullopt;
}

std::optional<std::string> check_fire(const Battle& b, const ApParameters& p, const Fire& f) {
  const Unit& u = b.unit(f.unit);
  if (auto why = aim_problem(b, p, u, f.target)) return why;
  const Activity a = activity_of(b, u);
  if (is_gun(u)) {
    if (a.shots >= p.whole(Param::gun_shots)) return refusal(u, "shoot", "it has rolled all its shots this turn", kShootingRule);
    return cannot_pay(b, p, u, 1, "shoot");
  }
  if (a.shots >= p.whole(Param::infantry_shots)) return refusal(u, "shoot", "it has shot twice this turn", kShootingRule);
  return cannot_pay(b, p, u, p.whole(Param::shoot_cost), "shoot");
}

int dice_to_shoot(const Battle& b, const ApParameters& p, const Unit& firer) {
  if (!is_gun(firer)) return small_arms_dice(firer);
  const Activity a = activity_of(b, firer);
  return std::min(a.points, p.whole(Param::gun_shots) - a.shots);
}

ShotQuote quote_shot(const Battle& b, const ApParameters& p, const Unit& firer, const Unit& target) {
  const Band band = band_at(p, firer, firer.footprint.distance_to(target.footprint));
  ShotQuote q;
  q.range = name_of(band);
  q.counts = "hit on";
  q.tally = hit_tally(p, firer, band);  // as shoot() reads it
  q.dice = dice_to_shoot(b, p, firer);
  q.hit_on = q.tally.value();
  if (const int again = reroll_at_most(p, firer); again > 0) q.then = fmt::format("misses of {} or less thrown again once; ", again);
  const int save = save_target(b, p, firer, target, band);
  q.then += save > 6 ? "no saving roll" : fmt::format("each hit saved on {}+", save);
  return q;
}

int shoot(Battle& b, const ApParameters& p, Unit& firer, Unit& target, int dice) {
  const double range = firer.footprint.distance_to(target.footprint);
  const Band band = band_at(p, firer, range);
  const Tally needed = hit_tally(p, firer, band);
  const int need = needed.value();
  const Throw t = b.dice.roll(dice, 6, is_gun(firer) ? "artillery shooting" : "shooting");
  int hits = t.count_at_least(need);
  // Rifles re-roll their low misses once.
  int rerolls = 0;
  for (int i = 0; i < t.count; ++i) rerolls += t.face(i) <= reroll_at_most(p, firer) && t.face(i) < need;
  if (rerolls > 0) hits += b.dice.roll(rerolls, 6, "shooting (re-rolls)").count_at_least(need);
  UnitFired fired{firer.id, target.id, name_of(band), dice, hits};
  fired.counts = "hit on";  // re-rolls and saving rolls follow as rolls of their own
  fired.tally = needed;
  fired.thrown = t;
  fired.hit_on = need;
  b.emit(fired);
  if (hits == 0) return 0;
  const int saved = b.dice.roll(hits, 6, "saving rolls").count_at_least(save_target(b, p, firer, target, band));
  const int markers = hits - saved;
  if (markers == 0) return 0;
  target.hits += markers;
  if (is_gun(firer)) unit_state(b, target.id).hit_by_guns = true;
  b.emit(HitsTaken{target.id, markers, target.hits, "casualty markers from shooting"});
  disorder_test_for_markers(b, p, target, markers);
  generals_with_unit_at_risk(b, p, target, "is shot down beside his men");
  return markers;
}

void opportunity_fire(Battle& b, const ApParameters& p, Unit& mover) {
  if (!p.flag(Param::opportunity_fire) || !mover.present()) return;
  // Only enemies within the longest short range may fire: those the grid finds, in unit order.
  // (Neither they nor the mover move while they fire.)
  const double longest = std::max({p[Param::short_range], p[Param::rifle_short], p[Param::musket_short]});
  thread_local std::vector<UnitId> near;
  side_near_in_order(b, other(mover.side), mover.footprint.bounds(), longest, near);
  for (UnitId id : near) {
    Unit& e = b.unit(id);
    if (!mover.present()) return;
    if (!e.present() || e.routing || !shoots(e)) continue;
    Activity a = activity_of(b, e);
    if (a.opportunity_used) continue;
    const double range = e.footprint.distance_to(mover.footprint);
    if (range > short_reach(p, e)) continue;
    QuietReasons quiet;
    if (aim_problem(b, p, e, mover.id)) continue;
    const int dice = opportunity_dice(p, e, band_at(p, e, range));
    if (dice <= 0) continue;
    a.opportunity_used = true;
    store(b, e, a);
    shoot(b, p, e, mover, dice);
  }
}

}  // namespace caisson::ap
