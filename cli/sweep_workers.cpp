#include "cli/sweep_workers.hpp"

#include <cstdio>

#include <fmt/format.h>
#include <unistd.h>

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

LoadedBattlePool::LoadedBattlePool(std::string file, std::string rules) : file_(std::move(file)), rules_(std::move(rules)) {
  auto first = std::make_shared<lua::LoadedBattle>(load_battle_file(file_, rules_));
  scenario_ = first->scenario;
  text_identity_ = battle_text_identity(first->loaded_files());
  idle_.push_back(std::move(first));
}

std::shared_ptr<lua::LoadedBattle> LoadedBattlePool::take() {
  {
    std::lock_guard lock(mutex_);
    if (!idle_.empty()) {
      auto loaded = std::move(idle_.back());
      idle_.pop_back();
      return loaded;
    }
  }
  return std::make_shared<lua::LoadedBattle>(load_battle_file(file_, rules_));  // outside the lock: loads run side by side
}

void LoadedBattlePool::give_back(std::shared_ptr<lua::LoadedBattle> loaded) {
  std::lock_guard lock(mutex_);
  idle_.push_back(std::move(loaded));
}

std::string LoadedBattlePool::replay_command(std::uint64_t seed, const CommanderNames& commanders,
                                             const Scenario& s) const {
  std::string command = fmt::format("caisson run {} --seed {}", file_, seed);
  if (!rules_.empty()) command += " --rules " + rules_;
  for (std::size_t side = 0; side < commanders.size(); ++side)
    if (commanders[side] != kDefaultCommander) command += fmt::format(" --commander {}={}", s.side_names[side], commanders[side]);
  return command;
}

sweep::MakePlayer LoadedBattlePool::players() {
  return [this]() -> sweep::PlayFn {
    // Goes back to the pool when the worker lets go of its player, at the end of its sweep.
    struct Lease {
      LoadedBattlePool* pool;
      std::shared_ptr<lua::LoadedBattle> loaded;
      ~Lease() { pool->give_back(std::move(loaded)); }
    };
    std::shared_ptr<Lease> lease(new Lease{this, take()});  // made in place: a temporary's end would give it back
    auto observer = std::make_shared<sweep::StatsObserver>();
    return [this, lease, observer](std::uint64_t seed, sweep::SweepStats& stats) {
      const lua::LoadedBattle& mine = *lease->loaded;
      try {
        sweep::play_into(mine.scenario, seed, stats, *observer, [&](const Battle& b) { mine.forget(b); });
      } catch (const lua::ScriptError& e) {
        // One battle of many failed: say how to play that one alone.
        throw lua::ScriptError(fmt::format("{}\n  replay it: {}", e.what(), replay_command(seed, stats.commanders(), *mine.scenario)));
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
