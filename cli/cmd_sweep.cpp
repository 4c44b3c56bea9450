// caisson sweep: play one battle many times on consecutive seeds, across worker threads, and
// report what it learned. Each worker loads the battle file once (its own Lua state) and plays
// its battles back to back; workers take seeds from one counter; the statistics are keyed by
// seed, so the report is the same whatever the number of workers. --commander chooses the
// built-in commander of a side; the statistics record it, so shards of other commanders never merge.
#include <atomic>
#include <csignal>
#include <cstdio>
#include <exception>
#include <thread>

#include <fmt/format.h>

#include "cli/commander_choice.hpp"
#include "cli/commands.hpp"
#include "cli/errors.hpp"
#include "cli/exit_codes.hpp"
#include "cli/sweep_report.hpp"
#include "cli/sweep_workers.hpp"
#include "engine/sweep/sweep_runner.hpp"

namespace caisson::cli {
namespace {

struct SweepOptions {
  std::string file;
  std::optional<std::uint64_t> runs;
  std::uint64_t seed = 1;
  std::string seeds;  // "A:B", half-open: A, A+1, ..., B-1
  unsigned workers = 0;
  std::string json, csv, rules;
  std::vector<std::string> commanders;  // SIDE=NAME
};

constexpr int kInterrupted = 130;  // 128 + SIGINT, as shells report it

std::atomic<bool> g_interrupted{false};
extern "C" void on_sigint(int) { g_interrupted.store(true, std::memory_order_relaxed); }

// SIGINT sets a flag for the length of the sweep; the previous handler comes back after.
struct InterruptGuard {
  struct sigaction previous {};
  InterruptGuard() {
    g_interrupted = false;
    struct sigaction sa {};
    sa.sa_handler = on_sigint;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, &previous);
  }
  ~InterruptGuard() { sigaction(SIGINT, &previous, nullptr); }
};

sweep::SeedRange seed_range(const SweepOptions& o) {
  if (!o.seeds.empty()) {
    auto colon = o.seeds.find(':');
    std::uint64_t a = 0, b = 0;
    try {
      if (colon == std::string::npos) throw std::invalid_argument("no colon");
      std::size_t used_a = 0, used_b = 0;
      a = std::stoull(o.seeds.substr(0, colon), &used_a);
      b = std::stoull(o.seeds.substr(colon + 1), &used_b);
      if (used_a != colon || used_b != o.seeds.size() - colon - 1) throw std::invalid_argument("trailing text");
    } catch (const std::exception&) {
      throw BadInput(fmt::format("--seeds: expected A:B (seeds A up to but not including B), got \"{}\"", o.seeds));
    }
    if (b <= a) throw BadInput(fmt::format("--seeds {}: the range is empty (B must be greater than A)", o.seeds));
    if (o.runs && *o.runs != b - a)
      throw BadInput(fmt::format("--runs {} disagrees with --seeds {} ({} seeds)", *o.runs, o.seeds, b - a));
    return {a, b - a};
  }
  if (!o.runs) throw BadInput("sweep: give --runs N (with --seed S) or --seeds A:B");
  if (*o.runs == 0) throw BadInput("--runs: expected at least 1 battle");
  return {o.seed, *o.runs};
}

int run_sweep(const SweepOptions& o) {
  const sweep::SeedRange range = seed_range(o);
  const CommanderChoice choice = parse_commander_choice(o.commanders);
  const unsigned workers = o.workers ? o.workers : std::max(1u, std::thread::hardware_concurrency());
  LoadedBattlePool pool(o.file, o.rules);
  const sweep::SweepStats blank(pool.scenario(), commanders_for(choice, pool.scenario().side_names, pool.scenario().title));

  InterruptGuard guard;
  Progress progress(range.count);
  sweep::SweepControl control;
  control.workers = workers;
  control.stop = &g_interrupted;
  control.progress = [&](std::uint64_t done) { progress.show(done); };
  sweep::SweepStats all = sweep::run_sweep(blank, range, pool.players(), control);
  progress.clear();

  print_sweep_report(stdout, all, range.count);
  if (!o.json.empty()) write_sweep_json(o.json, all);
  if (!o.csv.empty()) write_sweep_csv(o.csv, all);
  if (g_interrupted.load()) {
    fmt::print(stderr, "interrupted: {} of {} battles played\n", all.size(), range.count);
    return kInterrupted;
  }
  return kSuccess;
}

}  // namespace

CommandAction add_sweep(CLI::App& app) {
  auto o = std::make_shared<SweepOptions>();
  CLI::App* cmd = app.add_subcommand("sweep", "Play a battle many times and report win rates, losses and events");
  cmd->add_option("file", o->file, "The battle file")->required();
  cmd->add_option("--runs,-n", o->runs, "How many battles to play, on seeds S, S+1, ..., S+N-1");
  cmd->add_option("--seed", o->seed, "The first seed (default 1)");
  cmd->add_option("--seeds", o->seeds, "A seed range A:B, half-open: seeds A up to B-1 (for shards: 0:1000, 1000:2000, ...)");
  cmd->add_option("-j,--workers", o->workers, "Worker threads (default: one per core)")->check(CLI::Range(1u, 1024u));
  cmd->add_option("--json", o->json, "Write the statistics here, for `caisson merge`");
  cmd->add_option("--csv", o->csv, "Write one row per battle here: seed, winner, level, turn, losses per side");
  cmd->add_option("--rules", o->rules, "Play under another rule system than the battle file names");
  add_commander_option(*cmd, o->commanders);
  return [o] { return run_sweep(*o); };
}

}  // namespace caisson::cli
