#include "engine/rules/igor/fire_tables.hpp"

#include <algorithm>
#include <array>

namespace caisson::igor {
namespace {

using Table = std::array<std::array<int, 3>, 3>;  // [cover][band]

// Rows: open, light cover, heavy cover. Columns: short, medium, long.
constexpr Table kArtillery{{{6, 4, 3}, {4, 3, 2}, {3, 2, 1}}};
constexpr Table kMusket{{{4, 3, 2}, {3, 2, 1}, {2, 1, 0}}};
constexpr Table kBreechloader{{{3, 2, 1}, {2, 1, 1}, {1, 1, 1}}};

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

int artillery_table(Band band, Cover cover) { return lookup(kArtillery, band, cover); }
int musket_table(Band band, Cover cover) { return lookup(kMusket, band, cover); }
int breechloader_table(Band band, Cover cover) { return lookup(kBreechloader, band, cover); }

int artillery_dice(const IgorParameters& p, const ArtilleryShot& s) {
  if (s.band == Band::beyond) return 0;
  int full = p.whole(Param::guns_per_battery);
  int dice = artillery_table(s.band, s.cover) * std::clamp(s.guns, 0, full) / std::max(1, full);
  int bonus = 0;
  if (s.friend_behind) bonus = p.whole(Param::artillery_friend_behind_bonus);
  if (s.enfilade || s.square) bonus = std::max(bonus, p.whole(Param::artillery_enfilade_bonus));
  dice += bonus;
  if (s.skirmishers) dice += p.whole(Param::artillery_skirmish_target);
  return std::max(dice, p.whole(Param::artillery_min_dice));
}

int small_arms_dice(const IgorParameters& p, const SmallArmsShot& s) {
  if (s.band == Band::beyond) return 0;
  int table = s.weapon == Weapon::breechloader ? breechloader_table(s.band, s.cover) : musket_table(s.band, s.cover);
  if (table <= 0 && p.whole(Param::table_zero_fires) == 0) return 0;
  int dice = table;
  if (s.target_skirmishers) dice += p.whole(Param::skirmish_target);
  // The breech-loader table lists only the skirmisher-target modifier.
  if (s.weapon != Weapon::breechloader) {
    if (s.firer_skirmishers) dice += p.whole(Param::skirmish_firer);
    if (s.firer_square) dice += p.whole(Param::square_firer);
  }
  return std::max(dice, p.whole(Param::small_arms_min_dice));
}

int hit_on(const IgorParameters& p, Weapon w) {
  return w == Weapon::breechloader ? p.whole(Param::breechloader_hit_on) : p.whole(Param::hit_on);
}

}  // namespace caisson::igor
