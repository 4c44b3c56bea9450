#include "engine/rules/igor/outcomes.hpp"

#include <algorithm>
#include <cmath>

#include "engine/play/battle.hpp"
#include "engine/rules/igor/interpenetration.hpp"
#include "engine/rules/placement.hpp"

namespace caisson::igor {

void take_hits(Battle& b, const IgorParameters& p, Unit& u, int hits, std::string_view cause) {
  if (hits <= 0 || !u.present()) return;
  b.add_hits(u, hits, cause);
  int rout_at = p.whole(Param::rout_at_hits);
  if (rout_at > 0 && u.hits >= rout_at && !u.routing && u.present()) b.set_routing(u, "too many HITs");
}

void commander_survival(Battle& b, const IgorParameters& p, const Unit& u, int hits, bool by_mounted_cavalry) {
  if (hits <= 0) return;
  const Commander* c = b.brigade_commander(u);
  if (!c || u.footprint.distance_to(c->position) > p[Param::commander_contact]) return;
  const int roll = b.dice.roll(2, 6, "commander survival").total;
  if (commander_falls(p, roll, by_mounted_cavalry || hits >= 2)) brigadier_falls(b, p, b.commander(c->id), "killed leading his men");
}

bool commander_falls(const IgorParameters& p, int roll, bool heavy) {
  return roll + (heavy ? p.whole(Param::commander_heavy_bonus) : 0) >= p.whole(Param::commander_death_roll);
}

void brigadier_falls(Battle& b, const IgorParameters& p, Commander& c, std::string_view how) {
  if (!c.alive) return;
  b.kill_commander(c, how);
  if (c.commands == kNone || b.oob.node(c.commands).echelon != Echelon::brigade) return;
  // The shock of losing him: every regiment of his brigade still on the table takes a HIT.
  const std::vector<UnitId> brigade = b.oob.node(c.commands).units;
  for (UnitId id : brigade) take_hits(b, p, b.unit(id), p.whole(Param::brigadier_death_hits), "their brigadier fell");
}

namespace {

constexpr double kPastTheEdge = 0.01;  // inches: a centre this far over the edge is off the table

bool passes_friends(const IgorParameters& p) { return p.whole(Param::forced_move_interpenetrates) != 0; }

bool leave_if_off_table(Battle& b, Unit& u, std::string_view how) {
  if (b.field().on_table(u.position)) return true;
  b.remove_from_field(u, UnitStatus::routed_off, how);
  return false;
}

}  // namespace

namespace {

// The facing toward a unit's own table edge: the way home, as the shared rules layer finds it
// (from which edge is its side's, not where it stands).
double home_facing(const Battle& b, const Unit& u) { return toward_home(b, u).y < 0 ? 180.0 : 0.0; }

// "Straight back" is away from the enemy the unit faces. A routing unit has turned its back on him
// (or is about to): its way back is toward its own edge, never toward him (the soak found routers
// fired upon falling back into the enemy's lines).
Vec2 way_back(const Battle& b, const Unit& u) { return u.routing ? heading(home_facing(b, u)) : -u.footprint.forward(); }

}  // namespace

ForcedPath fall_back(Battle& b, const IgorParameters& p, Unit& u, double inches, std::string_view cause) {
  if (inches <= 0 || !u.present()) return ForcedPath{u.position, u.facing, 0, false, {}};
  const Vec2 from = u.position;
  ForcedPath path =
      trace_forced_path(b, p, u, way_back(b, u), inches, u.facing, passes_friends(p), p[Param::forced_move_sidestep]);
  b.place(u, path.end, u.facing);
  b.emit(FellBack{u.id, path.covered, cause});
  b.emit(UnitMoved{u.id, from, u.position, u.facing, u.formation, "fall back"});
  if (leave_if_off_table(b, u, "fell back off the table")) interpenetration_disorder(b, p, u, path.passed);
  return path;
}

bool fall_back_directly(Battle& b, const IgorParameters& p, Unit& u, double inches, std::string_view cause) {
  if (inches <= 0 || !u.present()) return u.present();
  const ForcedPath path = fall_back(b, p, u, inches, cause);
  if (u.present() && path.blocked) take_hits(b, p, u, p.whole(Param::blocked_forced_move_hits), "its way back was blocked");
  return u.present();
}

bool move_toward_home(Battle& b, const IgorParameters& p, Unit& u, double inches, std::string_view cause) {
  if (!u.present()) return false;
  const double home_y = b.scenario->home_edge_y[u.side];
  const double facing = home_facing(b, u);
  // Once over its own edge the unit is gone: it runs no farther than that.
  const double to_edge = std::abs(home_y - u.position.y) + kPastTheEdge;
  const Vec2 from = u.position;
  ForcedPath path = trace_forced_path(b, p, u, heading(facing), std::min(inches, to_edge), facing, passes_friends(p),
                                      p[Param::forced_move_sidestep]);
  b.place(u, path.end, path.facing);
  b.emit(UnitMoved{u.id, from, u.position, u.facing, u.formation, cause});
  if (!leave_if_off_table(b, u, "routed off the table")) return false;
  interpenetration_disorder(b, p, u, path.passed);
  if (path.blocked && path.covered < std::min(inches, to_edge) * p[Param::rout_blocked_surrenders]) {
    // Hemmed in with nowhere to run, routed troops give themselves up rather than rout forever.
    b.remove_from_field(u, UnitStatus::destroyed, "surrendered, its way to the rear blocked");
    return false;
  }
  if (path.blocked) take_hits(b, p, u, p.whole(Param::blocked_forced_move_hits), "its way to the rear was blocked");
  return u.present();
}

}  // namespace caisson::igor
