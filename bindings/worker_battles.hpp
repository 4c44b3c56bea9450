#pragma once
// One sweep worker's battles from one battle file, played one after another. Each is played in
// the state the last one was played in when that battle left the file's Lua world as it was
// loaded (bindings/loaded_world.hpp), and from the file loaded again (load_again) when it did
// not: either way a seed plays as from a freshly loaded file, whatever the worker played before
// it. Loading was a fifth of the instructions of a sweep of a small battle. A file whose world
// a battle changed once, or that a walk cannot see all of, is taken to do so every time: the
// worker loads it again for each battle without walking it (two walks cost a fifth of a load).
#include <optional>

#include "bindings/battle_loader.hpp"
#include "bindings/loaded_world.hpp"

namespace caisson::lua {

class WorkerBattles {
 public:
  // `first`, the file as first loaded, must outlive this.
  explicit WorkerBattles(const LoadedBattle& first) : first_(first) {}

  // The loaded battle to play the next battle from.
  const LoadedBattle& next();
  // The battle played from next() has ended: its b.vars are dropped, and the state is kept for
  // the next battle if the file's world is as loaded. (A battle that never ends here, stopped by
  // an error, leaves the next to a fresh load.)
  void ended(const Battle& b);

  // How many battles were played in a state played in before: for the tests.
  int played_again() const { return played_again_; }

 private:
  const LoadedBattle& first_;
  std::optional<LoadedBattle> loaded_;
  std::optional<LoadedWorld> world_;
  bool as_loaded_ = false;  // the last battle ended leaving the world as loaded
  bool walk_on_ = true;     // no battle has yet left the world changed
  int played_again_ = 0;
};

}  // namespace caisson::lua
