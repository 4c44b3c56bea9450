#include "engine/rules/units_near.hpp"

#include <algorithm>

#include "engine/play/battle.hpp"

namespace caisson {

void units_near_in_order(const Battle& b, Box area, double reach, std::vector<UnitId>& out) {
  b.units_near(area, reach, out);
  std::sort(out.begin(), out.end());
}

void side_near_in_order(const Battle& b, Side side, Box area, double reach, std::vector<UnitId>& out) {
  b.units_of_side_near(side, area, reach, out);
  std::sort(out.begin(), out.end());
}

}  // namespace caisson
