// caisson check: validate a battle file without playing it.
#include <cctype>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <lauxlib.h>

#include "bindings/effect_dry_run.hpp"
#include "bindings/global_check.hpp"
#include "bindings/script_files.hpp"
#include "cli/battle_file.hpp"
#include "cli/commands.hpp"
#include "cli/content_root.hpp"
#include "cli/exit_codes.hpp"
#include "engine/play/battle.hpp"
#include "engine/play/setup_check.hpp"
#include "engine/text/terminal_text.hpp"

namespace caisson::cli {
namespace {

using Files = std::vector<std::pair<std::string, std::string>>;  // (path as shown, text)

// Prints every unknown global read and every global write in the files; true when there were any.
bool report_globals(const Files& files) {
  std::unique_ptr<lua_State, decltype(&lua_close)> compiler(luaL_newstate(), &lua_close);
  auto known = lua::battle_global_names();
  bool any = false;
  for (const auto& [shown, text] : files)
    for (const auto& problem : lua::global_problems(compiler.get(), shown, text, known)) {
      fmt::print(stderr, "{}\n", problem);
      any = true;
    }
  return any;
}

// A file that fails to load may fail because of a mistyped name: say so before the error.
void report_globals_of_unloadable(const std::string& file) {
  try {
    std::string shown = lua::display_path(file, content_root_for(file));
    report_globals({{shown, lua::read_script(file, shown)}});
  } catch (const std::exception&) {
    // unreadable or not even Lua: the load error says why
  }
}

// How often `name` stands in `text` as a whole word (not inside a longer name).
int mentions(std::string_view text, std::string_view name) {
  const auto word_char = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  int n = 0;
  for (std::size_t at = text.find(name); at != std::string_view::npos; at = text.find(name, at + 1)) {
    const bool starts = at == 0 || !word_char(text[at - 1]);
    const bool ends = at + name.size() == text.size() || !word_char(text[at + name.size()]);
    n += starts && ends;
  }
  return n;
}

// Warnings (exit 0): what the file allows but is most likely a mistake. An objective named only
// where it is declared — by no brigade, order, event or script — counts for nothing unless the
// victory function leaves the turn limit to the objectives' points.
void report_warnings(const Battle& battle, const Files& files) {
  for (const std::string& w : setup_warnings(battle)) fmt::print(stderr, "{}\n", w);
  if (!battle.scenario->hooks.victory) return;  // the objectives' points decide: each counts
  for (const Objective& o : battle.field().objectives()) {
    int n = 0;
    for (const auto& [shown, text] : files) n += mentions(text, o.name);
    if (n > 1) continue;
    const std::string& file = battle.scenario->source_file;
    fmt::print(stderr,
               "{}: warning: objective \"{}\" is named by no brigade, order, event or script (only where it is "
               "declared): it counts only where the victory function leaves the day to the objectives' points\n",
               o.source_line > 0 ? fmt::format("{}:{}", file, o.source_line) : file, o.name);
  }
}

int check_battle(const std::string& file, const std::string& rules) {
  std::optional<lua::LoadedBattle> loading;
  try {
    loading = load_battle_file(file, rules);
  } catch (const lua::ScriptError&) {
    report_globals_of_unloadable(file);
    throw;
  }
  const lua::LoadedBattle& loaded = *loading;
  // The battle file and every module it required (events.<x>, lib.<x>, files beside it).
  bool bad_globals = report_globals(loaded.loaded_files());
  // Setting the battle up applies house rules and lays out every brigade: problems there are
  // the file's problems too.
  Battle battle(loaded.scenario, 0);
  if (report_setup_problems(battle)) return kBadInput;
  if (bad_globals) return kBadInput;
  report_warnings(battle, loaded.loaded_files());
  // Event results whose effects name what the battle lacks, found by running them on a copy.
  for (const std::string& w : lua::dry_run_event_effects(loaded)) fmt::print(stderr, "{}\n", terminal_safe(w));
  const Scenario& s = *loaded.scenario;
  // The units the rule system plays (under a brigade-scale one, the brigades it made of the
  // file's regiments), arrivals included.
  int counts[2] = {0, 0};
  for (const auto& u : battle.units) ++counts[u.side];
  fmt::print("{}: OK — \"{}\" ({}), rules {}, {} turns; {} {} units, {} {} units; {} reinforcement{}, {}.\n", file,
             terminal_safe(s.title), terminal_safe(s.date), s.rules, s.turns, s.side_names[0], counts[0], s.side_names[1], counts[1],
             s.reinforcements.size(), s.reinforcements.size() == 1 ? "" : "s",
             s.events ? "an event table" : "no event table");
  // What the rule system made of the file's troops, where it changed them.
  const TroopConversion conversion = troop_conversion(battle);
  if (!conversion.empty()) fmt::print("  {} plays the file's troops as its own units:\n", s.rules);
  for (const auto* lines : {&conversion.sides, &conversion.units})
    for (const std::string& line : *lines) fmt::print("    {}\n", line);
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
