#pragma once
// The ruleset-neutral words a scenario describes its troops with. Each ruleset maps them to its
// own numbers (docs/rules/<id>.md).
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace caisson {

using Side = std::uint8_t;  // 0 or 1; the scenario names them ("USA", "CSA")
constexpr Side other(Side s) { return static_cast<Side>(1 - s); }

enum class Arm : std::uint8_t { infantry, cavalry, artillery };
enum class Quality : std::uint8_t { raw, seasoned, veteran };
// Infantry and cavalry small arms, and artillery pieces.
enum class Weapon : std::uint8_t { smoothbore, rifled, carbine, breechloader, smoothbore_guns, rifled_guns };
enum class Formation : std::uint8_t { line, column, skirmish, square, limbered, unlimbered };

// Names as written in battle files and logs. parse_* return nullopt for an unknown word.
std::string_view name_of(Arm);
std::string_view name_of(Quality);
std::string_view name_of(Weapon);
std::string_view name_of(Formation);
std::optional<Arm> parse_arm(std::string_view);
std::optional<Quality> parse_quality(std::string_view);
std::optional<Weapon> parse_weapon(std::string_view);
std::optional<Formation> parse_formation(std::string_view);

// Every word of each vocabulary, for "expected ..." messages and suggestions.
inline constexpr std::array<std::string_view, 3> kArmNames{"infantry", "cavalry", "artillery"};
inline constexpr std::array<std::string_view, 3> kQualityNames{"raw", "seasoned", "veteran"};
inline constexpr std::array<std::string_view, 6> kWeaponNames{"smoothbore", "rifled", "carbine", "breechloader", "smoothbore_guns", "rifled_guns"};
inline constexpr std::array<std::string_view, 6> kFormationNames{"line", "column", "skirmish", "square", "limbered", "unlimbered"};
// The standing orders a brigade may be given.
inline constexpr std::array<std::string_view, 4> kStandingOrderNames{"attack", "advance", "hold", "retire"};

// What an order asks of a brigade, whatever the rule system calls it: the commander reads a
// brigade's order word through its rule system's table once, and decides from this.
enum class OrderIntent : std::uint8_t { attack, advance, hold, retire };
struct OrderWord {
  std::string_view word;
  OrderIntent intent;
};
inline constexpr std::array<OrderWord, 4> kStandingOrders{{{"attack", OrderIntent::attack},
                                                           {"advance", OrderIntent::advance},
                                                           {"hold", OrderIntent::hold},
                                                           {"retire", OrderIntent::retire}}};

}  // namespace caisson
