// caisson inspect: what a save holds, without playing it.
#include <array>
#include <exception>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "bindings/battle_loader.hpp"
#include "cli/commands.hpp"
#include "cli/errors.hpp"
#include "cli/exit_codes.hpp"
#include "engine/persist/save_file.hpp"

namespace caisson::cli {
namespace {

// The battle's title and the names of its two sides, read from the battle file the save
// embedded; a battle that no longer loads (an engine that changed since) leaves them unnamed.
struct Names {
  std::string title;
  std::array<std::string, 2> sides{"side 1", "side 2"};
};

Names names_in(const BattleSave& s) {
  Names n;
  std::vector<std::pair<std::string, std::string>> files;
  for (const auto& f : s.scripts) files.emplace_back(f.path, f.text);
  try {
    const lua::LoadedBattle loaded = lua::load_saved_battle(files, s.content_root);
    n.title = loaded.scenario->title;
    n.sides = loaded.scenario->side_names;
  } catch (const std::exception&) {
    // Unnamed: the save's own figures still stand.
  }
  return n;
}

int inspect_save(const std::string& path) {
  BattleSave s;
  try {
    s = read_save(path);
  } catch (const SaveError& e) {
    throw BadInput(e.what());
  }
  const Names names = names_in(s);
  fmt::print("{}: a caisson battle save (format {})\n", path, kSaveFormatVersion);
  if (!names.title.empty()) fmt::print("  battle        {}\n", names.title);
  fmt::print("  battle file   {}\n  rule system   {}\n  seed          {}\n  stands after  turn {}\n", s.battle_file, s.rules,
             s.seed, s.turn);
  if (s.outcome) fmt::print("  finished      on turn {} ({})\n", s.outcome->turn, s.outcome->condition);
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
  fmt::print("  scripts       {} file{} embedded:\n", s.scripts.size(), s.scripts.size() == 1 ? "" : "s");
  for (const auto& f : s.scripts) fmt::print("    {} ({} bytes)\n", f.path, f.text.size());
  if (!s.vars.empty()) fmt::print("  b.vars        {}\n", s.vars);
  return kSuccess;
}

}  // namespace

CommandAction add_inspect(CLI::App& app) {
  auto path = std::make_shared<std::string>();
  CLI::App* cmd = app.add_subcommand("inspect", "Print what a save file holds");
  cmd->add_option("save", *path, "The save file")->required();
  return [path] { return inspect_save(*path); };
}

}  // namespace caisson::cli
