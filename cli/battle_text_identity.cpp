#include "cli/battle_text_identity.hpp"

#include <cstdint>
#include <string_view>

#include <fmt/format.h>

namespace caisson::cli {
namespace {

// 64-bit FNV-1a: enough to tell an edited file from the original (it guards against accidents,
// not against someone forging a shard).
class Fnv1a64 {
 public:
  void add(std::string_view bytes) {
    for (unsigned char c : bytes) {
      hash_ ^= c;
      hash_ *= 0x100000001b3ULL;
    }
  }
  std::uint64_t value() const { return hash_; }

 private:
  std::uint64_t hash_ = 0xcbf29ce484222325ULL;
};

}  // namespace

std::string battle_text_identity(const std::vector<std::pair<std::string, std::string>>& loaded_files) {
  Fnv1a64 h;
  for (const auto& [path, text] : loaded_files) {
    h.add(fmt::format("{}:", text.size()));
    h.add(text);
  }
  return fmt::format("fnv1a64:{:016x}", h.value());
}

}  // namespace caisson::cli
