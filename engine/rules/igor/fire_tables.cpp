#include "engine/rules/igor/fire_tables.hpp"

#include <algorithm>
#include <array>

namespace caisson::igor {
namespace {

using Table = std::array<std::array<int, 3>, 3>;  // [cover][band]

// Rows: open, light cover, heavy cover. Columns: short, medium, long.
constexpr Table kArtilleryDice{{{6, 4, 3}, {4, 3, 2}, {3, 2, 1}}};
constexpr Table kMusketDice{{{4, 3, 2}, {3, 2, 1}, {2, 1, 0}}};
constexpr Table kBreechloaderDice{{{3, 2, 1}, {2, 1, 1}, {1, 1, 1}}};

int lookup(const Table& t, Band band, Cover cover) {
  if (band == Band::beyond) return 0;
  return t[static_cast<std::size_t>(cover)][static_cast<std::size_t>(band)];
}

Band band_for(double inches, double short_end, double medium_end, double long_end) {
  if (inches <= short_end) return Band::short_range;
  if (inches <= medium_end) return Band::medium;
  if (inches <= long_end) return Band::long_range;
  return Band::beyond;
}

// The furthest band a weapon reaches.
Band reach(Weapon w) {
  switch (w) {
    case Weapon::smoothbore: return Band::short_range;
    case Weapon::carbine: return Band::medium;
    case Weapon::smoothbore_guns: return Band::medium;
    default: return Band::long_range;
  }
}

Band capped(Band b, Weapon w) { return b > reach(w) ? Band::beyond : b; }

}  // namespace

std::string_view name_of(Band b) {
  switch (b) {
    case Band::short_range: return "short";
    case Band::medium: return "medium";
    case Band::long_range: return "long";
    case Band::beyond: return "out of range";
  }
  return "out of range";
}

Band artillery_band(const IgorParameters& p, Weapon guns, double inches) {
  return capped(band_for(inches, p[Param::artillery_short], p[Param::artillery_medium], p[Param::artillery_long]), guns);
}

Band small_arms_band(const IgorParameters& p, Weapon w, double inches) {
  if (w == Weapon::breechloader)
    return band_for(inches, p[Param::breechloader_short], p[Param::breechloader_medium], p[Param::breechloader_long]);
  return capped(band_for(inches, p[Param::musket_short], p[Param::musket_medium], p[Param::musket_long]), w);
}

double max_range(const IgorParameters& p, Weapon w) {
  const bool guns = w == Weapon::smoothbore_guns || w == Weapon::rifled_guns;
  if (w == Weapon::breechloader) return p[Param::breechloader_long];
  const Param ends[3] = {guns ? Param::artillery_short : Param::musket_short,
                         guns ? Param::artillery_medium : Param::musket_medium,
                         guns ? Param::artillery_long : Param::musket_long};
  return p[ends[static_cast<std::size_t>(reach(w))]];
}

int artillery_table(Band band, Cover cover) { return lookup(kArtilleryDice, band, cover); }
int musket_table(Band band, Cover cover) { return lookup(kMusketDice, band, cover); }
int breechloader_table(Band band, Cover cover) { return lookup(kBreechloaderDice, band, cover); }

std::string_view cover_row(Cover c) {
  switch (c) {
    case Cover::none: return "in the open";
    case Cover::light: return "in light cover";
    case Cover::heavy: return "in heavy cover";
  }
  return "in the open";
}

Tally artillery_tally(const IgorParameters& p, const ArtilleryShot& s) {
  Tally t;
  t.row = cover_row(s.cover);
  t.column = name_of(s.band);
  if (s.band == Band::beyond) return t;
  t.table = artillery_table(s.band, s.cover);
  const int full = p.whole(Param::guns_per_battery);
  t.add("split battery", t.table * std::clamp(s.guns, 0, full) / std::max(1, full) - t.table);
  // Only the larger of the two bonuses applies.
  const int behind = s.friend_behind ? p.whole(Param::artillery_friend_behind_bonus) : 0;
  const int enfilade = s.enfilade || s.square ? p.whole(Param::artillery_enfilade_bonus) : 0;
  if (enfilade >= behind) t.add(s.square ? "square" : "enfilade", enfilade);
  else t.add("friend behind", behind);
  if (s.skirmishers) t.add("at skirmishers", p.whole(Param::artillery_skirmish_target));
  t.at_least(p.whole(Param::artillery_min_dice), "the fewest dice allowed");
  return t;
}

int artillery_dice(const IgorParameters& p, const ArtilleryShot& s) { return artillery_tally(p, s).value(); }

Tally small_arms_tally(const IgorParameters& p, const SmallArmsShot& s) {
  Tally t;
  t.row = cover_row(s.cover);
  t.column = name_of(s.band);
  if (s.band == Band::beyond) return t;
  t.table = s.weapon == Weapon::breechloader ? breechloader_table(s.band, s.cover) : musket_table(s.band, s.cover);
  if (t.table <= 0 && p.whole(Param::table_zero_fires) == 0) return t;
  if (s.target_skirmishers) t.add("at skirmishers", p.whole(Param::skirmish_target));
  // The breech-loader table lists only the skirmisher-target modifier.
  if (s.weapon != Weapon::breechloader) {
    if (s.firer_skirmishers) t.add("firing as skirmishers", p.whole(Param::skirmish_firer));
    if (s.firer_square) t.add("firing from square", p.whole(Param::square_firer));
  }
  t.at_least(p.whole(Param::small_arms_min_dice), "the fewest dice allowed");
  return t;
}

int small_arms_dice(const IgorParameters& p, const SmallArmsShot& s) { return small_arms_tally(p, s).value(); }

int hit_on(const IgorParameters& p, Weapon w) {
  return w == Weapon::breechloader ? p.whole(Param::breechloader_hit_on) : p.whole(Param::hit_on);
}

}  // namespace caisson::igor
