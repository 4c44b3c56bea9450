#include "engine/rules/north/combat.hpp"
#include "engine/rules/cover.hpp"

#include <algorithm>
#include <limits>

#include <fmt/format.h>

#include "engine/play/battle.hpp"
#include "engine/rules/line_of_sight.hpp"
#include "engine/rules/north/movement.hpp"
#include "engine/rules/north/troops.hpp"
#include "engine/rules/refusal_reasons.hpp"

namespace caisson::north {
namespace {


double nearest_range(std::span<const Unit* const> attackers, const Unit& target) {
  double nearest = std::numeric_limits<double>::infinity();
  for (const Unit* a : attackers) nearest = std::min(nearest, a->footprint.distance_to(target.footprint));
  return nearest;
}

std::string_view range_band(const NorthParameters& p, std::span<const Unit* const> attackers, const Unit& target) {
  if (attackers.front()->arm != Arm::artillery) return "musketry";
  return nearest_range(attackers, target) > p[Param::artillery_long_range] ? "long" : "effective";
}

// The die's throw, told as the score it needed: the rules' hit_on, less each modifier to the roll.
struct Toss {
  Tally needed;  // its value is the score the die needed
  Throw thrown;  // none when the target is hit without a die
  bool hit = true;
};

void report(Battle& b, const NorthParameters& p, std::span<const Unit* const> attackers, const Unit& target, Combat c,
            const Toss& toss) {
  const Unit& lead = *attackers.front();
  const int dice = toss.thrown.count;
  if (c == Combat::melee) {
    CloseCombat fought{lead.id, target.id, dice, 0, 0, toss.hit ? 1 : 0};
    if (dice > 0) {
      fought.counts = "hit on";
      fought.attacker_tally = toss.needed;
    }
    b.emit(fought);
    return;
  }
  const std::string_view band = range_band(p, attackers, target);
  UnitFired fired{lead.id, target.id, band, dice, toss.hit ? 1 : 0};
  if (dice > 0) {
    fired.counts = "hit on";
    fired.tally = toss.needed;
    fired.thrown = toss.thrown;
    fired.hit_on = toss.needed.value();
  }
  b.emit(fired);
  for (const Unit* a : attackers.subspan(1)) b.emit(UnitFired{a->id, target.id, band, 0, toss.hit ? 1 : 0, lead.id});
}

// The score the die needs, from the rules' hit_on less each modifier to the roll.
Tally score_needed(const NorthParameters& p, const Tally& modifiers, Combat c) {
  Tally needed;
  needed.row = c == Combat::melee ? "melee" : "fire";
  needed.table = p.whole(Param::hit_on);
  for (const Modifier& m : modifiers.list()) needed.add(m.name, -m.amount);
  return needed;
}

void resolve_one_target(Battle& b, const NorthParameters& p, std::span<const Unit* const> attackers, Unit& target, Combat c) {
  Toss toss;
  if (!hit_without_die(target, c)) {
    const Tally modifiers = combat_modifiers(b, p, attackers, target, c);
    toss.needed = score_needed(p, modifiers, c);
    toss.thrown = b.dice.roll(1, 6, c == Combat::melee ? "melee" : "fire");
    toss.hit = is_hit(p, toss.thrown.total, modifiers.modifier_total());
  }
  report(b, p, attackers, target, c, toss);
  if (toss.hit) check_morale(b, p, target, c);
}

// The enemy touching `u` nearest its front: the one it fights in a melee.
std::optional<UnitId> melee_opponent(const Battle& b, const Unit& u, std::vector<UnitId>& touching) {
  enemies_in_contact(b, u, touching);
  std::optional<UnitId> best;
  double nearest = 0;
  const Vec2 front = u.footprint.front_center();
  for (UnitId id : touching) {
    double d = b.unit(id).footprint.distance_to(front);
    if (!best || d < nearest) best = id, nearest = d;
  }
  return best;
}

}  // namespace

double fire_reach_in(const NorthParameters& p, const Unit& u, Formation f) {
  if (!is_deployed_in(u, f)) return 0;
  if (u.arm == Arm::artillery) return p[Param::artillery_range];
  return p[u.mounted() ? Param::musketry_range_cavalry : Param::musketry_range_infantry];
}

double fire_reach(const NorthParameters& p, const Unit& u) { return fire_reach_in(p, u, u.formation); }

std::optional<std::string> aim_problem(const Battle& b, const NorthParameters& p, const Unit& u, UnitId target) {
  constexpr std::string_view rule = "combat";
  if (!is_deployed(u)) return refusal(u, "fire", "only deployed units fire", rule);
  if (is_skirmishers(u) && unit_state(b, u.id).move_spent > p[Param::skirmishers_fire_after] + 1e-6)
    return refusal(u, "fire", reason("skirmishers that moved over {:.0f}\" do not fire", p[Param::skirmishers_fire_after]),
                   "skirmishers");
  if (in_melee(b, u)) return refusal(u, "fire", "it is in melee", rule);
  if (target < 0 || static_cast<std::size_t>(target) >= b.units.size()) return refusal(u, "fire", "there is no such target", rule);
  const Unit& t = b.unit(target);
  if (!t.present() || t.side == u.side) return refusal(u, "fire", reason("{} is not an enemy on the table", t.name), rule);
  const double range = u.footprint.distance_to(t.footprint);
  if (range > fire_reach(p, u))
    return refusal(u, "fire", reason("{} is {:.1f}\" away, beyond its {:.0f}\" range", t.name, range, fire_reach(p, u)), rule);
  if (!any_part_in_arc(u.footprint, t.footprint, p[Param::front_arc]))
    return refusal(u, "fire", reason("{} is not in front of it", t.name), rule);
  if (!clear_sight(b, u, t)) return refusal(u, "fire", reason("it cannot see {}", t.name), rule);
  return std::nullopt;
}

std::optional<std::string> check_fire(const Battle& b, const NorthParameters& p, const Fire& f) {
  const Unit& u = b.unit(f.unit);
  if (u.fired) return refusal(u, "fire", "it has already fired this turn", "combat");
  return aim_problem(b, p, u, f.target);
}

Tally combat_modifiers(const NorthParameters& p, const CombatSituation& s, Combat c) {
  Tally t;
  t.add("more attackers", p.whole(Param::extra_attacker_modifier) * (s.attackers - 1));
  if (s.cover) t.add("target in cover", p.whole(Param::cover_modifier));
  if (!s.target_deployed) t.add("target not deployed", p.whole(Param::not_deployed_modifier));
  if (c == Combat::fire) {
    if (s.mounted_target) t.add("mounted target", p.whole(Param::mounted_target_modifier));
    if (s.long_range_artillery) t.add("artillery at long range", p.whole(Param::long_range_artillery_modifier));
    if (s.skirmishers_crossed_rough) t.add("skirmishers crossed rough ground", p.whole(Param::skirmisher_fire_penalty));
  } else {
    if (s.mounted_attacker) t.add("mounted attackers", p.whole(Param::mounted_attacker_modifier));
    if (s.charged) t.add("first round of a charge", p.whole(Param::first_melee_modifier));
  }
  return t;
}

int combat_modifier(const NorthParameters& p, const CombatSituation& s, Combat c) {
  return combat_modifiers(p, s, c).modifier_total();
}

int combat_modifier(const Battle& b, const NorthParameters& p, std::span<const Unit* const> attackers, const Unit& target,
                    Combat c) {
  return combat_modifiers(b, p, attackers, target, c).modifier_total();
}

Tally combat_modifiers(const Battle& b, const NorthParameters& p, std::span<const Unit* const> attackers,
                       const Unit& target, Combat c) {
  CombatSituation s;
  s.attackers = static_cast<int>(attackers.size());
  s.cover = in_cover(b, target) || (c == Combat::fire && is_skirmishers(target));
  s.target_deployed = is_deployed(target);
  s.mounted_target = target.mounted();
  s.long_range_artillery =
      attackers.front()->arm == Arm::artillery && nearest_range(attackers, target) > p[Param::artillery_long_range];
  s.skirmishers_crossed_rough =
      std::any_of(attackers.begin(), attackers.end(), [&](const Unit* a) { return is_skirmishers(*a) && tried(unit_state(b, a->id), kCrossedRough); });
  s.mounted_attacker = std::any_of(attackers.begin(), attackers.end(), [](const Unit* a) { return a->mounted(); });
  s.charged = std::any_of(attackers.begin(), attackers.end(), [](const Unit* a) { return a->charged; });
  return combat_modifiers(p, s, c);
}

ShotQuote quote_attack(const Battle& b, const NorthParameters& p, std::span<const Unit* const> attackers, const Unit& target) {
  ShotQuote q;
  q.range = range_band(p, attackers, target);
  q.counts = "hit on";
  q.tally = score_needed(p, combat_modifiers(b, p, attackers, target, Combat::fire), Combat::fire);
  q.dice = 1;
  q.hit_on = q.tally.value();
  q.then = "one die for every unit firing at it this phase, tossed at the phase's end";
  return q;
}

bool hit_without_die(const Unit& target, Combat c) { return c == Combat::melee && is_skirmishers(target); }

bool is_hit(const NorthParameters& p, int roll, int modifier) { return roll + modifier >= p.whole(Param::hit_on); }

void resolve_attacks(Battle& b, const NorthParameters& p, std::span<const Attack> attacks, Combat c) {
  std::vector<const Unit*> attackers;
  for (std::size_t i = 0; i < attacks.size(); ++i) {
    const UnitId target = attacks[i].target;
    bool seen = false;
    for (std::size_t j = 0; j < i && !seen; ++j) seen = attacks[j].target == target;
    if (seen) continue;
    attackers.clear();
    for (std::size_t j = i; j < attacks.size(); ++j)
      if (attacks[j].target == target && b.unit(attacks[j].attacker).present()) attackers.push_back(&b.unit(attacks[j].attacker));
    Unit& t = b.unit(target);
    if (!attackers.empty() && t.present()) resolve_one_target(b, p, attackers, t, c);
  }
}

void resolve_melees(Battle& b, const NorthParameters& p, Side phasing) {
  std::vector<Attack> attacks;
  std::vector<UnitId> touching;
  for (const Unit& u : b.units) {
    if (u.side != phasing || !u.present() || u.arm == Arm::artillery || is_skirmishers(u)) continue;
    if (auto opponent = melee_opponent(b, u, touching)) attacks.push_back({u.id, *opponent});
  }
  resolve_attacks(b, p, attacks, Combat::melee);
}

}  // namespace caisson::north
