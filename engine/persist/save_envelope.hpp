#pragma once
// The envelope every save file shares, whatever it holds. Binary: a magic line naming the kind
// of save, the format version, the payload's size and checksum, then the cereal payload. JSON:
// {"format_version": N, "<kind>": {...}}. Reading checks, in order: empty, not a save at all,
// a save of another kind, too new, truncated, damaged. A save is untrusted input: a binary one is
// read by BoundedBinaryReader, a JSON one is parsed without recursion and its nesting bounded
// before cereal reads it, and what the libraries say goes wrong is put in plain words.
#include <new>
#include <sstream>
#include <string>
#include <string_view>

#include <cereal/archives/json.hpp>
#include <cereal/archives/portable_binary.hpp>
#include <fmt/format.h>

#include "engine/persist/bounded_binary_reader.hpp"
#include "engine/persist/format_version.hpp"
#include "engine/persist/json_narrow_numbers.hpp"
#include "engine/persist/save_error.hpp"

namespace caisson {

enum class SaveFormat { binary, json };

namespace envelope {

struct Kind {
  std::string_view magic;  // "CAISSON SAVE\n"
  std::string_view name;   // "battle": the JSON root field, and words in messages
  std::uint32_t oldest = 1;  // the oldest format version of this kind still read
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
SaveError too_old(const Kind& kind, std::uint32_t version, const std::string& what);
// Refuses JSON that is not well formed, whose root is not an object, or nested deeper than any
// save (cereal's parser recurses once a level); throws SaveError naming `what`.
void check_json_text(const Kind& kind, const std::string& bytes, const std::string& what);
// What cereal or rapidjson said went wrong reading a save, in a user's words; `field` is the
// field being read when known (nullptr otherwise).
std::string plain_problem(std::string_view library_message, const char* field);
// A number its field cannot hold, with the line of the JSON save that writes it when it can be
// found: "line 57: field \"side\" is 317, beyond what it can hold (0 to 255)".
std::string out_of_range_problem(std::string_view json, const NumberOutOfRange& e);

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
  try {
    if (envelope::sniff(kind, bytes, what) == 'b') {
      const std::uint32_t version = envelope::binary_version(kind, bytes);
      const std::string payload = envelope::unwrap_binary(kind, bytes, what);
      if (version < kind.oldest) throw envelope::too_old(kind, version, what);
      try {
        VersionedReader<BoundedBinaryReader> ar(version, std::string_view(payload));
        ar(value);
        if (ar.remaining() != 0) throw SaveError(fmt::format("it goes on past the end of its state ({} more bytes)", ar.remaining()));
      } catch (const SaveError& e) {
        throw SaveError(fmt::format("{} is damaged: {}", what, e.what()));
      } catch (const std::bad_alloc&) {
        throw;
      } catch (const std::exception& e) {
        throw SaveError(fmt::format("{} is damaged: {}", what, envelope::plain_problem(e.what(), nullptr)));
      }
      return value;
    }
    envelope::check_json_text(kind, bytes, what);
    std::istringstream in(bytes);
    std::uint32_t version = 0;
    VersionedReader<cereal::JSONInputArchive> ar(version, in);
    try {
      ar(cereal::make_nvp("format_version", version));
      if (version > kSaveFormatVersion) throw envelope::too_new(version, what);
      if (version < kind.oldest) throw envelope::too_old(kind, version, what);
      ar(cereal::make_nvp(std::string(kind.name).c_str(), value));
    } catch (const SaveError&) {
      throw;
    } catch (const NumberOutOfRange& e) {
      throw SaveError(fmt::format("{} is damaged: {}", what, envelope::out_of_range_problem(bytes, e)));
    } catch (const std::bad_alloc&) {
      throw;
    } catch (const std::exception& e) {
      throw SaveError(fmt::format("{} is not a readable caisson {} save (JSON): {}", what, kind.name,
                                  envelope::plain_problem(e.what(), ar.getNodeName())));
    }
  } catch (const std::bad_alloc&) {
    throw SaveError(fmt::format("{} is damaged: it asks for more memory than this machine has", what));
  }
  return value;
}

}  // namespace caisson
