// Whole battles: the reference battle's throughput on one core (as a sweep plays it), the cost
// of its Lua hooks and event effects, and the cost of one turn as the armies grow.
//   build/release/bench_battles [--benchmark_filter=...]
#include <benchmark/benchmark.h>

#include <chrono>
#include <ctime>

#include "bench/bench_support.hpp"
#include "engine/sweep/stats_observer.hpp"

using namespace caisson;

namespace {

using Clock = std::chrono::steady_clock;

// Plays battles back to back on seeds 1, 2, ... as one sweep worker does; `items` are battles.
void play_battles(benchmark::State& state, const lua::LoadedBattle& loaded, std::shared_ptr<const Scenario> scenario) {
  sweep::SweepStats stats(*scenario);
  sweep::StatsObserver observer;
  std::uint64_t seed = 1;
  for (auto _ : state)
    sweep::play_into(scenario, seed++, stats, observer, [&](const Battle& b) { loaded.forget(b); });
  state.SetItemsProcessed(state.iterations());
  std::uint64_t turns = 0;
  for (const auto& row : stats.rows()) turns += static_cast<std::uint64_t>(row.turn);
  state.counters["turns/battle"] = double(turns) / double(std::max<std::size_t>(1, stats.size()));
}

void BM_ReferenceBattle(benchmark::State& state) {
  auto loaded = bench::load_reference();
  play_battles(state, loaded, loaded.scenario);
}
BENCHMARK(BM_ReferenceBattle)->Unit(benchmark::kMillisecond)->MinTime(3);

// As `caisson sweep` plays it since #39: each battle from the file loaded anew in a fresh Lua
// state (lua::load_again), so no file-level state carries over; the difference from
// BM_ReferenceBattle is the price of that.
void BM_ReferenceBattleFreshState(benchmark::State& state) {
  const auto loaded = bench::load_reference();
  sweep::SweepStats stats(*loaded.scenario);
  sweep::StatsObserver observer;
  std::uint64_t seed = 1;
  for (auto _ : state) {
    const lua::LoadedBattle fresh = lua::load_again(loaded);
    sweep::play_into(fresh.scenario, seed++, stats, observer, [](const Battle&) {});
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ReferenceBattleFreshState)->Unit(benchmark::kMillisecond)->MinTime(3);

// The scenario as it is, played under another rule system.
std::shared_ptr<Scenario> under_rules(const Scenario& s, std::string_view rules) {
  auto copy = std::make_shared<Scenario>(s);
  copy->rules = std::string(rules);
  return copy;
}

// The same battle under jackson's rules: cards, simultaneous fire and the fire-fight's rounds.
void BM_ReferenceBattleJackson(benchmark::State& state) {
  auto loaded = bench::load_reference();
  play_battles(state, loaded, under_rules(*loaded.scenario, "jackson"));
}
BENCHMARK(BM_ReferenceBattleJackson)->Unit(benchmark::kMillisecond)->MinTime(3);

// The same without the sweep's statistics observer: what observing the log costs (with an
// observer attached, every dice roll is also emitted as a record).
void BM_ReferenceBattleUnobserved(benchmark::State& state) {
  auto loaded = bench::load_reference();
  ArmyCommand ai(loaded.scenario->controllers);
  std::uint64_t seed = 1;
  for (auto _ : state) {
    Battle b(loaded.scenario, seed++);
    Driver(b, ai, ai).play();
    loaded.forget(b);
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ReferenceBattleUnobserved)->Unit(benchmark::kMillisecond)->MinTime(3);

// The same battle with its hooks (`on`) and event-table effects removed; the victory function
// (Lua) and the table's rolls stay, so the battle still ends the same way.
std::shared_ptr<Scenario> without_hooks(const Scenario& s) {
  auto copy = std::make_shared<Scenario>(s);
  for (auto& hook : copy->hooks.on) hook = nullptr;
  if (copy->events)
    for (auto& e : copy->events->entries) e.effect = nullptr;
  return copy;
}

void BM_ReferenceBattleNoHooks(benchmark::State& state) {
  auto loaded = bench::load_reference();
  play_battles(state, loaded, without_hooks(*loaded.scenario));
}
BENCHMARK(BM_ReferenceBattleNoHooks)->Unit(benchmark::kMillisecond)->MinTime(3);

// No Lua at all: also the victory function, replaced by the same rule written in C++.
void BM_ReferenceBattleNoLua(benchmark::State& state) {
  auto loaded = bench::load_reference();
  auto copy = without_hooks(*loaded.scenario);
  int crest = -1, mill = -1;
  const auto& objectives = copy->field.objectives();
  for (std::size_t i = 0; i < objectives.size(); ++i) {
    if (objectives[i].name == "crest") crest = static_cast<int>(i);
    if (objectives[i].name == "mill") mill = static_cast<int>(i);
  }
  copy->hooks.victory = [crest, mill](Battle& b) -> std::optional<Outcome> {
    int blue = b.losses_in_stands(0), grey = b.losses_in_stands(1);
    if (blue >= 30 && grey < 30) return Outcome{1, VictoryLevel::decisive, "the Blue army breaks", b.turn};
    if (grey >= 30 && blue < 30) return Outcome{0, VictoryLevel::decisive, "the Grey army breaks", b.turn};
    if (blue >= 30) return Outcome{-1, VictoryLevel::draw, "both armies fought out", b.turn};
    if (b.turn < b.scenario->turns) return std::nullopt;
    for (Side s : {Side{0}, Side{1}})
      if (b.holder_of(crest) == s)
        return Outcome{s, b.holder_of(mill) == s ? VictoryLevel::substantial : VictoryLevel::marginal,
                       "turn limit: " + b.side_name(s) + " holds the crest", b.turn};
    return Outcome{-1, VictoryLevel::draw, "turn limit: the crest contested", b.turn};
  };
  play_battles(state, loaded, copy);
}
BENCHMARK(BM_ReferenceBattleNoLua)->Unit(benchmark::kMillisecond)->MinTime(3);

// The time spent inside the Lua calls themselves (hooks, event effects, the victory function)
// as a share of the whole battle, measured by timing every call.
void BM_ReferenceBattleLuaShare(benchmark::State& state) {
  auto loaded = bench::load_reference();
  auto copy = std::make_shared<Scenario>(*loaded.scenario);
  auto in_lua = std::make_shared<Clock::duration>(Clock::duration::zero());
  auto timed = [in_lua](auto f) {
    return [in_lua, f](auto&&... args) {
      auto start = Clock::now();
      auto finish = [&] { *in_lua += Clock::now() - start; };
      if constexpr (std::is_void_v<decltype(f(args...))>) {
        f(args...);
        finish();
      } else {
        auto r = f(args...);
        finish();
        return r;
      }
    };
  };
  for (auto& hook : copy->hooks.on)
    if (hook) hook = timed(hook);
  if (copy->events)
    for (auto& e : copy->events->entries)
      if (e.effect) e.effect = timed(e.effect);
  if (copy->hooks.victory) copy->hooks.victory = timed(copy->hooks.victory);
  auto start = Clock::now();
  play_battles(state, loaded, copy);
  double total = std::chrono::duration<double>(Clock::now() - start).count();
  state.counters["lua_share_%"] = 100.0 * std::chrono::duration<double>(*in_lua).count() / total;
}
BENCHMARK(BM_ReferenceBattleLuaShare)->Unit(benchmark::kMillisecond)->MinTime(3);

// This thread's CPU time: the figures hold on a machine shared with other work.
double thread_seconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}

// One turn with N regiments a side (bench/battles/generate.lua): the mean of turns 1-4 in CPU
// time, the front lines 12" apart so every turn has fire, movement and morale.
void turn_cost(benchmark::State& state, std::string_view rules) {
  auto loaded = bench::load_generated(static_cast<int>(state.range(0)));
  auto scenario = rules.empty() ? loaded.scenario : under_rules(*loaded.scenario, rules);
  ArmyCommand ai(loaded.scenario->controllers);
  constexpr int kTurns = 4;
  std::uint64_t seed = 1;
  for (auto _ : state) {
    Battle b(scenario, seed++);
    Driver driver(b, ai, ai);
    double start = thread_seconds();
    for (int t = 0; t < kTurns; ++t) driver.play_turn();
    state.SetIterationTime((thread_seconds() - start) / kTurns);
    loaded.forget(b);
  }
  state.SetComplexityN(state.range(0));
}
void turn_cost_curve(benchmark::internal::Benchmark* b) {
  b->Arg(50)->Arg(100)->Arg(200)->Arg(500)->Arg(1000)->UseManualTime()->Unit(benchmark::kMillisecond)->Complexity();
}
void BM_TurnCost(benchmark::State& state) { turn_cost(state, ""); }
BENCHMARK(BM_TurnCost)->Apply(turn_cost_curve);

// The same under each other rule system: every one must stay playable at regiment scale.
// jackson's turn holds every unit's repeated fire-fight.
void BM_TurnCostJackson(benchmark::State& state) { turn_cost(state, "jackson"); }
BENCHMARK(BM_TurnCostJackson)->Apply(turn_cost_curve);
void BM_TurnCostNorth(benchmark::State& state) { turn_cost(state, "north"); }
BENCHMARK(BM_TurnCostNorth)->Apply(turn_cost_curve);
void BM_TurnCostMinicampaign(benchmark::State& state) { turn_cost(state, "minicampaign"); }
BENCHMARK(BM_TurnCostMinicampaign)->Apply(turn_cost_curve);
void BM_TurnCostAp(benchmark::State& state) { turn_cost(state, "ap"); }
BENCHMARK(BM_TurnCostAp)->Apply(turn_cost_curve);

}  // namespace

BENCHMARK_MAIN();
