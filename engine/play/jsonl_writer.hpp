#pragma once
// The JSON Lines writer: one JSON object per record, for tools (render, replay, sweeps, diffs).
// Every line carries the turn, the acting side and the phase. The first line also describes the
// whole set-up (table, terrain, objectives, every unit) so a log is enough to draw the battle.
#include <cstdio>

#include <nlohmann/json_fwd.hpp>

#include "engine/play/event_log.hpp"

namespace caisson {

// One record as its line (engine/log/log_schema.hpp names the fields): what the writer writes, and
// what the terminal's narrative words (engine/log/log_words.hpp).
nlohmann::json log_line(const Battle& b, const Record& r);

class JsonLinesWriter final : public LogObserver {
 public:
  explicit JsonLinesWriter(std::FILE* out, bool with_dice = true) : out_(out), with_dice_(with_dice) {}
  void record(const Battle& b, const Record& r) override;

 private:
  std::FILE* out_;
  bool with_dice_;
};

}  // namespace caisson
