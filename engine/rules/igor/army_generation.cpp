#include <algorithm>
#include <cctype>
#include <charconv>
#include <string>

#include <fmt/format.h>

#include "engine/play/battle.hpp"
#include "engine/rules/igor/army_generation.hpp"
#include "engine/rules/igor/army_tables.hpp"

namespace caisson::igor {
namespace {

int month_of(const std::string& iso_date) {
  int m = 1;
  if (iso_date.size() >= 7) std::from_chars(iso_date.data() + 5, iso_date.data() + 7, m);
  return m;
}

Rank rank_of(Arm a) {
  switch (a) {
    case Arm::infantry: return Rank::infantry;
    case Arm::cavalry: return Rank::cavalry;
    case Arm::artillery: return Rank::artillery;
  }
  return Rank::infantry;
}

void roll_weapon(Battle& b, const IgorParameters& p, Unit& u, Belligerent side) {
  auto limit = smoothbore_up_to(b.scenario->year(), side);
  bool smoothbore = false;
  if (limit) {
    int die = b.dice.roll(1, 10, fmt::format("arming of {}", u.name)).total;
    if (b.scenario->theatre == "western") die += p.whole(Param::western_arming_modifier);
    smoothbore = die <= *limit;
  }
  // Cavalry's "rifled" is its carbine: the table only decides whether it carries smoothbores.
  Weapon rifled = u.arm == Arm::cavalry ? Weapon::carbine : Weapon::rifled;
  u.weapon = smoothbore ? Weapon::smoothbore : rifled;
  b.say(fmt::format("{} rolls on the arming table: {}.", u.name, name_of(u.weapon)));
}

Quality roll_quality(Battle& b, WarPeriod period, Rank rank, Belligerent side, const std::string& who) {
  int die = b.dice.d6(fmt::format("quality of {}", who));
  Quality q = quality_from_table(period, rank, side, die);
  b.say(fmt::format("{} rolls on the quality table: {}.", who, name_of(q)));
  return q;
}

}  // namespace

Belligerent belligerent_of(const Scenario& s, Side side) {
  return side == s.confederate_side() ? Belligerent::confederate : Belligerent::union_army;
}

void generate_army(Battle& b, const IgorParameters& p) {
  const Scenario& s = *b.scenario;
  WarPeriod period = war_period(s.year(), month_of(s.date), p.whole(Param::late_war_month_1864));
  for (Unit& u : b.units) {
    Belligerent side = belligerent_of(s, u.side);
    if (u.roll_quality) u.quality = roll_quality(b, period, rank_of(u.arm), side, u.name);
    if (u.roll_weapon && u.arm != Arm::artillery) roll_weapon(b, p, u, side);
  }
  for (Commander& c : b.commanders)
    if (c.roll_quality) c.quality = roll_quality(b, period, Rank::general, belligerent_of(s, c.side), c.name);
}

}  // namespace caisson::igor
