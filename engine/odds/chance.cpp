#include "engine/odds/chance.hpp"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

namespace caisson::odds {
namespace {

[[noreturn]] void out_of_reach() {
  throw OddsOutOfReach("too many dice at once to count every way they can fall (fewer dice, or fewer at a time)");
}

}  // namespace

Count checked_add(Count a, Count b) {
  Count sum;
  if (__builtin_add_overflow(a, b, &sum)) out_of_reach();
  return sum;
}

Count checked_mul(Count a, Count b) {
  Count product;
  if (__builtin_mul_overflow(a, b, &product)) out_of_reach();
  return product;
}

Count greatest_common_divisor(Count a, Count b) {
  while (b != 0) {
    const Count r = a % b;
    a = b;
    b = r;
  }
  return a;
}

std::string to_decimal(Count n) {
  if (n == 0) return "0";
  std::string digits;
  for (; n != 0; n /= 10) digits += static_cast<char>('0' + static_cast<int>(n % 10));
  std::reverse(digits.begin(), digits.end());
  return digits;
}

Chance::Chance(Count ways, Count of) {
  if (of == 0 || ways > of) throw std::invalid_argument("a chance is so many ways out of more than none");
  const Count g = greatest_common_divisor(ways, of);
  numerator_ = ways / g;
  denominator_ = of / g;
}

double Chance::value() const { return static_cast<double>(numerator_) / static_cast<double>(denominator_); }

std::string Chance::fraction() const {
  if (numerator_ == 0) return "0";
  if (numerator_ == denominator_) return "1";
  return to_decimal(numerator_) + "/" + to_decimal(denominator_);
}

std::string Chance::percent() const {
  const double p = 100.0 * value();
  if (numerator_ == 0) return "0%";
  if (numerator_ == denominator_) return "100%";
  // Two decimals read well at table sizes; tiny chances would print as 0.00%, so they keep
  // three significant figures instead (0.000595%).
  if (p >= 0.01) return fmt::format("{:.2f}%", p);
  const int decimals = std::clamp(2 - static_cast<int>(std::floor(std::log10(p))), 2, 40);
  return fmt::format("{:.{}f}%", p, decimals);
}

Chance Chance::complement() const { return Chance(denominator_ - numerator_, denominator_); }

Chance operator*(const Chance& a, const Chance& b) {
  if (a.numerator_ == 0 || b.numerator_ == 0) return Chance();
  // Cross-reduced first, so the products stay as small as the answer.
  const Count g1 = greatest_common_divisor(a.numerator_, b.denominator_);
  const Count g2 = greatest_common_divisor(b.numerator_, a.denominator_);
  return Chance(checked_mul(a.numerator_ / g1, b.numerator_ / g2), checked_mul(a.denominator_ / g2, b.denominator_ / g1));
}

Chance operator+(const Chance& a, const Chance& b) {
  const Count g = greatest_common_divisor(a.denominator_, b.denominator_);
  const Count lcm = checked_mul(a.denominator_ / g, b.denominator_);
  const Count ways = checked_add(checked_mul(a.numerator_, lcm / a.denominator_), checked_mul(b.numerator_, lcm / b.denominator_));
  return Chance(ways, lcm);
}

}  // namespace caisson::odds
