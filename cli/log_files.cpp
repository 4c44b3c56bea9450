#include "cli/log_files.hpp"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <fmt/format.h>

#include "cli/errors.hpp"
#include "cli/saved_battle_log.hpp"
#include "engine/persist/save_file.hpp"

namespace caisson::cli {

namespace {

render::BattleLog parse_log_text(const std::string& text, const std::string& path) {
  std::istringstream in(text);
  try {
    return render::parse_battle_log(in);
  } catch (const render::LogError& e) {
    throw BadInput(fmt::format("{}: {}", path, e.what()));
  }
}

render::BattleLog log_of_save(const std::string& bytes, const std::string& path) {
  BattleSave save;
  try {
    save = decode_save(bytes, path);
  } catch (const SaveError& e) {
    throw BadInput(e.what());
  }
  return parse_log_text(log_of_saved_battle(save, path), path);
}

// A log's first line is the "battle" record; anything else is neither a log nor a save.
bool looks_like_log(const std::string& bytes) {
  std::size_t open = bytes.find_first_not_of(" \t\r\n");
  return open != std::string::npos && bytes[open] == '{' && bytes.find("\"type\":\"battle\"") < bytes.find('\n');
}

}  // namespace

render::BattleLog read_log(const std::string& path) {
  std::error_code ec;
  const auto status = std::filesystem::status(path, ec);
  if (!std::filesystem::exists(status)) throw BadInput(fmt::format("{}: no such battle log or save", path));
  if (!std::filesystem::is_regular_file(status)) throw BadInput(fmt::format("{} is not a regular file", path));
  std::ifstream in(path, std::ios::binary);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  if (!in) throw BadInput(fmt::format("{}: cannot read it", path));
  std::string text = bytes.str();
  if (looks_like_save(text)) return log_of_save(text, path);
  if (!looks_like_log(text))
    throw BadInput(fmt::format("{}: neither a caisson battle log (JSON Lines, from run --log json) nor a battle save "
                               "(from run --save)", path));
  return parse_log_text(text, path);
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
