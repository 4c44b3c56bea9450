#include "engine/rules/igor/close_combat.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include "engine/play/battle.hpp"
#include "engine/play/short_lists.hpp"
#include "engine/rules/igor/morale.hpp"
#include "engine/rules/igor/movement.hpp"
#include "engine/rules/igor/outcomes.hpp"

namespace caisson::igor {
namespace {

// [attacker mounted][opponent]: {attacker dice, defender dice}.
constexpr std::array<std::array<CombatDice, 4>, 2> kTable{{
    {{{6, 3}, {4, 2}, {8, 2}, {5, 2}}},
    {{{7, 3}, {6, 4}, {9, 2}, {3, 3}}},
}};

constexpr double kContact = 0.05;  // inches: footprints this close are touching

int support_dice(const IgorParameters& p, int supports) {
  if (supports <= 0) return 0;
  return p.whole(Param::rear_support_dice) + (supports - 1) * p.whole(Param::extra_support_dice);
}

double charge_move_of(const IgorParameters& p, const Unit& u) {
  return open_move(p, u) + p[Param::charge_bonus];
}

bool in_command(const Battle& b, const IgorParameters& p, const Unit& u) {
  const Commander* c = b.brigade_commander(u);
  return c && distance(c->position, u.position) <= p[Param::command_radius];
}

}  // namespace

Opponent opponent_kind(const Unit& d) {
  if (d.arm == Arm::artillery) return Opponent::artillery;
  if (d.formation == Formation::square) return Opponent::square;
  if (d.mounted()) return Opponent::mounted_cavalry;
  return Opponent::infantry;
}

CombatDice close_combat_table(bool attacker_mounted, Opponent vs) {
  return kTable[attacker_mounted ? 1 : 0][static_cast<std::size_t>(vs)];
}

namespace {

std::string_view name_of(Opponent o) {
  switch (o) {
    case Opponent::infantry: return "against infantry";
    case Opponent::mounted_cavalry: return "against mounted cavalry";
    case Opponent::artillery: return "against artillery";
    case Opponent::square: return "against a square";
  }
  return "against infantry";
}

}  // namespace

CombatTallies close_combat_tallies(const IgorParameters& p, const CombatSituation& s) {
  const CombatDice table = close_combat_table(s.attacker_mounted, s.vs);
  CombatTallies t;
  for (Tally* side : {&t.attacker, &t.defender}) {
    side->row = s.attacker_mounted ? "mounted cavalry attacking" : "infantry attacking";
    side->column = name_of(s.vs);
  }
  t.attacker.table = table.attacker;
  t.defender.table = table.defender;
  t.attacker.add("supporters", support_dice(p, s.attacker_supports));
  t.defender.add("supporters", support_dice(p, s.defender_supports));
  if (p.whole(Param::engaged_units_support) != 0) {
    t.attacker.add("engaged friends", s.attacker_engaged * p.whole(Param::extra_support_dice));
    t.defender.add("engaged friends", s.defender_engaged * p.whole(Param::extra_support_dice));
  }
  if (s.flank_attack) t.attacker.add("against a flank or the rear", p.whole(Param::flank_attack_dice));
  if (s.defender_skirmishers) t.attacker.add("against skirmishers", p.whole(Param::vs_skirmish_dice));
  if (s.cover == Cover::light) t.attacker.add("defender in light cover", p.whole(Param::light_cover_attack_dice));
  if (s.cover == Cover::heavy) t.attacker.add("defender in heavy cover", p.whole(Param::heavy_cover_attack_dice));
  t.attacker.at_least(0, "no fewer than none");
  t.defender.at_least(0, "no fewer than none");
  return t;
}

CombatDice close_combat_dice(const IgorParameters& p, const CombatSituation& s) {
  const CombatTallies t = close_combat_tallies(p, s);
  return {t.attacker.value(), t.defender.value()};
}

bool strikes_flank(const Unit& attacker, const Unit& target) {
  // Read from the direction of the attack, not from where the attacker's centre stands: a line
  // meeting the target's front off-centre has its centre beside the target's, yet it came on
  // head-on. Head-on is facing within 45 degrees of straight against the target's facing.
  return std::abs(turn_between(target.facing, attacker.facing + 180.0)) > 45.0;
}

bool supports_from_rear(const Battle& b, const IgorParameters& p, const Unit& u, const Unit& f) {
  if (f.id == u.id || f.side != u.side || !f.can_act() || f.arm == Arm::artillery) return false;
  if (f.formation == Formation::column || f.brigade == kNone || f.brigade != u.brigade) return false;
  if (!in_command(b, p, u) || !in_command(b, p, f)) return false;
  const double reach = p[Param::support_distance];
  OrientedRect behind = u.footprint;
  behind.depth = reach;
  behind.center = u.position - u.footprint.forward() * ((u.footprint.depth + reach) / 2);
  return f.footprint.overlaps(behind) && f.footprint.distance_to(u.footprint) <= reach;
}

namespace {

// Every friend supporting the defender from the rear, but those in `leave_out`, added to `out`:
// the first adds rear_support_dice, each further one extra_support_dice, and all of them give
// way with it if it loses.
void add_defender_supporters(const Battle& b, const IgorParameters& p, const Unit& d, std::span<const UnitId> leave_out,
                             std::pmr::vector<UnitId>& out) {
  for (const Unit& f : b.units)
    if (supports_from_rear(b, p, d, f) && std::find(leave_out.begin(), leave_out.end(), f.id) == leave_out.end())
      out.push_back(f.id);
}

void supporters_follow(Battle& b, const IgorParameters& p, std::span<const UnitId> supporters, double back) {
  if (back <= 0) return;
  for (UnitId id : supporters) {
    Unit& s = b.unit(id);
    if (!s.present()) continue;
    if (fall_back_directly(b, p, s, back, "supported unit gave way")) take_hits(b, p, s, 1, "supported unit gave way");
  }
}

// The loser's morale check after the round, and what failing it costs. Its supporters keep
// station: going back as far as it does, they step back first so it is never blocked by them.
void loser_outcome(Battle& b, const IgorParameters& p, Unit& loser, std::span<const UnitId> supporters) {
  MoraleResult m = morale_check(b, p, loser, "lost close combat", p.whole(Param::close_combat_loser_morale));
  if (m.passed) return;
  const bool guns = loser.arm == Arm::artillery && loser.formation == Formation::unlimbered;
  if (m.margin == 1) {
    take_hits(b, p, loser, loser.formation == Formation::skirmish ? 2 : 1, "lost close combat");
    return;
  }
  if (guns) {
    b.remove_from_field(loser, UnitStatus::destroyed, "overrun in close combat");
    return;
  }
  const double back = charge_move_of(p, loser);
  if (loser.dismounted) loser.dismounted = false;  // troopers remount as they go
  supporters_follow(b, p, supporters, back);
  if (m.margin <= 3) {
    fall_back_directly(b, p, loser, back, "lost close combat");
    return;
  }
  b.set_routing(loser, "lost close combat");
  move_toward_home(b, p, loser, back, "rout");
}

// The winner may take the ground the loser left: it moves straight ahead by the loser's depth,
// unless that would put it on top of another unit. A player's choice (Charge::advance_after).
void advance_into_position(Battle& b, Unit& winner, const OrientedRect& abandoned) {
  if (!winner.can_act()) return;
  const Vec2 from = winner.position;
  const Vec2 to = from + winner.footprint.forward() * abandoned.depth;
  OrientedRect there = winner.footprint;
  there.center = to;
  for (const Unit& o : b.units)
    if (o.id != winner.id && o.present() && o.footprint.distance_to(there) <= kContact) return;
  if (!b.field().on_table(to)) return;
  b.place(winner, to, winner.facing);
  b.emit(UnitMoved{winner.id, from, to, winner.facing, winner.formation, "advance into the abandoned position"});
}

bool left_its_ground(const Unit& loser, Vec2 stood_at) {
  return !loser.present() || loser.routing || distance(loser.position, stood_at) > kContact;
}

bool touching(const Unit& a, const Unit& b) {
  return a.present() && b.present() && a.footprint.within(b.footprint, kContact);
}

// `extra` added to `list` where not already in it.
void join(std::pmr::vector<UnitId>& list, std::span<const UnitId> extra) {
  for (UnitId id : extra)
    if (std::find(list.begin(), list.end(), id) == list.end()) list.push_back(id);
}

}  // namespace

std::pmr::vector<Engagement> pair_off(const Battle& b, std::span<const UnitId> chargers, UnitId target,
                                      std::pmr::memory_resource* room) {
  std::pmr::vector<Engagement> combats(room);
  const auto engagement = [room](UnitId attacker, UnitId defender) {
    return Engagement{attacker, defender, std::pmr::vector<UnitId>(room), std::pmr::vector<UnitId>(room)};
  };
  const Unit& t = b.unit(target);
  UnitId main = kNone;
  for (UnitId id : chargers)
    if (touching(b.unit(id), t) && (main == kNone || (strikes_flank(b.unit(id), t) && !strikes_flank(b.unit(main), t))))
      main = id;
  if (main == kNone) return combats;
  combats.push_back(engagement(main, target));
  std::pmr::vector<UnitId> paired({main, target}, room), spare_chargers(room);
  auto is_paired = [&](UnitId id) { return std::find(paired.begin(), paired.end(), id) != paired.end(); };
  // The enemies the chargers touch, the target first.
  std::pmr::vector<UnitId> defenders({target}, room);
  for (UnitId id : chargers)
    for (const Unit& e : b.units)
      if (e.side == t.side && touching(b.unit(id), e)) join(defenders, std::array<UnitId, 1>{e.id});
  for (UnitId id : chargers) {
    if (is_paired(id) || !b.unit(id).present()) continue;
    UnitId foe = kNone;
    for (UnitId d : defenders)
      if (foe == kNone && !is_paired(d) && touching(b.unit(id), b.unit(d))) foe = d;
    if (foe == kNone) {
      spare_chargers.push_back(id);
      continue;
    }
    combats.push_back(engagement(id, foe));
    paired.push_back(id);
    paired.push_back(foe);
  }
  // The combat a spare unit supports: the first one with an enemy it touches.
  auto combat_touching = [&](const Unit& u, bool u_attacks) -> Engagement* {
    for (Engagement& c : combats) {
      const Unit& foe = b.unit(u_attacks ? c.defender : c.attacker);
      if (touching(u, foe)) return &c;
      for (UnitId e : u_attacks ? c.defender_engaged : c.attacker_engaged)
        if (touching(u, b.unit(e))) return &c;
    }
    return nullptr;
  };
  for (UnitId id : spare_chargers)
    if (Engagement* c = combat_touching(b.unit(id), true)) c->attacker_engaged.push_back(id);
  for (UnitId d : defenders)
    if (!is_paired(d))
      if (Engagement* c = combat_touching(b.unit(d), false)) c->defender_engaged.push_back(d);
  return combats;
}

void fight_close_combat(Battle& b, const IgorParameters& p, Unit& attacker, Unit& defender,
                        std::span<const UnitId> named_supporters, bool advance_after,
                        std::span<const UnitId> attacker_engaged, std::span<const UnitId> defender_engaged) {
  ShortLists lists;
  std::pmr::vector<UnitId> defence(lists.room());
  add_defender_supporters(b, p, defender, defender_engaged, defence);
  const OrientedRect defender_ground = defender.footprint;
  CombatSituation s;
  s.attacker_mounted = attacker.arm == Arm::cavalry && !attacker.dismounted;
  s.vs = opponent_kind(defender);
  s.attacker_supports = static_cast<int>(named_supporters.size());
  s.defender_supports = static_cast<int>(defence.size());
  s.attacker_engaged = static_cast<int>(attacker_engaged.size());
  s.defender_engaged = static_cast<int>(defender_engaged.size());
  // Engaged friends not paired off give way with the main unit, as supporters do.
  std::pmr::vector<UnitId> attacker_supporters(named_supporters.begin(), named_supporters.end(), lists.room());
  join(attacker_supporters, attacker_engaged);
  join(defence, defender_engaged);
  s.flank_attack = strikes_flank(attacker, defender);
  s.defender_skirmishers = defender.formation == Formation::skirmish;
  s.cover = b.field().cover_of(defender.footprint);
  const CombatTallies dice = close_combat_tallies(p, s);
  const CombatDice d{dice.attacker.value(), dice.defender.value()};
  const int hit = p.whole(Param::hit_on);
  int on_defender = d.attacker > 0 ? b.dice.roll(d.attacker, 6, "close combat").count_at_least(hit) : 0;
  int on_attacker = d.defender > 0 ? b.dice.roll(d.defender, 6, "close combat").count_at_least(hit) : 0;
  CloseCombat fought{attacker.id, defender.id, d.attacker, d.defender, on_attacker, on_defender};
  fought.counts = "dice";
  fought.attacker_tally = dice.attacker;
  fought.defender_tally = dice.defender;
  b.emit(fought);
  // Simultaneous: both sides' HITs land before anyone tests.
  take_hits(b, p, attacker, on_attacker, "close combat");
  take_hits(b, p, defender, on_defender, "close combat");
  commander_survival(b, p, attacker, on_attacker, false);
  commander_survival(b, p, defender, on_defender, s.attacker_mounted);
  if (on_attacker > on_defender && attacker.present())
    loser_outcome(b, p, attacker, attacker_supporters);
  else if (on_defender > on_attacker && defender.present()) {
    loser_outcome(b, p, defender, defence);
    if (advance_after && left_its_ground(defender, defender_ground.center))
      advance_into_position(b, attacker, defender_ground);
  }
  // Still locked together: the side with more HITs (the charger, on a tie) gives ground.
  if (!attacker.present() || !defender.present() || attacker.footprint.distance_to(defender.footprint) > kContact) return;
  const double back = p[Param::contact_fall_back];
  // Those behind step back first, so nobody ever stands on top of anybody.
  if (defender.hits > attacker.hits) {
    supporters_follow(b, p, defence, back);
    fall_back_directly(b, p, defender, back, "still in contact");
  } else {
    for (UnitId id : attacker_supporters)
      if (b.unit(id).present()) fall_back_directly(b, p, b.unit(id), back, "still in contact");
    fall_back_directly(b, p, attacker, back, "still in contact");
  }
}

}  // namespace caisson::igor
