#pragma once
// What `sweep` and `match` share in running many battles across worker threads: the battle file
// loaded once per worker (one Lua state each, kept for the next sweep of the same command), and
// progress on the terminal.
#include <chrono>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "bindings/battle_loader.hpp"
#include "engine/ai/army_command.hpp"
#include "engine/sweep/sweep_runner.hpp"

namespace caisson::cli {

// The battle file's loaded states, one per worker. The first load happens at once, before any
// thread starts, so a bad file is reported (exit 2) before anything is played.
class LoadedBattlePool {
 public:
  LoadedBattlePool(std::string file, std::string rules);
  LoadedBattlePool(const LoadedBattlePool&) = delete;
  LoadedBattlePool& operator=(const LoadedBattlePool&) = delete;

  // The battle as the first load describes it (its title, sides, tables): not for playing.
  const Scenario& scenario() const { return *scenario_; }
  // The identity of the battle file's text and its modules (battle_text_identity), as loaded.
  const std::string& text_identity() const { return text_identity_; }
  // Each worker takes a loaded state from the pool (or loads its own) and gives it back when
  // its sweep ends, so a second sweep loads nothing again.
  sweep::MakePlayer players();

 private:
  std::shared_ptr<lua::LoadedBattle> take();
  void give_back(std::shared_ptr<lua::LoadedBattle> loaded);
  // How to play one battle of the sweep alone: its seed, rules and commanders.
  std::string replay_command(std::uint64_t seed, const CommanderNames& commanders, const Scenario& s) const;

  std::string file_, rules_;
  std::shared_ptr<const Scenario> scenario_;
  std::string text_identity_;
  std::mutex mutex_;
  std::vector<std::shared_ptr<lua::LoadedBattle>> idle_;
};

// Progress on stderr, only when stderr is a terminal: done/total, rate, time left.
class Progress {
 public:
  explicit Progress(std::uint64_t total);
  void show(std::uint64_t done);
  void clear();

 private:
  using clock = std::chrono::steady_clock;
  std::uint64_t total_;
  bool on_;
  clock::time_point start_;
};

}  // namespace caisson::cli
