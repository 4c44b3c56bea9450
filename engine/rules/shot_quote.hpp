#pragma once
// A shot told before it is made: what the rules would throw at a target now, and why, read from
// the same tally the shot itself is thrown by, so a quote and the fire record that follows agree.
// For a person choosing a target (the play page); the built-in commander weighs expected hits.
#include <string>
#include <string_view>

#include "engine/dice/tally.hpp"

namespace caisson {

struct ShotQuote {
  std::string_view range;   // the band, as the fire record names it ("long", "canister", "musketry")
  std::string_view counts;  // what the tally adds up to: "dice" (the dice thrown) or "hit on" (the score a die needs)
  Tally tally;
  int dice = 0;    // the dice thrown
  int hit_on = 0;  // the least face of a d6 that hits (7 or more: none can)
  std::string then;  // what comes after the throw and changes what it does (saves, misfires); empty: nothing
};

}  // namespace caisson
