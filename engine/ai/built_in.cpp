#include "engine/ai/built_in.hpp"

#include <array>
#include <string>

#include "engine/ai/brigade_commander.hpp"
#include "engine/ai/standing_orders.hpp"
#include "engine/play/battle.hpp"
#include "engine/text/near_miss.hpp"

namespace caisson {

bool BuiltInCommander::commands(const Battle& b, FormationId brigade) const {
  for (FormationId f = brigade; f != kNone; f = b.oob.node(f).parent)
    if (others_.contains(f)) return false;
  return true;
}

bool BuiltInCommander::commands(const Battle& b, const Unit& u) const { return commands(b, u.brigade); }

namespace {
constexpr std::array<std::string_view, 2> kNames{"regimental", "brigade"};
}

std::span<const std::string_view> built_in_commander_names() { return kNames; }

std::unique_ptr<BuiltInCommander> make_built_in_commander(std::string_view name) {
  if (name == "brigade") return std::make_unique<BrigadeCommander>();
  if (name == "regimental") return std::make_unique<StandingOrdersCommander>();
  std::string message = "no built-in commander '" + std::string(name) + "'";
  if (auto guess = nearest(name, std::span<const std::string_view>(kNames))) message += "; did you mean '" + *guess + "'?";
  message += " (the commanders are " + one_of(std::span<const std::string_view>(kNames)) + ")";
  throw UnknownCommander(message);
}

}  // namespace caisson
