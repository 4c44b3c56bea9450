#pragma once
// Small, exact statistics a sweep reports: the Wilson score interval for a rate, order-statistic
// percentiles, and where one value falls within a sample.
#include <cstdint>
#include <span>

namespace caisson::sweep {

struct Interval {
  double low = 0, high = 1;
};

// The Wilson score interval for `successes` out of `trials` at 95% (z = 1.959964); [0, 1] for
// no trials. Better than p ± 1.96·sqrt(p(1−p)/n) near 0 and 1 and for small samples.
Interval wilson(std::uint64_t successes, std::uint64_t trials, double z = 1.959963984540054);

// The p-th percentile (0..100) of an ascending sample, interpolating linearly between order
// statistics (the "type 7" rule of R and numpy's default): percentile(s, 50) is the median.
// 0 for an empty sample.
double percentile(std::span<const int> sorted, double p);

// Where `value` falls in an ascending sample, in percent: the share of the sample below it,
// counting ties as half (the mid-rank rule), so the median of a symmetric sample scores 50.
double percentile_rank(std::span<const int> sorted, double value);

}  // namespace caisson::sweep
