#include "bindings/worker_battles.hpp"

namespace caisson::lua {

const LoadedBattle& WorkerBattles::next() {
  if (loaded_ && as_loaded_) {
    ++played_again_;
  } else {
    world_.reset();
    loaded_ = load_again(first_);
    if (walk_on_) world_.emplace(loaded_->lua->get());
  }
  as_loaded_ = false;
  return *loaded_;
}

void WorkerBattles::ended(const Battle& b) {
  loaded_->forget(b);
  as_loaded_ = world_ && world_->unchanged(loaded_->lua->get());
  walk_on_ = as_loaded_;
}

}  // namespace caisson::lua
