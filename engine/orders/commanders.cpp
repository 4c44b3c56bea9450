#include "engine/orders/commanders.hpp"

namespace caisson {

void keep_generals_with_commands(Battle& b, Side side) {
  constexpr double behind = 3.0;  // inches behind the troops' centre, toward the own edge
  for (Commander& c : b.commanders) {
    if (c.side != side || !c.alive || !c.on_table || c.commands == kNone) continue;
    auto centre = formation_centre(b, c.commands);
    if (!centre) continue;
    double home = b.scenario->home_edge_y[side];
    double toward_home = home < centre->y ? -1.0 : 1.0;
    c.position = {centre->x, centre->y + toward_home * behind};
  }
}

}  // namespace caisson
