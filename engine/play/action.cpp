#include "engine/play/action.hpp"

#include <array>

namespace caisson {

std::string_view name_of(ActionKind k) {
  static constexpr std::array<std::string_view, 6> names{"move", "change formation", "fall back", "fire", "charge", "rally"};
  return names[static_cast<std::size_t>(k)];
}

}  // namespace caisson
