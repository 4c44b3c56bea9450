#pragma once
// How many stands a brigade-scale rule system lets a merged brigade have
// (engine/scenario/brigade_grouping.hpp): its regiments' stands summed, then raised to the least
// or cut to the most. Each such rule system sets it from its own house rules
// (engine/rules/brigade_stands.hpp).

namespace caisson {

struct BrigadeScale {
  int min_stands = 2;
  int max_stands = 8;
  friend bool operator==(const BrigadeScale&, const BrigadeScale&) = default;
};

}  // namespace caisson
