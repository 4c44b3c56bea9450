#pragma once
// Plays a range of seeds across worker threads. Each worker makes its own player once, on its own
// thread (the caller loads the battle file there: one Lua state per worker), then takes seeds
// from a shared counter and plays them back to back into its own SweepStats. The workers'
// stats merge by seed, so the result is the same whatever the number of workers.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>

#include "engine/sweep/seed_set.hpp"
#include "engine/sweep/sweep_stats.hpp"

namespace caisson::sweep {

struct SeedRange {
  std::uint64_t first = 0;
  std::uint64_t count = 0;  // seeds first .. first + count − 1
};

// Plays one battle on `seed` and adds it to `stats`.
using PlayFn = std::function<void(std::uint64_t seed, SweepStats& stats)>;
// Called once per worker, on that worker's thread.
using MakePlayer = std::function<PlayFn()>;

struct SweepControl {
  unsigned workers = 1;
  // Set (by a signal handler, say) to stop: battles in flight finish, no new ones start.
  const std::atomic<bool>* stop = nullptr;
  // Called on the calling thread about every `every` with the battles finished so far, and once
  // more as soon as the last is played.
  std::function<void(std::uint64_t done)> progress;
  std::chrono::milliseconds every{200};
  // Called on the calling thread about every `checkpoint_every` with a copy of every battle
  // finished so far (a long sweep saves its shard as it goes, so a kill loses little).
  std::function<void(const SweepStats& so_far)> checkpoint;
  std::chrono::milliseconds checkpoint_every{30'000};
};

// `blank`: empty stats for the scenario (SweepStats(scenario)), copied for each worker.
// An exception in a worker, or in a progress or checkpoint call, stops the others after their
// battle in flight and is rethrown here.
SweepStats run_sweep(const SweepStats& blank, const SeedSet& seeds, const MakePlayer& make_player, const SweepControl& control);
SweepStats run_sweep(const SweepStats& blank, SeedRange seeds, const MakePlayer& make_player, const SweepControl& control);

}  // namespace caisson::sweep
