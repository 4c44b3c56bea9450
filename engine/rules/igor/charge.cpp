#include "engine/rules/igor/charge.hpp"

#include <fmt/format.h>

#include "engine/play/battle.hpp"
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

bool mounted(const Unit& u) { return u.arm == Arm::cavalry && !u.dismounted; }

std::optional<std::string> refuse(const Unit& u, std::string_view why) {
  return fmt::format("{} cannot charge: {} (igor: {})", u.name, why, kRule);
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

// How far along `dir` the unit can go before touching `target` (bisection on the footprint gap).
double distance_to_contact(const IgorParameters& p, const Unit& u, const Unit& target, Vec2 dir, double facing) {
  auto gap = [&](double d) {
    return footprint_at(p, u, u.position + dir * d, facing, u.formation).distance_to(target.footprint);
  };
  double lo = 0, hi = distance(u.position, target.position) + u.footprint.radius();
  for (int i = 0; i < 40; ++i) {
    double mid = (lo + hi) / 2;
    (gap(mid) > 0 ? lo : hi) = mid;
  }
  return hi;
}

std::optional<std::string> supporter_problem(const Battle& b, const IgorParameters& p, const Unit& charger, UnitId id) {
  if (id < 0 || static_cast<std::size_t>(id) >= b.units.size()) return refuse(charger, "a supporter does not exist");
  const Unit& s = b.unit(id);
  if (s.acted) return refuse(charger, fmt::format("{} has already acted and cannot support", s.name));
  if (s.arm != charger.arm || mounted(s) != mounted(charger))
    return refuse(charger, fmt::format("{} is not of the charger's type and cannot support", s.name));
  if (!supports_from_rear(b, p, charger, s))
    return refuse(charger, fmt::format("{} is not behind it within {:.0f}\" and in command of their brigadier", s.name,
                                       p[Param::support_distance]));
  return std::nullopt;
}

// Moves the charger up to `inches` along `dir`, turned to `facing`, stopping short of any unit in
// its way (a charge does not pass through friends); its supporters move up as far, keeping their
// distance, each stopping short of whatever is in its own way. Returns how far the charger went.
double advance(Battle& b, const IgorParameters& p, Unit& u, Vec2 dir, double inches, double facing,
               std::span<const UnitId> supporters, std::string_view how) {
  const Vec2 from = u.position;
  const ForcedPath path = trace_forced_path(b, p, u, dir, inches, facing, false);
  b.place(u, path.end, path.facing);
  b.emit(UnitMoved{u.id, from, u.position, u.facing, u.formation, path.blocked ? "charge blocked" : how});
  for (UnitId id : supporters) {
    Unit& s = b.unit(id);
    const Vec2 sf = s.position;
    const ForcedPath moved_up = trace_forced_path(b, p, s, dir, path.covered, facing, false);
    b.place(s, moved_up.end, moved_up.facing);
    b.emit(UnitMoved{s.id, sf, s.position, s.facing, s.formation, "support"});
  }
  return path.covered;
}

// A charged infantry unit facing horse tries to form square before the horsemen test.
bool try_square(Battle& b, const IgorParameters& p, Unit& target, const Unit& charger) {
  if (!mounted(charger) || target.arm == Arm::artillery || mounted(target) || target.routing) return false;
  if (target.formation == Formation::square) return false;
  // A square is deeper than a line: with no room for it where the unit stands it cannot form.
  if (placement_problem(b, target, footprint_at(p, target, target.position, target.facing, Formation::square)))
    return false;
  MoraleResult m = morale_check(b, p, target, "forming square");
  if (!m.passed) return false;
  Formation from = target.formation;
  b.place(target, target.position, target.facing, Formation::square);
  b.emit(FormationChanged{target.id, from, Formation::square});
  return true;
}

// The target's response to a charge that reached it. Returns whether it is still there to fight.
bool receive_charge(Battle& b, const IgorParameters& p, Unit& target, Unit& charger) {
  // Horsemen need not wait for infantry: they may ride back a full move instead of testing.
  if (mounted(target) && charger.arm == Arm::infantry && p.whole(Param::cavalry_evades_infantry_charge) != 0) {
    fall_back_directly(b, p, target, open_move(p, target), "cavalry rode back from infantry");
    return false;
  }
  MoraleResult m = morale_check(b, p, target, "receiving a charge");
  if (target.formation == Formation::skirmish) {
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

int charge_morale_modifier(const Battle& b, const IgorParameters& p, const Unit& charger, const Unit& target) {
  int m = 0;
  if (target.routing || strikes_flank(charger, target)) m += p.whole(Param::charge_flank_morale);
  if (target.formation == Formation::skirmish || target.dismounted) m += p.whole(Param::charge_skirmish_morale);
  if (b.field().cover_of(target.footprint) != Cover::none) m += p.whole(Param::charge_cover_morale);
  if (mounted(charger) && target.formation == Formation::square) m += p.whole(Param::cavalry_square_morale);
  return m;
}

std::optional<std::string> check_charge(const Battle& b, const IgorParameters& p, const Charge& c) {
  const Unit& u = b.unit(c.unit);
  if (u.arm == Arm::artillery) return refuse(u, "artillery never charges");
  if (u.dismounted) return refuse(u, "dismounted cavalry cannot charge");
  if (u.formation != Formation::line) return refuse(u, fmt::format("only lines charge; it is in {}", name_of(u.formation)));
  if (u.charged_on_turn == b.turn - 1) return refuse(u, "it charged last turn; no charges on consecutive turns");
  if (c.target < 0 || static_cast<std::size_t>(c.target) >= b.units.size()) return refuse(u, "it has no target");
  const Unit& t = b.unit(c.target);
  if (!t.present() || t.side == u.side) return refuse(u, fmt::format("{} is not an enemy on the field", t.name));
  const double reach = charge_reach(b, p, u, t, 1);
  const double gap = u.footprint.distance_to(t.footprint);
  if (gap > reach) return refuse(u, fmt::format("{} is {:.1f}\" away; its charge reaches {:.1f}\"", t.name, gap, reach));
  if (!t.footprint.overlaps(charge_lane(p, u, reach)))
    return refuse(u, fmt::format("{} is not ahead of it (a charge may wheel or drift only {:.0f}\")", t.name,
                                 p[Param::charge_drift]));
  for (UnitId s : c.supporters)
    if (auto why = supporter_problem(b, p, u, s)) return why;
  return std::nullopt;
}

void resolve_charge(Battle& b, const IgorParameters& p, const Charge& c) {
  Unit& u = b.unit(c.unit);
  Unit& target = b.unit(c.target);
  u.acted = u.charged = true;
  u.charged_on_turn = b.turn;
  for (UnitId s : c.supporters) b.unit(s).acted = true;
  b.emit(ChargeDeclared{u.id, target.id});

  const bool formed_square = try_square(b, p, target, u);
  const int die = mounted(u) && ground_of(b, u, target.position).rough ? b.dice.d6("cavalry in rough") : 0;
  const double reach = charge_reach(b, p, u, target, die);
  MoraleResult m = morale_check(b, p, u, "charge", charge_morale_modifier(b, p, u, target));

  const Vec2 aim = closest_point(target.footprint, u.position);
  const double facing = bearing(u.position, aim);
  const Vec2 dir = heading(facing);
  const double to_contact = distance_to_contact(p, u, target, dir, facing);
  if (!m.passed || to_contact > reach) {
    // Half the charge move toward the target, halting short of it.
    double d = std::min(reach / 2, to_contact);
    while (d > 0 && footprint_at(p, u, u.position + dir * d, facing, u.formation).distance_to(target.footprint) <
                        p[Param::charge_halt_distance])
      d = std::max(0.0, d - 0.1);
    advance(b, p, u, dir, d, facing, c.supporters, "charge halted");
    return;
  }
  // Another unit in the way stops the charge short of its target.
  if (advance(b, p, u, dir, to_contact, facing, c.supporters, "charge") < to_contact - 1e-6) return;
  if (!formed_square && !receive_charge(b, p, target, u)) return;
  if (!u.present() || !target.present()) return;
  if (u.footprint.distance_to(target.footprint) > 0.05) return;  // the charger was driven back by fire
  fight_close_combat(b, p, u, target, c.supporters, c.advance_after);
}

}  // namespace caisson::igor
