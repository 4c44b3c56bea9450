#include "engine/sweep/seed_set.hpp"

#include <algorithm>

#include <fmt/format.h>

namespace caisson::sweep {

void SeedSet::add(SeedSpan span) {
  if (span.end <= span.first) return;
  if (spans_.empty() || spans_.back().end < span.first) {  // the usual case: seeds come in order
    before_.push_back(count());
    spans_.push_back(span);
    return;
  }
  // Spans that overlap or touch the new one are swallowed by it.
  auto touching_from = std::lower_bound(spans_.begin(), spans_.end(), span.first,
                                        [](const SeedSpan& s, std::uint64_t first) { return s.end < first; });
  auto touching_to = touching_from;
  while (touching_to != spans_.end() && touching_to->first <= span.end) {
    span.first = std::min(span.first, touching_to->first);
    span.end = std::max(span.end, touching_to->end);
    ++touching_to;
  }
  auto at = spans_.erase(touching_from, touching_to);
  spans_.insert(at, span);
  index();
}

void SeedSet::add(const SeedSet& other) {
  for (const SeedSpan& s : other.spans_) add(s);
}

SeedSet SeedSet::minus(const SeedSet& other) const {
  SeedSet rest;
  auto cut = other.spans_.cbegin();
  for (SeedSpan s : spans_) {
    while (cut != other.spans_.cend() && cut->end <= s.first) ++cut;
    for (auto c = cut; c != other.spans_.cend() && c->first < s.end; ++c) {
      if (c->first > s.first) rest.spans_.push_back({s.first, c->first});
      s.first = std::max(s.first, c->end);
      if (s.first >= s.end) break;
    }
    if (s.first < s.end) rest.spans_.push_back(s);
  }
  rest.index();
  return rest;
}

bool SeedSet::contains(std::uint64_t seed) const {
  auto at = std::upper_bound(spans_.begin(), spans_.end(), seed, [](std::uint64_t v, const SeedSpan& s) { return v < s.end; });
  return at != spans_.end() && at->first <= seed;
}

std::uint64_t SeedSet::count() const { return spans_.empty() ? 0 : before_.back() + spans_.back().count(); }

std::uint64_t SeedSet::at(std::uint64_t i) const {
  // The last span with fewer seeds before it than i + 1.
  auto after = std::upper_bound(before_.begin(), before_.end(), i);
  auto k = static_cast<std::size_t>(after - before_.begin()) - 1;
  return spans_[k].first + (i - before_[k]);
}

SeedSpan SeedSet::hull() const { return spans_.empty() ? SeedSpan{} : SeedSpan{spans_.front().first, spans_.back().end}; }

std::string SeedSet::text(std::size_t shown) const {
  std::string out;
  for (std::size_t i = 0; i < spans_.size() && i < shown; ++i) {
    const SeedSpan& s = spans_[i];
    if (i) out += ", ";
    out += s.count() == 1 ? fmt::format("{}", s.first) : fmt::format("{}..{}", s.first, s.end - 1);
  }
  if (spans_.size() > shown) out += fmt::format(" and {} more ranges", spans_.size() - shown);
  return out;
}

void SeedSet::index() {
  before_.resize(spans_.size());
  std::uint64_t n = 0;
  for (std::size_t i = 0; i < spans_.size(); ++i) {
    before_[i] = n;
    n += spans_[i].count();
  }
}

}  // namespace caisson::sweep
