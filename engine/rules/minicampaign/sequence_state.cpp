// What minicampaign's sequence holds now, for a person following it: each unit's activation this
// player turn (and what it allows), and the charges declared awaiting resolution. Read from the
// rule state the Battle holds.
#include <fmt/format.h>

#include "engine/play/battle.hpp"
#include "engine/rules/minicampaign/minicampaign_state.hpp"
#include "engine/rules/rule_state.hpp"
#include "engine/rules/minicampaign/activation.hpp"
#include "engine/rules/minicampaign/minicampaign_ruleset.hpp"

namespace caisson::minicampaign {
namespace {

std::string mini_activation_words(const MiniParameters& p, Activation a) {
  if (a == Activation::untested) return "untested: rolls 1D6 when it first acts";
  const double part = move_fraction(p, a);
  std::string allows = part >= 1 ? "a full move" : part > 0 ? fmt::format("{:g} of a move", part) : "no move";
  if (may_charge(a)) allows += ", may charge";
  else if (!may_advance(a)) allows += ", may not advance";
  return fmt::format("{}: {}", name_of(a), allows);
}

}  // namespace

SequenceState MinicampaignRuleset::sequence_state(const Battle& b) const {
  SequenceState s;
  if (b.phase.empty()) return s;
  for (const PendingCharge& c : b.rule_state<MiniState>().pending)
    s.add("charge", "charge declared (resolved in the charge phase)",
          fmt::format("{} on {}", b.unit(c.charger).name, b.unit(c.target).name));
  for (const Unit& u : b.units)
    if (u.side == b.active && u.present())
      s.of(u.id).push_back({"activation", "activation", mini_activation_words(params_, activation_of(b, u))});
  return s;
}

}  // namespace caisson::minicampaign
