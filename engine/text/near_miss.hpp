#pragma once
// Suggestions for mistyped names ("did you mean 'quality'?") and word lists for messages.
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace caisson {

std::size_t edit_distance(std::string_view a, std::string_view b);  // Levenshtein, transpositions as one edit

// The closest candidate, when it is close enough to be a likely typo.
std::optional<std::string> nearest(std::string_view word, std::span<const std::string> candidates);
std::optional<std::string> nearest(std::string_view word, std::span<const std::string_view> candidates);

// Every candidate a reader might have meant: the closest spellings (when close enough) and any
// name containing the word ("fire" -> "fire_lanes", "fire_check_hits"), in candidate order.
std::vector<std::string_view> near_names(std::string_view word, std::span<const std::string_view> candidates);

// "raw, seasoned or veteran"
std::string one_of(std::span<const std::string> words);
std::string one_of(std::span<const std::string_view> words);

}  // namespace caisson
