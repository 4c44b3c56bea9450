#include "engine/persist/save_envelope.hpp"

#include <algorithm>
#include <array>

// After cereal's JSON archive (save_envelope.hpp), which sets how rapidjson asserts and parses.
#include <rapidjson/document.h>
#include <rapidjson/error/en.h>

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

// No save nests deeper than about ten (a played game's choices are the deepest); cereal's parser
// recurses once a level, so a file nested a million deep would overflow the stack.
constexpr std::size_t kMaxJsonNesting = 64;

// The deepest nesting of objects and arrays, strings skipped; stops counting past `limit`.
std::size_t json_nesting_of(std::string_view text, std::size_t limit) {
  std::size_t depth = 0, deepest = 0;
  bool in_string = false, escaped = false;
  for (char c : text) {
    if (in_string) {
      if (escaped) escaped = false;
      else if (c == '\\') escaped = true;
      else if (c == '"') in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '{' || c == '[') {
      deepest = std::max(deepest, ++depth);
      if (deepest > limit) return deepest;
    } else if ((c == '}' || c == ']') && depth > 0) {
      --depth;
    }
  }
  return deepest;
}

std::size_t json_line_at(std::string_view text, std::size_t offset) {
  return 1 + static_cast<std::size_t>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(std::min(offset, text.size())), '\n'));
}

// The name of the field whose value starts at `offset` ("facing" in "\"facing\": NaN"), if any.
std::string json_field_before(std::string_view text, std::size_t offset) {
  const std::size_t colon = text.find_last_not_of(" \t\r\n", offset == 0 ? 0 : offset - 1);
  if (colon == std::string_view::npos || text[colon] != ':') return "";
  const std::size_t close = text.find_last_not_of(" \t\r\n", colon == 0 ? 0 : colon - 1);
  if (close == std::string_view::npos || text[close] != '"' || close == 0) return "";
  const std::size_t open = text.rfind('"', close - 1);
  if (open == std::string_view::npos || close - open > 64) return "";
  return std::string(text.substr(open + 1, close - open - 1));
}

// Where the value of the first `"field": number` starts in the text, the number ending there
// (npos when none does).
std::size_t json_offset_of_field(std::string_view text, const std::string& field, const std::string& number) {
  const std::string name = fmt::format("\"{}\"", field);
  const auto skip_blanks = [&](std::size_t at) { return std::min(text.find_first_not_of(" \t\r\n", at), text.size()); };
  for (std::size_t at = text.find(name); at != std::string_view::npos; at = text.find(name, at + 1)) {
    std::size_t value = skip_blanks(at + name.size());
    if (value == text.size() || text[value] != ':') continue;
    value = skip_blanks(value + 1);
    const std::size_t end = value + number.size();
    if (text.substr(value, number.size()) == number && (end == text.size() || std::string_view(",}] \t\r\n").find(text[end]) != std::string_view::npos))
      return value;
  }
  return std::string_view::npos;
}

}  // namespace

SaveError too_new(std::uint32_t version, const std::string& what) {
  return SaveError(fmt::format("{} was written by a newer caisson (save format {}; this one reads up to {})", what,
                               version, kSaveFormatVersion));
}

SaveError too_old(const Kind& kind, std::uint32_t version, const std::string& what) {
  return SaveError(fmt::format("{} was written by an older caisson (save format {}); this one reads {} saves of format {} "
                               "or later, which keep the rules' own state: play the {} again from its file",
                               what, version, kind.name, kind.oldest, kind.name));
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

void check_json_text(const Kind& kind, const std::string& bytes, const std::string& what) {
  if (json_nesting_of(bytes, kMaxJsonNesting) > kMaxJsonNesting)
    throw SaveError(fmt::format("{} is not a readable caisson {} save (JSON): it is nested more than {} deep (no save is)",
                                what, kind.name, kMaxJsonNesting));
  // Without recursion, and without NaN or infinities: no save holds one.
  rapidjson::Document document;
  document.Parse<rapidjson::kParseIterativeFlag | rapidjson::kParseFullPrecisionFlag>(bytes.data(), bytes.size());
  if (document.HasParseError()) {
    const std::size_t at = document.GetErrorOffset();
    const std::string_view rest = std::string_view(bytes).substr(std::min(at, bytes.size()));
    const bool not_finite = rest.starts_with("NaN") || rest.starts_with("Infinity") || rest.starts_with("-Infinity") ||
                            rest.starts_with("-NaN");
    const std::string field = json_field_before(bytes, at > 0 && bytes[at - 1] == '-' ? at - 1 : at);
    const std::string problem = !not_finite        ? std::string(rapidjson::GetParseError_En(document.GetParseError()))
                                : field.empty()    ? std::string("a number is NaN or infinite")
                                                   : fmt::format("field \"{}\" is NaN or infinite", field);
    throw SaveError(fmt::format("{} is not a readable caisson {} save (JSON): line {}: {}", what, kind.name, json_line_at(bytes, at), problem));
  }
  if (!document.IsObject())
    throw SaveError(fmt::format("{} is not a readable caisson {} save (JSON): it is not a JSON object", what, kind.name));
}

std::string plain_problem(std::string_view library_message, const char* field) {
  // rapidjson's assertions name the check that failed: what the field should have held.
  static constexpr std::array<std::pair<std::string_view, std::string_view>, 14> kExpected{{
      {"IsBool()", "true or false"},
      {"kIntFlag", "a whole number (at most 2147483647 either way)"},
      {"kUintFlag", "a whole number, 0 or more"},
      {"kInt64Flag", "a whole number"},
      {"kUint64Flag", "a whole number, 0 or more"},
      {"IsInt()", "a whole number (at most 2147483647 either way)"},
      {"IsUint()", "a whole number, 0 or more"},
      {"IsInt64()", "a whole number"},
      {"IsUint64()", "a whole number, 0 or more"},
      {"IsNumber()", "a number"},
      {"IsString()", "a string"},
      {"IsObject()", "an object ({...})"},
      {"IsArray()", "a list ([...])"},
      {"IsNull()", "null"},
  }};

  const std::string where = field ? fmt::format("field \"{}\"", field) : std::string("a field");
  for (const auto& [check, words] : kExpected)
    if (library_message.find(check) != std::string_view::npos) return fmt::format("{} should hold {}", where, words);
  constexpr std::string_view kMissing = "provided NVP (";
  if (auto at = library_message.find(kMissing); at != std::string_view::npos) {
    std::string_view name = library_message.substr(at + kMissing.size());
    return fmt::format("field \"{}\" is missing", name.substr(0, name.find(')')));
  }
  if (library_message.find("No more objects") != std::string_view::npos) return "a list or object ends too soon";
  if (library_message.find("index") != std::string_view::npos) return fmt::format("{} names a kind of value this caisson does not know", where);
  return fmt::format("{} holds something this caisson cannot read", where);
}

std::string out_of_range_problem(std::string_view json, const NumberOutOfRange& e) {
  const std::size_t at = e.field.empty() ? std::string_view::npos : json_offset_of_field(json, e.field, e.number);
  if (at == std::string_view::npos) return e.what();
  // cereal writes an optional's value as {"nullopt": false, "data": N}: the field is the one
  // holding that object ("quality"), not "data".
  std::string shown = e.field;
  if (shown == "data") {
    const std::size_t open = json.rfind('{', at);
    if (open != std::string_view::npos && !json_field_before(json, open).empty()) shown = json_field_before(json, open);
  }
  return fmt::format("line {}: {}", json_line_at(json, at), e.said_of(shown));
}

}  // namespace caisson::envelope
