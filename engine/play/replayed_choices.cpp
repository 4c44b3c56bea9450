#include "engine/play/replayed_choices.hpp"

#include <fmt/format.h>

namespace caisson {

Choice ReplayedChoices::next(const Decision& d) {
  if (next_ < saved_.size()) {
    replaying_last_ = true;
    return saved_[next_++];
  }
  replaying_last_ = false;
  if (!announced_) {
    announced_ = true;
    if (caught_up_) caught_up_();
  }
  return live_.next(d);
}

void ReplayedChoices::told(const Choice& c, const Verdict& v) {
  if (!replaying_last_) return live_.told(c, v);
  if (!v.accepted)
    throw ReplayDiverged(fmt::format("saved choice {} ({}) was refused when played again: {}", next_, name_of(c), v.reason));
}

}  // namespace caisson
