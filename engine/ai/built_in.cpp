#include "engine/ai/built_in.hpp"

#include <array>
#include <charconv>
#include <optional>
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

namespace {

std::string_view trimmed(std::string_view t) {
  while (!t.empty() && t.front() == ' ') t.remove_prefix(1);
  while (!t.empty() && t.back() == ' ') t.remove_suffix(1);
  return t;
}

// "aggression=0.8,caution=0.2" (either, or both), each a number from 0 to 1.
TemperamentOverride read_temperament(std::string_view name, std::string_view given) {
  const auto refuse = [&](const std::string& why) {
    return UnknownCommander("built-in commander '" + std::string(name) + "': " + why +
                            " (a temperament is aggression=A and/or caution=C, each from 0 to 1, such as "
                            "brigade:aggression=0.8,caution=0.3)");
  };
  TemperamentOverride t;
  while (!given.empty()) {
    const std::size_t comma = given.find(',');
    const std::string_view item = trimmed(given.substr(0, comma));
    given = comma == std::string_view::npos ? std::string_view{} : given.substr(comma + 1);
    const std::size_t equals = item.find('=');
    if (equals == std::string_view::npos) throw refuse("'" + std::string(item) + "' is not KEY=VALUE");
    const std::string_view key = trimmed(item.substr(0, equals)), text = trimmed(item.substr(equals + 1));
    std::optional<double>* field = key == "aggression" ? &t.aggression : key == "caution" ? &t.caution : nullptr;
    if (!field) throw refuse("no temperament '" + std::string(key) + "'");
    if (*field) throw refuse(std::string(key) + " is given twice");
    double value = 0;
    const auto [end, problem] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || problem != std::errc{} || end != text.data() + text.size() || !(value >= 0 && value <= 1))
      throw refuse(std::string(key) + " is '" + std::string(text) + "', not a number from 0 to 1");
    *field = value;
  }
  if (t.empty()) throw refuse("a ':' with no temperament after it");
  return t;
}

}  // namespace

std::unique_ptr<BuiltInCommander> make_built_in_commander(std::string_view name) {
  const std::size_t colon = name.find(':');
  const std::string_view base = name.substr(0, colon);
  if (colon != std::string_view::npos && base == "brigade")
    return std::make_unique<BrigadeCommander>(read_temperament(name, name.substr(colon + 1)));
  if (colon != std::string_view::npos && base == "regimental")
    throw UnknownCommander("built-in commander '" + std::string(name) +
                           "': the regimental commander takes no temperament (the brigade commander does)");
  if (name == "brigade") return std::make_unique<BrigadeCommander>();
  if (name == "regimental") return std::make_unique<StandingOrdersCommander>();
  std::string message = "no built-in commander '" + std::string(name) + "'";
  if (auto guess = nearest(base, std::span<const std::string_view>(kNames))) message += "; did you mean '" + *guess + "'?";
  message += " (the commanders are " + one_of(std::span<const std::string_view>(kNames)) + ")";
  throw UnknownCommander(message);
}

bool is_built_in_commander(std::string_view name) {
  try {
    make_built_in_commander(name);
    return true;
  } catch (const UnknownCommander&) {
    return false;
  }
}

}  // namespace caisson
