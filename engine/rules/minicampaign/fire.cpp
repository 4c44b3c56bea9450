#include "engine/rules/minicampaign/fire.hpp"
#include "engine/rules/cover.hpp"

#include <algorithm>

#include "engine/play/battle.hpp"
#include "engine/rules/line_of_sight.hpp"
#include "engine/rules/minicampaign/condition.hpp"
#include "engine/rules/minicampaign/movement.hpp"
#include "engine/rules/minicampaign/zones.hpp"
#include "engine/rules/refusal_reasons.hpp"

namespace caisson::minicampaign {
namespace {


bool half_effect(const Battle& b, const Unit& firer, const Unit& target, bool charged_over_obstacle) {
  if (in_cover(b, target)) return true;
  if (firer.mounted() && b.field().in_rough(firer.footprint)) return true;
  return charged_over_obstacle;
}

std::string_view range_band(const MiniParameters& p, const Unit& u, double range) {
  double close = arms_class(u) == ArmsClass::artillery ? p[Param::artillery_close_range] : p[Param::close_range];
  return range <= close ? "close" : "long";
}

}  // namespace

ArmsClass arms_class(const Unit& u) {
  if (u.arm == Arm::artillery) return ArmsClass::artillery;
  if (u.weapon == Weapon::rifled || u.weapon == Weapon::breechloader || u.weapon == Weapon::rifled_guns) return ArmsClass::rifle;
  return ArmsClass::musket;  // smoothbore muskets and carbines
}

int front_rank_stands(const MiniParameters& p, const Unit& u) {
  if (u.arm == Arm::artillery) return guns_of(p, u);
  if (u.formation == Formation::column) return std::clamp(p.whole(Param::column_width_stands), 0, u.stands);
  return u.stands;
}

int base_fire_dice(const MiniParameters& p, const Unit& u, double range) {
  int front = front_rank_stands(p, u);
  if (front <= 0) return 0;
  int dice = 0;
  switch (arms_class(u)) {
    case ArmsClass::artillery:
      if (range <= p[Param::artillery_close_range]) dice = front * p.whole(Param::artillery_close_dice);
      else if (range <= p[Param::artillery_range]) dice = front * p.whole(Param::artillery_dice);
      else return 0;
      break;
    case ArmsClass::rifle:
    case ArmsClass::musket: {
      bool rifle = arms_class(u) == ArmsClass::rifle;
      double reach = rifle ? p[Param::rifle_range] : p[Param::musket_range];
      if (range <= p[Param::close_range]) dice = front;
      else if (range <= reach) dice = front / std::max(1, p.whole(rifle ? Param::rifle_stands_per_die : Param::musket_stands_per_die));
      else return 0;
      break;
    }
  }
  return std::max(dice, p.whole(Param::fire_min_dice));
}

Tally fire_tally(const MiniParameters& p, const Unit& u, double range) {
  Tally t;
  switch (arms_class(u)) {
    case ArmsClass::artillery: t.row = "guns"; break;
    case ArmsClass::rifle: t.row = "rifles"; break;
    case ArmsClass::musket: t.row = "muskets"; break;
  }
  t.column = range_band(p, u, range);
  t.table = base_fire_dice(p, u, range);  // the front rank's stands at this range
  if (t.table == 0 || !(u.disordered || u.routing)) return t;
  t.add(u.routing ? "routing: half" : "disordered: half", std::max(t.table / 2, p.whole(Param::fire_min_dice)) - t.table);
  return t;
}

int fire_dice(const MiniParameters& p, const Unit& u, double range) { return fire_tally(p, u, range).value(); }

int die_bonus(const MiniParameters& p, const Unit& u) {
  bool superior = u.weapon == Weapon::breechloader ||
                  (u.arm == Arm::artillery && u.weapon == Weapon::rifled_guns && p.flag(Param::rifled_guns_superior));
  return superior ? p.whole(Param::superior_firepower) : 0;
}

int hit_number(const MiniParameters& p, const Unit& u) { return std::max(1, p.whole(Param::hit_on) - die_bonus(p, u)); }

double fire_reach(const MiniParameters& p, const Unit& u) {
  if (u.mounted() && !p.flag(Param::mounted_cavalry_fire)) return 0;
  switch (arms_class(u)) {
    case ArmsClass::artillery: return p[Param::artillery_range];
    case ArmsClass::rifle: return p[Param::rifle_range];
    case ArmsClass::musket: return p[Param::musket_range];
  }
  return 0;
}

int effective_hits(const MiniParameters& p, int hits, bool half) {
  if (!half) return hits;
  return p.flag(Param::cover_round_up) ? (hits + 1) / 2 : hits / 2;
}

std::optional<std::string> check_fire(const Battle& b, const MiniParameters& p, const Fire& f) {
  const Unit& u = b.unit(f.unit);
  if (u.fired) return refusal(u, "fire", "it has already fired this phase", "combat");
  return aim_problem(b, p, u, f.target);
}

std::optional<std::string> aim_problem(const Battle& b, const MiniParameters& p, const Unit& u, UnitId target) {
  constexpr std::string_view rule = "combat";
  if (fire_reach(p, u) <= 0) return refusal(u, "fire", "mounted cavalry charge; they shoot dismounted", rule);
  if (u.arm == Arm::artillery && u.formation != Formation::unlimbered) return refusal(u, "fire", "limbered guns cannot fire", rule);
  if (target < 0 || static_cast<std::size_t>(target) >= b.units.size()) return refusal(u, "fire", "there is no such target", rule);
  const Unit& t = b.unit(target);
  if (!t.present() || t.side == u.side) return refusal(u, "fire", reason("{} is not an enemy on the table", t.name), rule);
  double range = u.footprint.distance_to(t.footprint);
  if (range > fire_reach(p, u)) return refusal(u, "fire", reason("{} is {:.1f}\" away, beyond its {:.0f}\" range", t.name, range, fire_reach(p, u)), rule);
  if (!in_frontal_arc(p, u.footprint, t.footprint)) return refusal(u, "fire", reason("{} is outside its frontal arc", t.name), rule);
  if (!clear_sight(b, u, t)) return refusal(u, "fire", reason("it cannot see {}", t.name), rule);
  if (fire_dice(p, u, range) <= 0) return refusal(u, "fire", "it has no stands in its front rank", rule);
  return std::nullopt;
}

ShotQuote quote_fire(const Battle& b, const MiniParameters& p, const Unit& u, const Unit& target) {
  const double range = u.footprint.distance_to(target.footprint);
  ShotQuote q;
  q.range = range_band(p, u, range);
  q.counts = "dice";
  q.tally = fire_tally(p, u, range);
  q.tally.at_most(Throw::kMaxFaces, "the most dice one throw holds");
  q.dice = q.tally.value();
  q.hit_on = hit_number(p, u);
  if (half_effect(b, u, target, false)) q.then = "half effect: hits halved";
  return q;
}

int resolve_fire(Battle& b, const MiniParameters& p, const Fire& f, bool charged_over_obstacle) {
  Unit& u = b.unit(f.unit);
  Unit& t = b.unit(f.target);
  u.fired = true;
  const ShotQuote q = quote_fire(b, p, u, t);
  UnitFired fired{u.id, t.id, q.range, q.dice, 0};
  fired.counts = q.counts;
  fired.tally = q.tally;
  fired.hit_on = q.hit_on;
  fired.thrown = b.dice.roll(fired.dice, 6, "fire");
  const int hits = effective_hits(p, fired.thrown.count_at_least(fired.hit_on), half_effect(b, u, t, charged_over_obstacle));
  fired.hits = hits;
  b.emit(fired);
  apply_hits(b, p, t, hits, "fire");
  return hits;
}

}  // namespace caisson::minicampaign
