// caisson sweep: play one battle many times on consecutive seeds, across worker threads, and
// report what it learned. Each worker loads the battle file once (its own Lua state) and plays
// its battles back to back; workers take seeds from one counter; the statistics are keyed by
// seed, so the report is the same whatever the number of workers. --commander chooses the
// built-in commander of a side; the statistics record it, so shards of other commanders never merge.
//
// A sweep is built to be stopped: SIGINT (Ctrl-C) and SIGTERM (what a cluster sends on
// preemption or at a time limit) let the battles in flight finish and write --json/--csv with
// what was played; --checkpoint rewrites the --json shard as it goes, so even SIGKILL loses
// little; --resume SHARD plays only the seeds a partial shard lacks.
#include <atomic>
#include <csignal>
#include <cstdio>
#include <exception>
#include <limits>
#include <thread>

#include <fmt/format.h>

#include "cli/commander_choice.hpp"
#include "cli/commands.hpp"
#include "cli/errors.hpp"
#include "cli/exit_codes.hpp"
#include "cli/seed_option.hpp"
#include "cli/shard_file.hpp"
#include "cli/sweep_plan.hpp"
#include "cli/sweep_report.hpp"
#include "engine/sweep/sweep_runner.hpp"

namespace caisson::cli {
namespace {

struct SweepOptions {
  std::string file;
  std::optional<std::uint64_t> runs;
  std::optional<std::uint64_t> seed;  // 1 when not given
  std::string seeds;                  // "A:B", half-open: A, A+1, ..., B-1
  unsigned workers = 0;
  std::string json, csv, rules;
  std::string resume;                 // a partial shard to complete
  std::optional<double> checkpoint;   // seconds between rewrites of --json; 30 when not given
  std::vector<std::string> commanders;  // SIDE=NAME
  bool check_invariants = false;
};

constexpr double kDefaultCheckpointSeconds = 30;

std::atomic<bool> g_stop{false};
std::atomic<int> g_stopped_by{0};  // the signal that asked the sweep to stop, or 0
extern "C" void on_stop_signal(int signal) {
  g_stopped_by.store(signal, std::memory_order_relaxed);
  g_stop.store(true, std::memory_order_relaxed);
}

// SIGINT and SIGTERM set a flag for the length of the sweep; the previous handlers come back after.
struct InterruptGuard {
  struct sigaction previous_int {}, previous_term {};
  InterruptGuard() {
    g_stop = false;
    g_stopped_by = 0;
    struct sigaction sa {};
    sa.sa_handler = on_stop_signal;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, &previous_int);
    sigaction(SIGTERM, &sa, &previous_term);
  }
  ~InterruptGuard() {
    sigaction(SIGINT, &previous_int, nullptr);
    sigaction(SIGTERM, &previous_term, nullptr);
  }
  int stopped_by() const { return g_stopped_by.load(std::memory_order_relaxed); }
};

sweep::SeedSpan seed_span(const SweepOptions& o) {
  if (!o.seeds.empty()) {
    const sweep::SeedSpan span = parse_seed_span(o.seeds, "--seeds");
    if (o.runs && *o.runs != span.count())
      throw BadInput(fmt::format("--runs {} disagrees with --seeds {} ({} seeds)", *o.runs, o.seeds, span.count()));
    if (o.seed) throw BadInput("--seed and --seeds both give the first seed: give one");
    return span;
  }
  if (!o.runs) throw BadInput("sweep: give --runs N (with --seed S) or --seeds A:B");
  if (*o.runs == 0) throw BadInput("--runs: expected at least 1 battle");
  const std::uint64_t first = o.seed.value_or(1);
  if (*o.runs >= std::numeric_limits<std::uint64_t>::max() - first)
    throw BadInput(fmt::format("--seed {} --runs {}: the seeds run past the largest there is", first, *o.runs));
  return {first, first + *o.runs};
}

SweepPlan plan_of(const SweepOptions& o) {
  if (o.resume.empty()) {
    if (o.file.empty()) throw BadInput("sweep: give the battle file (or --resume SHARD to finish a partial shard)");
    return fresh_plan(o.file, o.rules, o.commanders, seed_span(o));
  }
  if (o.runs || o.seed || !o.seeds.empty())
    throw BadInput("--resume plays the seeds the shard was asked for and lacks: give no --runs, --seed or --seeds");
  return resume_plan(o.resume, o.file, o.rules, o.commanders);
}

// How often to rewrite the shard while the sweep runs; nothing without a shard to write.
std::optional<std::chrono::milliseconds> checkpoint_every(const SweepOptions& o, const std::string& json) {
  if (json.empty()) {
    if (o.checkpoint) throw BadInput("--checkpoint rewrites the --json shard: give --json too");
    return std::nullopt;
  }
  const double seconds = std::min(o.checkpoint.value_or(kDefaultCheckpointSeconds), 1e9);  // a billion seconds: never
  if (seconds <= 0) return std::nullopt;
  return std::chrono::milliseconds(static_cast<std::int64_t>(seconds * 1000));
}

// A checkpoint that cannot be written (a full disk, say) is no reason to stop playing: the
// sweep says so and goes on, and tries again at the next one.
void save_checkpoint(const std::string& json, const sweep::SweepStats& already, const sweep::SweepStats& so_far) {
  try {
    sweep::SweepStats shard = already;
    shard.merge(so_far);
    write_shard(json, shard);
  } catch (const BadInput& e) {
    fmt::print(stderr, "checkpoint not saved: {}\n", e.what());
  }
}

int run_sweep(const SweepOptions& o) {
  InterruptGuard guard;  // first: a SIGTERM while the battle loads still ends cleanly
  SweepPlan plan = plan_of(o);
  const std::string json = o.json.empty() ? o.resume : o.json;
  const auto checkpoint = checkpoint_every(o, json);
  if (!o.resume.empty())
    fmt::print(stderr, "resuming {}: {} of {} battles played; playing the other {}\n", o.resume, plan.already.size(),
               plan.already.asked().count(), plan.to_play.count());

  Progress progress(plan.to_play.count());
  sweep::SweepControl control;
  control.workers = o.workers ? o.workers : std::max(1u, std::thread::hardware_concurrency());
  control.stop = &g_stop;
  if (!plan.to_play.empty()) control.progress = [&](std::uint64_t done) { progress.show(done); };
  if (checkpoint) {
    control.checkpoint = [&](const sweep::SweepStats& so_far) { save_checkpoint(json, plan.already, so_far); };
    control.checkpoint_every = *checkpoint;
  }
  const sweep::SweepStats played = sweep::run_sweep(plan.blank, plan.to_play, plan.pool->players(o.check_invariants), control);
  progress.clear();

  sweep::SweepStats all = std::move(plan.already);
  all.merge(played);
  print_sweep_report(stdout, all, all.asked().count());
  if (!json.empty()) write_shard(json, all);
  if (!o.csv.empty()) write_sweep_csv(o.csv, all);
  if (const std::uint64_t broken = plan.pool->invariants_broken()) {
    fmt::print(stderr, "{} of the {} battles played broke an invariant (above)\n", broken, played.size());
    return kEngineFailure;
  }
  if (const int stopped_by = guard.stopped_by()) {
    fmt::print(stderr, "interrupted: {} of {} battles played\n", all.size(), all.asked().count());
    return 128 + stopped_by;  // as shells report a program a signal ended: 130 for SIGINT, 143 for SIGTERM
  }
  return kSuccess;
}

}  // namespace

