#include "engine/rules/igor/morale.hpp"

#include <algorithm>
#include <vector>

#include "engine/play/battle.hpp"
#include "engine/rules/igor/movement.hpp"

namespace caisson::igor {

int morale_margin(const IgorParameters& p, int level, int score) {
  if (morale_passes(level, score)) return 0;
  return std::max(0, level + p.whole(Param::morale_margin_offset) - score);
}

namespace {

// Only units able to charge (infantry or mounted cavalry in line) can threaten a flank.
bool can_threaten(const Unit& e) {
  return e.can_act() && !e.dismounted && e.arm != Arm::artillery && e.formation == Formation::line;
}

// The farthest a threatening unit's charge reaches: the faster line's move (foot or mounted)
// and the bonus.
double threat_reach_bound(const IgorParameters& p) {
  return std::max(line_move(p, false), line_move(p, true)) + p[Param::charge_bonus];
}

}  // namespace

int threatened_flanks(const Battle& b, const IgorParameters& p, const Unit& u) {
  bool left = false, right = false, rear = false;
  // Only enemies within a charge of it are asked about, so a check costs the same in any army.
  thread_local std::vector<UnitId> near;
  b.units_of_side_near(other(u.side), u.footprint.center, threat_reach_bound(p) + u.footprint.radius(), near);
  for (UnitId id : near) {
    const Unit& e = b.unit(id);
    if (!can_threaten(e)) continue;
    double reach = open_move(p, e) + p[Param::charge_bonus];
    if (distance(e.position, u.position) > reach + e.footprint.radius() + u.footprint.radius()) continue;
    // A charge goes straight ahead: the enemy must be facing this unit to strike it. (Asked before
    // the distance between the footprints, the dearer question.)
    if (!e.footprint.in_front_arc(u.position, 45.0)) continue;
    if (!e.footprint.within(u.footprint, reach)) continue;
    switch (u.footprint.aspect_of(e.position)) {
      case Aspect::left_flank: left = true; break;
      case Aspect::right_flank: right = true; break;
      case Aspect::rear: rear = true; break;
      case Aspect::front: break;
    }
  }
  return int(left) + int(right) + int(rear);
}

int hits_modifier(const IgorParameters& p, const Unit& u) {
  int per = std::max(1, p.whole(Param::hits_per_morale_penalty));
  return -(u.hits / per);
}

bool commander_in_contact(const Battle& b, const IgorParameters& p, const Unit& u) {
  const Commander* c = b.brigade_commander(u);
  return c && u.footprint.distance_to(c->position) <= p[Param::commander_contact];
}

Tally standard_modifiers(const Battle& b, const IgorParameters& p, const Unit& u) {
  Tally t;
  t.add("threatened flanks or rear", -threatened_flanks(b, p, u));
  t.add("HITs", hits_modifier(p, u));
  if (commander_in_contact(b, p, u)) t.add("brigadier in contact", p.whole(Param::commander_bonus));
  return t;
}

int standard_modifier(const Battle& b, const IgorParameters& p, const Unit& u) {
  return standard_modifiers(b, p, u).modifier_total();
}

MoraleResult morale_check(Battle& b, const IgorParameters& p, const Unit& u, std::string_view reason, int extra) {
  Tally situation;
  situation.add(reason, extra);
  return morale_check(b, p, u, reason, situation);
}

MoraleResult morale_check(Battle& b, const IgorParameters& p, const Unit& u, std::string_view reason,
                          const Tally& situation) {
  Tally parts = standard_modifiers(b, p, u);
  parts.add_modifiers(situation);
  MoraleResult r;
  r.level = p.morale_level(u.quality);
  r.modifier = parts.modifier_total();
  r.roll = b.dice.roll(2, 6, "morale check").total;
  int score = r.roll + r.modifier;
  r.passed = morale_passes(r.level, score);
  r.margin = morale_margin(p, r.level, score);
  MoraleChecked checked{u.id, reason, r.roll, r.modifier, r.level, r.passed, r.margin};
  checked.parts = parts;
  checked.passes_if = ">";
  b.emit(checked);
  return r;
}

}  // namespace caisson::igor
