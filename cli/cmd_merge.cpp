// caisson merge: combine sweep shards (the --json files of `caisson sweep --seeds A:B`) into one,
// exactly: the merged report equals the report of one sweep over the union of the seeds.
// Shards of different battles, commanders, caisson versions, battle-file texts or rules, and
// shards that played a seed twice, are refused (exit 2). So is a set with seeds missing — a task
// that failed, or was never run — unless --allow-gaps: the merge then remembers the seeds it
// lacks, and `caisson sweep --resume` on it plays them.
#include <fmt/format.h>

#include "cli/commands.hpp"
#include "cli/errors.hpp"
#include "cli/exit_codes.hpp"
#include "cli/seed_option.hpp"
#include "cli/shard_file.hpp"
#include "cli/sweep_report.hpp"

namespace caisson::cli {
namespace {

struct MergeOptions {
  std::vector<std::string> shards;
  std::string out;
  std::string csv;
  std::string seeds;  // A:B: every seed the shards should cover between them
  bool allow_gaps = false;
  bool report = true;
};

// Every shard must come from the same program, battle text and rules as the first.
void check_same_origin(const std::string& first_path, const sweep::SweepStats& first, const std::string& path,
                       const sweep::SweepStats& shard) {
  if (auto conflict = sweep::origin_conflict(first.origin(), shard.origin()))
    throw BadInput(fmt::format("{} and {} cannot be merged: {}", first_path, path, *conflict));
}

// A shard that lacks seeds it was asked for: the mark of a task that stopped early.
void note_incomplete(const std::string& path, const sweep::SweepStats& shard) {
  const sweep::SeedSet missing = shard.missing();
  if (!missing.empty())
    fmt::print(stderr, "{}: {} of the {} seeds it was asked for were not played: {}\n", path, missing.count(),
               shard.asked().count(), missing.text());
}

// The seeds the merge should cover: from the lowest seed any shard was asked for to the highest
// (so a whole shard missing from the middle shows), and --seeds when given.
sweep::SeedSet expected_seeds(const sweep::SweepStats& all, const MergeOptions& o) {
  sweep::SeedSet expected(all.asked().hull());
  if (!o.seeds.empty()) expected.add(parse_seed_span(o.seeds, "--seeds"));
  return sweep::SeedSet(expected.hull());
}

int run_merge(const MergeOptions& o) {
  sweep::SweepStats all;
  std::string first_path;
  for (const auto& path : o.shards) {
    sweep::SweepStats shard = read_shard(path);
    if (first_path.empty()) first_path = path;
    else check_same_origin(first_path, all, path, shard);
    note_incomplete(path, shard);
    try {
      all.merge(shard);
    } catch (const sweep::MergeError& e) {
      throw BadInput(fmt::format("{}: {}", path, e.what()));
    }
  }
  const sweep::SeedSet expected = expected_seeds(all, o);
  const sweep::SeedSet missing = expected.minus(all.played());
  if (!missing.empty()) {
    fmt::print(stderr, "{} of the seeds {} are missing: {}\n", missing.count(), expected.text(), missing.text());
    if (!o.allow_gaps)
      throw BadInput(
          "the shards are incomplete, so nothing was merged: resume the incomplete shards (caisson sweep --resume "
          "SHARD), or play the missing seeds (caisson sweep FILE --seeds A:B --json SHARD), and merge again; "
          "--allow-gaps merges what there is");
    fmt::print(stderr, "merged with gaps (--allow-gaps): `caisson sweep --resume` on the merged file plays the missing seeds\n");
  }
  all.set_asked(expected);
  if (!o.out.empty()) write_shard(o.out, all, "--out");
  if (!o.csv.empty()) write_sweep_csv(o.csv, all);
  if (o.report) print_sweep_report(stdout, all, all.size());
  return kSuccess;
}

}  // namespace

CommandAction add_merge(CLI::App& app) {
  auto o = std::make_shared<MergeOptions>();
  CLI::App* cmd = app.add_subcommand("merge", "Combine sweep shards (--json files) into one, exactly");
  cmd->add_option("shards", o->shards, "The shards' JSON files")->required();
  cmd->add_option("-o,--out", o->out, "Write the merged statistics here");
  cmd->add_option("--csv", o->csv, "Write one row per battle of the union here");
  cmd->add_option("--seeds", o->seeds, "A:B: every seed the shards should cover (so a missing last shard shows too)");
  cmd->add_flag("--allow-gaps", o->allow_gaps, "Merge even when seeds are missing (the merged file remembers which)");
  cmd->add_flag("!--no-report", o->report, "Do not print the merged report");
  return [o] { return run_merge(*o); };
}

}  // namespace caisson::cli
