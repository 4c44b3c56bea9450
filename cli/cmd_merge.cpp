// caisson merge: combine sweep shards (the --json files of `caisson sweep --seeds A:B`) into one,
// exactly: the merged report equals the report of one sweep over the union of the seeds.
// Shards of different battles, or shards that played a seed twice, are refused (exit 2).
#include <fstream>

#include <fmt/format.h>

#include "cli/commands.hpp"
#include "cli/errors.hpp"
#include "cli/exit_codes.hpp"
#include "cli/sweep_report.hpp"
#include "engine/sweep/stats_json.hpp"

namespace caisson::cli {
namespace {

struct MergeOptions {
  std::vector<std::string> shards;
  std::string out;
  std::string csv;
  bool report = true;
};

sweep::SweepStats read_shard(const std::string& path) {
  std::ifstream f(path);
  if (!f) throw BadInput(fmt::format("cannot read {}", path));
  try {
    return sweep::stats_from_json(nlohmann::json::parse(f));
  } catch (const nlohmann::json::parse_error& e) {
    throw BadInput(fmt::format("{}: not JSON: {}", path, e.what()));
  } catch (const sweep::StatsFormatError& e) {
    throw BadInput(fmt::format("{}: {}", path, e.what()));
  }
}

int run_merge(const MergeOptions& o) {
  sweep::SweepStats all;
  for (const auto& path : o.shards) {
    sweep::SweepStats shard = read_shard(path);
    try {
      all.merge(shard);
    } catch (const sweep::MergeError& e) {
      throw BadInput(fmt::format("{}: {}", path, e.what()));
    }
  }
  if (!o.out.empty()) write_sweep_json(o.out, all);
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
  cmd->add_flag("!--no-report", o->report, "Do not print the merged report");
  return [o] { return run_merge(*o); };
}

}  // namespace caisson::cli