CommandAction add_sweep(CLI::App& app) {
  auto o = std::make_shared<SweepOptions>();
  CLI::App* cmd = app.add_subcommand("sweep", "Play a battle many times and report win rates, losses and events");
  cmd->add_option("file", o->file, "The battle file (with --resume: only if it has moved since the shard was begun)");
  cmd->add_option("--runs,-n", o->runs, "How many battles to play, on seeds S, S+1, ..., S+N-1");
  cmd->add_option("--seed", o->seed, "The first seed (default 1)");
  cmd->add_option("--seeds", o->seeds, "A seed range A:B, half-open: seeds A up to B-1 (for shards: 0:1000, 1000:2000, ...)");
  cmd->add_option("-j,--workers", o->workers, "Worker threads (default: one per core)")->check(CLI::Range(1u, 1024u));
  cmd->add_option("--json", o->json, "Write the statistics here, for `caisson merge` (written atomically)");
  cmd->add_option("--csv", o->csv, "Write one row per battle here: seed, winner, level, turn, stands lost per side, men lost per side");
  cmd->add_option("--rules", o->rules, "Play under another rule system than the battle file names");
  cmd->add_option("--resume", o->resume, "Play only the seeds this partial --json shard lacks, and complete it");
  cmd->add_option("--checkpoint", o->checkpoint, "Rewrite the --json shard every SECONDS while playing (default 30; 0: never)")
      ->check(CLI::NonNegativeNumber);
  add_commander_option(*cmd, o->commanders);
  cmd->add_flag("--check-invariants", o->check_invariants,
                "Check after every action that no unit overlaps another or left the table unnoticed, stands and HITs "
                "stay in bounds, routers head for their edge and refusals say why; each battle that breaks one is told, "
                "and the sweep exits 1");
  return [o] { return run_sweep(*o); };
}

}  // namespace caisson::cli
