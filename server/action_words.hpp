#pragma once
// The API's words for action kinds: the engine's names with underscores ("change_formation").
#include <optional>
#include <string>
#include <string_view>

#include "engine/play/action.hpp"

namespace caisson::server {

inline constexpr ActionKind kApiActionKinds[] = {ActionKind::move, ActionKind::change_formation, ActionKind::fall_back,
                                                 ActionKind::fire, ActionKind::charge, ActionKind::rally};

inline std::string api_word(ActionKind k) {
  std::string s(name_of(k));
  for (char& c : s)
    if (c == ' ') c = '_';
  return s;
}

inline std::optional<ActionKind> api_action_kind(std::string_view word) {
  for (ActionKind k : kApiActionKinds)
    if (api_word(k) == word) return k;
  return std::nullopt;
}

}  // namespace caisson::server
