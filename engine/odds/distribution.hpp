#pragma once
// The outcomes of a random procedure as whole numbers (a score, HITs, a result's code), each with
// its exact chance: whole-number weights over one common total of equally likely ways. Built up
// from dice the way the rules throw them — summed, counted, compared, read off a table.
#include <functional>
#include <vector>

#include "engine/odds/chance.hpp"

namespace caisson::odds {

class Distribution {
 public:
  static Distribution certain(int value);
  static Distribution die(int sides);          // 1..sides, each as likely
  static Distribution dice(int count, int sides);  // their sum
  static Distribution yes_no(Chance yes);      // 1 with that chance, else 0
  // How many of `count` independent trials succeed, each with chance `each`.
  static Distribution successes(int count, Chance each);

  int lowest() const { return lowest_; }
  int highest() const { return lowest_ + static_cast<int>(weights_.size()) - 1; }
  Chance chance_of(int value) const;
  Chance chance_at_least(int value) const;
  Chance chance_if(const std::function<bool(int)>& holds) const;
  // The values with a chance above none, lowest first.
  std::vector<int> values() const;

  // The sum of this and an independent other.
  Distribution plus(const Distribution& other) const;
  Distribution plus(int constant) const;
  // The sum of `n` independent copies (n >= 0).
  Distribution repeated(int n) const;
  // Each outcome read through `f` (a table, a threshold).
  Distribution map(const std::function<int(int)>& f) const;
  // Two independent outcomes read together through `f`.
  static Distribution joint(const Distribution& a, const Distribution& b, const std::function<int(int, int)>& f);
  // Each outcome followed by a further throw that depends on it: the distribution of what `next`
  // makes of it.
  Distribution then(const std::function<Distribution(int)>& next) const;

 private:
  // A distribution of these weights over `total`, with values from `first_value`; reduced.
  Distribution(int first_value, std::vector<Count> weights, Count total);
  Count weight(int value) const;

  int lowest_ = 0;
  std::vector<Count> weights_{1};  // weights_[v - lowest_]; the ends are never empty
  Count total_ = 1;
};

}  // namespace caisson::odds
