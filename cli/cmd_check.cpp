// caisson check: validate a battle file without playing it.
#include <memory>

#include <fmt/format.h>

#include "cli/battle_file.hpp"
#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"
#include "engine/play/battle.hpp"
#include "engine/play/setup_check.hpp"

namespace caisson::cli {
namespace {

int check_battle(const std::string& file, const std::string& rules) {
  lua::LoadedBattle loaded = load_battle_file(file, rules);
  // Setting the battle up applies house rules and lays out every brigade: problems there are
  // the file's problems too.
  Battle battle(loaded.scenario, 0);
  if (auto problems = setup_problems(battle); !problems.empty()) {
    for (const auto& p : problems) fmt::print(stderr, "{}: {}\n", file, p);
    return kBadInput;
  }
  const Scenario& s = *loaded.scenario;
  int counts[2] = {0, 0};
  for (const auto& u : s.units) ++counts[u.side];
  fmt::print("{}: OK — \"{}\" ({}), rules {}, {} turns; {} {} units, {} {} units; {} reinforcement{}, {}.\n", file,
             s.title, s.date, s.rules, s.turns, s.side_names[0], counts[0], s.side_names[1], counts[1],
             s.reinforcements.size(), s.reinforcements.size() == 1 ? "" : "s",
             s.events ? "an event table" : "no event table");
  return kSuccess;
}

}  // namespace

CommandAction add_check(CLI::App& app) {
  auto file = std::make_shared<std::string>();
  auto rules = std::make_shared<std::string>();
  CLI::App* cmd = app.add_subcommand("check", "Validate a battle file without playing it");
  cmd->add_option("file", *file, "The battle file")->required();
  cmd->add_option("--rules", *rules, "Check it under another rule system than the file names");
  return [file, rules] { return check_battle(*file, *rules); };
}

}  // namespace caisson::cli
