#include "engine/rules/minicampaign/condition.hpp"

#include <algorithm>
#include <cmath>

#include "engine/play/battle.hpp"
#include "engine/rules/share_lost.hpp"

namespace caisson::minicampaign {

int stands_lost(const Unit& u) { return u.stands_at_start - u.stands; }

bool is_shaken(const MiniParameters& p, const Unit& u) {
  if (u.arm == Arm::artillery) return u.hits >= p.whole(Param::artillery_shaken_at);
  return 2 * stands_lost(u) > u.stands_at_start;  // "over half" its stands
}

bool is_fresh(const Unit& u) {
  if (u.arm == Arm::artillery) return u.hits == 0;
  return stands_lost(u) == 0;
}

double share_of_hits_taken(const MiniParameters& p, const Unit& u) {
  if (u.arm == Arm::artillery) return share_of(u.hits, p.whole(Param::artillery_removed_at));
  return share_of(u.hits, std::max(1, p.whole(Param::hits_per_stand)) * u.stands_at_start);
}

int guns_of(const MiniParameters& p, const Unit& u) {
  int per = std::max(1, p.whole(Param::battery_stands_per_gun));
  return std::max(1, static_cast<int>(std::lround(static_cast<double>(u.stands_at_start) / per)));
}

void apply_hits(Battle& b, const MiniParameters& p, Unit& u, int hits, std::string_view cause) {
  if (hits <= 0 || !u.present()) return;
  b.add_hits(u, hits, cause);
  if (u.arm == Arm::artillery) {
    if (u.hits >= p.whole(Param::artillery_removed_at)) b.remove_from_field(u, UnitStatus::destroyed, "silenced and removed");
    return;
  }
  int per = std::max(1, p.whole(Param::hits_per_stand));
  u.stands = std::max(0, u.stands_at_start - u.hits / per);
  if (u.stands == 0) {
    b.remove_from_field(u, UnitStatus::destroyed, "every stand lost");
    return;
  }
  b.place(u, u.position, u.facing);  // a smaller unit: its footprint shrinks
}

int half_d6(Battle& b, const MiniParameters& p, std::string_view purpose) {
  int die = b.dice.d6(purpose);
  return p.flag(Param::half_die_round_up) ? (die + 1) / 2 : die / 2;
}

}  // namespace caisson::minicampaign
