#include "engine/rules/ap/activity.hpp"

#include <algorithm>

namespace caisson::ap {
namespace {

// Bit fields of Unit::activation: offset and width.
struct Field { int at, bits; };
constexpr Field kMotivation{0, 2}, kPoints{2, 4}, kIncrements{6, 3}, kShots{9, 3}, kWheels{12, 2}, kFaced{14, 1},
    kReformed{15, 1}, kDisordered{16, 1}, kOpportunity{17, 1};

int get(int word, Field f) { return (word >> f.at) & ((1 << f.bits) - 1); }
int put(int value, Field f) { return std::clamp(value, 0, (1 << f.bits) - 1) << f.at; }

}  // namespace

Activity activity_of(const Unit& u) {
  const int w = u.activation;
  return {static_cast<Motivation>(get(w, kMotivation)), get(w, kPoints), get(w, kIncrements), get(w, kShots),
          get(w, kWheels), get(w, kFaced) != 0, get(w, kReformed) != 0, get(w, kDisordered) != 0,
          get(w, kOpportunity) != 0};
}

void store(Unit& u, const Activity& a) {
  u.activation = put(static_cast<int>(a.motivation), kMotivation) | put(a.points, kPoints) |
                 put(a.increments, kIncrements) | put(a.shots, kShots) | put(a.wheels, kWheels) |
                 put(a.faced, kFaced) | put(a.reformed, kReformed) | put(a.disordered_at_start, kDisordered) |
                 put(a.opportunity_used, kOpportunity);
}

}  // namespace caisson::ap
