#include "engine/persist/save_envelope.hpp"

#include "engine/text/fnv1a.hpp"

namespace caisson::envelope {
namespace {

constexpr std::size_t kFixedHeader = 4 + 8 + 8;  // version, payload size, checksum
constexpr std::string_view kAnyMagic = "CAISSON ";

// FNV-1a: a damaged payload is caught before cereal reads sizes out of it.
std::uint64_t checksum(std::string_view bytes) {
  Fnv1a64 h;
  h.add(bytes);
  return h.value();
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

}  // namespace

SaveError too_new(std::uint32_t version, const std::string& what) {
  return SaveError(fmt::format("{} was written by a newer caisson (save format {}; this one reads up to {})", what,
                               version, kSaveFormatVersion));
}

std::string wrap_binary(const Kind& kind, const std::string& payload, std::uint32_t version) {
  std::string bytes(kind.magic);
  put<std::uint32_t>(bytes, version);
  put<std::uint64_t>(bytes, payload.size());
  put<std::uint64_t>(bytes, checksum(payload));
  return bytes + payload;
}

char sniff(const Kind& kind, const std::string& bytes, const std::string& what) {
  if (bytes.empty()) throw SaveError(fmt::format("{} is empty", what));
  if (bytes.compare(0, kind.magic.size(), kind.magic) == 0) return 'b';
  if (bytes.compare(0, kAnyMagic.size(), kAnyMagic) == 0 && bytes.size() > kAnyMagic.size() + 2 &&
      bytes.find('\n') < 32)
    throw SaveError(fmt::format("{} is a caisson save of another kind, not a {} save", what, kind.name));
  std::size_t first = bytes.find_first_not_of(" \t\r\n");
  if (first != std::string::npos && bytes[first] == '{') {
    if (bytes.find(fmt::format("\"{}\"", kind.name)) == std::string::npos && bytes.find("\"format_version\"") != std::string::npos &&
        bytes.size() > 200)
      throw SaveError(fmt::format("{} is a caisson save of another kind, not a {} save", what, kind.name));
    return 'j';
  }
  throw SaveError(fmt::format("{} is not a caisson save", what));
}

std::uint32_t binary_version(const Kind& kind, const std::string& bytes) {
  if (bytes.size() < kind.magic.size() + 4) return 0;  // unwrap_binary says it is truncated
  return get<std::uint32_t>(bytes, kind.magic.size());
}

std::string unwrap_binary(const Kind& kind, const std::string& bytes, const std::string& what) {
  std::size_t header = kind.magic.size() + kFixedHeader;
  if (bytes.size() < header) throw SaveError(fmt::format("{} is truncated: its header is incomplete", what));
  std::uint32_t version = get<std::uint32_t>(bytes, kind.magic.size());
  if (version > kSaveFormatVersion) throw too_new(version, what);
  std::uint64_t size = get<std::uint64_t>(bytes, kind.magic.size() + 4);
  std::uint64_t sum = get<std::uint64_t>(bytes, kind.magic.size() + 12);
  if (bytes.size() - header < size)
    throw SaveError(fmt::format("{} is truncated: {} of {} bytes of its state are there", what, bytes.size() - header, size));
  std::string_view payload(bytes.data() + header, size);
  if (bytes.size() - header > size || checksum(payload) != sum)
    throw SaveError(fmt::format("{} is damaged: its checksum does not match", what));
  return std::string(payload);
}

}  // namespace caisson::envelope
