#pragma once
// The JSON Lines writer: one JSON object per record, for tools (render, replay, sweeps, diffs).
// Every line carries the turn, the acting side and the phase. The first line also describes the
// whole set-up (table, terrain, objectives, every unit) so a log is enough to draw the battle.
#include <cstdio>

#include "engine/play/event_log.hpp"

namespace caisson {

class JsonLinesWriter final : public LogObserver {
 public:
  explicit JsonLinesWriter(std::FILE* out, bool with_dice = true) : out_(out), with_dice_(with_dice) {}
  void record(const Battle& b, const Record& r) override;

 private:
  std::FILE* out_;
  bool with_dice_;
};

}  // namespace caisson
