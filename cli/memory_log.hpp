#pragma once
// A battle's JSON Lines log kept in memory, beside whatever log the user chose: for a replay
// page written at the end of a run, and for the log of a saved battle played again from its seed.
#include <cstdio>
#include <memory>
#include <string>

#include "engine/play/battle.hpp"
#include "engine/play/jsonl_writer.hpp"

namespace caisson::cli {

class MemoryLog {
 public:
  // Listens to the battle's log from now on, without dice rolls (no drawing shows them).
  explicit MemoryLog(Battle& battle);
  ~MemoryLog();
  MemoryLog(const MemoryLog&) = delete;
  MemoryLog& operator=(const MemoryLog&) = delete;

  // Stops listening and gives what was written.
  std::string take();

 private:
  Battle& battle_;
  char* buffer_ = nullptr;
  std::size_t size_ = 0;
  std::FILE* memory_ = nullptr;
  std::unique_ptr<JsonLinesWriter> writer_;

  void close();
};

}  // namespace caisson::cli
