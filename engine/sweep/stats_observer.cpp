#include "engine/sweep/stats_observer.hpp"

#include "engine/ai/army_command.hpp"
#include "engine/play/driver.hpp"
#include "engine/play/result.hpp"

namespace caisson::sweep {

void StatsObserver::begin(Battle& b) {
  fired_.assign(b.scenario->events ? b.scenario->events->entries.size() : 0, 0);
  b.log.attach(this);
}

void StatsObserver::record(const Battle&, const Record& r) {
  if (const auto* e = std::get_if<EventRolled>(&r); e && e->entry >= 0 && static_cast<std::size_t>(e->entry) < fired_.size())
    ++fired_[static_cast<std::size_t>(e->entry)];
}

void StatsObserver::finish(Battle& b, SweepStats& stats) {
  b.log.detach(this);
  // Reinforcements' arrival turns are the battle's own record of them (b.arrived_on), the
  // turns its UnitArrived records were emitted on.
  stats.add(b.seed, result_of(b), fired_, b.arrived_on);
}

void play_into(const std::shared_ptr<const Scenario>& scenario, std::uint64_t seed, SweepStats& stats,
               StatsObserver& observer, const std::function<void(const Battle&)>& after, InvariantWatch* invariants) {
  Battle b(scenario, seed);
  b.built_in_commanders = stats.commanders();  // so the stats say truly who played
  ArmyCommand commander(scenario->controllers, b.built_in_commanders);  // the file's Lua controllers too, as `run` plays them
  observer.begin(b);
  if (invariants) {
    InvariantCheckedController checked(commander, *invariants);
    invariants->begin(b);
    Driver(b, checked, checked).play();
  } else {
    Driver(b, commander, commander).play();
  }
  observer.finish(b, stats);
  if (after) after(b);
  if (invariants) invariants->finish(b);  // the battle counts in the stats whatever it broke
}

}  // namespace caisson::sweep
