#pragma once
// A set of seeds, kept as ascending half-open ranges [first, end): the seeds a shard was asked
// to play, the seeds it did play, and what one lacks of the other. A 100,000-seed shard is one
// range, whatever its size, so a shard can say what it was asked for in a few bytes.
#include <cstdint>
#include <string>
#include <vector>

namespace caisson::sweep {

// Seeds first .. end − 1.
struct SeedSpan {
  std::uint64_t first = 0;
  std::uint64_t end = 0;
  std::uint64_t count() const { return end - first; }
  friend bool operator==(const SeedSpan&, const SeedSpan&) = default;
};

class SeedSet {
 public:
  SeedSet() = default;
  explicit SeedSet(SeedSpan span) { add(span); }

  // Adds seeds (an empty span adds nothing); ranges that touch or overlap become one.
  void add(SeedSpan span);
  void add(const SeedSet& other);
  // The seeds of this set that `other` lacks.
  SeedSet minus(const SeedSet& other) const;
  bool contains(std::uint64_t seed) const;

  const std::vector<SeedSpan>& spans() const { return spans_; }
  bool empty() const { return spans_.empty(); }
  std::uint64_t count() const;  // how many seeds
  // The i-th seed in ascending order, i < count(): a sweep's workers take seeds by index.
  std::uint64_t at(std::uint64_t i) const;
  // The smallest span holding every seed of the set (empty for an empty set).
  SeedSpan hull() const;
  // "1..5, 9, 12..20" (inclusive, as people read ranges), with at most `shown` ranges and
  // "and N more ranges" after them.
  std::string text(std::size_t shown = 8) const;

  friend bool operator==(const SeedSet&, const SeedSet&) = default;

 private:
  std::vector<SeedSpan> spans_;       // ascending, disjoint, none touching the next
  std::vector<std::uint64_t> before_;  // per span: how many seeds the spans before it hold
  void index();
};

}  // namespace caisson::sweep
