#include "engine/orders/commanders.hpp"

#include <optional>
#include <vector>

#include "engine/orders/order.hpp"

namespace caisson {

void keep_generals_with_commands(Battle& b, Side side) {
  constexpr double behind = 3.0;  // inches behind the troops' centre, toward the own edge
  thread_local std::vector<std::optional<Vec2>> centres;  // the thread's own, kept between turns
  formation_centres(b, centres);
  for (Commander& c : b.commanders) {
    if (c.side != side || !c.alive || !c.on_table || c.commands == kNone) continue;
    const std::optional<Vec2>& centre = centres[static_cast<std::size_t>(c.commands)];
    if (!centre) continue;
    double home = b.scenario->home_edge_y[side];
    double toward_home = home < centre->y ? -1.0 : 1.0;
    c.position = {centre->x, centre->y + toward_home * behind};
  }
}

}  // namespace caisson
