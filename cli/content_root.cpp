#include "cli/content_root.hpp"

namespace caisson::cli {

namespace fs = std::filesystem;

fs::path content_root_for(const fs::path& battle_file) {
  std::error_code ec;
  fs::path dir = fs::absolute(battle_file, ec).parent_path();
  for (fs::path p = dir; !p.empty(); p = p.parent_path()) {
    if (fs::is_directory(p / "scripts", ec) || fs::is_directory(p / "events", ec)) return p;
    if (p == p.root_path()) break;
  }
  return fs::current_path(ec);
}

fs::path default_content_root() {
  std::error_code ec;
  fs::path here = fs::current_path(ec);
  if (fs::is_directory(here / "scripts", ec)) return here;
  return fs::path(CAISSON_SOURCE_ROOT);
}

}  // namespace caisson::cli
