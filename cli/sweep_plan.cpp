#include "cli/sweep_plan.hpp"

#include <filesystem>

#include <fmt/format.h>

#include "cli/commander_choice.hpp"
#include "cli/errors.hpp"
#include "cli/shard_file.hpp"
#include "cli/version.hpp"

namespace caisson::cli {
namespace {

sweep::SweepStats blank_stats(const LoadedBattlePool& pool, const CommanderNames& commanders, sweep::ShardOrigin origin,
                              sweep::SeedSet asked) {
  sweep::SweepStats blank(pool.scenario(), commanders);
  blank.set_origin(std::move(origin));
  blank.set_asked(std::move(asked));
  return blank;
}

// Only the program that began a shard plays its other seeds as it would have.
void check_same_program(const std::string& path, const sweep::SweepStats& shard) {
  const std::string& wrote = shard.origin().caisson;
  if (wrote.empty())
    throw BadInput(fmt::format("{}: written by an older caisson that did not record its version or the seeds it was asked "
                               "for, so it cannot be resumed; play its seeds again",
                               path));
  if (wrote != caisson_version())
    throw BadInput(fmt::format("{}: written by caisson {}, and this is caisson {}: another build may play the same seed "
                               "differently. Resume it with caisson {}, or play its seeds ({}) again",
                               path, wrote, caisson_version(), wrote, shard.asked().text()));
}

std::string battle_file_of(const std::string& path, const sweep::SweepStats& shard, const std::string& given) {
  const std::string file = given.empty() ? shard.origin().file : given;
  std::error_code ec;
  if (file.empty() || !std::filesystem::is_regular_file(file, ec))
    throw BadInput(fmt::format("{}: cannot open its battle file \"{}\"; if it has moved, name it: caisson sweep FILE --resume {}",
                               path, file, path));
  return file;
}

void check_same_text(const std::string& path, const sweep::SweepStats& shard, const std::string& file,
                     const LoadedBattlePool& pool) {
  if (pool.text_identity() != shard.origin().text)
    throw BadInput(fmt::format("{}: {} has changed since the shard was begun (its text or a module it requires: {}, "
                               "now {}), so the rest would not match; restore the file, or play the seeds again",
                               path, file, shard.origin().text, pool.text_identity()));
}

void check_same_battle(const std::string& path, const sweep::SweepStats& shard, const sweep::SweepStats& blank) {
  if (blank.battle() != shard.battle() || blank.sides() != shard.sides())
    throw BadInput(fmt::format("{}: a sweep of \"{}\", not of \"{}\"", path, shard.battle(), blank.battle()));
}

// The commanders the shard was played by (its reader has checked caisson knows them); any named
// on the command line must be those. One the retired commander played merges, but cannot go on.
CommanderNames commanders_of(const std::string& path, const sweep::SweepStats& shard, const std::vector<std::string>& given,
                             const Scenario& scenario) {
  for (const auto& name : shard.commanders())
    if (name == kRetiredCommander) throw BadInput(played_by_retired_commander(path));
  if (!given.empty() && commanders_for(parse_commander_choice(given), scenario.side_names, scenario.title) != shard.commanders())
    throw BadInput(fmt::format("{}: played by other commanders ({}); resume it without --commander",
                               path, commanders_line(shard.commanders(), shard.sides())));
  return shard.commanders();
}

}  // namespace

SweepPlan fresh_plan(const std::string& file, const std::string& rules, const std::vector<std::string>& commanders,
                     sweep::SeedSpan seeds) {
  const CommanderChoice choice = parse_commander_choice(commanders);
  SweepPlan plan;
  plan.pool = std::make_unique<LoadedBattlePool>(file, rules);
  const Scenario& s = plan.pool->scenario();
  sweep::ShardOrigin origin{caisson_version(), file, plan.pool->text_identity(), s.rules};
  plan.blank = blank_stats(*plan.pool, commanders_for(choice, s.side_names, s.title), std::move(origin), sweep::SeedSet(seeds));
  plan.already = plan.blank;
  plan.to_play = sweep::SeedSet(seeds);
  return plan;
}

SweepPlan resume_plan(const std::string& shard_path, const std::string& file, const std::string& rules,
                      const std::vector<std::string>& commanders) {
  sweep::SweepStats shard = read_shard(shard_path);
  check_same_program(shard_path, shard);
  if (!rules.empty() && rules != shard.origin().rules)
    throw BadInput(fmt::format("{}: played under the {} rules, not {}; resume it without --rules", shard_path,
                               shard.origin().rules, rules));
  const std::string battle_file = battle_file_of(shard_path, shard, file);
  SweepPlan plan;
  plan.pool = std::make_unique<LoadedBattlePool>(battle_file, shard.origin().rules);
  check_same_text(shard_path, shard, battle_file, *plan.pool);
  const CommanderNames names = commanders_of(shard_path, shard, commanders, plan.pool->scenario());
  plan.blank = blank_stats(*plan.pool, names, shard.origin(), shard.asked());
  check_same_battle(shard_path, shard, plan.blank);
  plan.to_play = shard.missing();
  plan.already = std::move(shard);
  return plan;
}

}  // namespace caisson::cli
