#include "engine/rules/jackson/fire.hpp"
#include "engine/rules/cover.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include <fmt/format.h>

#include "engine/play/battle.hpp"
#include "engine/rules/jackson/morale.hpp"
#include "engine/rules/jackson/movement.hpp"
#include "engine/rules/jackson/troops.hpp"
#include "engine/rules/line_of_sight.hpp"
#include "engine/rules/refusal_reasons.hpp"

namespace caisson::jackson {
namespace {


bool massed_target(const Unit& t) {
  return t.formation == Formation::column || t.formation == Formation::square || t.formation == Formation::limbered;
}

bool misfires_first(const JacksonParameters& p, const Unit& firer, double range) {
  return firer.arm == Arm::artillery && range > p[Param::range_canister];
}

// One unit's volley: its dice (a battery's misfires thrown out first), the hits they score.
int volley_hits(Battle& b, const JacksonParameters& p, const Unit& firer, const Unit& target) {
  const ShotQuote q = quote_volley(b, p, firer, target);
  int dice = q.dice;
  if (misfires_first(p, firer, firer.footprint.distance_to(target.footprint)) && dice > 0) {
    const Throw first = b.dice.roll(std::min(dice, Throw::kMaxFaces), 6, "artillery misfires");
    dice -= first.count - first.count_at_least(p.whole(Param::misfire_at_most) + 1);
  }
  if (dice <= 0) return 0;
  const Throw shot = b.dice.roll(std::min(dice, Throw::kMaxFaces), 6, firer.arm == Arm::artillery ? "artillery fire" : "musketry");
  const int hits = q.hit_on > 6 ? 0 : shot.count_at_least(std::max(q.hit_on, 1));
  UnitFired fired{firer.id, target.id, q.range, shot.count, hits};
  fired.counts = q.counts;
  fired.tally = q.tally;
  fired.thrown = shot;
  fired.hit_on = q.hit_on;
  b.emit(fired);
  return hits;
}

}  // namespace

double fire_range_in(const JacksonParameters& p, const Unit& u, Formation f) {
  if (u.arm == Arm::artillery) return f == Formation::unlimbered ? p[Param::range_guns] : 0;
  if (u.mounted() && !p.flag(Param::mounted_cavalry_fire)) return 0;
  if (f == Formation::column || f == Formation::square) return 0;  // two ranks fire: a line's, skirmishers'
  switch (u.weapon) {
    case Weapon::smoothbore: return p[Param::range_smoothbore];
    case Weapon::carbine: return p[Param::range_carbine];
    case Weapon::breechloader: return p[Param::range_breechloader];
    default: break;
  }
  return p[Param::range_rifled];
}

bool enfiladed(const JacksonParameters& p, const Unit& firer, const Unit& target) {
  if (target.formation != Formation::line || target.arm == Arm::artillery) return false;
  const Vec2 ahead = firer.footprint.forward();
  const Vec2 across{-ahead.y, ahead.x};
  const double half = p[Param::enfilade_path_width] / 2;
  for (Vec2 corner : target.footprint.corners()) {
    const Vec2 d = corner - firer.position;
    if (d.dot(ahead) <= 0 || std::abs(d.dot(across)) > half) return false;
  }
  return true;
}

Tally hit_tally(const JacksonParameters& p, const FireTarget& t, bool mounted_firer) {
  Tally need;
  need.row = t.guns ? "guns" : "troops";
  need.column = t.cover ? "in cover" : "in the open";
  need.table = p.whole(t.guns ? (t.cover ? Param::hit_artillery_cover : Param::hit_artillery_open)
                              : (t.cover ? Param::hit_cover : Param::hit_open));
  if (mounted_firer) {
    if (t.guns && t.cover) {  // mounted carbines: not allowed
      need.add("mounted carbines cannot hit guns in cover", 7 - need.table);
      return need;
    }
    need.add("mounted carbines", p.whole(Param::mounted_carbine_penalty));
  }
  if (t.massed_or_enfiladed) need.add("massed or enfiladed target", -p.whole(Param::column_target_bonus));
  return need;
}

int hit_number(const JacksonParameters& p, const FireTarget& t, bool mounted_firer) {
  return hit_tally(p, t, mounted_firer).value();
}

Tally hit_tally(const Battle& b, const JacksonParameters& p, const Unit& firer, const Unit& target) {
  const FireTarget t{target.arm == Arm::artillery, in_cover(b, target), massed_target(target) || enfiladed(p, firer, target)};
  return hit_tally(p, t, firer.mounted());
}

int hit_number(const Battle& b, const JacksonParameters& p, const Unit& firer, const Unit& target) {
  return hit_tally(b, p, firer, target).value();
}

std::optional<std::string> firer_problem(const Battle& b, const JacksonParameters& p, const TurnState& t, const Unit& u) {
  constexpr std::string_view rule = "infantry fire";
  if (u.routing) return refusal(u, "fire", "it is routing", "routed units");
  if (t.attack_by(u.id)) return refusal(u, "fire", "it is attacking: attackers do not fire", "close combat A");
  if (did(b, u, kMovedLimbered)) return refusal(u, "fire", "it moved limbered this turn (move only)", "movement chart");
  if (did(b, u, kDismounted) && did(b, u, kMoved))
    return refusal(u, "fire", "cavalry that dismounts fires that turn only if it did not move", "cavalry 6");
  if (fire_range_in(p, u, u.formation) <= 0)
    return refusal(u, "fire", reason("{} in {} does not fire", name_of(u.arm), name_of(u.formation)), rule);
  if (fire_dice(p, u) <= 0) return refusal(u, "fire", "every stand carries casualties: none may fire", rule);
  return std::nullopt;
}

OrientedRect::FrontArc fire_cone(const JacksonParameters& p, const Unit& u) { return u.footprint.front_arc(p[Param::fire_half_arc]); }

bool may_aim_at(const Battle& b, const JacksonParameters& p, const Unit& u, const OrientedRect::FrontArc& cone, const Unit& e) {
  return any_part_in(cone, e.footprint) && (!u.mounted() || hit_number(b, p, u, e) <= 6);
}

bool clear_shot(const Battle& b, const JacksonParameters& p, const Unit& u, const Unit& e, double gap, double reach) {
  return gap <= reach && may_aim_at(b, p, u, fire_cone(p, u), e) && clear_sight(b, u, e);
}

std::optional<std::string> aim_problem(const Battle& b, const JacksonParameters& p, const TurnState& t, const Unit& u,
                                       UnitId target, double reach) {
  constexpr std::string_view rule = "infantry fire";
  if (auto why = firer_problem(b, p, t, u)) return why;
  if (target < 0 || static_cast<std::size_t>(target) >= b.units.size()) return refusal(u, "fire", "there is no such target", rule);
  const Unit& e = b.unit(target);
  if (!e.present() || e.side == u.side) return refusal(u, "fire", reason("{} is not an enemy on the table", e.name), rule);
  const double range = u.footprint.distance_to(e.footprint);
  if (range > reach) return refusal(u, "fire", reason("{} is {:.1f}\" away, beyond {:.0f}\"", e.name, range, reach), "weapon ranges");
  if (!any_part_in_arc(u.footprint, e.footprint, p[Param::fire_half_arc]))
    return refusal(u, "fire", reason("{} is not in its 60-degree cone", e.name), rule);
  if (hit_number(b, p, u, e) > 6) return refusal(u, "fire", reason("it cannot hit {}", e.name), "firing chart");
  if (!clear_sight(b, u, e)) return refusal(u, "fire", reason("it cannot see {}", e.name), "terrain");
  return std::nullopt;
}

ShotQuote quote_volley(const Battle& b, const JacksonParameters& p, const Unit& firer, const Unit& target) {
  const double range = firer.footprint.distance_to(target.footprint);
  ShotQuote q;
  q.range = firer.arm == Arm::artillery ? (range > p[Param::range_canister] ? "shot and shell" : "canister") : "musketry";
  q.counts = "hit on";
  q.tally = hit_tally(b, p, firer, target);
  q.dice = fire_dice(p, firer);
  q.hit_on = q.tally.value();
  if (misfires_first(p, firer, range))
    q.then = fmt::format("misfires first: each die of {} or less is thrown out", p.whole(Param::misfire_at_most));
  return q;
}

int resolve_volleys(Battle& b, const JacksonParameters& p, TurnState& t, std::span<const Shot> shots) {
  // Every die first: the units fire together, whatever befalls them.
  thread_local std::vector<std::pair<UnitId, int>> landed;  // target, casualties; in the order first hit
  thread_local std::vector<Shot> scored;                    // the shots that hit: their units caused a rout
  thread_local std::vector<UnitId> causers;
  landed.clear();
  scored.clear();
  int fired = 0;
  for (const Shot& s : shots) {
    const Unit& f = b.unit(s.firer);
    const Unit& target = b.unit(s.target);
    if (!f.present() || !target.present()) continue;
    ++fired;
    t.last_target[static_cast<std::size_t>(f.id)] = target.id;
    const int hits = volley_hits(b, p, f, target);
    if (hits <= 0) continue;
    scored.push_back(s);
    auto it = std::find_if(landed.begin(), landed.end(), [&](const auto& l) { return l.first == target.id; });
    if (it == landed.end()) landed.emplace_back(target.id, hits);
    else it->second += hits;
  }
  for (const auto& [id, hits] : landed) take_casualties(b, p, b.unit(id), hits, "fire");
  for (const auto& [id, hits] : landed) {
    Unit& u = b.unit(id);
    if (!u.present()) continue;
    causers.clear();
    for (const Shot& s : scored)
      if (s.target == id) causers.push_back(s.firer);
    const MoraleResult r = test_morale(b, p, u, u.routing ? "routed, under fire" : "under fire");
    if (u.routing) {
      if (!passed(r)) rout(b, p, u, "under fire while routed", true, causers);
      continue;
    }
    // An attacker that halts stops where it is and fights it out with fire.
    if (r != MoraleResult::carries_on) t.end_attack(id);
    take_result(b, p, u, r, "under fire", causers);
  }
  return fired;
}

}  // namespace caisson::jackson
