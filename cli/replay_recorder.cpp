#include "cli/replay_recorder.hpp"

#include <sstream>

#include "cli/log_files.hpp"
#include "render/replay_page.hpp"

namespace caisson::cli {

ReplayRecorder::ReplayRecorder(Battle& battle, std::string path) : path_(std::move(path)) {
  if (!path_.empty()) log_ = std::make_unique<MemoryLog>(battle);
}

void ReplayRecorder::write_page() {
  if (!log_) return;
  std::istringstream log(log_->take());
  write_output(path_, render::replay_page(render::parse_battle_log(log)), "--replay");
}

}  // namespace caisson::cli
