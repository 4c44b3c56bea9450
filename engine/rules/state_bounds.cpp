#include "engine/rules/state_bounds.hpp"

#include <fmt/format.h>

namespace caisson {

std::optional<std::string> count_problem(std::string_view list, std::size_t got, std::size_t want,
                                         std::string_view per) {
  if (got == want) return std::nullopt;
  return fmt::format("{} has {} entries, not {} (one a {})", list, got, want, per);
}

std::optional<std::string> id_problem(std::string_view field, std::int64_t id, std::size_t count, bool none_ok) {
  if ((none_ok && id == -1) || (id >= 0 && static_cast<std::size_t>(id) < count)) return std::nullopt;
  const std::string range = count == 0 ? std::string("none") : fmt::format("0 to {}", count - 1);
  return fmt::format("{} is {} ({}{})", field, id, none_ok ? "-1 or " : "", range);
}

}  // namespace caisson
