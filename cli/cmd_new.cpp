// caisson new: write a commented starter battle that passes `caisson check`.
#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <memory>

#include <fmt/format.h>

#include "cli/commands.hpp"
#include "cli/errors.hpp"
#include "cli/exit_codes.hpp"
#include "cli/starter_battle.hpp"

namespace caisson::cli {
namespace {

namespace fs = std::filesystem;

int new_battle(const std::string& name, const std::string& dir) {
  auto word_char = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  if (name.empty() || !std::isalpha(static_cast<unsigned char>(name[0])) || !std::all_of(name.begin(), name.end(), word_char))
    throw BadInput(fmt::format("battle name \"{}\": use letters, digits and underscores, starting with a letter", name));
  fs::path folder = dir.empty() ? fs::current_path() / "scripts" : fs::path(dir);
  fs::path file = folder / (name + ".lua");
  std::error_code ec;
  if (fs::exists(file, ec)) throw BadInput(fmt::format("{} already exists; not overwriting it", file.string()));
  fs::create_directories(folder, ec);
  std::ofstream out(file);
  if (!out) throw BadInput(fmt::format("cannot write {}", file.string()));
  // The file as the user will type it: scripts/NAME.lua, or in the folder given to --dir.
  const fs::path shown = (dir.empty() ? fs::path("scripts") : fs::path(dir)) / (name + ".lua");
  out << starter_battle(name, shown.generic_string());
  out.close();
  if (!out) throw BadInput(fmt::format("cannot write {}", file.string()));
  fmt::print("wrote {}\ntry: caisson check {} && caisson run {}\n", file.string(), file.string(), file.string());
  return kSuccess;
}

}  // namespace

CommandAction add_new(CLI::App& app) {
  auto name = std::make_shared<std::string>();
  auto dir = std::make_shared<std::string>();
  CLI::App* cmd = app.add_subcommand("new", "Write a commented starter battle to scripts/NAME.lua");
  cmd->add_option("name", *name, "The battle's file name, without .lua")->required();
  cmd->add_option("--dir", *dir, "The folder to write it in (default: ./scripts)");
  return [name, dir] { return new_battle(*name, *dir); };
}

}  // namespace caisson::cli
