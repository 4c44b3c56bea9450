#include "engine/persist/save_file.hpp"

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>
#include <system_error>

#include <fcntl.h>
#include <unistd.h>

#include <fmt/format.h>

#include "engine/persist/save_checks.hpp"

namespace caisson {

namespace {
constexpr envelope::Kind kBattleSave{"CAISSON SAVE\n", "battle", kOldestBattleFormat};

// Far above any save (the largest shipped battle's is well under a megabyte): a bigger file is
// not a save, and is refused before it is read into memory.
constexpr std::uintmax_t kMaxSaveBytes = 256u << 20;

constexpr std::string_view kTemporaryMark = ".tmp-";

// A temporary file an earlier write of `path` left when its process was killed: "<name>.tmp-PID"
// beside it, PID no longer running. Those of live processes (a save being written now) are kept.
bool is_abandoned_temporary(const std::filesystem::path& candidate, const std::filesystem::path& path) {
  const std::string name = candidate.filename().string(), prefix = path.filename().string() + std::string(kTemporaryMark);
  if (name.size() <= prefix.size() || name.compare(0, prefix.size(), prefix) != 0) return false;
  const std::string digits = name.substr(prefix.size());
  if (digits.size() > 9 || digits.find_first_not_of("0123456789") != std::string::npos) return false;
  const long pid = std::stol(digits);
  if (pid <= 0 || pid == ::getpid()) return false;
  return ::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH;
}

void remove_abandoned_temporaries(const std::filesystem::path& path) {
  std::error_code ec;
  const std::filesystem::path folder = path.has_parent_path() ? path.parent_path() : std::filesystem::path(".");
  for (std::filesystem::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec))
    if (is_abandoned_temporary(it->path(), path)) {
      std::error_code ignored;  // another writer may remove it first
      std::filesystem::remove(it->path(), ignored);
    }
}

}  // namespace

std::string encode_save(const BattleSave& save, SaveFormat format) { return encode_envelope(kBattleSave, save, format); }

BattleSave decode_save(const std::string& bytes, const std::string& what) {
  BattleSave save = decode_envelope<BattleSave>(kBattleSave, bytes, what);
  check_battle_save(save, what);
  return save;
}

bool looks_like_save(const std::string& bytes) {
  if (bytes.compare(0, 8, "CAISSON ") == 0) return true;
  std::size_t open = bytes.find_first_not_of(" \t\r\n");
  if (open == std::string::npos || bytes[open] != '{') return false;
  std::size_t key = bytes.find_first_not_of(" \t\r\n", open + 1);
  return key != std::string::npos && bytes.compare(key, 16, "\"format_version\"") == 0;
}

std::string read_file_bytes(const std::filesystem::path& path) {
  std::error_code ec;
  const auto status = std::filesystem::status(path, ec);
  if (!std::filesystem::exists(status)) throw SaveError(fmt::format("cannot open {}: no such file", path.string()));
  // A folder reads as nothing and a device (/dev/zero) as forever.
  if (!std::filesystem::is_regular_file(status)) throw SaveError(fmt::format("{} is not a regular file", path.string()));
  const std::uintmax_t size = std::filesystem::file_size(path, ec);
  if (!ec && size > kMaxSaveBytes)
    throw SaveError(fmt::format("{} is not a caisson save: {} bytes, and no save is larger than {} MB", path.string(), size,
                                kMaxSaveBytes >> 20));
  std::ifstream in(path, std::ios::binary);
  if (!in) throw SaveError(fmt::format("cannot open {}: {}", path.string(), std::strerror(errno)));
  std::string bytes;
  bytes.resize(static_cast<std::size_t>(ec ? 0 : size));
  in.read(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  if (in.gcount() != static_cast<std::streamsize>(bytes.size()) || in.bad())
    throw SaveError(fmt::format("cannot read {}: it changed or shrank while being read", path.string()));
  return bytes;
}

void write_atomically(const std::filesystem::path& path, const std::string& bytes) {
  remove_abandoned_temporaries(path);
  std::filesystem::path tmp = path;
  tmp += fmt::format("{}{}", kTemporaryMark, ::getpid());
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
