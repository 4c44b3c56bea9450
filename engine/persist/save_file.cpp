#include "engine/persist/save_file.hpp"

#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>

#include <fcntl.h>
#include <unistd.h>

#include <fmt/format.h>

namespace caisson {

namespace {
constexpr envelope::Kind kBattleSave{"CAISSON SAVE\n", "battle"};
}  // namespace

std::string encode_save(const BattleSave& save, SaveFormat format) { return encode_envelope(kBattleSave, save, format); }

BattleSave decode_save(const std::string& bytes, const std::string& what) {
  return decode_envelope<BattleSave>(kBattleSave, bytes, what);
}

bool looks_like_save(const std::string& bytes) {
  if (bytes.compare(0, 8, "CAISSON ") == 0) return true;
  std::size_t open = bytes.find_first_not_of(" \t\r\n");
  if (open == std::string::npos || bytes[open] != '{') return false;
  std::size_t key = bytes.find_first_not_of(" \t\r\n", open + 1);
  return key != std::string::npos && bytes.compare(key, 16, "\"format_version\"") == 0;
}

std::string read_file_bytes(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw SaveError(fmt::format("cannot open {}: no such file", path.string()));
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return bytes.str();
}

void write_atomically(const std::filesystem::path& path, const std::string& bytes) {
  std::filesystem::path tmp = path;
  tmp += fmt::format(".tmp-{}", ::getpid());
  int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) throw SaveError(fmt::format("cannot write {}: {}", tmp.string(), std::strerror(errno)));
  std::size_t done = 0;
  while (done < bytes.size()) {
    ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0) {
      int err = errno;
      ::close(fd);
      std::filesystem::remove(tmp);
      throw SaveError(fmt::format("cannot write {}: {}", tmp.string(), std::strerror(err)));
    }
    done += static_cast<std::size_t>(n);
  }
  if (::fsync(fd) != 0 || ::close(fd) != 0) {
    std::filesystem::remove(tmp);
    throw SaveError(fmt::format("cannot finish writing {}", tmp.string()));
  }
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);
  if (ec) {
    std::filesystem::remove(tmp);
    throw SaveError(fmt::format("cannot replace {}: {}", path.string(), ec.message()));
  }
}

void write_save(const std::filesystem::path& path, const BattleSave& save, SaveFormat format) {
  write_atomically(path, encode_save(save, format));
}

BattleSave read_save(const std::filesystem::path& path) { return decode_save(read_file_bytes(path), path.string()); }

}  // namespace caisson
