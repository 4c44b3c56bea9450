#include "engine/odds/distribution.hpp"

#include <algorithm>
#include <map>
#include <stdexcept>

namespace caisson::odds {
namespace {

// Weights gathered by value, in any order, then laid out as a Distribution's.
struct Tally {
  std::map<int, Count> by_value;
  void add(int value, Count w) {
    if (w == 0) return;
    Count& slot = by_value[value];
    slot = checked_add(slot, w);
  }
  // The weights from the lowest value to the highest, gaps as 0.
  int lowest() const { return by_value.begin()->first; }
  std::vector<Count> laid_out() const {
    std::vector<Count> laid(static_cast<std::size_t>(by_value.rbegin()->first - lowest() + 1), 0);
    for (const auto& [v, w] : by_value) laid[static_cast<std::size_t>(v - lowest())] = w;
    return laid;
  }
};

}  // namespace

Distribution::Distribution(int first_value, std::vector<Count> weights, Count total)
    : lowest_(first_value), weights_(std::move(weights)), total_(total) {
  // Trimmed of impossible ends, then reduced: the smaller the numbers, the more dice fit.
  std::size_t first = 0, last = weights_.size();
  while (first < last && weights_[first] == 0) ++first;
  while (last > first && weights_[last - 1] == 0) --last;
  if (first == last) throw std::logic_error("a distribution needs at least one possible outcome");
  weights_ = std::vector<Count>(weights_.begin() + static_cast<std::ptrdiff_t>(first),
                                weights_.begin() + static_cast<std::ptrdiff_t>(last));
  lowest_ += static_cast<int>(first);
  Count g = total_;
  for (Count w : weights_) g = greatest_common_divisor(g, w);
  for (Count& w : weights_) w /= g;
  total_ /= g;
}

Distribution Distribution::certain(int value) { return Distribution(value, {1}, 1); }

Distribution Distribution::die(int sides) {
  if (sides < 1) throw std::invalid_argument("a die has at least one face");
  return Distribution(1, std::vector<Count>(static_cast<std::size_t>(sides), 1), static_cast<Count>(sides));
}

Distribution Distribution::dice(int count, int sides) { return die(sides).repeated(count); }

Distribution Distribution::yes_no(Chance yes) {
  return Distribution(0, {yes.denominator() - yes.numerator(), yes.numerator()}, yes.denominator());
}

Distribution Distribution::successes(int count, Chance each) { return yes_no(each).repeated(count); }

Count Distribution::weight(int value) const {
  if (value < lowest_ || value > highest()) return 0;
  return weights_[static_cast<std::size_t>(value - lowest_)];
}

Chance Distribution::chance_of(int value) const { return Chance(weight(value), total_); }

Chance Distribution::chance_at_least(int value) const {
  return chance_if([value](int v) { return v >= value; });
}

Chance Distribution::chance_if(const std::function<bool(int)>& holds) const {
  Count ways = 0;
  for (int v = lowest_; v <= highest(); ++v)
    if (holds(v)) ways += weight(v);  // never above total_
  return Chance(ways, total_);
}

std::vector<int> Distribution::values() const {
  std::vector<int> out;
  for (int v = lowest_; v <= highest(); ++v)
    if (weight(v) != 0) out.push_back(v);
  return out;
}

Distribution Distribution::plus(const Distribution& o) const {
  std::vector<Count> sum(weights_.size() + o.weights_.size() - 1, 0);
  for (std::size_t i = 0; i < weights_.size(); ++i)
    for (std::size_t j = 0; j < o.weights_.size(); ++j)
      sum[i + j] = checked_add(sum[i + j], checked_mul(weights_[i], o.weights_[j]));
  return Distribution(lowest_ + o.lowest_, std::move(sum), checked_mul(total_, o.total_));
}

Distribution Distribution::plus(int constant) const { return Distribution(lowest_ + constant, weights_, total_); }

Distribution Distribution::repeated(int n) const {
  if (n < 0) throw std::invalid_argument("a throw is repeated no fewer than no times");
  Distribution sum = certain(0);
  for (int i = 0; i < n; ++i) sum = sum.plus(*this);
  return sum;
}

Distribution Distribution::map(const std::function<int(int)>& f) const {
  Tally t;
  for (int v = lowest_; v <= highest(); ++v) t.add(f(v), weight(v));
  return Distribution(t.lowest(), t.laid_out(), total_);
}

Distribution Distribution::joint(const Distribution& a, const Distribution& b, const std::function<int(int, int)>& f) {
  Tally t;
  for (int x = a.lowest_; x <= a.highest(); ++x)
    for (int y = b.lowest_; y <= b.highest(); ++y) t.add(f(x, y), checked_mul(a.weight(x), b.weight(y)));
  return Distribution(t.lowest(), t.laid_out(), checked_mul(a.total_, b.total_));
}

Distribution Distribution::then(const std::function<Distribution(int)>& next) const {
  // Every branch over one total: the least common multiple of the branches' own.
  std::vector<std::pair<int, Distribution>> branches;
  Count common = 1;
  for (int v = lowest_; v <= highest(); ++v) {
    if (weight(v) == 0) continue;
    Distribution d = next(v);
    common = checked_mul(common / greatest_common_divisor(common, d.total_), d.total_);
    branches.emplace_back(v, std::move(d));
  }
  Tally t;
  for (const auto& [v, d] : branches)
    for (int u = d.lowest_; u <= d.highest(); ++u)
      t.add(u, checked_mul(weight(v), checked_mul(d.weight(u), common / d.total_)));
  return Distribution(t.lowest(), t.laid_out(), checked_mul(total_, common));
}

}  // namespace caisson::odds
