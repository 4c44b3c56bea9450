// caisson rules: the rule systems, each one's sequence of play and its house-rule parameters.
#include <memory>

#include <fmt/format.h>

#include "cli/commands.hpp"
#include "cli/errors.hpp"
#include "cli/exit_codes.hpp"
#include "engine/rules/ruleset.hpp"

namespace caisson::cli {
namespace {

std::string_view actor_name(Actor a) {
  switch (a) {
    case Actor::active: return "the player whose turn it is";
    case Actor::inactive: return "the other player";
    case Actor::both: return "both players";
    case Actor::none: break;
  }
  return "automatic";
}

std::string allowed_actions(ActionKinds k) {
  std::string out;
  for (auto kind : {ActionKind::move, ActionKind::change_formation, ActionKind::fall_back, ActionKind::fire,
                    ActionKind::charge, ActionKind::rally})
    if (k.has(kind)) out += fmt::format("{}{}", out.empty() ? "" : ", ", name_of(kind));
  return out.empty() ? "no actions" : out;
}

int show_rules(const std::string& id) {
  if (id.empty()) {
    fmt::print("Rule systems:\n");
    for (auto r : ruleset_ids()) fmt::print("  {:<14} {}\n", r, make_ruleset(r)->title());
    fmt::print("\n`caisson rules ID` prints one's sequence of play and parameters.\n");
    return kSuccess;
  }
  auto ids = ruleset_ids();
  if (std::find(ids.begin(), ids.end(), id) == ids.end())
    throw BadInput(fmt::format("unknown rule system \"{}\" (known: {})", id, fmt::join(ids, ", ")));
  auto rules = make_ruleset(id);
  const SequenceOfPlay& seq = rules->sequence();
  fmt::print("{} ({})\n\nSequence of play", rules->title(), rules->id());
  int n = 1;
  // Each part of the turn that the rules have, "then" after the first.
  bool first_part = true;
  auto part = [&](std::string_view heading) {
    fmt::print("{}{}:\n", first_part ? " — " : "then ", heading);
    first_part = false;
  };
  if (!seq.turn_start.empty()) part("at the start of each turn");
  for (const auto& p : seq.turn_start) fmt::print("  {}. {} ({})\n", n++, p.name, actor_name(p.actor));
  if (!seq.player_turn.empty()) part("each player in turn");
  for (const auto& p : seq.player_turn)
    fmt::print("  {}. {:<18} {}: {}\n", n++, p.name, actor_name(p.actor), allowed_actions(p.allowed));
  if (!seq.turn_end.empty()) part("both players together");
  for (const auto& p : seq.turn_end)
    fmt::print("  {}. {:<18} {}: {}\n", n++, p.name, actor_name(p.actor), allowed_actions(p.allowed));
  fmt::print("\nParameters (a battle overrides them with house_rules = {{ name = value }}):\n");
  for (const auto& p : rules->parameters()) fmt::print("  {:<32} {:>6}  {}\n", p.name, p.default_value, p.meaning);
  return kSuccess;
}

}  // namespace

CommandAction add_rules(CLI::App& app) {
  auto id = std::make_shared<std::string>();
  CLI::App* cmd = app.add_subcommand("rules", "List the rule systems, or print one's sequence of play");
  cmd->add_option("id", *id, "A rule system id (igor...)");
  return [id] { return show_rules(*id); };
}

}  // namespace caisson::cli
