#include "engine/forces/vocabulary.hpp"

namespace caisson {
namespace {

template <typename E, std::size_t N>
std::optional<E> parse_word(std::string_view word, const std::array<std::string_view, N>& names) {
  for (std::size_t i = 0; i < N; ++i)
    if (names[i] == word) return static_cast<E>(i);
  return std::nullopt;
}

}  // namespace

std::string_view name_of(Arm a) { return kArmNames[static_cast<std::size_t>(a)]; }
std::string_view name_of(Quality q) { return kQualityNames[static_cast<std::size_t>(q)]; }
std::string_view name_of(Weapon w) { return kWeaponNames[static_cast<std::size_t>(w)]; }
std::string_view name_of(Formation f) { return kFormationNames[static_cast<std::size_t>(f)]; }
std::optional<Arm> parse_arm(std::string_view w) { return parse_word<Arm>(w, kArmNames); }
std::optional<Quality> parse_quality(std::string_view w) { return parse_word<Quality>(w, kQualityNames); }
std::optional<Weapon> parse_weapon(std::string_view w) { return parse_word<Weapon>(w, kWeaponNames); }
std::optional<Formation> parse_formation(std::string_view w) { return parse_word<Formation>(w, kFormationNames); }

}  // namespace caisson
