#include "engine/sweep/sweep_runner.hpp"

#include <algorithm>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace caisson::sweep {

SweepStats run_sweep(const SweepStats& blank, SeedRange seeds, const MakePlayer& make_player, const SweepControl& control) {
  const unsigned workers = static_cast<unsigned>(std::clamp<std::uint64_t>(control.workers, 1, std::max<std::uint64_t>(1, seeds.count)));
  std::vector<SweepStats> stats(workers, blank);
  std::vector<std::exception_ptr> failures(workers);
  std::atomic<std::uint64_t> next{0}, done{0};
  // The progress loop waits on this between reports, so the last worker to finish wakes it:
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
        if (i >= seeds.count) break;
        play(seeds.first + i, stats[w]);
        done.fetch_add(1, std::memory_order_relaxed);
      }
    } catch (...) {
      failures[w] = std::current_exception();
      next.store(seeds.count);  // the others stop after their battle in flight
    }
    const std::lock_guard lock(finishing);
    if (--running == 0) all_done.notify_all();
  };

  std::vector<std::thread> threads;
  threads.reserve(workers);
  for (unsigned w = 0; w < workers; ++w) threads.emplace_back(work, w);
  if (control.progress) {
    std::unique_lock lock(finishing);
    while (running > 0) {
      lock.unlock();
      control.progress(done.load());
      lock.lock();
      all_done.wait_for(lock, control.every, [&] { return running == 0; });
    }
    lock.unlock();
    control.progress(done.load());
  }
  for (auto& t : threads) t.join();
  for (auto& f : failures)
    if (f) std::rethrow_exception(f);

  SweepStats all = std::move(stats[0]);
  for (unsigned w = 1; w < workers; ++w) all.merge(stats[w]);
  return all;
}

}  // namespace caisson::sweep
