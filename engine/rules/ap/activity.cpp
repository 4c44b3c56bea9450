#include "engine/rules/ap/activity.hpp"

#include <algorithm>

#include "engine/rules/ap/ap_state.hpp"

namespace caisson::ap {
namespace {

// Bit fields of the packed word: offset and width.
struct Field { int at, bits; };
constexpr Field kMotivationBits{0, 2}, kPointsBits{2, 4}, kIncrementsBits{6, 3}, kShotsBits{9, 3}, kWheelsBits{12, 2}, kFacedBits{14, 1},
    kReformedBits{15, 1}, kDisorderedBits{16, 1}, kOpportunityBits{17, 1};

int get(int word, Field f) { return (word >> f.at) & ((1 << f.bits) - 1); }
int put(int value, Field f) { return std::clamp(value, 0, (1 << f.bits) - 1) << f.at; }

}  // namespace

Activity unpack(int w) {
  return {static_cast<Motivation>(get(w, kMotivationBits)), get(w, kPointsBits), get(w, kIncrementsBits), get(w, kShotsBits),
          get(w, kWheelsBits), get(w, kFacedBits) != 0, get(w, kReformedBits) != 0, get(w, kDisorderedBits) != 0,
          get(w, kOpportunityBits) != 0};
}

int pack(const Activity& a) {
  return put(static_cast<int>(a.motivation), kMotivationBits) | put(a.points, kPointsBits) |
         put(a.increments, kIncrementsBits) | put(a.shots, kShotsBits) | put(a.wheels, kWheelsBits) |
         put(a.faced, kFacedBits) | put(a.reformed, kReformedBits) | put(a.disordered_at_start, kDisorderedBits) |
         put(a.opportunity_used, kOpportunityBits);
}

Activity activity_of(const Battle& b, const Unit& u) { return unpack(unit_state(b, u.id).activity); }
void store(Battle& b, const Unit& u, const Activity& a) { unit_state(b, u.id).activity = pack(a); }

}  // namespace caisson::ap
