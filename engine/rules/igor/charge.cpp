#include "engine/rules/igor/charge.hpp"
#include "engine/rules/cover.hpp"

#include <algorithm>
#include <vector>

#include <fmt/format.h>

#include "engine/play/battle.hpp"
#include "engine/play/short_lists.hpp"
#include "engine/rules/refusal_reasons.hpp"
#include "engine/rules/igor/close_combat.hpp"
#include "engine/rules/igor/fire.hpp"
#include "engine/rules/igor/footprint.hpp"
#include "engine/rules/igor/forced_move.hpp"
#include "engine/rules/igor/morale.hpp"
#include "engine/rules/igor/movement.hpp"
#include "engine/rules/igor/outcomes.hpp"

namespace caisson::igor {
namespace {

constexpr std::string_view kRule = "charging";


std::optional<std::string> refuse(const Unit& u, std::string_view why) {
  return refusal(u, "charge", why, kRule);
}

// The charge reach: the move over the ground to the target plus the charge bonus. `die` is
// the rough-ground D6 of mounted cavalry (1, its least, when only checking).
double charge_reach(const Battle& b, const IgorParameters& p, const Unit& u, const Unit& target, int die) {
  return move_allowance_over(p, u, ground_of(b, u, target.position), die) + p[Param::charge_bonus];
}

// The ground ahead a charge can sweep: straight on, after a wheel or drift of charge_drift.
OrientedRect charge_lane(const IgorParameters& p, const Unit& u, double reach) {
  OrientedRect lane = u.footprint;
  lane.width += 2 * p[Param::charge_drift];
  lane.depth = reach;
  lane.center = u.footprint.front_center() + u.footprint.forward() * (reach / 2);
  return lane;
}

Vec2 closest_point(const OrientedRect& r, Vec2 from) {
  const Segment edges[4] = {r.front_edge(), r.right_edge(), r.rear_edge(), r.left_edge()};
  Vec2 best = r.center;
  double best_d = 1e18;
  for (const Segment& e : edges) {
    Vec2 d = e.b - e.a;
    double t = std::clamp((from - e.a).dot(d) / std::max(1e-12, d.length_squared()), 0.0, 1.0);
    Vec2 q = e.a + d * t;
    if (distance(q, from) < best_d) best_d = distance(q, from), best = q;
  }
  return best;
}

// How far along `dir` the unit can go before touching `target`: where its footprint, turned to
// `facing`, first meets the target's, found exactly on the separating axes. Never touching, it is
// the whole way to the target's centre and beyond it by its own reach.
double distance_to_contact(const IgorParameters& p, const Unit& u, const Unit& target, Vec2 dir, double facing) {
  const double whole_way = distance(u.position, target.position) + u.footprint.radius();
  const auto met = footprint_at(p, u, u.position, facing, u.formation).overlap_along(dir, whole_way, target.footprint);
  return met ? met->enter : whole_way;
}

std::optional<std::string> supporter_problem(const Battle& b, const IgorParameters& p, const Unit& charger, UnitId id) {
  if (id < 0 || static_cast<std::size_t>(id) >= b.units.size()) return refuse(charger, "a supporter does not exist");
  const Unit& s = b.unit(id);
  if (s.acted) return refuse(charger, reason("{} has already acted and cannot support", s.name));
  if (s.arm != charger.arm || s.mounted() != charger.mounted())
    return refuse(charger, reason("{} is not of the charger's type and cannot support", s.name));
  if (!supports_from_rear(b, p, charger, s))
    return refuse(charger, reason("{} is not behind it within {:.0f}\" and in command of their brigadier", s.name,
                                       p[Param::support_distance]));
  return std::nullopt;
}

// A charging unit's way: a forced path that passes no one and ends at the table's edge if it
// gets there first (blocked, then: it went less far than asked).
ForcedPath trace_charge_path(const Battle& b, const IgorParameters& p, const Unit& u, Vec2 dir, double inches,
                             double facing) {
  const double to_edge = b.field().run_on_table(u.position, dir);
  ForcedPath path = trace_forced_path(b, p, u, dir, std::min(inches, to_edge), facing, false);
  path.blocked = path.blocked || to_edge < inches;
  return path;
}

// Moves the charger up to `inches` along `dir`, turned to `facing`, stopping short of any unit in
// its way (a charge does not pass through friends) and at the table's edge (the table ends the
// charge: its centre never goes over); its supporters move up as far, keeping their distance, each
// stopping short of whatever is in its own way or at the edge. Returns how far the charger went.
double advance(Battle& b, const IgorParameters& p, Unit& u, Vec2 dir, double inches, double facing,
               std::span<const UnitId> supporters, std::string_view how) {
  const Vec2 from = u.position;
  const ForcedPath path = trace_charge_path(b, p, u, dir, inches, facing);
  b.place(u, path.end, path.facing);
  b.emit(UnitMoved{u.id, from, u.position, u.facing, u.formation, path.blocked ? "charge blocked" : how});
  for (UnitId id : supporters) {
    Unit& s = b.unit(id);
    const Vec2 sf = s.position;
    const ForcedPath moved_up = trace_charge_path(b, p, s, dir, path.covered, facing);
    b.place(s, moved_up.end, moved_up.facing);
    b.emit(UnitMoved{s.id, sf, s.position, s.facing, s.formation, "support"});
  }
  return path.covered;
}

// A charged infantry unit facing horse tries to form square before the horsemen test.
bool try_square(Battle& b, const IgorParameters& p, Unit& target, const Unit& charger) {
  if (!charger.mounted() || target.arm == Arm::artillery || target.mounted() || target.routing) return false;
  if (target.formation == Formation::square) return false;
  // A square is deeper than a line: with no room for it where the unit stands it cannot form.
  if (!caisson::has_room(b, target, footprint_at(p, target, target.position, target.facing, Formation::square))) return false;
  MoraleResult m = morale_check(b, p, target, "forming square");
  if (!m.passed) return false;
  Formation from = target.formation;
  b.place(target, target.position, target.facing, Formation::square);
  b.emit(FormationChanged{target.id, from, Formation::square});
  return true;
}

// The defender's choice for skirmishers that passed their test: stand and fire, or fall back.
// A scenario fixes it (skirmishers_evade_charge 0 or 1) or leaves it to the brigade's standing
// order (2), which the controller — a script or the built-in commander — sets: a brigade told
// to retire gives ground, any other stands.
bool skirmishers_choose_to_evade(const Battle& b, const IgorParameters& p, const Unit& skirmishers) {
  switch (p.whole(Param::skirmishers_evade_charge)) {
    case 0: return false;
    case 1: return true;
    default: return skirmishers.brigade != kNone && b.oob.node(skirmishers.brigade).standing_order == "retire";
  }
}

// The target's response to a charge that reached it. Returns whether it is still there to fight.
bool receive_charge(Battle& b, const IgorParameters& p, Unit& target, Unit& charger) {
  // Horsemen need not wait for infantry: they may ride back a full move instead of testing.
  if (target.mounted() && charger.arm == Arm::infantry && p.whole(Param::cavalry_evades_infantry_charge) != 0) {
    fall_back_directly(b, p, target, open_move(p, target), "cavalry rode back from infantry");
    return false;
  }
  MoraleResult m = morale_check(b, p, target, "receiving a charge");
  if (target.formation == Formation::skirmish) {
    if (m.passed && skirmishers_choose_to_evade(b, p, target)) {
      // Their own choice, not a result forced on them: no HIT however short the way back, and
      // dismounted troopers stay on foot.
      fall_back(b, p, target, p[Param::skirmish_evade_distance], "skirmishers fell back before a charge");
      return false;
    }
    if (m.passed) {
      defensive_fire(b, p, target, charger);
      return true;
    }
    if (m.margin <= 2) {
      target.dismounted = false;  // dismounted troopers remount as they go
      fall_back_directly(b, p, target, p[Param::skirmish_evade_distance], "skirmishers gave way");
      take_hits(b, p, target, 1, "skirmishers gave way");
      return false;
    }
    take_hits(b, p, target, 2, "caught by a charge");
    return true;
  }
  if (m.passed)
    defensive_fire(b, p, target, charger);
  else
    take_hits(b, p, target, 1, "wavered before a charge");
  return true;
}

}  // namespace

Tally charge_morale_modifiers(const Battle& b, const IgorParameters& p, const Unit& charger, const Unit& target) {
  Tally t;
  if (target.routing || strikes_flank(charger, target))
    t.add(target.routing ? "against routing troops" : "against a flank or the rear", p.whole(Param::charge_flank_morale));
  if (target.formation == Formation::skirmish || target.dismounted) t.add("against skirmishers", p.whole(Param::charge_skirmish_morale));
  if (in_cover(b, target)) t.add("against cover", p.whole(Param::charge_cover_morale));
  if (charger.mounted() && target.formation == Formation::square) t.add("horse against a square", p.whole(Param::cavalry_square_morale));
  return t;
}

int charge_morale_modifier(const Battle& b, const IgorParameters& p, const Unit& charger, const Unit& target) {
  return charge_morale_modifiers(b, p, charger, target).modifier_total();
}

namespace {

// Whether `u` may charge `t` at all: its arm, formation, last turn, and the reach and lane.
std::optional<std::string> charger_problem(const Battle& b, const IgorParameters& p, const Unit& u, const Unit& t) {
  if (!may_charge(b, u)) {
    if (u.arm == Arm::artillery) return refuse(u, "artillery never charges");
    if (u.dismounted) return refuse(u, "dismounted cavalry cannot charge");
    if (u.formation != Formation::line) return refuse(u, reason("only lines charge; it is in {}", name_of(u.formation)));
    return refuse(u, "it charged last turn; no charges on consecutive turns");
  }
  if (!t.present() || t.side == u.side) return refuse(u, reason("{} is not an enemy on the field", t.name));
  const double reach = charge_reach(b, p, u, t, 1);
  const double gap = u.footprint.distance_to(t.footprint);
  if (gap > reach) return refuse(u, reason("{} is {:.1f}\" away; its charge reaches {:.1f}\"", t.name, gap, reach));
  if (!t.footprint.overlaps(charge_lane(p, u, reach)))
    return refuse(u, reason("{} is not ahead of it (a charge may wheel or drift only {:.0f}\")", t.name,
                                 p[Param::charge_drift]));
  return std::nullopt;
}

// A unit charging alongside the charger: its own eligibility, and not acting twice.
std::optional<std::string> fellow_problem(const Battle& b, const IgorParameters& p, const Charge& c, UnitId id) {
  const Unit& u = b.unit(c.unit);
  if (id < 0 || static_cast<std::size_t>(id) >= b.units.size()) return refuse(u, "a fellow charger does not exist");
  const Unit& f = b.unit(id);
  if (id == c.unit || std::count(c.with.begin(), c.with.end(), id) > 1 ||
      std::find(c.supporters.begin(), c.supporters.end(), id) != c.supporters.end())
    return refuse(u, reason("{} is named twice in the charge", f.name));
  if (f.side != u.side || !f.can_act()) return refuse(u, reason("{} cannot charge with it", f.name));
  if (f.acted) return refuse(u, reason("{} has already acted and cannot charge with it", f.name));
  return charger_problem(b, p, f, b.unit(c.target));
}

// The way a charger goes at its target: straight at the target's nearest point, turned to face
// it, and how far before the two touch.
struct ChargeWay {
  Vec2 dir;
  double facing, to_contact;
};
ChargeWay charge_way(const IgorParameters& p, const Unit& u, const Unit& target) {
  const double facing = bearing(u.position, closest_point(target.footprint, u.position));
  const Vec2 dir = heading(facing);
  return {dir, facing, distance_to_contact(p, u, target, dir, facing)};
}

// One charger's morale and move: it goes in to contact, or halts half way. Returns whether it
// reached the target.
bool charge_home(Battle& b, const IgorParameters& p, Unit& u, Unit& target, std::span<const UnitId> supporters) {
  const int die = u.mounted() && ground_of(b, u, target.position).rough ? b.dice.d6("cavalry in rough") : 0;
  const double reach = charge_reach(b, p, u, target, die);
  MoraleResult m = morale_check(b, p, u, "charge", charge_morale_modifiers(b, p, u, target));

  const ChargeWay way = charge_way(p, u, target);
  const Vec2 dir = way.dir;
  const double facing = way.facing, to_contact = way.to_contact;
  if (!m.passed || to_contact > reach) {
    // Half the charge move toward the target, halting short of it.
    double d = std::min(reach / 2, to_contact);
    while (d > 0 && footprint_at(p, u, u.position + dir * d, facing, u.formation).distance_to(target.footprint) <
                        p[Param::charge_halt_distance])
      d = std::max(0.0, d - 0.1);
    advance(b, p, u, dir, d, facing, supporters, "charge halted");
    return false;
  }
  // Another unit in the way stops the charge short of its target.
  return advance(b, p, u, dir, to_contact, facing, supporters, "charge") >= to_contact - 1e-6;
}

}  // namespace

std::optional<double> charge_stopped_after(const Battle& b, const IgorParameters& p, const Unit& u, const Unit& target) {
  const ChargeWay way = charge_way(p, u, target);
  const double covered = trace_charge_path(b, p, u, way.dir, way.to_contact, way.facing).covered;
  if (covered >= way.to_contact - 1e-6) return std::nullopt;
  return covered;
}

bool may_charge(const Battle& b, const Unit& u) {
  return u.arm != Arm::artillery && !u.dismounted && u.formation == Formation::line && u.charged_on_turn != b.turn - 1;
}

std::optional<std::string> check_charge(const Battle& b, const IgorParameters& p, const Charge& c) {
  const Unit& u = b.unit(c.unit);
  if (c.target < 0 || static_cast<std::size_t>(c.target) >= b.units.size()) return refuse(u, "it has no target");
  if (auto why = charger_problem(b, p, u, b.unit(c.target))) return why;
  for (UnitId s : c.supporters)
    if (auto why = supporter_problem(b, p, u, s)) return why;
  for (UnitId f : c.with)
    if (auto why = fellow_problem(b, p, c, f)) return why;
  return std::nullopt;
}

void resolve_charge(Battle& b, const IgorParameters& p, const Charge& c) {
  Unit& target = b.unit(c.target);
  ShortLists lists;
  // The charger first, then those charging with it, in the player's order.
  std::pmr::vector<UnitId> chargers({c.unit}, lists.room());
  chargers.insert(chargers.end(), c.with.begin(), c.with.end());
  for (UnitId id : chargers) {
    Unit& u = b.unit(id);
    u.acted = u.charged = true;
    u.charged_on_turn = b.turn;
    b.emit(ChargeDeclared{u.id, target.id});
  }
  for (UnitId s : c.supporters) b.unit(s).acted = true;

  // Horse among the chargers: the infantry may try for a square (once) before anyone charges home.
  auto horse = std::find_if(chargers.begin(), chargers.end(), [&](UnitId id) { return b.unit(id).mounted(); });
  const bool formed_square = horse != chargers.end() && try_square(b, p, target, b.unit(*horse));

  std::pmr::vector<UnitId> arrived(lists.room());
  for (UnitId id : chargers) {
    const std::span<const UnitId> supporters = id == c.unit ? std::span<const UnitId>(c.supporters) : std::span<const UnitId>();
    if (charge_home(b, p, b.unit(id), target, supporters)) arrived.push_back(id);
  }
  if (arrived.empty()) return;
  // The target answers the first charge to reach it, once.
  if (!formed_square && !receive_charge(b, p, target, b.unit(arrived.front()))) return;
  if (!target.present()) return;
  // Everyone still in contact fights (a charger driven back by the target's fire is not).
  for (const Engagement& e : pair_off(b, arrived, target.id, lists.room())) {
    Unit& a = b.unit(e.attacker);
    Unit& d = b.unit(e.defender);
    if (!a.present() || !d.present() || a.footprint.distance_to(d.footprint) > 0.05) continue;
    const std::span<const UnitId> supporters = e.attacker == c.unit ? std::span<const UnitId>(c.supporters) : std::span<const UnitId>();
    fight_close_combat(b, p, a, d, supporters, c.advance_after, e.attacker_engaged, e.defender_engaged);
  }
}

}  // namespace caisson::igor
