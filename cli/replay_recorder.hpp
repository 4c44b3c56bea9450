#pragma once
// For `caisson run --replay PATH`: keeps the battle's JSON Lines log in memory, beside whatever
// log the user chose, and writes the replay page from it when the battle is over.
#include <memory>
#include <string>

#include "cli/memory_log.hpp"

namespace caisson::cli {

class ReplayRecorder {
 public:
  // Records nothing when `path` is empty.
  ReplayRecorder(Battle& battle, std::string path);

  void write_page();  // after the battle; throws BadInput if the page cannot be written

 private:
  std::string path_;
  std::unique_ptr<MemoryLog> log_;
};

}  // namespace caisson::cli
