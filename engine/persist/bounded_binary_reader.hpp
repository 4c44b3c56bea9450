#pragma once
// A cereal input archive for binary saves that treats the bytes as untrusted: it reads what
// cereal's PortableBinaryOutputArchive wrote, but never reads past the end, never believes a
// length longer than the bytes left (so a damaged count allocates nothing), refuses a bool that is
// neither 0 nor 1 and a double that is not finite, and names the field it was reading when it
// refuses ("units[3].facing"). The checksum only catches accidents: a hand-edited save can carry a
// recomputed one, so these checks are what stand between a save and the engine.
#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include <cereal/archives/portable_binary.hpp>
#include <cereal/cereal.hpp>

#include "engine/persist/save_error.hpp"

namespace caisson {

class BoundedBinaryReader : public cereal::InputArchive<BoundedBinaryReader, cereal::AllowEmptyClassElision> {
 public:
  // Reads the endianness mark the writer put first.
  explicit BoundedBinaryReader(std::string_view bytes)
      : cereal::InputArchive<BoundedBinaryReader, cereal::AllowEmptyClassElision>(this), bytes_(bytes) {
    std::uint8_t little = 0;
    read_bytes(&little, 1);
    if (little > 1) throw refusal("its byte-order mark is neither 0 nor 1");
    swap_ = (little == 1) != cereal::portable_binary_detail::is_little_endian();
  }

  std::size_t remaining() const { return bytes_.size() - at_; }

  // `size` bytes into `data`, elements of `element` bytes each put in this machine's byte order.
  void read_bytes(void* data, std::size_t size, std::size_t element = 1) {
    if (size > remaining()) throw refusal("it ends in the middle of a field (truncated, or a length is damaged)");
    std::memcpy(data, bytes_.data() + at_, size);
    at_ += size;
    if (swap_ && element > 1) {
      auto* p = static_cast<unsigned char*>(data);
      for (std::size_t i = 0; i + element <= size; i += element)
        for (std::size_t a = i, b = i + element - 1; a < b; ++a, --b) std::swap(p[a], p[b]);
    }
  }

  // A count of elements about to be read: each takes at least a byte, so it cannot exceed the
  // bytes left.
  void check_count(std::uint64_t count) {
    if (count > remaining())
      throw refusal("a length says " + std::to_string(count) + " but only " + std::to_string(remaining()) +
                    " bytes follow");
  }

  // Where the reader stands, for messages: "units[3].facing".
  void enter(const char* name) { path_.emplace_back(name ? name : ""); }
  void enter_index(std::size_t i) { path_.push_back("[" + std::to_string(i) + "]"); }
  void leave() { path_.pop_back(); }

  SaveError refusal(const std::string& what) const {
    std::string where;
    for (const std::string& step : path_) {
      if (!where.empty() && !step.empty() && step.front() != '[') where += '.';
      where += step;
    }
    return SaveError(where.empty() ? what : "at " + where + ": " + what);
  }

 private:
  std::string_view bytes_;
  std::size_t at_ = 0;
  bool swap_ = false;
  std::vector<std::string> path_;
};

template <class T>
std::enable_if_t<std::is_arithmetic_v<T>> CEREAL_LOAD_FUNCTION_NAME(BoundedBinaryReader& ar, T& t) {
  if constexpr (std::is_same_v<T, bool>) {
    std::uint8_t byte = 0;
    ar.read_bytes(&byte, 1);
    if (byte > 1) throw ar.refusal("a true/false field holds " + std::to_string(byte));
    t = byte == 1;
  } else {
    ar.read_bytes(&t, sizeof(T), sizeof(T));
    if constexpr (std::is_floating_point_v<T>)
      if (!std::isfinite(t)) throw ar.refusal("a number is not finite (NaN or infinite)");
  }
}

template <class T>
void CEREAL_SERIALIZE_FUNCTION_NAME(BoundedBinaryReader& ar, cereal::NameValuePair<T>& nvp) {
  ar.enter(nvp.name);
  ar(nvp.value);
  ar.leave();
}

template <class T>
void CEREAL_SERIALIZE_FUNCTION_NAME(BoundedBinaryReader& ar, cereal::SizeTag<T>& tag) {
  ar(tag.size);
  ar.check_count(static_cast<std::uint64_t>(tag.size));
}

template <class T>
void CEREAL_LOAD_FUNCTION_NAME(BoundedBinaryReader& ar, cereal::BinaryData<T>& data) {
  using Element = std::remove_pointer_t<T>;
  ar.read_bytes(data.data, static_cast<std::size_t>(data.size), sizeof(Element));
}

// Vectors grow as their elements are read, so memory follows the bytes actually there rather
// than the count a damaged file claims.
template <class T, class A>
void CEREAL_LOAD_FUNCTION_NAME(BoundedBinaryReader& ar, std::vector<T, A>& vector) {
  cereal::size_type count = 0;
  ar(cereal::make_size_tag(count));
  vector.clear();
  for (cereal::size_type i = 0; i < count; ++i) {
    ar.enter_index(static_cast<std::size_t>(i));
    T value{};
    ar(value);
    vector.push_back(std::move(value));
    ar.leave();
  }
}

template <class A>
void CEREAL_LOAD_FUNCTION_NAME(BoundedBinaryReader& ar, std::vector<bool, A>& vector) {
  cereal::size_type count = 0;
  ar(cereal::make_size_tag(count));
  vector.clear();
  for (cereal::size_type i = 0; i < count; ++i) {
    bool value = false;
    ar(value);
    vector.push_back(value);
  }
}

}  // namespace caisson

CEREAL_REGISTER_ARCHIVE(caisson::BoundedBinaryReader)

// Enums are read in their minimal form, which cereal finds through the matching output archive.
namespace cereal::traits::detail {
template <>
struct get_output_from_input<caisson::BoundedBinaryReader> {
  using type = cereal::PortableBinaryOutputArchive;
};
}  // namespace cereal::traits::detail
