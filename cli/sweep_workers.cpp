#include "cli/sweep_workers.hpp"

#include <cstdio>

#include <fmt/format.h>
#include <unistd.h>

#include "bindings/worker_battles.hpp"
#include "cli/battle_file.hpp"
#include "cli/battle_text_identity.hpp"
#include "engine/ai/built_in.hpp"
#include "engine/sweep/stats_observer.hpp"

namespace caisson::cli {
namespace {

std::string clock_text(double seconds) {
  auto s = static_cast<long>(seconds + 0.5);
  return s >= 3600 ? fmt::format("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60) : fmt::format("{}:{:02}", s / 60, s % 60);
}

}  // namespace

LoadedBattlePool::LoadedBattlePool(std::string file, std::string rules)
    : file_(std::move(file)), rules_(std::move(rules)), first_(load_battle_file(file_, rules_)) {
  text_identity_ = battle_text_identity(first_.loaded_files());
}

std::string LoadedBattlePool::replay_command(std::uint64_t seed, const CommanderNames& commanders,
                                             const Scenario& s) const {
  std::string command = fmt::format("caisson run {} --seed {}", file_, seed);
  if (!rules_.empty()) command += " --rules " + rules_;
  for (std::size_t side = 0; side < commanders.size(); ++side)
    if (commanders[side] != kDefaultCommander) command += fmt::format(" --commander {}={}", s.side_names[side], commanders[side]);
  return command;
}

// Every battle is played from the file as loaded: in the state the worker's last battle left
// unchanged, or from the file loaded anew (lua::WorkerBattles), so no file-level state carries
// from one battle to the next: a seed plays the same whichever battles a worker played before
// it, whatever -j or --seeds.
sweep::MakePlayer LoadedBattlePool::players(bool check_invariants) {
  return [this, check_invariants]() -> sweep::PlayFn {
    auto observer = std::make_shared<sweep::StatsObserver>();
    auto invariants = check_invariants ? std::make_shared<InvariantWatch>() : nullptr;
    auto battles = std::make_shared<lua::WorkerBattles>(first_);  // reads first_ only: safe across workers
    return [this, observer, invariants, battles](std::uint64_t seed, sweep::SweepStats& stats) {
      const lua::LoadedBattle& fresh = battles->next();
      try {
        sweep::play_into(fresh.scenario, seed, stats, *observer, [&](const Battle& b) { battles->ended(b); },
                         invariants.get());
      } catch (const lua::ScriptError& e) {
        // One battle of many failed: say how to play that one alone.
        throw lua::ScriptError(fmt::format("{}\n  replay it: {}", e.what(), replay_command(seed, stats.commanders(), *fresh.scenario)));
      } catch (const InvariantBroken& e) {
        ++invariants_broken_;
        fmt::print(stderr, "invariant broken in {} (rules {}), seed {}, {}\n  replay it: {}\n", file_,
                   fresh.scenario->rules, seed, e.what(), replay_command(seed, stats.commanders(), *fresh.scenario));
      }
    };
  };
}

Progress::Progress(std::uint64_t total) : total_(total), on_(isatty(STDERR_FILENO) == 1), start_(clock::now()) {}

void Progress::show(std::uint64_t done) {
  if (!on_) return;
  double seconds = std::chrono::duration<double>(clock::now() - start_).count();
  double rate = seconds > 0 ? double(done) / seconds : 0;
  int width = 30;
  auto filled = static_cast<int>(double(width) * double(done) / double(total_));
  std::string left = rate > 0 ? clock_text(double(total_ - done) / rate) : "--:--";
  fmt::print(stderr, "\r[{}{}] {}/{}  {:.0f} battles/s  {} left ", std::string(static_cast<std::size_t>(filled), '#'),
             std::string(static_cast<std::size_t>(width - filled), '.'), done, total_, rate, left);
  std::fflush(stderr);
}

void Progress::clear() {
  if (on_) fmt::print(stderr, "\r{:<80}\r", "");
}

}  // namespace caisson::cli
