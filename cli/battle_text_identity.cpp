#include "cli/battle_text_identity.hpp"

#include <cstdint>
#include <string_view>

#include <fmt/format.h>

#include "engine/text/fnv1a.hpp"

namespace caisson::cli {

// 64-bit FNV-1a over each file's length and text, in load order.
std::string battle_text_identity(const std::vector<std::pair<std::string, std::string>>& loaded_files) {
  Fnv1a64 h;
  for (const auto& [path, text] : loaded_files) {
    h.add(fmt::format("{}:", text.size()));
    h.add(text);
  }
  return fmt::format("fnv1a64:{:016x}", h.value());
}

}  // namespace caisson::cli
