#include "engine/scenario/brigade_grouping.hpp"

#include <algorithm>
#include <array>
#include <set>
#include <string>

namespace caisson {
namespace {

// The order ties between weapons are settled in: the more modern arm wins.
int modernity(Weapon w) {
  switch (w) {
    case Weapon::breechloader: return 3;
    case Weapon::rifled: return 2;
    case Weapon::carbine: return 1;
    default: return 0;
  }
}

Vec2 stands_weighted_centre(std::span<const Unit> regiments) {
  Vec2 sum;
  double weight = 0;
  for (const Unit& r : regiments) {
    double w = std::max(1, r.stands);
    sum = sum + r.position * w;
    weight += w;
  }
  return weight > 0 ? sum * (1.0 / weight) : Vec2{};
}

Unit merged(std::span<const Unit> regiments, std::string name, BrigadeScale scale) {
  Unit u = regiments.front();
  u.name = std::move(name);
  int stands = 0, at_start = 0, hits = 0;
  bool all_placed = true;
  for (const Unit& r : regiments) {
    stands += r.stands;
    at_start += r.stands_at_start;
    hits += r.hits;
    all_placed = all_placed && r.explicit_position;
  }
  u.stands = std::clamp(stands, scale.min_stands, scale.max_stands);
  u.stands_at_start = std::clamp(at_start, scale.min_stands, scale.max_stands);
  u.hits = hits;
  u.quality = stands_weighted_median_quality(regiments);
  u.weapon = prevailing_weapon(regiments);
  u.explicit_position = all_placed;
  if (all_placed) u.position = stands_weighted_centre(regiments);
  return u;
}

std::string unique_name(std::string name, const std::set<std::string>& taken) {
  if (!taken.contains(name)) return name;
  std::string alt = name + " brigade";
  for (int n = 2; taken.contains(alt); ++n) alt = name + " brigade " + std::to_string(n);
  return alt;
}

}  // namespace

Quality stands_weighted_median_quality(std::span<const Unit> regiments) {
  std::vector<Quality> by_stand;
  for (const Unit& r : regiments) by_stand.insert(by_stand.end(), static_cast<std::size_t>(std::max(1, r.stands)), r.quality);
  if (by_stand.empty()) return Quality::seasoned;
  std::sort(by_stand.begin(), by_stand.end());
  return by_stand[(by_stand.size() - 1) / 2];
}

Weapon prevailing_weapon(std::span<const Unit> regiments) {
  std::array<int, 6> stands{};
  for (const Unit& r : regiments) stands[static_cast<std::size_t>(r.weapon)] += std::max(1, r.stands);
  Weapon best = regiments.empty() ? Weapon::rifled : regiments.front().weapon;
  for (std::size_t i = 0; i < stands.size(); ++i) {
    Weapon w = static_cast<Weapon>(i);
    int have = stands[i], lead = stands[static_cast<std::size_t>(best)];
    if (have > lead || (have == lead && have > 0 && modernity(w) > modernity(best))) best = w;
  }
  return best;
}

std::vector<UnitId> group_into_brigades(std::vector<Unit>& units, OrderOfBattle& oob, BrigadeScale scale) {
  std::vector<Unit> out;
  std::vector<UnitId> new_id(units.size(), kNone);
  std::set<std::string> taken;
  for (const Unit& u : units) taken.insert(u.name);

  // Units in the order the battle file gave them: a brigade's merged unit takes the place of
  // its first regiment of that arm.
  for (const Unit& u : units) {
    if (new_id[static_cast<std::size_t>(u.id)] != kNone) continue;
    bool groups = u.arm != Arm::artillery && u.brigade != kNone && oob.node(u.brigade).echelon == Echelon::brigade;
    if (!groups) {
      new_id[static_cast<std::size_t>(u.id)] = static_cast<UnitId>(out.size());
      out.push_back(u);
      out.back().id = static_cast<UnitId>(out.size() - 1);
      continue;
    }
    const FormationNode& brigade = oob.node(u.brigade);
    std::vector<Unit> regiments;
    bool other_arm = false;
    for (UnitId id : brigade.units) {
      const Unit& r = units[static_cast<std::size_t>(id)];
      if (r.arm == u.arm) regiments.push_back(r);
      else if (r.arm != Arm::artillery) other_arm = true;
    }
    std::string name = other_arm && u.arm == Arm::cavalry ? brigade.name + ", cavalry" : brigade.name;
    for (const Unit& r : regiments) taken.erase(r.name);
    name = unique_name(std::move(name), taken);
    taken.insert(name);
    Unit m = merged(regiments, std::move(name), scale);
    m.id = static_cast<UnitId>(out.size());
    if (brigade.source_line > 0) m.source_line = brigade.source_line;  // it is the brigade now
    for (const Unit& r : regiments) new_id[static_cast<std::size_t>(r.id)] = m.id;
    out.push_back(std::move(m));
  }

  for (FormationNode& n : oob.nodes()) {
    std::vector<UnitId> ids;
    for (UnitId id : n.units) {
      UnitId mapped = new_id[static_cast<std::size_t>(id)];
      if (std::find(ids.begin(), ids.end(), mapped) == ids.end()) ids.push_back(mapped);
    }
    n.units = std::move(ids);
  }
  units = std::move(out);
  return new_id;
}

}  // namespace caisson
