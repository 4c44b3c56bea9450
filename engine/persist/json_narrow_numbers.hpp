#pragma once
// How a JSON save's whole numbers are read into fields narrower than the 64 bits a JSON number
// may take: a side and the words stored as numbers (arm, quality, status, courier state...) are a
// byte, ids, brigades, turns and counts 32 bits. cereal read the bytes as 32 bits and cast, so
// "side": 317 became side 61 (317 mod 256) before any range check saw it, and the message named a
// number the file does not hold; a 32-bit field beyond its range was refused without saying what
// it held. Here every one is read at full width and refused, stating the number as written, when
// its field cannot hold it. (A binary save gives each field exactly its own bytes, so nothing
// there is narrowed.)
#include <concepts>
#include <cstdint>
#include <exception>
#include <limits>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>

#include <cereal/archives/json.hpp>
#include <fmt/format.h>

namespace caisson {

// A number in a JSON save that its field cannot hold. what(): `field "side" is 317, beyond what
// it can hold (0 to 255)`; the envelope adds the save's name and the line.
struct NumberOutOfRange : std::runtime_error {
  NumberOutOfRange(std::string field_name, std::string number_as_written, std::int64_t least_held, std::int64_t most_held)
      : std::runtime_error(said(field_name, number_as_written, least_held, most_held)),
        field(std::move(field_name)),
        number(std::move(number_as_written)),
        least(least_held),
        most(most_held) {}
  // The same words, the field called `shown`.
  std::string said_of(const std::string& shown) const { return said(shown, number, least, most); }

  std::string field;   // "" for an element of a list
  std::string number;  // as the file writes it
  std::int64_t least, most;

 private:
  static std::string said(const std::string& field, const std::string& number, std::int64_t least, std::int64_t most) {
    const std::string what = field.empty() ? std::string("a number in a list") : fmt::format("field \"{}\"", field);
    return fmt::format("{} is {}, beyond what it can hold ({} to {})", what, number, least, most);
  }
};

namespace json_numbers {

// Whole numbers narrower than a JSON number's 64 bits (bool is read as true/false).
template <class T>
concept Narrow = std::integral<T> && !std::same_as<T, bool> && sizeof(T) < sizeof(std::int64_t);
// A field stored as one: a narrow number, or an enum over one.
template <class T>
concept NarrowField = Narrow<T> || (std::is_enum_v<T> && Narrow<std::underlying_type_t<T>>);

template <class T>
struct Stored {
  using type = T;
};
template <class T>
  requires std::is_enum_v<T>
struct Stored<T> {
  using type = std::underlying_type_t<T>;
};

// The number of the archive's next node (named by setNextName, or the next element of a list),
// checked against what `Field` holds. Anything but a whole number is left to rapidjson to refuse,
// in words the envelope puts plainly, as for every field.
template <NarrowField Field>
Field read_checked(cereal::JSONInputArchive& ar, const char* field_name) {
  using Whole = typename Stored<Field>::type;
  const auto refuse = [&](std::string number) {
    return NumberOutOfRange(field_name ? field_name : "", std::move(number), std::numeric_limits<Whole>::min(),
                            std::numeric_limits<Whole>::max());
  };
  std::int64_t wide = 0;
  try {
    ar.loadValue(wide);
  } catch (const cereal::RapidJSONException&) {
    // Not a 64-bit signed whole number. One beyond it, which rapidjson keeps unsigned, is still
    // stated as written; anything else (text, a fraction) is refused as it was. A failed read
    // leaves the archive on the same node, so it can be read again.
    const std::exception_ptr not_signed = std::current_exception();
    std::uint64_t beyond = 0;
    try {
      ar.loadValue(beyond);
    } catch (const cereal::RapidJSONException&) {
      std::rethrow_exception(not_signed);
    }
    throw refuse(std::to_string(beyond));
  }
  // Every narrow type's limits fit in int64 (std::in_range would refuse char).
  if (wide < std::numeric_limits<Whole>::min() || wide > std::numeric_limits<Whole>::max()) throw refuse(std::to_string(wide));
  return static_cast<Field>(static_cast<Whole>(wide));
}

}  // namespace json_numbers
}  // namespace caisson

// cereal finds these by the archive's namespace. The named form is the one every save field takes
// (CEREAL_NVP_); it is preferred to cereal's own for any NameValuePair as the more constrained.
// The unnamed forms catch a narrow number wherever else it stands (a list's element, an enum's
// stored number) and are preferred to cereal's template as exact matches.
namespace cereal {

template <class T>
  requires caisson::json_numbers::NarrowField<std::remove_cvref_t<T>>
void CEREAL_LOAD_FUNCTION_NAME(JSONInputArchive& ar, NameValuePair<T>& field) {
  ar.setNextName(field.name);
  field.value = caisson::json_numbers::read_checked<std::remove_cvref_t<T>>(ar, field.name);
}

inline void CEREAL_LOAD_FUNCTION_NAME(JSONInputArchive& ar, signed char& n) { n = caisson::json_numbers::read_checked<signed char>(ar, nullptr); }
inline void CEREAL_LOAD_FUNCTION_NAME(JSONInputArchive& ar, unsigned char& n) { n = caisson::json_numbers::read_checked<unsigned char>(ar, nullptr); }
inline void CEREAL_LOAD_FUNCTION_NAME(JSONInputArchive& ar, char& n) { n = caisson::json_numbers::read_checked<char>(ar, nullptr); }
inline void CEREAL_LOAD_FUNCTION_NAME(JSONInputArchive& ar, short& n) { n = caisson::json_numbers::read_checked<short>(ar, nullptr); }
inline void CEREAL_LOAD_FUNCTION_NAME(JSONInputArchive& ar, unsigned short& n) { n = caisson::json_numbers::read_checked<unsigned short>(ar, nullptr); }
inline void CEREAL_LOAD_FUNCTION_NAME(JSONInputArchive& ar, int& n) { n = caisson::json_numbers::read_checked<int>(ar, nullptr); }
inline void CEREAL_LOAD_FUNCTION_NAME(JSONInputArchive& ar, unsigned& n) { n = caisson::json_numbers::read_checked<unsigned>(ar, nullptr); }

}  // namespace cereal
