#include "engine/rules/igor/fire.hpp"

#include <vector>

#include <fmt/format.h>

#include "engine/play/battle.hpp"
#include "engine/rules/refusal_reasons.hpp"
#include "engine/rules/igor/footprint.hpp"
#include "engine/rules/igor/igor_state.hpp"
#include "engine/rules/igor/line_of_fire.hpp"
#include "engine/rules/igor/movement.hpp"
#include "engine/rules/igor/outcomes.hpp"

namespace caisson::igor {
namespace {

bool is_skirmishing(const Unit& u) { return u.formation == Formation::skirmish; }

// Gun types: a battery given a small-arms word fires as rifled guns unless it says smoothbore.
Weapon guns_of_battery(const Unit& u) {
  if (u.weapon == Weapon::smoothbore || u.weapon == Weapon::smoothbore_guns) return Weapon::smoothbore_guns;
  return Weapon::rifled_guns;
}

// Dismounted cavalry fire carbines whatever the scenario calls their arms.
Weapon small_arm_of(const Unit& u) {
  if (u.arm == Arm::cavalry && u.weapon != Weapon::breechloader) return Weapon::carbine;
  return u.weapon;
}

double range_between(const Unit& a, const Unit& b) { return a.footprint.distance_to(b.footprint); }

bool friend_behind(const Battle& b, const IgorParameters& p, const Unit& firer, const Unit& target) {
  const Vec2 dir = (target.position - firer.position).normalized();
  const double reach = p[Param::artillery_friend_behind_distance];
  thread_local std::vector<UnitId> near;
  b.units_of_side_near(target.side, target.footprint.center, reach + target.footprint.radius(), near);
  for (UnitId id : near) {
    const Unit& f = b.unit(id);
    if (f.id == target.id || !f.present()) continue;
    if ((f.position - target.position).dot(dir) <= 0) continue;  // beside or in front, not behind
    if (distance(f.position, target.position) > reach + f.footprint.radius() + target.footprint.radius()) continue;
    if (f.footprint.within(target.footprint, reach)) return true;
  }
  return false;
}

// Fire that runs down a deep, dense target: into a line's flank, or a column's head or tail.
// Judged by the edge the line of fire (from the guns' centre to the target's) crosses into the
// target: guns in front of a line's frontage fire into its front, however near its end.
bool enfilade(const Unit& firer, const Unit& target) {
  Aspect a = target.footprint.edge_entered_from(firer.position);
  bool flank = a == Aspect::left_flank || a == Aspect::right_flank;
  switch (target.formation) {
    case Formation::line:
    case Formation::unlimbered: return flank;
    case Formation::column:
    case Formation::limbered: return !flank;
    default: return false;
  }
}

// The dice of a shot in `band`, in their parts; `look_behind` counts the artillery bonus for a
// friend behind.
Tally shot_tally(const Battle& b, const IgorParameters& p, const Unit& firer, const Unit& target, Band band,
                 bool look_behind);

std::string where_it_stands(Cover c) { return c == Cover::none ? "in the open" : fmt::format("in {} cover", name_of(c)); }

std::optional<std::string> refuse(const Unit& u, std::string_view why, std::string_view rule) {
  return refusal(u, "fire", why, rule);
}

}  // namespace

// The least face that hits, for the firer's guns or small arms.
int firer_hit_on(const IgorParameters& p, const Unit& firer) {
  return hit_on(p, firer.arm == Arm::artillery ? Weapon::rifled_guns : small_arm_of(firer));
}

std::optional<std::string_view> fire_problem(const Unit& u, Formation f) {
  if (u.arm == Arm::artillery)
    return f == Formation::unlimbered ? std::nullopt : std::optional<std::string_view>("limbered guns cannot fire");
  if (u.arm == Arm::cavalry && !u.dismounted) return "mounted cavalry do not fire; dismount first";
  if (f == Formation::column) return "units in column cannot fire";
  return std::nullopt;
}

double fire_reach(const IgorParameters& p, const Unit& u, Formation f) {
  if (fire_problem(u, f)) return 0;
  return max_range(p, u.arm == Arm::artillery ? guns_of_battery(u) : small_arm_of(u));
}

Band fire_band(const Battle&, const IgorParameters& p, const Unit& firer, const Unit& target) {
  double r = range_between(firer, target);
  if (firer.arm == Arm::artillery) return artillery_band(p, guns_of_battery(firer), r);
  return small_arms_band(p, small_arm_of(firer), r);
}

int fire_dice(const Battle& b, const IgorParameters& p, const Unit& firer, const Unit& target) {
  return fire_dice_at(b, p, firer, target, fire_band(b, p, firer, target));
}

int fire_dice_at(const Battle& b, const IgorParameters& p, const Unit& firer, const Unit& target, Band band) {
  return shot_tally(b, p, firer, target, band, true).value();
}

int planning_fire_dice(const Battle& b, const IgorParameters& p, const Unit& firer, const Unit& target) {
  return shot_tally(b, p, firer, target, fire_band(b, p, firer, target), false).value();
}

namespace {

Tally shot_tally(const Battle& b, const IgorParameters& p, const Unit& firer, const Unit& target, Band band,
                 bool look_behind) {
  Cover cover = b.field().cover_of(target.footprint);
  if (firer.arm == Arm::artillery) {
    ArtilleryShot s;
    s.band = band;
    s.cover = cover;
    s.guns = guns_of(p, firer);
    s.friend_behind = look_behind && friend_behind(b, p, firer, target);
    s.enfilade = enfilade(firer, target);
    s.square = target.formation == Formation::square;
    s.skirmishers = is_skirmishing(target);
    return artillery_tally(p, s);
  }
  SmallArmsShot s;
  s.band = band;
  s.cover = cover;
  s.weapon = small_arm_of(firer);
  s.target_skirmishers = is_skirmishing(target);
  s.firer_skirmishers = is_skirmishing(firer) && !firer.dismounted;
  s.firer_square = firer.formation == Formation::square;
  return small_arms_tally(p, s);
}


std::optional<std::string> small_arms_target_problem(const Battle& b, const IgorParameters& p, const Unit& firer,
                                                      const Unit& target) {
  FireLanes lanes = small_arms_lanes(b, p, firer, fire_reach(p, firer));
  int mine = lanes.of(target.id);
  if (mine == 0)
    return refuse(firer, reason("{} is not in its line of fire straight ahead", target.name), "general fire");
  // Breech-loaders target any enemy caught in their fire, whatever else is there.
  if (small_arm_of(firer) == Weapon::breechloader) return std::nullopt;
  // The fire goes into whatever presents the greatest frontage in front of it; if that is a
  // friend, the friend masks the fire.
  for (int i = 0; i < lanes.count; ++i) {
    UnitId o = lanes.owner[static_cast<std::size_t>(i)];
    if (o == kNone || o == target.id || lanes.of(o) <= mine) continue;
    const Unit& other = b.unit(o);
    if (other.side == firer.side)
      return refuse(firer, reason("{} masks its fire, presenting more frontage than {}", other.name, target.name),
                    "general fire");
    return refuse(firer, reason("it must fire at {}, which presents the greatest frontage", other.name), "general fire");
  }
  return std::nullopt;
}

// Breech-loaders may split their dice between the enemies in their line of fire.
std::optional<std::string> split_problem(const Battle& b, const IgorParameters& p, const Fire& f) {
  const Unit& firer = b.unit(f.unit);
  if (small_arm_of(firer) != Weapon::breechloader)
    return refuse(firer, "only breech-loaders split their fire", "breech loading fire");
  if (f.split_target < 0 || static_cast<std::size_t>(f.split_target) >= b.units.size() || f.split_target == f.target)
    return refuse(firer, "it has no second target to split its fire on", "breech loading fire");
  const Unit& second = b.unit(f.split_target);
  if (!second.present() || second.side == firer.side)
    return refuse(firer, reason("{} is not an enemy on the field", second.name), "breech loading fire");
  if (fire_band(b, p, firer, second) == Band::beyond ||
      small_arms_lanes(b, p, firer, fire_reach(p, firer)).of(second.id) == 0)
    return refuse(firer, reason("{} is not in its line of fire straight ahead", second.name), "breech loading fire");
  const int dice = fire_dice(b, p, firer, b.unit(f.target));
  if (f.split_dice >= dice)
    return refuse(firer, reason("it throws {} dice: at most {} may go at {}", dice, dice - 1, second.name),
                  "breech loading fire");
  return std::nullopt;
}

}  // namespace

ShotQuote quote_fire(const Battle& b, const IgorParameters& p, const Unit& firer, const Unit& target) {
  ShotQuote q;
  q.tally = shot_tally(b, p, firer, target, fire_band(b, p, firer, target), true);  // as fire_at throws it
  q.range = q.tally.column;
  q.counts = "dice";
  q.dice = q.tally.value();
  q.hit_on = firer_hit_on(p, firer);
  return q;
}

std::optional<std::string> check_fire(const Battle& b, const IgorParameters& p, const Fire& f) {
  const Unit& firer = b.unit(f.unit);
  const std::string_view rule = firer.arm == Arm::artillery ? "artillery fire" : "general fire";
  if (auto why = fire_problem(firer)) return refuse(firer, *why, rule);
  if (f.target < 0 || static_cast<std::size_t>(f.target) >= b.units.size()) return refuse(firer, "it has no target", rule);
  const Unit& target = b.unit(f.target);
  if (!target.present()) return refuse(firer, reason("{} is no longer on the field", target.name), rule);
  if (target.side == firer.side) return refuse(firer, reason("{} is a friend", target.name), rule);
  if (fire_band(b, p, firer, target) == Band::beyond)
    return refuse(firer,
                  reason("{} is out of range ({:.1f}\"; its weapon reaches {:.0f}\")", target.name,
                              range_between(firer, target), fire_reach(p, firer)),
                  rule);
  if (firer.arm == Arm::artillery) {
    if (!artillery_line_of_fire(b, p, firer, target))
      return refuse(firer, reason("it has no clear line of fire to {} within its arc", target.name), rule);
  } else if (auto why = small_arms_target_problem(b, p, firer, target)) {
    return why;
  }
  // A table's 0 means the target cannot be engaged from here (long range into heavy cover).
  // Planning dice leave out only a friend behind the target, which adds dice: when they are
  // above 0, so are the dice thrown.
  if (planning_fire_dice(b, p, firer, target) <= 0 && fire_dice(b, p, firer, target) <= 0)
    return refuse(firer,
                  reason("it would throw no dice at {} ({:.1f}\" away, {})", target.name, range_between(firer, target),
                         where_it_stands(b.field().cover_of(target.footprint))),
                  rule);
  if (f.split_dice > 0) return split_problem(b, p, f);
  return std::nullopt;
}

bool might_fire_at(const Battle& b, const IgorParameters& p, const Unit& firer, const Unit& target) {
  if (fire_problem(firer)) return false;
  // Tracing the guns' lines costs more than weighing a target: those are left to check_fire,
  // once the target is known to lie at least partly within the guns' arc.
  if (firer.arm == Arm::artillery) return within_battery_arc(p, firer, target);
  return may_hold_a_lane(p, firer, target) && small_arms_lanes(b, p, firer, fire_reach(p, firer)).of(target.id) > 0;
}

namespace {

// Throws the dice and applies what they do to the target. No dice, no shot: the target is not
// engaged and takes no morale check for it.
void throw_at(Battle& b, const IgorParameters& p, Unit& firer, Unit& target, const Tally& dice) {
  if (dice.value() <= 0) return;
  const bool guns = firer.arm == Arm::artillery;
  UnitFired fired{firer.id, target.id, dice.column, dice.value(), 0};
  fired.counts = "dice";
  fired.tally = dice;
  fired.hit_on = firer_hit_on(p, firer);
  fired.thrown = b.dice.roll(fired.dice, 6, guns ? "artillery fire" : "small arms fire");
  fired.hits = fired.thrown.count_at_least(fired.hit_on);
  b.emit(fired);
  const int hits = fired.hits;
  // Only HITs from fire count toward heavy fire: not those of a fallen brigadier or a blocked move.
  const int before = target.fire_hits_this_phase;
  if (target.present()) target.fire_hits_this_phase += hits;
  take_hits(b, p, target, hits, guns ? "artillery fire" : "small arms fire");
  commander_survival(b, p, target, hits, false);
  fire_morale(b, p, target, before);
}

void fire_at(Battle& b, const IgorParameters& p, Unit& firer, Unit& target, Band band) {
  throw_at(b, p, firer, target, shot_tally(b, p, firer, target, band, true));
}

// Shaken gunners hook up to the teams where they stand. The limbered column is deeper than the
// gun line: it stands centred on it, else with its head or its tail where the guns' front or
// rear was, whichever is clear; with no room for it the guns stay unlimbered and the battery
// takes blocked_forced_move_hits.
void limber_in_place(Battle& b, const IgorParameters& p, Unit& guns) {
  const OrientedRect column = footprint_at(p, guns, guns.position, guns.facing, Formation::limbered);
  const double shift = (column.depth - guns.footprint.depth) / 2;
  for (double along : {0.0, -shift, shift}) {
    const Vec2 at = guns.position + guns.footprint.forward() * along;
    if (!caisson::has_room(b, guns, footprint_at(p, guns, at, guns.facing, Formation::limbered))) continue;
    b.place(guns, at, guns.facing, Formation::limbered);
    b.emit(FormationChanged{guns.id, Formation::unlimbered, Formation::limbered});
    return;
  }
  take_hits(b, p, guns, p.whole(Param::blocked_forced_move_hits), "no room to limber up");
}
}  // namespace

void resolve_fire(Battle& b, const IgorParameters& p, const Fire& f) {
  Unit& firer = b.unit(f.unit);
  Unit& target = b.unit(f.target);
  firer.acted = firer.fired = true;
  if (f.split_dice <= 0) {
    fire_at(b, p, firer, target, fire_band(b, p, firer, target));
    return;
  }
  // The dice it would throw at its target, `split_dice` of them thrown at the second instead.
  Unit& second = b.unit(f.split_target);
  const Band band = fire_band(b, p, firer, target);
  Tally main = shot_tally(b, p, firer, target, band, true);
  main.add("split off at a second target", -f.split_dice);
  throw_at(b, p, firer, target, main);
  Tally split;
  split.row = "split off from the shot";
  split.column = name_of(fire_band(b, p, firer, second));
  split.table = f.split_dice;
  throw_at(b, p, firer, second, split);
}

void defensive_fire(Battle& b, const IgorParameters& p, Unit& defender, Unit& charger) {
  if (fire_problem(defender)) return;
  fire_at(b, p, defender, charger, Band::short_range);
}

void fire_morale(Battle& b, const IgorParameters& p, Unit& target, int fire_hits_before_in_phase) {
  if (!target.present()) return;
  bool& fired_upon_before = unit_state(b, target.id).fired_upon_before;
  const bool first = !fired_upon_before;
  fired_upon_before = true;
  const int threshold = p.whole(Param::fire_check_hits);
  const bool heavy = fire_hits_before_in_phase < threshold && target.fire_hits_this_phase >= threshold;
  if (!first && !heavy) return;
  MoraleResult r = morale_check(b, p, target, first ? "first time under fire" : "heavy fire");
  if (r.passed) return;
  if (target.arm == Arm::artillery && target.formation == Formation::unlimbered) {
    limber_in_place(b, p, target);
    return;
  }
  fall_back_directly(b, p, target, r.margin * p[Param::fire_fall_back_per_point], "failed morale under fire");
}

}  // namespace caisson::igor
