#include "engine/sweep/interval.hpp"

#include <algorithm>
#include <cmath>

namespace caisson::sweep {

Interval wilson(std::uint64_t successes, std::uint64_t trials, double z) {
  if (trials == 0) return {0, 1};
  const double n = static_cast<double>(trials);
  const double p = static_cast<double>(successes) / n;
  const double z2 = z * z;
  const double denominator = 1 + z2 / n;
  const double centre = (p + z2 / (2 * n)) / denominator;
  const double half = z * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denominator;
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

double percentile(std::span<const int> sorted, double p) {
  if (sorted.empty()) return 0;
  const double position = std::clamp(p, 0.0, 100.0) / 100.0 * static_cast<double>(sorted.size() - 1);
  const auto below = static_cast<std::size_t>(std::floor(position));
  const std::size_t above = std::min(below + 1, sorted.size() - 1);
  const double fraction = position - static_cast<double>(below);
  return sorted[below] + fraction * (sorted[above] - sorted[below]);
}

double percentile_rank(std::span<const int> sorted, double value) {
  if (sorted.empty()) return 0;
  auto lower = std::lower_bound(sorted.begin(), sorted.end(), value, [](int a, double v) { return a < v; });
  auto upper = std::upper_bound(sorted.begin(), sorted.end(), value, [](double v, int a) { return v < a; });
  const double below = static_cast<double>(lower - sorted.begin());
  const double ties = static_cast<double>(upper - lower);
  return 100.0 * (below + ties / 2) / static_cast<double>(sorted.size());
}

}  // namespace caisson::sweep
