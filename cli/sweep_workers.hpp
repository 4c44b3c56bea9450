#pragma once
// What `sweep` and `match` share in running many battles across worker threads: the battle file,
// loaded anew for every battle, and progress on the terminal.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "bindings/battle_loader.hpp"
#include "engine/ai/army_command.hpp"
#include "engine/sweep/sweep_runner.hpp"

namespace caisson::cli {

// The battle file, loaded once at once, before any thread starts, so a bad file is reported
// (exit 2) before anything is played; each battle is then played from it loaded anew.
class LoadedBattlePool {
 public:
  LoadedBattlePool(std::string file, std::string rules);
  LoadedBattlePool(const LoadedBattlePool&) = delete;
  LoadedBattlePool& operator=(const LoadedBattlePool&) = delete;

  // The battle as the first load describes it (its title, sides, tables): not for playing.
  const Scenario& scenario() const { return *first_.scenario; }
  // The identity of the battle file's text and its modules (battle_text_identity), as loaded.
  const std::string& text_identity() const { return text_identity_; }
  // A player per worker; each battle it plays starts from the file loaded anew. With
  // `check_invariants`, each battle that breaks an invariant is told on stderr as it ends (the
  // battle, seed, turn, unit, and how to play it alone) and counted; the sweep goes on.
  sweep::MakePlayer players(bool check_invariants = false);
  // How many battles broke an invariant so far.
  std::uint64_t invariants_broken() const { return invariants_broken_.load(); }

 private:
  // How to play one battle of the sweep alone: its seed, rules and commanders.
  std::string replay_command(std::uint64_t seed, const CommanderNames& commanders, const Scenario& s) const;

  std::string file_, rules_;
  lua::LoadedBattle first_;
  std::string text_identity_;
  std::atomic<std::uint64_t> invariants_broken_{0};
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
