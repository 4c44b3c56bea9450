#pragma once
// What one `caisson sweep` plays: a fresh seed range, or the seeds a partial shard lacks
// (--resume). A shard resumes only under the caisson, battle text, rules and commanders that
// began it — anything else could play the same seed differently — and each refusal says why.
#include <memory>
#include <string>
#include <vector>

#include "cli/sweep_workers.hpp"
#include "engine/sweep/seed_set.hpp"
#include "engine/sweep/sweep_stats.hpp"

namespace caisson::cli {

struct SweepPlan {
  std::unique_ptr<LoadedBattlePool> pool;  // the battle, loaded once per worker
  sweep::SweepStats blank;                 // no battles; the origin and the seeds asked, for each worker
  sweep::SweepStats already;               // the battles played before: none, or the resumed shard's
  sweep::SeedSet to_play;
};

// A fresh sweep of `seeds` of `file`.
SweepPlan fresh_plan(const std::string& file, const std::string& rules, const std::vector<std::string>& commanders,
                     sweep::SeedSpan seeds);

// The rest of the shard at `shard`. `file`, `rules` and `commanders` may be empty: the shard
// says; when given, they must agree with it (a file may have moved: its text must not have
// changed). Throws BadInput, naming the shard, for a shard that cannot be finished here.
SweepPlan resume_plan(const std::string& shard, const std::string& file, const std::string& rules,
                      const std::vector<std::string>& commanders);

}  // namespace caisson::cli
