#include "cli/commander_choice.hpp"

#include <algorithm>
#include <cctype>

#include <fmt/format.h>

#include "cli/errors.hpp"
#include "engine/play/battle.hpp"
#include "engine/text/near_miss.hpp"

namespace caisson::cli {
namespace {

constexpr std::string_view kBoth = "both";

std::string lower(std::string_view text) {
  std::string out(text);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

}  // namespace

void add_commander_option(CLI::App& cmd, std::vector<std::string>& given) {
  cmd.add_option("--commander", given,
                 fmt::format("The built-in commander NAME plays SIDE (a side as the battle file names it, or both); "
                             "repeat for the other side. NAME is {0}, or {0}:aggression=A,caution=C with a "
                             "temperament of its own (each 0 to 1, either or both) in place of the battle file's",
                             kDefaultCommander))
      ->type_name("SIDE=NAME")
      ->allow_extra_args(false);  // one SIDE=NAME each time: a battle file after it stays the file
}

void check_commander_name(const std::string& name, std::string_view what) {
  if (auto why = why_no_built_in_commander(name)) throw BadInput(fmt::format("{}: {}", what, *why));
}

CommanderChoice parse_commander_choice(const std::vector<std::string>& given) {
  CommanderChoice choice;
  for (const auto& g : given) {
    const std::string what = fmt::format("--commander {}", g);
    auto equals = g.find('=');
    if (equals == std::string::npos || equals == 0 || equals + 1 == g.size())
      throw BadInput(fmt::format("{}: expected SIDE=NAME, such as USA=brigade:aggression=0.8 or both=brigade", what));
    std::string side = g.substr(0, equals);
    if (lower(side) == kBoth) side = kBoth;
    std::string name = g.substr(equals + 1);
    check_commander_name(name, what);
    for (const auto& [earlier, earlier_name] : choice)
      if (lower(earlier) == lower(side))
        throw BadInput(fmt::format("{}: {} was already given a commander (--commander {}={})", what, side, earlier, earlier_name));
    choice.emplace(side, name);
  }
  return choice;
}

CommanderNames commanders_for(const CommanderChoice& choice, const std::array<std::string, 2>& sides,
                              const std::string& battle) {
  CommanderNames names = default_commanders();
  if (auto both = choice.find(std::string(kBoth)); both != choice.end()) names = {both->second, both->second};
  for (const auto& chosen : choice) {
    const std::string& side = chosen.first;  // not a structured binding: clang 14 (the fuzz build) cannot capture one
    const std::string& name = chosen.second;
    if (side == kBoth) continue;
    auto at = std::find_if(sides.begin(), sides.end(), [&](const std::string& s) { return lower(s) == lower(side); });
    if (at == sides.end()) {
      const std::vector<std::string> choices{sides[0], sides[1], std::string(kBoth)};
      std::string message = fmt::format("--commander {}={}: {} has no side '{}'", side, name, battle, side);
      if (auto guess = nearest(side, std::span<const std::string>(choices))) message += fmt::format("; did you mean '{}'?", *guess);
      throw BadInput(message + fmt::format(" (the sides are {})", one_of(std::span<const std::string>(choices))));
    }
    names[static_cast<std::size_t>(at - sides.begin())] = name;
  }
  return names;
}

bool default_commanders_on_both(const CommanderNames& names) { return names == default_commanders(); }

std::string commanders_line(const CommanderNames& names, const std::array<std::string, 2>& sides) {
  return fmt::format("Built-in commanders: {} {}, {} {}", sides[0], names[0], sides[1], names[1]);
}

void CommandersLine::record(const Battle& b, const Record& r) {
  if (!std::holds_alternative<BattleBegan>(r) || default_commanders_on_both(b.built_in_commanders)) return;
  fmt::print(out_, "{}.\n", commanders_line(b.built_in_commanders, b.scenario->side_names));
}

}  // namespace caisson::cli
