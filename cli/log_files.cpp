#include "cli/log_files.hpp"

#include <cstdio>
#include <filesystem>
#include <fstream>

#include <fmt/format.h>

#include "cli/errors.hpp"

namespace caisson::cli {

render::BattleLog read_log(const std::string& path) {
  if (!std::filesystem::is_regular_file(path)) throw BadInput(fmt::format("{}: no such battle log", path));
  try {
    return render::read_battle_log(path);
  } catch (const render::LogError& e) {
    throw BadInput(e.what());
  }
}

void write_output(const std::string& path, const std::string& text, const char* option) {
  if (path.empty() || path == "-") {
    std::fwrite(text.data(), 1, text.size(), stdout);
    return;
  }
  std::string temporary = path + ".part";
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
    if (!out) {
      std::error_code ignored;
      std::filesystem::remove(temporary, ignored);
      throw BadInput(fmt::format("{}: cannot write {}", option, path));
    }
  }
  std::error_code failed;
  std::filesystem::rename(temporary, path, failed);
  if (failed) {
    std::filesystem::remove(temporary, failed);
    throw BadInput(fmt::format("{}: cannot write {}", option, path));
  }
}

}  // namespace caisson::cli
