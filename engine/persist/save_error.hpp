#pragma once
// Anything wrong with a save file a user gave: unreadable, truncated, damaged, too new.
#include <stdexcept>

namespace caisson {

struct SaveError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

}  // namespace caisson
