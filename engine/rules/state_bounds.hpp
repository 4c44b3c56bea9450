#pragma once
// What a rule system's saved state is checked against: the battle it goes back into. A save is
// untrusted input (engine/persist/save_checks.hpp), so every list a rule state keeps per unit,
// formation or commander must have one entry each, and every id it holds must name one.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace caisson {

struct StateBounds {
  std::size_t units = 0;       // Battle::units
  std::size_t formations = 0;  // the order of battle's nodes
  std::size_t commanders = 0;  // Battle::commanders
};

// "units has 3 entries, not 12 (one a unit)" when a list kept per thing is not one per thing.
std::optional<std::string> count_problem(std::string_view list, std::size_t got, std::size_t want,
                                         std::string_view per);
// "attacks[2].target is 40 (0 to 11)" for an id outside 0..count-1 (or -1, when `none_ok`).
std::optional<std::string> id_problem(std::string_view field, std::int64_t id, std::size_t count, bool none_ok);

}  // namespace caisson
