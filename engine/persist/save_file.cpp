#include "engine/persist/save_file.hpp"

#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>

#include <fcntl.h>
#include <unistd.h>

#include <cereal/archives/json.hpp>
#include <cereal/archives/portable_binary.hpp>
#include <fmt/format.h>

namespace caisson {
namespace {

// A binary save starts with this line, so `head -1` of any save says what it is.
constexpr std::string_view kMagic = "CAISSON SAVE\n";
constexpr std::size_t kHeaderSize = kMagic.size() + 4 + 8 + 8;

// FNV-1a: a damaged payload is caught before cereal reads sizes out of it.
std::uint64_t checksum(std::string_view bytes) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (unsigned char c : bytes) h = (h ^ c) * 0x100000001b3ULL;
  return h;
}

template <typename T>
void put(std::string& out, T value) {
  for (std::size_t i = 0; i < sizeof(T); ++i) out.push_back(static_cast<char>((value >> (8 * i)) & 0xff));
}

template <typename T>
T get(const std::string& in, std::size_t at) {
  T value = 0;
  for (std::size_t i = 0; i < sizeof(T); ++i) value |= static_cast<T>(static_cast<unsigned char>(in[at + i])) << (8 * i);
  return value;
}

SaveError too_new(std::uint32_t version, const std::string& what) {
  return SaveError(fmt::format("{} was written by a newer caisson (save format {}; this one reads up to {})", what,
                               version, kSaveFormatVersion));
}

BattleSave decode_json(const std::string& bytes, const std::string& what) {
  std::istringstream in(bytes);
  BattleSave save;
  try {
    cereal::JSONInputArchive ar(in);
    std::uint32_t version = 0;
    ar(cereal::make_nvp("format_version", version));
    if (version > kSaveFormatVersion) throw too_new(version, what);
    ar(cereal::make_nvp("battle", save));
  } catch (const SaveError&) {
    throw;
  } catch (const std::exception& e) {
    throw SaveError(fmt::format("{} is not a readable caisson save (JSON): {}", what, e.what()));
  }
  return save;
}

BattleSave decode_binary(const std::string& bytes, const std::string& what) {
  if (bytes.size() < kHeaderSize) throw SaveError(fmt::format("{} is truncated: its header is incomplete", what));
  std::uint32_t version = get<std::uint32_t>(bytes, kMagic.size());
  if (version > kSaveFormatVersion) throw too_new(version, what);
  std::uint64_t size = get<std::uint64_t>(bytes, kMagic.size() + 4);
  std::uint64_t sum = get<std::uint64_t>(bytes, kMagic.size() + 12);
  if (bytes.size() - kHeaderSize < size)
    throw SaveError(fmt::format("{} is truncated: {} of {} bytes of battle state are there", what,
                                bytes.size() - kHeaderSize, size));
  std::string_view payload(bytes.data() + kHeaderSize, size);
  if (bytes.size() - kHeaderSize > size || checksum(payload) != sum)
    throw SaveError(fmt::format("{} is damaged: its checksum does not match", what));
  std::istringstream in{std::string(payload)};
  BattleSave save;
  try {
    cereal::PortableBinaryInputArchive ar(in);
    ar(save);
  } catch (const std::exception& e) {
    throw SaveError(fmt::format("{} is damaged: {}", what, e.what()));
  }
  return save;
}

}  // namespace

std::string encode_save(const BattleSave& save, SaveFormat format) {
  std::ostringstream out;
  if (format == SaveFormat::json) {
    {
      cereal::JSONOutputArchive ar(out);
      ar(cereal::make_nvp("format_version", kSaveFormatVersion), cereal::make_nvp("battle", save));
    }
    out << '\n';
    return out.str();
  }
  {
    cereal::PortableBinaryOutputArchive ar(out);
    ar(save);
  }
  std::string payload = out.str();
  std::string bytes(kMagic);
  put<std::uint32_t>(bytes, kSaveFormatVersion);
  put<std::uint64_t>(bytes, payload.size());
  put<std::uint64_t>(bytes, checksum(payload));
  return bytes + payload;
}

BattleSave decode_save(const std::string& bytes, const std::string& what) {
  if (bytes.empty()) throw SaveError(fmt::format("{} is empty", what));
  if (bytes.compare(0, kMagic.size(), kMagic) == 0) return decode_binary(bytes, what);
  std::size_t first = bytes.find_first_not_of(" \t\r\n");
  if (first != std::string::npos && bytes[first] == '{') return decode_json(bytes, what);
  throw SaveError(fmt::format("{} is not a caisson save", what));
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

BattleSave read_save(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw SaveError(fmt::format("cannot open {}: no such file", path.string()));
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return decode_save(bytes.str(), path.string());
}

}  // namespace caisson
