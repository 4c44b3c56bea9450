// caisson inspect: what a save holds, without playing it.
#include <array>
#include <exception>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "bindings/battle_loader.hpp"
#include "cli/campaign_standing.hpp"
#include "cli/commands.hpp"
#include "cli/errors.hpp"
#include "cli/exit_codes.hpp"
#include "engine/campaign/campaign_save.hpp"
#include "engine/persist/save_checks.hpp"
#include "engine/persist/save_file.hpp"
#include "engine/play/battle.hpp"
#include "engine/text/terminal_text.hpp"

namespace caisson::cli {
namespace {

// The battle's title and the names of its two sides, read from the battle file the save
// embedded; a battle that no longer loads (an engine that changed since, or an edited save)
// leaves them unnamed and says why. One that loads must fit the save, as resume would insist.
struct Names {
  std::string title;
  std::array<std::string, 2> sides{"side 1", "side 2"};
  std::string not_loaded;  // why the battle file did not load
};

Names names_in(const BattleSave& s, const std::string& path) {
  Names n;
  std::vector<std::pair<std::string, std::string>> files;
  for (const auto& f : s.scripts) files.emplace_back(f.path, f.text);
  lua::LoadedBattle loaded;
  try {
    loaded = lua::load_saved_battle(files, s.content_root);
  } catch (const std::exception& e) {
    n.not_loaded = terminal_safe(e.what());  // the save's own figures still stand
    return n;
  }
  n.title = terminal_safe(loaded.scenario->title);
  for (std::size_t side = 0; side < 2; ++side) n.sides[side] = terminal_safe(loaded.scenario->side_names[side]);
  loaded.scenario->rules = s.rules;
  const Battle fresh(loaded.scenario, s.seed);
  std::string misfit;
  try {
    check_save_fits(fresh, s);
  } catch (const SaveError& e) {
    misfit = e.what();
  }
  if (!misfit.empty()) throw BadInput(fmt::format("{}: {}", path, misfit));
  return n;
}

void print_scripts(const std::vector<SavedScript>& scripts) {
  fmt::print("  scripts       {} file{} embedded:\n", scripts.size(), scripts.size() == 1 ? "" : "s");
  for (const auto& f : scripts) fmt::print("    {} ({} bytes)\n", terminal_safe(f.path), f.text.size());
}

// A campaign saved between battles: what was fought, what comes next, what the survivors carry.
void print_campaign_save(const std::string& path, const CampaignSave& c) {
  const CampaignState& s = c.state;
  fmt::print("{}: a caisson campaign save (format {})\n", path, kSaveFormatVersion);
  fmt::print("  campaign file {}\n  seed          {}\n  fought        {} battle{}\n", terminal_safe(c.campaign_file), s.seed,
             s.fought.size(), s.fought.size() == 1 ? "" : "s");
  for (const BattleSummary& b : s.fought) fmt::print("    {}\n", battle_result(b));
  fmt::print("  next battle   {}\n", s.next_battle.empty() ? "none: the campaign is over" : terminal_safe(s.next_battle));
  if (!c.commanders.empty()) {
    std::vector<std::string> chosen;
    for (const auto& [side, name] : c.commanders) chosen.push_back(fmt::format("{}={}", side, name));
    fmt::print("  commanders    {} (built-in, --commander)\n", fmt::join(chosen, ", "));
  }
  int destroyed = 0, fallen = 0;
  for (const auto& [name, u] : s.units) destroyed += u.destroyed;
  for (const auto& [name, g] : s.generals) fallen += g.fallen;
  fmt::print("  carried       {} regiments and batteries, {} destroyed; {} generals fallen\n", s.units.size(), destroyed,
             fallen);
  print_scripts(c.scripts);
  if (!s.vars.empty()) fmt::print("  c.vars        {}\n", terminal_safe(s.vars));
}

int inspect_save(const std::string& path) {
  BattleSave s;
  try {
    s = read_save(path);
  } catch (const SaveError& e) {
    // Not a battle save: perhaps a campaign's (read the same way, checked the same way).
    try {
      print_campaign_save(path, read_campaign_save(path));
      return kSuccess;
    } catch (const SaveError&) {
      throw BadInput(e.what());  // what is wrong with it as a battle save
    }
  }
  const Names names = names_in(s, path);
  fmt::print("{}: a caisson battle save (format {})\n", path, kSaveFormatVersion);
  if (!names.title.empty()) fmt::print("  battle        {}\n", names.title);
  if (!names.not_loaded.empty()) fmt::print("  battle        its battle file does not load: {}\n", names.not_loaded);
  fmt::print("  battle file   {}\n  rule system   {}\n  seed          {}\n  stands after  turn {}\n", terminal_safe(s.battle_file),
             s.rules, s.seed, s.turn);
  fmt::print("  commanders    {} {}, {} {} (built-in)\n", names.sides[0], s.built_in_commanders[0], names.sides[1],
             s.built_in_commanders[1]);
  if (s.outcome) fmt::print("  finished      on turn {} ({})\n", s.outcome->turn, terminal_safe(s.outcome->condition));
  int present[2] = {0, 0}, gone[2] = {0, 0}, waiting[2] = {0, 0}, lost[2] = {0, 0};
  for (const auto& u : s.units) {
    if (u.side > 1) continue;
    if (u.status == UnitStatus::on_table) ++present[u.side];
    else if (u.status == UnitStatus::waiting) ++waiting[u.side];
    else ++gone[u.side];
    if (u.status != UnitStatus::waiting) lost[u.side] += u.status == UnitStatus::on_table ? u.stands_at_start - u.stands : u.stands_at_start;
  }
  for (int side : {0, 1})
    fmt::print("  {:<13} {} units on the field, {} gone, {} still to come; {} stands lost\n",
               names.sides[static_cast<std::size_t>(side)], present[side], gone[side], waiting[side], lost[side]);
  int riding = 0;
  for (const auto& c : s.couriers) riding += c.in_flight();
  fmt::print("  couriers      {} in flight of {} sent\n", riding, s.couriers.size());
  print_scripts(s.scripts);
  if (!s.vars.empty()) fmt::print("  b.vars        {}\n", terminal_safe(s.vars));
  return kSuccess;
}

}  // namespace

CommandAction add_inspect(CLI::App& app) {
  auto path = std::make_shared<std::string>();
  CLI::App* cmd = app.add_subcommand("inspect", "Print what a save file holds (a battle's or a campaign's)");
  cmd->add_option("save", *path, "The save file")->required();
  return [path] { return inspect_save(*path); };
}

}  // namespace caisson::cli
