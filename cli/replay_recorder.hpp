#pragma once
// For `caisson run --replay PATH`: keeps the battle's JSON Lines log in memory, beside whatever
// log the user chose, and writes the replay page from it when the battle is over.
#include <cstdio>
#include <memory>
#include <string>

#include "engine/play/battle.hpp"
#include "engine/play/jsonl_writer.hpp"

namespace caisson::cli {

class ReplayRecorder {
 public:
  // Records nothing when `path` is empty.
  ReplayRecorder(Battle& battle, std::string path);
  ~ReplayRecorder();
  ReplayRecorder(const ReplayRecorder&) = delete;
  ReplayRecorder& operator=(const ReplayRecorder&) = delete;

  void write_page();  // after the battle; throws BadInput if the page cannot be written

 private:
  Battle& battle_;
  std::string path_;
  char* buffer_ = nullptr;
  std::size_t size_ = 0;
  std::FILE* memory_ = nullptr;
  std::unique_ptr<JsonLinesWriter> writer_;

  void close();
};

}  // namespace caisson::cli
