#include "engine/rules/igor/outcomes.hpp"

#include "engine/play/battle.hpp"

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
  int roll = b.dice.roll(2, 6, "commander survival").total;
  if (by_mounted_cavalry || hits >= 2) roll += p.whole(Param::commander_heavy_bonus);
  if (roll >= p.whole(Param::commander_death_roll)) brigadier_falls(b, p, b.commander(c->id), "killed leading his men");
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

bool leave_if_off_table(Battle& b, Unit& u, std::string_view how) {
  if (b.field().on_table(u.position)) return true;
  b.remove_from_field(u, UnitStatus::routed_off, how);
  return false;
}

}  // namespace

bool fall_back_directly(Battle& b, Unit& u, double inches, std::string_view cause) {
  if (inches <= 0 || !u.present()) return u.present();
  Vec2 from = u.position;
  b.place(u, from - u.footprint.forward() * inches, u.facing);
  b.emit(FellBack{u.id, inches, cause});
  b.emit(UnitMoved{u.id, from, u.position, u.facing, u.formation, "fall back"});
  return leave_if_off_table(b, u, "fell back off the table");
}

bool move_toward_home(Battle& b, Unit& u, double inches, std::string_view cause) {
  if (!u.present()) return false;
  double home_y = b.scenario->home_edge_y[u.side];
  double facing = home_y < u.position.y ? 180.0 : 0.0;
  Vec2 from = u.position;
  b.place(u, from + heading(facing) * inches, facing);
  b.emit(UnitMoved{u.id, from, u.position, u.facing, u.formation, cause});
  return leave_if_off_table(b, u, "routed off the table");
}

}  // namespace caisson::igor
