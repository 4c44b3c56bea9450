#include "engine/text/near_miss.hpp"

#include <algorithm>
#include <cctype>

namespace caisson {

// Levenshtein with adjacent transpositions counted as one edit ("dcie" is one slip from "dice").
std::size_t edit_distance(std::string_view a, std::string_view b) {
  auto same = [](char x, char y) {
    return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
  };
  std::vector<std::vector<std::size_t>> d(a.size() + 1, std::vector<std::size_t>(b.size() + 1));
  for (std::size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
  for (std::size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i)
    for (std::size_t j = 1; j <= b.size(); ++j) {
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (same(a[i - 1], b[j - 1]) ? 0 : 1)});
      if (i > 1 && j > 1 && same(a[i - 1], b[j - 2]) && same(a[i - 2], b[j - 1]))
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.size()][b.size()];
}

namespace {

template <typename S>
std::optional<std::string> nearest_of(std::string_view word, std::span<const S> candidates) {
  // A third of the word may be wrong (at least one letter, at most three): closer than that
  // it is a typo, further it is a different word.
  std::size_t allowed = std::clamp<std::size_t>(word.size() / 3, 1, 3);
  std::optional<std::string> best;
  std::size_t best_distance = allowed + 1;
  for (const auto& c : candidates) {
    std::size_t d = edit_distance(word, c);
    if (d < best_distance) {
      best_distance = d;
      best = std::string(c);
    }
  }
  return best;
}

template <typename S>
std::string join_or(std::span<const S> words) {
  std::string out;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (i > 0) out += (i + 1 == words.size()) ? " or " : ", ";
    out += words[i];
  }
  return out;
}

}  // namespace

std::optional<std::string> nearest(std::string_view word, std::span<const std::string> candidates) {
  return nearest_of(word, candidates);
}
std::optional<std::string> nearest(std::string_view word, std::span<const std::string_view> candidates) {
  return nearest_of(word, candidates);
}
std::vector<std::string_view> near_names(std::string_view word, std::span<const std::string_view> candidates) {
  std::size_t best = std::string_view::npos;
  for (auto c : candidates) best = std::min(best, edit_distance(word, c));
  std::vector<std::string_view> out;
  for (auto c : candidates) {
    bool close = edit_distance(word, c) == best && best <= std::max<std::size_t>(3, word.size() / 3);
    bool contains = word.size() >= 4 && c.find(word) != std::string_view::npos;
    if (close || contains) out.push_back(c);
  }
  return out;
}

std::string one_of(std::span<const std::string> words) { return join_or(words); }
std::string one_of(std::span<const std::string_view> words) { return join_or(words); }

}  // namespace caisson
