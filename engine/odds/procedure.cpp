#include "engine/odds/procedure.hpp"

#include <charconv>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "engine/text/near_miss.hpp"

namespace caisson::odds {
namespace {

std::optional<int> parse_whole(std::string_view text) {
  if (text.starts_with('+')) text.remove_prefix(1);
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || text.empty()) return std::nullopt;
  return value;
}

std::optional<int> number_in(const OddsOption& o, std::string_view text) {
  for (const auto& [word, n] : o.named_numbers)
    if (word == text) return n;
  return parse_whole(text);
}

std::string what_it_takes(const OddsOption& o) {
  switch (o.kind) {
    case OptionKind::flag: return "no value";
    case OptionKind::word: return one_of(std::span<const std::string_view>(o.words));
    case OptionKind::number: break;
  }
  std::string takes = fmt::format("a whole number from {} to {}", o.least, o.most);
  for (const auto& [word, n] : o.named_numbers) takes += fmt::format(", or {} ({})", word, n);
  return takes;
}

}  // namespace

OddsQuery::OddsQuery(const OddsProcedure& procedure) : procedure_(&procedure) {}

const OddsOption& OddsQuery::option(std::string_view name) const {
  if (const OddsOption* o = procedure_->find_option(name)) return *o;
  std::vector<std::string_view> names;
  for (const OddsOption& o : procedure_->options()) names.push_back(o.name);
  std::string message = fmt::format("there is no option --{}", name);
  if (auto guess = nearest(name, std::span<const std::string_view>(names))) message += fmt::format("; did you mean --{}?", *guess);
  else if (names.empty()) message += " (it takes none)";
  else message += fmt::format(" (it takes --{})", fmt::join(names, ", --"));
  throw OddsInputError(message);
}

void OddsQuery::set(std::string_view name, std::string_view text) {
  const OddsOption& o = option(name);
  const bool fits = [&] {
    switch (o.kind) {
      case OptionKind::flag: return text.empty();
      case OptionKind::word:
        for (std::string_view w : o.words)
          if (w == text) return true;
        return false;
      case OptionKind::number: {
        const std::optional<int> n = number_in(o, text);
        return n && *n >= o.least && *n <= o.most;
      }
    }
    return false;
  }();
  if (!fits)
    throw OddsInputError(fmt::format("--{} takes {}, not \"{}\"", name, what_it_takes(o), text));
  given_[std::string(name)] = std::string(text);
}

bool OddsQuery::given(std::string_view name) const {
  option(name);  // a misspelt name in a procedure is a bug to hear of at once
  return given_.find(name) != given_.end();
}

std::string_view OddsQuery::text_of(std::string_view name) const {
  const OddsOption& o = option(name);
  if (auto it = given_.find(name); it != given_.end()) return it->second;
  return o.fallback;
}

int OddsQuery::number(std::string_view name) const {
  const std::string_view text = text_of(name);
  if (text.empty()) throw OddsInputError(fmt::format("needs --{} ({})", name, option(name).help));
  return *number_in(option(name), text);
}

std::string_view OddsQuery::word(std::string_view name) const {
  const std::string_view text = text_of(name);
  if (text.empty()) throw OddsInputError(fmt::format("needs --{} ({})", name, option(name).help));
  return text;
}

bool OddsQuery::flag(std::string_view name) const {
  option(name);
  return given_.find(name) != given_.end();
}

const OddsOption* OddsProcedure::find_option(std::string_view name) const {
  for (const OddsOption& o : options_)
    if (o.name == name) return &o;
  return nullptr;
}

namespace {

OddsOption make_option(std::string_view name, OptionKind kind, std::string_view help, std::string fallback) {
  OddsOption o;
  o.name = name;
  o.kind = kind;
  o.help = help;
  o.fallback = std::move(fallback);
  return o;
}

}  // namespace

OddsOption number_option(std::string_view name, std::string_view help, int fallback_value, int least, int most) {
  OddsOption o = make_option(name, OptionKind::number, help, std::to_string(fallback_value));
  o.least = least;
  o.most = most;
  return o;
}

OddsOption optional_number(std::string_view name, std::string_view help, int least, int most) {
  OddsOption o = make_option(name, OptionKind::number, help, "");
  o.least = least;
  o.most = most;
  return o;
}

OddsOption word_option(std::string_view name, std::string_view help, std::string_view fallback,
                       std::vector<std::string_view> words) {
  OddsOption o = make_option(name, OptionKind::word, help, std::string(fallback));
  o.words = std::move(words);
  return o;
}

OddsOption flag_option(std::string_view name, std::string_view help) { return make_option(name, OptionKind::flag, help, ""); }

std::string signed_text(int n) { return n > 0 ? fmt::format("+{}", n) : fmt::format("{}", n); }

std::string with_modifier(std::string_view dice, int modifier) {
  return modifier == 0 ? std::string(dice) : fmt::format("{} {}", dice, signed_text(modifier));
}

}  // namespace caisson::odds
