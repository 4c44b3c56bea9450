#include "cli/battle_file.hpp"

#include <fmt/format.h>

#include "cli/content_root.hpp"
#include "cli/errors.hpp"
#include "engine/play/setup_check.hpp"
#include "engine/rules/ruleset.hpp"

namespace caisson::cli {

namespace fs = std::filesystem;

std::string default_battle() { return (default_content_root() / "scripts" / "first_bull_run.lua").string(); }

lua::LoadedBattle load_battle_file(const std::string& file, const std::string& rules_override) {
  std::error_code ec;
  if (!fs::is_regular_file(file, ec)) throw BadInput(fmt::format("cannot open {}: no such file", file));
  lua::LoadedBattle loaded = lua::load_battle(file, content_root_for(file));
  if (!rules_override.empty()) {
    auto ids = ruleset_ids();
    if (std::find(ids.begin(), ids.end(), rules_override) == ids.end())
      throw BadInput(fmt::format("--rules: unknown rule system \"{}\" (known: {})", rules_override, fmt::join(ids, ", ")));
    loaded.scenario->rules = rules_override;
  }
  return loaded;
}

bool report_setup_problems(const Battle& battle) {
  auto problems = setup_problems(battle);
  for (const auto& p : problems) fmt::print(stderr, "{}\n", p);
  return !problems.empty();
}

}  // namespace caisson::cli
