#pragma once
// The envelope every save file shares, whatever it holds. Binary: a magic line naming the kind
// of save, the format version, the payload's size and checksum, then the cereal payload. JSON:
// {"format_version": N, "<kind>": {...}}. Reading checks, in order: empty, not a save at all,
// a save of another kind, too new, truncated, damaged.
#include <sstream>
#include <string>
#include <string_view>

#include <cereal/archives/json.hpp>
#include <cereal/archives/portable_binary.hpp>
#include <fmt/format.h>

#include "engine/persist/format_version.hpp"

namespace caisson {

enum class SaveFormat { binary, json };

// Anything wrong with a save file a user gave: unreadable, truncated, damaged, too new.
struct SaveError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

namespace envelope {

struct Kind {
  std::string_view magic;  // "CAISSON SAVE\n"
  std::string_view name;   // "battle": the JSON root field, and words in messages
};

// `version`: other than this one's only to write an older file (tests of reading one).
std::string wrap_binary(const Kind& kind, const std::string& payload, std::uint32_t version = kSaveFormatVersion);
// The format version in a binary save's header (checked by unwrap_binary).
std::uint32_t binary_version(const Kind& kind, const std::string& bytes);
// The payload of a binary save of this kind, after every check; throws SaveError.
std::string unwrap_binary(const Kind& kind, const std::string& bytes, const std::string& what);
// Which envelope the bytes are: 'b' binary of this kind, 'j' JSON; throws SaveError otherwise.
char sniff(const Kind& kind, const std::string& bytes, const std::string& what);
SaveError too_new(std::uint32_t version, const std::string& what);

}  // namespace envelope

template <typename T>
std::string encode_envelope(const envelope::Kind& kind, const T& value, SaveFormat format) {
  std::ostringstream out;
  if (format == SaveFormat::json) {
    {
      cereal::JSONOutputArchive ar(out);
      ar(cereal::make_nvp("format_version", kSaveFormatVersion), cereal::make_nvp(std::string(kind.name).c_str(), value));
    }
    out << '\n';
    return out.str();
  }
  {
    cereal::PortableBinaryOutputArchive ar(out);
    ar(value);
  }
  return envelope::wrap_binary(kind, out.str());
}

template <typename T>
T decode_envelope(const envelope::Kind& kind, const std::string& bytes, const std::string& what) {
  T value;
  if (envelope::sniff(kind, bytes, what) == 'b') {
    const std::uint32_t version = envelope::binary_version(kind, bytes);
    std::istringstream in(envelope::unwrap_binary(kind, bytes, what));
    try {
      VersionedReader<cereal::PortableBinaryInputArchive> ar(version, in);
      ar(value);
    } catch (const std::exception& e) {
      throw SaveError(fmt::format("{} is damaged: {}", what, e.what()));
    }
    return value;
  }
  std::istringstream in(bytes);
  try {
    std::uint32_t version = 0;
    VersionedReader<cereal::JSONInputArchive> ar(version, in);
    ar(cereal::make_nvp("format_version", version));
    if (version > kSaveFormatVersion) throw envelope::too_new(version, what);
    ar(cereal::make_nvp(std::string(kind.name).c_str(), value));
  } catch (const SaveError&) {
    throw;
  } catch (const std::exception& e) {
    throw SaveError(fmt::format("{} is not a readable caisson {} save (JSON): {}", what, kind.name, e.what()));
  }
  return value;
}

}  // namespace caisson
