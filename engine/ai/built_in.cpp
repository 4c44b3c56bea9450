#include "engine/ai/built_in.hpp"

#include <array>
#include <charconv>
#include <span>
#include <optional>
#include <string>
#include <variant>

#include <fmt/format.h>

#include "engine/ai/brigade_commander.hpp"
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

constexpr std::array<std::string_view, 1> kNames{kDefaultCommander};  // what a misspelt name may have meant

std::string_view trimmed(std::string_view t) {
  while (!t.empty() && t.front() == ' ') t.remove_prefix(1);
  while (!t.empty() && t.back() == ' ') t.remove_suffix(1);
  return t;
}

// "aggression=0.8,caution=0.2" (either, or both), each a number from 0 to 1; or why not.
std::variant<TemperamentOverride, std::string> read_temperament(std::string_view name, std::string_view given) {
  const auto refusal = [&](const std::string& why) {
    return fmt::format("built-in commander '{}': {} (a temperament is aggression=A and/or caution=C, each from 0 to 1, "
                       "such as brigade:aggression=0.8,caution=0.3)", name, why);
  };
  TemperamentOverride t;
  while (!given.empty()) {
    const std::size_t comma = given.find(',');
    const std::string_view item = trimmed(given.substr(0, comma));
    given = comma == std::string_view::npos ? std::string_view{} : given.substr(comma + 1);
    const std::size_t equals = item.find('=');
    if (equals == std::string_view::npos) return refusal(fmt::format("'{}' is not KEY=VALUE", item));
    const std::string_view key = trimmed(item.substr(0, equals)), text = trimmed(item.substr(equals + 1));
    std::optional<double>* field = key == "aggression" ? &t.aggression : key == "caution" ? &t.caution : nullptr;
    if (!field) return refusal(fmt::format("no temperament '{}'", key));
    if (*field) return refusal(fmt::format("{} is given twice", key));
    double value = 0;
    const auto [end, problem] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || problem != std::errc{} || end != text.data() + text.size() || !(value >= 0 && value <= 1))
      return refusal(fmt::format("{} is '{}', not a number from 0 to 1", key, text));
    *field = value;
  }
  if (t.empty()) return refusal("a ':' with no temperament after it");
  return t;
}

constexpr std::string_view kRetirement = "was retired (the brigade commander beat it on every shipped battle)";

// What a name asks for: the brigade commander, with the temperament the name gives it, if any;
// or why caisson has no such commander.
std::variant<TemperamentOverride, std::string> read_name(std::string_view name) {
  const std::size_t colon = name.find(':');
  const std::string_view base = name.substr(0, colon);
  if (base == kRetiredCommander)
    return fmt::format("built-in commander '{}': the regimental commander {}; name brigade, or brigade with a temperament such as "
                       "brigade:aggression=0.3,caution=0.7", name, kRetirement);
  if (colon != std::string_view::npos && base == kDefaultCommander) return read_temperament(name, name.substr(colon + 1));
  if (name == kDefaultCommander) return TemperamentOverride{};
  std::string why = "no built-in commander '" + std::string(name) + "'";
  if (auto guess = nearest(base, std::span<const std::string_view>(kNames))) why += "; did you mean '" + *guess + "'?";
  why += " (the commander is brigade, or brigade:aggression=A,caution=C with each from 0 to 1)";
  return why;
}

}  // namespace

std::string played_by_retired_commander(std::string_view what) {
  return fmt::format("{} was played by the regimental commander, which {}: it cannot go on as it was played", what,
                     kRetirement);
}

std::unique_ptr<BuiltInCommander> make_built_in_commander(std::string_view name) {
  auto named = read_name(name);
  if (auto* why = std::get_if<std::string>(&named)) throw UnknownCommander(*why);
  return std::make_unique<BrigadeCommander>(std::get<TemperamentOverride>(named));
}

std::optional<std::string> why_no_built_in_commander(std::string_view name) {
  auto named = read_name(name);
  if (auto* why = std::get_if<std::string>(&named)) return std::move(*why);
  return std::nullopt;
}

bool is_built_in_commander(std::string_view name) { return std::holds_alternative<TemperamentOverride>(read_name(name)); }

}  // namespace caisson
