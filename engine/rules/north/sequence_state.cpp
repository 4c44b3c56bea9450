// What north's sequence holds now, for a person following it: the attacks declared in this fire
// phase, thrown together at its end (one die for all the attackers of a target). Read from the
// rule state the Battle holds.
#include <fmt/format.h>

#include "engine/play/battle.hpp"
#include "engine/rules/north/north_state.hpp"
#include "engine/rules/rule_state.hpp"
#include "engine/rules/north/north_ruleset.hpp"

namespace caisson::north {

SequenceState NorthRuleset::sequence_state(const Battle& b) const {
  SequenceState s;
  for (const Attack& a : b.rule_state<NorthState>().attacks)
    s.add("attack", "attack declared (thrown with the others at the phase's end)",
          fmt::format("{} on {}", b.unit(a.attacker).name, b.unit(a.target).name));
  return s;
}

}  // namespace caisson::north
