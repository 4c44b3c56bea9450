#pragma once
// A dice expression as scenario writers and rule tables write it: "d6", "2d6", "3d6+1", "d10",
// "d66" (two d6 read as tens and units), optionally with a test: "2d6 >= 9".
// Parsed once, rolled many times.
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace caisson {

struct DiceSyntaxError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

enum class Comparison { none, at_least, greater, at_most, less, equal };

struct DiceExpression {
  int count = 1;      // number of dice
  int sides = 6;      // faces per die
  int modifier = 0;   // added to the sum
  bool d66 = false;   // tens-and-units reading of two d6 (11..66)
  Comparison comparison = Comparison::none;
  int target = 0;

  // Throws DiceSyntaxError with a message naming the offending text.
  static DiceExpression parse(std::string_view text);

  int min_total() const;
  int max_total() const;
  bool is_test() const { return comparison != Comparison::none; }
  bool passes(int total) const;
  std::string to_string() const;
};

}  // namespace caisson
