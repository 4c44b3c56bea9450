#include "engine/sweep/sweep_runner.hpp"

#include <algorithm>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace caisson::sweep {
namespace {

using Clock = std::chrono::steady_clock;

// One worker's statistics. The lock is held while a battle is added, so a checkpoint copies
// only whole battles; the worker is its only other user, so it is never contended for long.
struct WorkerStats {
  std::mutex lock;
  SweepStats stats;
};

SweepStats copy_all(const SweepStats& blank, std::vector<WorkerStats>& workers) {
  SweepStats all = blank;
  for (auto& w : workers) {
    const std::lock_guard hold(w.lock);
    all.merge(w.stats);
  }
  return all;
}

}  // namespace

SweepStats run_sweep(const SweepStats& blank, const SeedSet& seeds, const MakePlayer& make_player, const SweepControl& control) {
  const std::uint64_t count = seeds.count();
  const unsigned workers = static_cast<unsigned>(std::clamp<std::uint64_t>(control.workers, 1, std::max<std::uint64_t>(1, count)));
  std::vector<WorkerStats> stats(workers);
  for (auto& w : stats) w.stats = blank;
  std::vector<std::exception_ptr> failures(workers);
  std::atomic<std::uint64_t> next{0}, done{0};
  // The reporting loop waits on this between reports, so the last worker to finish wakes it:
  // a sweep ends when its battles do, not at the next report.
  std::mutex finishing;
  std::condition_variable all_done;
  unsigned running = workers;
  auto stopped = [&] { return control.stop && control.stop->load(std::memory_order_relaxed); };

  auto work = [&](unsigned w) {
    try {
      PlayFn play = make_player();
      for (;;) {
        if (stopped()) break;
        std::uint64_t i = next.fetch_add(1, std::memory_order_relaxed);
        if (i >= count) break;
        {
          const std::lock_guard hold(stats[w].lock);
          play(seeds.at(i), stats[w].stats);
        }
        done.fetch_add(1, std::memory_order_relaxed);
      }
    } catch (...) {
      failures[w] = std::current_exception();
      next.store(count);  // the others stop after their battle in flight
    }
    const std::lock_guard lock(finishing);
    if (--running == 0) all_done.notify_all();
  };

  std::vector<std::thread> threads;
  threads.reserve(workers);
  for (unsigned w = 0; w < workers; ++w) threads.emplace_back(work, w);
  std::exception_ptr reporting_failed;
  if (control.progress || control.checkpoint) {
    try {
      Clock::duration every = Clock::duration::max();
      if (control.progress) every = control.every;
      if (control.checkpoint) every = std::min<Clock::duration>(every, control.checkpoint_every);
      auto next_checkpoint = Clock::now() + control.checkpoint_every;
      std::unique_lock lock(finishing);
      while (running > 0) {
        lock.unlock();
        if (control.progress) control.progress(done.load());
        if (control.checkpoint && Clock::now() >= next_checkpoint) {
          control.checkpoint(copy_all(blank, stats));
          next_checkpoint = Clock::now() + control.checkpoint_every;
        }
        lock.lock();
        all_done.wait_for(lock, every, [&] { return running == 0; });
      }
      lock.unlock();
      if (control.progress) control.progress(done.load());
    } catch (...) {
      reporting_failed = std::current_exception();
      next.store(count);
    }
  }
  for (auto& t : threads) t.join();
  for (auto& f : failures)
    if (f) std::rethrow_exception(f);
  if (reporting_failed) std::rethrow_exception(reporting_failed);

  SweepStats all = std::move(stats[0].stats);
  for (unsigned w = 1; w < workers; ++w) all.merge(stats[w].stats);
  return all;
}

SweepStats run_sweep(const SweepStats& blank, SeedRange seeds, const MakePlayer& make_player, const SweepControl& control) {
  return run_sweep(blank, SeedSet({seeds.first, seeds.first + seeds.count}), make_player, control);
}

}  // namespace caisson::sweep
