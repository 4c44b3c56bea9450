// Kernels the turn loop spends its time in: dice, line of fire, movement cost, one turn.
//   build/release/bench_kernels [--benchmark_filter=...]
#include <benchmark/benchmark.h>

#include "bench/bench_support.hpp"
#include "engine/dice/dice.hpp"
#include "engine/rules/igor/igor_ruleset.hpp"
#include "engine/rules/igor/line_of_fire.hpp"

using namespace caisson;

namespace {

void BM_DiceRoll2d6(benchmark::State& state) {
  Dice dice(42);
  for (auto _ : state) benchmark::DoNotOptimize(dice.two_d6("bench"));
}
BENCHMARK(BM_DiceRoll2d6);

void BM_DiceRoll8d6(benchmark::State& state) {  // a volley: count the sixes
  Dice dice(42);
  for (auto _ : state) benchmark::DoNotOptimize(dice.roll(8, 6, "bench").count_at_least(6));
}
BENCHMARK(BM_DiceRoll8d6);

void BM_DiceExpression(benchmark::State& state) {
  Dice dice(42);
  const DiceExpression e = DiceExpression::parse("2d6+1");
  for (auto _ : state) benchmark::DoNotOptimize(dice.roll(e, "bench"));
}
BENCHMARK(BM_DiceExpression);

// The reference battle at its start, with two regiments moved to face each other across the
// North copse (woods between them) or across open ground on Signal Hill's flank.
struct Duel {
  lua::LoadedBattle loaded = bench::load_reference();
  Battle b{loaded.scenario, 1};
  const igor::IgorParameters& params = static_cast<const igor::IgorRuleset&>(*b.rules).params();
  Unit& firer = b.unit(b.scenario->find_unit("1st Blue"));
  Unit& target = b.unit(b.scenario->find_unit("1st Grey"));
  Unit& battery = b.unit(b.scenario->find_unit("Blue 1st battery"));

  explicit Duel(bool through_woods) {
    double x = through_woods ? 17 : 32;
    b.place(firer, {x, 14}, 0);
    b.place(target, {x, 33}, 180);
    b.place(battery, {x + 2, 10}, 0);
  }
};

void BM_SmallArmsLanes(benchmark::State& state) {
  Duel d(state.range(0) != 0);
  for (auto _ : state) benchmark::DoNotOptimize(igor::small_arms_lanes(d.b, d.params, d.firer, 24.0));
  state.SetLabel(state.range(0) ? "through woods" : "open ground");
}
BENCHMARK(BM_SmallArmsLanes)->Arg(1)->Arg(0);

void BM_ArtilleryLineOfFire(benchmark::State& state) {
  Duel d(state.range(0) != 0);
  for (auto _ : state) benchmark::DoNotOptimize(igor::artillery_line_of_fire(d.b, d.params, d.battery, d.target));
  state.SetLabel(state.range(0) ? "through woods" : "open ground");
}
BENCHMARK(BM_ArtilleryLineOfFire)->Arg(1)->Arg(0);

void BM_PathTerrain(benchmark::State& state) {
  auto loaded = bench::load_reference();
  const Battlefield& field = loaded.scenario->field;
  // Across the stream, through the copse and up Signal Hill: every kind of terrain.
  for (auto _ : state) benchmark::DoNotOptimize(field.path_terrain({12, 8}, {46, 26}));
}
BENCHMARK(BM_PathTerrain);

void BM_TerrainClear(benchmark::State& state) {
  auto loaded = bench::load_reference();
  const Battlefield& field = loaded.scenario->field;
  for (auto _ : state) benchmark::DoNotOptimize(field.terrain_clear({17, 14}, 0, {17, 33}, 0));
}
BENCHMARK(BM_TerrainClear);

// One whole turn of the reference battle (both player turns, every phase), played from the
// position the battle reaches at the start of turn `range(0)`.
void BM_ReferenceTurn(benchmark::State& state) {
  auto loaded = bench::load_reference();
  ArmyCommand ai(loaded.scenario->controllers);
  const int turn = static_cast<int>(state.range(0));
  std::uint64_t seed = 1;
  for (auto _ : state) {
    state.PauseTiming();
    auto b = std::make_unique<Battle>(loaded.scenario, seed++);
    Driver driver(*b, ai, ai);
    for (int t = 1; t < turn; ++t) driver.play_turn();
    state.ResumeTiming();
    driver.play_turn();
    state.PauseTiming();
    loaded.forget(*b);
    b.reset();
    state.ResumeTiming();
  }
}
BENCHMARK(BM_ReferenceTurn)->Arg(1)->Arg(6)->Arg(10)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
