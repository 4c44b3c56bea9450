#pragma once
// An exact chance: so many equally likely ways out of so many, kept in lowest terms. 128-bit
// counts hold every face of fifty dice, so the odds of a rule procedure are exact, not sampled.
#include <stdexcept>
#include <string>

namespace caisson::odds {

__extension__ typedef unsigned __int128 Count;

// A question whose ways to fall out do not fit in a Count (too many dice at once).
struct OddsOutOfReach : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Arithmetic on counts that throws OddsOutOfReach rather than wrapping.
Count checked_add(Count a, Count b);
Count checked_mul(Count a, Count b);
Count greatest_common_divisor(Count a, Count b);
std::string to_decimal(Count n);

class Chance {
 public:
  Chance() = default;  // impossible: 0/1
  // `ways` out of `of` (of > 0, ways <= of), reduced.
  Chance(Count ways, Count of);
  static Chance certain() { return Chance(1, 1); }

  Count numerator() const { return numerator_; }
  Count denominator() const { return denominator_; }
  double value() const;

  std::string fraction() const;  // "5/12", "0", "1"
  std::string percent() const;   // "41.67%"; small chances keep three significant figures

  Chance complement() const;  // 1 - this
  friend Chance operator*(const Chance& a, const Chance& b);
  friend Chance operator+(const Chance& a, const Chance& b);
  friend bool operator==(const Chance& a, const Chance& b) = default;

 private:
  Count numerator_ = 0;
  Count denominator_ = 1;
};

}  // namespace caisson::odds
