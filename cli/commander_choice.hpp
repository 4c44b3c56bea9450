#pragma once
// `--commander SIDE=NAME`: which built-in commander plays which side. SIDE is a side's name as the
// battle file gives it, in any case, or `both`; a side named on its own overrides `both`.
#include <array>
#include <cstdio>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include <CLI/CLI.hpp>

#include "engine/ai/army_command.hpp"
#include "engine/play/event_log.hpp"

namespace caisson::cli {

// A side's name as given (matched in any case), or "both", to a built-in commander's name; empty:
// the default on both sides.
using CommanderChoice = std::map<std::string, std::string>;

void add_commander_option(CLI::App& cmd, std::vector<std::string>& given);

// Throws BadInput for a choice not of the form SIDE=NAME, an unknown commander (naming the near
// miss and the commanders there are), or a side chosen twice.
CommanderChoice parse_commander_choice(const std::vector<std::string>& given);

// Throws BadInput, naming the near miss, for a name no built-in commander has; `what` leads the message.
void check_commander_name(const std::string& name, std::string_view what);

// The commander of each side of a battle with these sides; throws BadInput for a side the battle
// does not have (with the near miss, and the sides it does have).
CommanderNames commanders_for(const CommanderChoice& choice, const std::array<std::string, 2>& sides,
                              const std::string& battle);

bool default_commanders_on_both(const CommanderNames& names);
// "Built-in commanders: USA brigade:aggression=0.8, CSA brigade"
std::string commanders_line(const CommanderNames& names, const std::array<std::string, 2>& sides);

// Adds the commanders_line to a narrative after its opening lines, when
// a side is not played by the default commander. Attach after the narrative.
class CommandersLine final : public LogObserver {
 public:
  explicit CommandersLine(std::FILE* out) : out_(out) {}
  void record(const Battle& b, const Record& r) override;

 private:
  std::FILE* out_;
};

}  // namespace caisson::cli
