#include "engine/rules/minicampaign/initiative.hpp"

#include <fmt/format.h>

#include "engine/play/battle.hpp"

namespace caisson::minicampaign {

Side roll_initiative(Battle& b, const MiniParameters& p) {
  for (;;) {
    int first = b.dice.d6("initiative");
    int second = b.dice.d6("initiative");
    if (first != second) {
      Side winner = first > second ? Side{0} : Side{1};
      if (b.log.observed()) b.say(fmt::format("initiative: {} {}, {} {}: {} moves first", b.side_name(0), first, b.side_name(1), second, b.side_name(winner)));
      return winner;
    }
    if (p.flag(Param::initiative_tie_to_scenario_first)) {
      if (b.log.observed())
        b.say(fmt::format("initiative: both roll {}; {} moves first, as the battle file says", first, b.side_name(b.scenario->first)));
      return b.scenario->first;
    }
  }
}

}  // namespace caisson::minicampaign
