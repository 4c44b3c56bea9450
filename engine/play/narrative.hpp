#pragma once
// The narrative printer: the battle told in plain lines, as a player reads it at the table.
#include <cstdio>

#include "engine/play/event_log.hpp"

namespace caisson {

class Narrative final : public LogObserver {
 public:
  explicit Narrative(std::FILE* out, bool show_dice = false) : out_(out), show_dice_(show_dice) {}
  void record(const Battle& b, const Record& r) override;

 private:
  std::FILE* out_;
  bool show_dice_;
};

}  // namespace caisson
