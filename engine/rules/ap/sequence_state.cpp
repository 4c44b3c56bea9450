// What ap's sequence holds now, for a person following it: the motivation chain (the generals
// who have failed this turn and motivate no more; each unit's general and what came of it) and
// each unit's action points left, read from the rule state the Battle holds.
#include <fmt/format.h>

#include "engine/play/battle.hpp"
#include "engine/rules/ap/activity.hpp"
#include "engine/rules/ap/ap_ruleset.hpp"
#include "engine/rules/ap/ap_state.hpp"
#include "engine/rules/rule_state.hpp"
#include "engine/rules/ap/points.hpp"

namespace caisson::ap {
namespace {

// How the unit came by its points this turn, or who must yet motivate it and on what.
std::string ap_motivation_words(const Battle& b, const ApParameters& p, const GeneralsTurn& generals, const Unit& u,
                                Motivation state) {
  const Commander* g = motivating_general(b, u);
  switch (state) {
    case Motivation::motivated:
      if (acts_by_itself(b, u)) return "acts by itself (rolled its points)";
      return g ? fmt::format("motivated by {}", g->name) : std::string("motivated");
    case Motivation::unmoved:
      return g ? fmt::format("not motivated ({} failed): the residual point only", g->name)
               : std::string("no general to motivate it: the residual point only");
    case Motivation::untested: break;
  }
  if (acts_by_itself(b, u)) return "acts by itself: rolls its points when it first acts";
  if (!g) return "no general to motivate it";
  if (generals.has_failed(g->id)) return fmt::format("{} has failed this turn: the residual point only", g->name);
  if (general_with(b, p, u)) return fmt::format("to be motivated by {} (with it: passes)", g->name);
  return fmt::format("to be motivated by {}: 2D6 of {}+", g->name, motivation_target(b, p, u, *g));
}

}  // namespace

SequenceState ApRuleset::sequence_state(const Battle& b) const {
  SequenceState s;
  if (b.phase.empty()) return s;
  const GeneralsTurn& generals = b.rule_state<ApState>().generals;
  for (const Commander& c : b.commanders)
    if (c.side == b.active && generals.has_failed(c.id))
      s.add("general_failed", "failed a motivation roll (motivates no more this turn)", c.name);
  for (const Unit& u : b.units) {
    if (u.side != b.active || !u.present()) continue;
    const Activity a = activity_of(b, u);
    auto& facts = s.of(u.id);
    facts.push_back({"motivation", "motivation", ap_motivation_words(b, params_, generals, u, a.motivation)});
    if (a.motivation != Motivation::untested) facts.push_back({"points", "action points left", a.points});
    else facts.push_back({"points_at_most", "action points at most", points_on_hand(b, params_, u)});
  }
  return s;
}

}  // namespace caisson::ap
