#include "engine/rules/ap/morale.hpp"
#include "engine/rules/cover.hpp"

#include <algorithm>
#include <optional>

#include "engine/play/battle.hpp"
#include "engine/rules/ap/ap_state.hpp"
#include "engine/rules/ap/troops.hpp"
#include "engine/rules/line_of_sight.hpp"
#include "engine/rules/placement.hpp"
#include "engine/rules/units_near.hpp"

namespace caisson::ap {
namespace {

bool enemy_in_flank_or_rear(const Battle& b, const ApParameters& p, const Unit& u) {
  const double within = p[Param::flank_box];
  return first_unit_near(b, u.footprint.bounds(), within, [&](const Unit& e) {
    return e.present() && e.side != u.side && !is_gun(e) && e.footprint.within(u.footprint, within) &&
           !any_part_in_arc(u.footprint, e.footprint, p[Param::front_arc]);
  });
}

bool battery_attached(const Battle& b, const ApParameters& p, const Unit& u) {
  if (is_gun(u)) return false;
  const double within = p[Param::battery_attached_within];
  return first_unit_near(b, u.footprint.bounds(), within, [&](const Unit& g) {
    return g.present() && g.side == u.side && is_gun(g) && g.footprint.within(u.footprint, within);
  });
}

// -2 for a division general with the unit, else -1 for any general near it.
int generals_steadying(const Battle& b, const ApParameters& p, const Unit& u) {
  int best = 0;
  for (const Commander& c : b.commanders) {
    if (c.side != u.side || !c.alive || !c.on_table || c.commands == kNone) continue;
    const Echelon e = b.oob.node(c.commands).echelon;
    if (e == Echelon::brigade) continue;
    const double apart = u.footprint.distance_to(c.position);
    if (e == Echelon::division && apart <= p[Param::general_with]) return 2;
    if (apart <= p[Param::general_near]) best = 1;
  }
  return best;
}

// A defender of a linear obstacle, a scenery edge or a hill does not withdraw.
bool holds_its_ground(const Battle& b, const Unit& u) {
  return in_cover(b, u) || b.field().level_at(u.position) > 0;
}

void rout_seen_by_neighbours(Battle& b, const ApParameters& p, const Unit& gone) {
  // The nearest friends within reach, nearest first.
  int left = p.whole(Param::rout_seen_units);
  std::vector<bool> tested(b.units.size(), false);
  while (left-- > 0) {
    Unit* nearest = nullptr;
    double best = p[Param::rout_seen_within];
    for (Unit& f : b.units) {
      if (f.id == gone.id || !f.present() || f.side != gone.side || tested[static_cast<std::size_t>(f.id)]) continue;
      const double d = f.footprint.distance_to(gone.footprint);
      if (d <= best) best = d, nearest = &f;
    }
    if (!nearest) return;
    tested[static_cast<std::size_t>(nearest->id)] = true;
    test_morale(b, p, *nearest, MoraleTest::rout_seen);
  }
}

}  // namespace

std::string_view name_of(MoraleResult r) {
  switch (r) {
    case MoraleResult::holds: return "holds";
    case MoraleResult::stands: return "stands";
    case MoraleResult::withdraws: return "withdraws";
    case MoraleResult::retires: return "retires";
    case MoraleResult::routs: return "routs";
    case MoraleResult::routs_seen: return "routs in sight of its neighbours";
  }
  return "?";
}

Tally morale_dice_tally(const Battle& b, const ApParameters& p, const Unit& u, MoraleTest test) {
  Tally t;
  t.row = "a die a casualty marker";
  t.table = std::min(u.hits, p.whole(Param::markers_counted));
  if (u.quality == Quality::raw) t.add("raw", 1);
  if (u.disordered) t.add("disordered", 1);
  if (unit_state(b, u.id).hit_by_guns && u.hits > 0) t.add("hit by guns", 1);
  if (u.arm == Arm::infantry && !has_support_rank(u)) t.add("no supporting rank", 1);
  if (is_battered(u)) t.add("battered", 2);
  if (enemy_in_flank_or_rear(b, p, u)) t.add("enemy in flank or rear", 2);
  if (test == MoraleTest::rout_seen) t.add("saw a rout", 2);
  if (battery_attached(b, p, u)) t.add("battery attached", -1);
  if (u.quality == Quality::veteran) t.add("veterans", -1);
  if (test == MoraleTest::lost_fight) t.add("lost the fight", 3);
  t.add("generals steadying", -generals_steadying(b, p, u));
  t.at_least(0, "no fewer than none");
  t.at_most(p.whole(Param::morale_dice_most), "the most dice a test throws");
  return t;
}

int morale_dice(const Battle& b, const ApParameters& p, const Unit& u, MoraleTest test) {
  return morale_dice_tally(b, p, u, test).value();
}

MoraleResult morale_result(const ApParameters& p, MoraleTest test, int fails) {
  if (test == MoraleTest::lost_fight) {
    if (fails >= p.whole(Param::fights_rout_seen_fails)) return MoraleResult::routs_seen;
    if (fails >= p.whole(Param::fights_rout_fails)) return MoraleResult::routs;
    return MoraleResult::retires;  // the loser of a fight retires at the least
  }
  if (fails >= p.whole(Param::fails_rout_not_fighting)) return MoraleResult::routs;
  if (fails >= p.whole(Param::fails_retire)) return MoraleResult::retires;
  if (fails >= p.whole(Param::fails_withdraw)) return MoraleResult::withdraws;
  return fails > 0 ? MoraleResult::stands : MoraleResult::holds;
}

MoraleResult test_morale(Battle& b, const ApParameters& p, Unit& u, MoraleTest test) {
  if (!u.present()) return MoraleResult::holds;
  const Tally pool = morale_dice_tally(b, p, u, test);
  const int dice = pool.value();
  const int fails = dice > 0 ? b.dice.roll(dice, 6, "morale").count_at_least(p.whole(Param::morale_fail_from)) : 0;
  const MoraleResult result = morale_result(p, test, fails);
  const std::string_view why = test == MoraleTest::markers    ? "casualty markers"
                               : test == MoraleTest::lost_fight ? "lost the fight"
                                                                : "saw a rout";
  const bool held = result == MoraleResult::holds || result == MoraleResult::stands;
  MoraleChecked checked{u.id, why, fails, 0, dice, held, fails, "a morale test", true};
  checked.parts = pool;  // the pool's dice in their parts: they add up to `level`
  checked.passes_if = "pool";
  checked.parts_of = "level";
  b.emit(checked);
  switch (result) {
    case MoraleResult::holds:
    case MoraleResult::stands: break;
    case MoraleResult::withdraws:
      if (!holds_its_ground(b, u)) move_back(b, p, u, b.dice.d6("withdrawal") + p[Param::withdraw_extra], "withdraws (morale)");
      break;
    case MoraleResult::retires: {
      const int less = test == MoraleTest::lost_fight ? 1 : 3;
      lose_half_bases(b, p, u, loss_roll(b, p, u, less), "retiring");
      if (u.present()) move_back(b, p, u, b.dice.d6("retirement") + p[Param::withdraw_extra], "retires (morale)");
      break;
    }
    case MoraleResult::routs:
    case MoraleResult::routs_seen: rout(b, p, u, "routed (morale)", result == MoraleResult::routs_seen); break;
  }
  return result;
}

int loss_roll(Battle& b, const ApParameters& p, const Unit& u, int less) {
  int roll = b.dice.d6("losses");
  if (u.quality == Quality::veteran && roll >= p.whole(Param::veteran_reroll_loss_from)) roll = b.dice.d6("losses (re-rolled)");
  else if (u.quality == Quality::raw && roll <= p.whole(Param::raw_reroll_loss_at_most)) roll = b.dice.d6("losses (re-rolled)");
  return std::max(0, roll - less);
}

void lose_half_bases(Battle& b, const ApParameters& p, Unit& u, int lost, std::string_view cause) {
  if (!u.present() || lost <= 0) return;
  lost = std::min(lost, u.stands);
  u.stands -= lost;
  b.emit(HitsTaken{u.id, lost, u.stands_at_start - u.stands, cause, true});
  if (u.stands > 0) {
    b.place(u, u.position, u.facing);  // a smaller footprint
    return;
  }
  b.remove_from_field(u, UnitStatus::destroyed, is_gun(u) ? "lost its gun" : "destroyed");
  rout_seen_by_neighbours(b, p, u);
}

void move_back(Battle& b, const ApParameters& p, Unit& u, double distance, std::string_view cause) {
  if (!u.present()) return;
  // Past units in the way it carries on until there is room; with none it stays where it is.
  const std::optional<Vec2> to = room_to_fall_back(b, u, distance, footprint_in(p, u, u.formation));
  if (!to) {
    b.emit(FellBack{u.id, 0, "no room to fall back"});
    return;
  }
  // Placed first, so the record says where it went (over the edge, it then leaves).
  b.place(u, *to, u.facing);
  b.emit(FellBack{u.id, distance, cause});
  if (!b.field().on_table(u.footprint)) b.remove_from_field(u, UnitStatus::routed_off, "fell back off the table");
}

void rout(Battle& b, const ApParameters& p, Unit& u, std::string_view cause, bool seen) {
  if (!u.present()) return;
  lose_half_bases(b, p, u, is_gun(u) ? u.stands : loss_roll(b, p, u, 0), "routing");
  if (!u.present()) return;  // destroyed: its neighbours have tested already
  b.set_routing(u, cause);  // the unit_routed hook, as under every rule system that routs
  b.remove_from_field(u, UnitStatus::routed_off, "routed from the field");
  if (seen) rout_seen_by_neighbours(b, p, u);
}

}  // namespace caisson::ap
