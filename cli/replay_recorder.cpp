#include "cli/replay_recorder.hpp"

#include <cstdlib>
#include <sstream>

#include "cli/errors.hpp"
#include "cli/log_files.hpp"
#include "render/replay_page.hpp"

namespace caisson::cli {

ReplayRecorder::ReplayRecorder(Battle& battle, std::string path) : battle_(battle), path_(std::move(path)) {
  if (path_.empty()) return;
  memory_ = open_memstream(&buffer_, &size_);
  if (!memory_) throw BadInput("--replay: cannot keep the log in memory");
  writer_ = std::make_unique<JsonLinesWriter>(memory_, false);  // the page shows no dice
  battle_.log.attach(writer_.get());
}

ReplayRecorder::~ReplayRecorder() {
  close();
  std::free(buffer_);
}

void ReplayRecorder::close() {
  if (!memory_) return;
  battle_.log.detach(writer_.get());
  std::fclose(memory_);
  memory_ = nullptr;
}

void ReplayRecorder::write_page() {
  if (path_.empty()) return;
  close();
  std::istringstream log(std::string(buffer_ ? buffer_ : "", size_));
  write_output(path_, render::replay_page(render::parse_battle_log(log)), "--replay");
}

}  // namespace caisson::cli
