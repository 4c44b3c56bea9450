#pragma once
// The sweep's one log observer: counts the event-table results that fire in a battle, by entry
// index (no strings), and hands the finished battle to SweepStats. Reused battle after battle.
#include <functional>
#include <memory>
#include <vector>

#include "engine/play/battle.hpp"
#include "engine/play/invariant_watch.hpp"
#include "engine/sweep/sweep_stats.hpp"

namespace caisson::sweep {

class StatsObserver final : public LogObserver {
 public:
  // Attach to a battle before it plays.
  void begin(Battle& b);
  void record(const Battle& battle, const Record& r) override;
  // After play: detaches and adds the battle (result, events fired, arrival turns) to `stats`.
  void finish(Battle& b, SweepStats& stats);

 private:
  std::vector<int> fired_;  // per entry of the scenario's event table, this battle
};

// Plays one battle of a sweep from start to finish, each side under the built-in commander the
// stats are kept for (SweepStats::commanders), with no observer but the stats. `after` runs while the finished battle still exists (a sweep drops
// the battle's script variables there: LoadedBattle::forget). With `invariants`, they are checked
// after every action and phase, and the first broken one is thrown (InvariantBroken) once the
// battle is in the stats.
void play_into(const std::shared_ptr<const Scenario>& scenario, std::uint64_t seed, SweepStats& stats,
               StatsObserver& observer, const std::function<void(const Battle&)>& after = {},
               InvariantWatch* invariants = nullptr);

}  // namespace caisson::sweep
