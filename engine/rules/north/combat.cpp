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

// Melee's one exception to the die: skirmishers attacked in melee lose it.
bool hit_without_die(const Unit& target, Combat c) { return c == Combat::melee && is_skirmishers(target); }

void report(Battle& b, const NorthParameters& p, std::span<const Unit* const> attackers, const Unit& target, Combat c, int dice,
            bool hit) {
  const Unit& lead = *attackers.front();
  if (c == Combat::melee) {
    b.emit(CloseCombat{lead.id, target.id, dice, 0, 0, hit ? 1 : 0});
    return;
  }
  const std::string_view band = range_band(p, attackers, target);
  b.emit(UnitFired{lead.id, target.id, band, dice, hit ? 1 : 0});
  for (const Unit* a : attackers.subspan(1)) b.emit(UnitFired{a->id, target.id, band, 0, hit ? 1 : 0, lead.id});
}

void resolve_one_target(Battle& b, const NorthParameters& p, std::span<const Unit* const> attackers, Unit& target, Combat c) {
  bool hit = true;
  int dice = 0;
  if (!hit_without_die(target, c)) {
    dice = 1;
    const int roll = b.dice.d6(c == Combat::melee ? "melee" : "fire");
    hit = is_hit(p, roll, combat_modifier(b, p, attackers, target, c));
  }
  report(b, p, attackers, target, c, dice, hit);
  if (hit) check_morale(b, p, target, c);
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
  if (is_skirmishers(u) && u.move_spent > p[Param::skirmishers_fire_after] + 1e-6)
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

int combat_modifier(const Battle& b, const NorthParameters& p, std::span<const Unit* const> attackers, const Unit& target,
                    Combat c) {
  int m = p.whole(Param::extra_attacker_modifier) * static_cast<int>(attackers.size() - 1);
  const bool cover = in_cover(b, target) || (c == Combat::fire && is_skirmishers(target));
  if (cover) m += p.whole(Param::cover_modifier);
  if (!is_deployed(target)) m += p.whole(Param::not_deployed_modifier);
  if (c == Combat::fire) {
    if (target.mounted()) m += p.whole(Param::mounted_target_modifier);
    if (attackers.front()->arm == Arm::artillery && nearest_range(attackers, target) > p[Param::artillery_long_range])
      m += p.whole(Param::long_range_artillery_modifier);
    if (std::any_of(attackers.begin(), attackers.end(), [](const Unit* a) { return is_skirmishers(*a) && tried(*a, kCrossedRough); }))
      m += p.whole(Param::skirmisher_fire_penalty);
  } else {
    if (std::any_of(attackers.begin(), attackers.end(), [](const Unit* a) { return a->mounted(); }))
      m += p.whole(Param::mounted_attacker_modifier);
    if (std::any_of(attackers.begin(), attackers.end(), [](const Unit* a) { return a->charged; }))
      m += p.whole(Param::first_melee_modifier);
  }
  return m;
}

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
