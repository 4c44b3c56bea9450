#include "bindings/effect_dry_run.hpp"

#include <algorithm>
#include <cctype>
#include <functional>
#include <optional>

#include <fmt/format.h>
#include <lua.h>

#include "bindings/handle_context.hpp"
#include "engine/play/battle.hpp"

namespace caisson::lua {
namespace {

// The error a script part raises when run once on a fresh battle, if it tells of a name the
// battle does not have. The battle is made anew for each part, so one effect's doings (a unit
// routed, the battle ended) never change what the next one meets.
std::optional<std::string> unknown_name_raised(const LoadedBattle& copy, const EventEntry& entry,
                                               const std::function<void(Battle&)>& run) {
  Battle b(copy.scenario, 0);  // seeded, so any dice it throws fall the same on every check
  b.turn = std::max(1, entry.first_turn);  // as early in the day as the result can happen
  std::optional<std::string> raised;
  try {
    run(b);
  } catch (const ScriptError& e) {
    const std::string message = e.what();
    if (tells_of_unknown_name(message)) raised = message.substr(0, message.find('\n'));  // the turn it names is the dry run's
  } catch (const std::exception&) {
    // anything else is left to play, which meets the battle as it really stands
  }
  copy.forget(b);
  return raised;
}

// print, in the copy: a dry run prints nothing. (A file that keeps print in a local of its own
// when it loads still prints through it.)
int print_nothing(lua_State*) { return 0; }

std::string event_result_numbers(const EventEntry& e) {
  return e.low == e.high ? fmt::format("result {}", e.low) : fmt::format("results {}-{}", e.low, e.high);
}

// A Lua error's message split into the place it names ("scripts/x.lua:15", when it starts with
// one of the battle's files and a line) and the rest.
struct PlacedMessage {
  std::string at, rest;
};

PlacedMessage placed_message(const LoadedBattle& copy, const std::string& message) {
  for (const auto& [shown, text] : copy.loaded_files()) {
    if (message.compare(0, shown.size() + 1, shown + ":") != 0) continue;
    std::size_t digits_end = shown.size() + 1;
    while (digits_end < message.size() && std::isdigit(static_cast<unsigned char>(message[digits_end]))) ++digits_end;
    if (digits_end == shown.size() + 1 || message.compare(digits_end, 2, ": ") != 0) continue;
    return {message.substr(0, digits_end), message.substr(digits_end + 2)};
  }
  return {{}, message};
}

void dry_run_table(const LoadedBattle& copy, const EventTable& table, std::vector<std::string>& warnings) {
  const std::string& file = table.source_file.empty() ? copy.scenario->source_file : table.source_file;
  const std::string table_at = table.source_line > 0 ? fmt::format("{}:{}", file, table.source_line) : file;
  for (const EventEntry& entry : table.entries) {
    // Led by the line of the call that gave the name, where the message names one; else the table's.
    const auto warn = [&](std::string_view part, const std::string& raised) {
      const PlacedMessage m = placed_message(copy, raised);
      warnings.push_back(fmt::format("{}: warning: event \"{}\" ({} of \"{}\", {}) names what the battle does not have, when its "
                                     "{} is run on the battle as set up: {}",
                                     m.at.empty() ? table_at : m.at, entry.title, event_result_numbers(entry), table.name,
                                     table_at, part, m.rest));
    };
    if (entry.condition)
      if (auto raised = unknown_name_raised(copy, entry, [&](Battle& b) { entry.condition(b); })) warn("condition", *raised);
    if (entry.effect)
      if (auto raised = unknown_name_raised(copy, entry, [&](Battle& b) { entry.effect(b, HookArgs{}); })) warn("effect", *raised);
  }
}

}  // namespace

std::vector<std::string> dry_run_event_effects(const LoadedBattle& loaded) {
  const bool any = (loaded.scenario->events && !loaded.scenario->events->entries.empty()) || !loaded.scenario->tables.empty();
  if (!any) return {};
  // A copy of the battle file's state, so nothing the effects do to module tables or file-level
  // locals reaches the battle that was checked.
  const LoadedBattle copy = load_again(loaded);
  lua_pushcfunction(copy.lua->get(), print_nothing);
  lua_setglobal(copy.lua->get(), "print");
  std::vector<std::string> warnings;
  if (copy.scenario->events) dry_run_table(copy, *copy.scenario->events, warnings);
  for (const EventTable& table : copy.scenario->tables) dry_run_table(copy, table, warnings);
  return warnings;
}

}  // namespace caisson::lua
