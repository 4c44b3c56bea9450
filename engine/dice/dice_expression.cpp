#include "engine/dice/dice_expression.hpp"

#include <cctype>
#include <charconv>

#include <fmt/format.h>

namespace caisson {
namespace {

struct Cursor {
  std::string_view text;
  std::size_t at = 0;

  void skip_space() {
    while (at < text.size() && std::isspace(static_cast<unsigned char>(text[at]))) ++at;
  }
  bool eat(std::string_view s) {
    skip_space();
    if (text.substr(at, s.size()) == s) {
      at += s.size();
      return true;
    }
    return false;
  }
  std::optional<int> number() {
    skip_space();
    int value = 0;
    auto [end, ec] = std::from_chars(text.data() + at, text.data() + text.size(), value);
    if (ec != std::errc{}) return std::nullopt;
    at = static_cast<std::size_t>(end - text.data());
    return value;
  }
  bool done() {
    skip_space();
    return at == text.size();
  }
};

[[noreturn]] void fail(std::string_view text, std::string_view why) {
  throw DiceSyntaxError(fmt::format("bad dice expression \"{}\": {} (expected a form like d6, 2d6, 3d6+1, d66 or 2d6 >= 9)", text, why));
}

}  // namespace

DiceExpression DiceExpression::parse(std::string_view text) {
  DiceExpression e;
  Cursor c{text};
  auto count = c.number();
  if (!c.eat("d") && !c.eat("D")) fail(text, "no 'd'");
  e.count = count.value_or(1);
  if (e.count < 1 || e.count > 100) fail(text, "the number of dice must be 1 to 100");
  auto sides = c.number();
  if (!sides) fail(text, "no number of sides after 'd'");
  if (*sides == 66 && e.count == 1) {
    e.d66 = true;
    e.count = 2;
    e.sides = 6;
  } else {
    if (*sides < 2 || *sides > 1000) fail(text, "a die has 2 to 1000 sides");
    e.sides = *sides;
  }
  if (c.eat("+")) {
    auto m = c.number();
    if (!m) fail(text, "no number after '+'");
    e.modifier = *m;
  } else if (c.eat("-")) {
    auto m = c.number();
    if (!m) fail(text, "no number after '-'");
    e.modifier = -*m;
  }
  if (c.eat(">=")) e.comparison = Comparison::at_least;
  else if (c.eat("<=")) e.comparison = Comparison::at_most;
  else if (c.eat("==")) e.comparison = Comparison::equal;
  else if (c.eat(">")) e.comparison = Comparison::greater;
  else if (c.eat("<")) e.comparison = Comparison::less;
  if (e.comparison != Comparison::none) {
    auto t = c.number();
    if (!t) fail(text, "no target number after the comparison");
    e.target = *t;
  }
  if (!c.done()) fail(text, fmt::format("unexpected \"{}\"", text.substr(c.at)));
  if (e.d66 && e.modifier != 0) fail(text, "d66 takes no modifier");
  return e;
}

int DiceExpression::min_total() const { return d66 ? 11 : count + modifier; }
int DiceExpression::max_total() const { return d66 ? 66 : count * sides + modifier; }

bool DiceExpression::passes(int total) const {
  switch (comparison) {
    case Comparison::none: return true;
    case Comparison::at_least: return total >= target;
    case Comparison::greater: return total > target;
    case Comparison::at_most: return total <= target;
    case Comparison::less: return total < target;
    case Comparison::equal: return total == target;
  }
  return false;
}

std::string DiceExpression::to_string() const {
  std::string s = d66 ? "d66" : (count == 1 ? fmt::format("d{}", sides) : fmt::format("{}d{}", count, sides));
  if (modifier > 0) s += fmt::format("+{}", modifier);
  if (modifier < 0) s += fmt::format("{}", modifier);
  static constexpr const char* ops[] = {"", ">=", ">", "<=", "<", "=="};
  if (comparison != Comparison::none) s += fmt::format(" {} {}", ops[static_cast<int>(comparison)], target);
  return s;
}

}  // namespace caisson
