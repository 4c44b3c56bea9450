#include "cli/memory_log.hpp"

#include <cstdlib>

#include "cli/errors.hpp"

namespace caisson::cli {

MemoryLog::MemoryLog(Battle& battle) : battle_(battle) {
  memory_ = open_memstream(&buffer_, &size_);
  if (!memory_) throw BadInput("cannot keep the battle's log in memory");
  writer_ = std::make_unique<JsonLinesWriter>(memory_, false);
  battle_.log.attach(writer_.get());
}

MemoryLog::~MemoryLog() {
  close();
  std::free(buffer_);
}

void MemoryLog::close() {
  if (!memory_) return;
  battle_.log.detach(writer_.get());
  std::fclose(memory_);
  memory_ = nullptr;
}

std::string MemoryLog::take() {
  close();
  return std::string(buffer_ ? buffer_ : "", size_);
}

}  // namespace caisson::cli
