#include "engine/rules/jackson/morale.hpp"

#include <algorithm>
#include <optional>
#include <vector>

#include "engine/play/battle.hpp"
#include "engine/play/victory.hpp"
#include "engine/rules/jackson/movement.hpp"
#include "engine/rules/jackson/troops.hpp"
#include "engine/rules/placement.hpp"

namespace caisson::jackson {
namespace {

bool in_woods(const Battle& b, const Unit& u) { return b.field().within(u.position, AreaKind::woods); }

// Friends near where a primary rout began, or in its way, test morale; theirs do not spread.
void rout_spreads(Battle& b, const JacksonParameters& p, const Unit& routed, const OrientedRect& was, Vec2 to) {
  const Segment way{was.center, to};
  std::vector<UnitId> shaken;
  for (const Unit& f : b.units) {
    if (f.id == routed.id || f.side != routed.side || !f.present() || f.routing) continue;
    if (f.footprint.distance_to(was) <= p[Param::rout_spreads_within] || f.footprint.runs_through(way)) shaken.push_back(f.id);
  }
  for (UnitId id : shaken) {
    Unit& f = b.unit(id);
    if (!f.present() || f.routing) continue;
    const MoraleResult r = test_morale(b, p, f, "a friend routed nearby");
    if (r == MoraleResult::routs) rout(b, p, f, "seeing friends rout", false);
    else if (r == MoraleResult::falls_back) fall_back(b, p, f, "seeing friends rout");
  }
}

}  // namespace

MoraleResult morale_result(const JacksonParameters& p, int total) {
  if (total >= p.whole(Param::carry_on_from)) return MoraleResult::carries_on;
  if (total >= p.whole(Param::halt_from)) return MoraleResult::halts;
  if (total >= p.whole(Param::fall_back_from)) return MoraleResult::falls_back;
  return MoraleResult::routs;
}

Tally morale_modifiers(const Battle& b, const JacksonParameters& p, const Unit& u, int situation) {
  Tally t;
  t.add("its morale rating", unit_state(b, u.id).morale);
  t.add("the situation", situation);
  if (b.field().within(u.position, AreaKind::town)) t.add("in a town", p.whole(Param::town_morale));
  if (2 * text_stands_lost(p, u) >= text_stands_at_start(p, u)) t.add("half its stands lost", p.whole(Param::half_strength_morale));
  if (army_effectiveness(b, u.side) < p[Param::army_shaken_below]) t.add("army shaken", p.whole(Param::shaken_morale));
  return t;
}

int morale_modifier(const Battle& b, const JacksonParameters& p, const Unit& u, int situation) {
  return morale_modifiers(b, p, u, situation).modifier_total();
}

const Commander* leading_general(const Battle& b, const JacksonParameters& p, const Unit& u) {
  for (FormationId f = u.brigade; f != kNone; f = b.oob.node(f).parent) {
    const CommanderId id = b.oob.node(f).commander;
    if (id == kNone) continue;
    const Commander& c = b.commander(id);
    if (c.alive && c.on_table && u.footprint.distance_to(c.position) <= p[Param::staff_attached_within]) return &c;
  }
  return nullptr;
}

int general_bonus(const JacksonParameters& p, const Commander& c) {
  switch (c.quality) {
    case Quality::raw: return p.whole(Param::staff_bonus_raw);
    case Quality::veteran: return p.whole(Param::staff_bonus_veteran);
    case Quality::seasoned: break;
  }
  return p.whole(Param::staff_bonus_seasoned);
}

bool falls_leading(const JacksonParameters& p, int roll) { return roll >= p.whole(Param::staff_killed_on); }

int morale_total(Battle& b, const JacksonParameters& p, Unit& u, std::string_view why, int situation, int level) {
  Tally parts = morale_modifiers(b, p, u, situation);
  if (const Commander* g = leading_general(b, p, u)) {
    parts.add("general leading", general_bonus(p, *g));
    // Leading from the front rank: one chance in ten of falling.
    if (falls_leading(p, b.dice.roll(1, 10, "general leading from the front").total))
      b.kill_commander(b.commander(g->id), "is killed leading his men");
  }
  const int modifier = parts.modifier_total();
  const int roll = b.dice.roll(1, p.whole(Param::morale_die), "morale check").total;
  const int total = roll + modifier;
  const bool pass = total >= level;
  MoraleChecked checked{u.id, why, roll, modifier, level, pass, pass ? 0 : level - total};
  checked.parts = parts;
  checked.passes_if = ">=";
  b.emit(checked);
  return total;
}

MoraleResult test_morale(Battle& b, const JacksonParameters& p, Unit& u, std::string_view why, int situation) {
  return morale_result(p, morale_total(b, p, u, why, situation, p.whole(Param::halt_from)));
}

void take_result(Battle& b, const JacksonParameters& p, Unit& u, MoraleResult r, std::string_view cause,
                 std::span<const UnitId> causers) {
  if (r == MoraleResult::falls_back) fall_back(b, p, u, cause);
  if (r == MoraleResult::routs) rout(b, p, u, cause, true, causers);
}

int normal_move_distance(Battle& b, const JacksonParameters& p, const Unit& u, std::string_view purpose) {
  const Formation f = u.arm == Arm::artillery ? Formation::limbered : u.formation;
  return b.dice.roll(move_dice(p, u, f, false), 6, purpose).total;
}

void fall_back(Battle& b, const JacksonParameters& p, Unit& u, std::string_view cause) {
  if (!u.present() || u.routing) return;
  if (u.arm == Arm::artillery && in_woods(b, u)) {
    b.emit(FellBack{u.id, 0, cause});
    b.remove_from_field(u, UnitStatus::destroyed, "fell back from the woods, abandoning its guns");
    return;
  }
  const double distance = normal_move_distance(b, p, u, "fall-back move");
  // Guns go with their crews, limbered.
  const Formation f = u.arm == Arm::artillery ? Formation::limbered : u.formation;
  const std::optional<Vec2> to = room_to_fall_back(b, u, distance, footprint_in(p, u, f));
  unit_state(b, u.id).falling_back = true;
  if (!to) {
    b.emit(FellBack{u.id, 0, "no room to fall back"});
    return;
  }
  if (enemy_in_the_way(b, u, *to)) {
    // Falling back into the enemy: a test at -1 to turn and fight there, else surrender.
    if (!passed(test_morale(b, p, u, "falling back into the enemy", p.whole(Param::collision_morale)))) {
      b.remove_from_field(u, UnitStatus::destroyed, "surrendered, falling back into the enemy");
      return;
    }
    b.emit(FellBack{u.id, 0, "stands to fight the enemy in its way"});
    return;
  }
  // Placed first, so the record says where it went (over the edge, it then leaves).
  b.place(u, *to, u.facing, f);
  b.emit(FellBack{u.id, distance, cause});
  if (!b.field().on_table(u.footprint)) b.remove_from_field(u, UnitStatus::routed_off, "fell back off the table");
}

void rout(Battle& b, const JacksonParameters& p, Unit& u, std::string_view cause, bool primary, std::span<const UnitId> causers) {
  if (!u.present()) return;
  for (UnitId id : causers) {
    Unit& c = b.unit(id);
    if (c.present()) unit_state(b, c.id).morale += p.whole(Param::rout_morale_gain);
  }
  const bool again = u.routing;
  if (!again) b.set_routing(u, cause);
  unit_state(b, u.id).falling_back = false;
  const OrientedRect was = u.footprint;
  // Routers move as units falling back do, twice as far: guns limbered, or left in the woods.
  if (u.arm == Arm::artillery && in_woods(b, u)) {
    b.remove_from_field(u, UnitStatus::destroyed, "routed from the woods, abandoning its guns");
  } else {
    const Formation f = u.arm == Arm::artillery ? Formation::limbered : u.formation;
    const double distance = p[Param::rout_move_multiple] * normal_move_distance(b, p, u, "rout move");
    const std::optional<Vec2> to = room_to_fall_back(b, u, distance, footprint_in(p, u, f));
    if (to && enemy_in_the_way(b, u, *to)) {
      b.remove_from_field(u, UnitStatus::destroyed, "captured, routing into the enemy");
    } else if (to) {
      b.place(u, *to, u.facing, f);  // first, so the record says where it went
      b.emit(FellBack{u.id, distance, again ? "routs again" : "routs"});
      if (!b.field().on_table(u.footprint)) b.remove_from_field(u, UnitStatus::routed_off, "routed off the table");
    }
  }
  // A primary rout, a first or a second, sends the friends near where it began to test.
  if (primary) rout_spreads(b, p, u, was, u.present() ? u.position : was.center);
}

void rally_routed(Battle& b, const JacksonParameters& p, const TurnState& t) {
  for (Unit& u : b.units) {
    if (!u.present() || !u.routing || !t.routed_at_start[static_cast<std::size_t>(u.id)]) continue;
    if (passed(test_morale(b, p, u, "rallying"))) {
      u.routing = false;
      unit_state(b, u.id).morale += p.whole(Param::rallied_morale);
      b.emit(HitsRallied{u.id, 0, u.hits, true});
    } else if (text_stands_lost(p, u) > 0) {
      b.remove_from_field(u, UnitStatus::routed_off, "failed to rally and left the field");
    }
  }
}

}  // namespace caisson::jackson
