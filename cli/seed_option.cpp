#include "cli/seed_option.hpp"

#include <charconv>

#include <fmt/format.h>

#include "cli/errors.hpp"

namespace caisson::cli {
namespace {

bool whole_number(std::string_view text, std::uint64_t& value) {
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  return !text.empty() && error == std::errc() && end == text.data() + text.size();
}

}  // namespace

sweep::SeedSpan parse_seed_span(const std::string& text, const std::string& option) {
  const auto colon = text.find(':');
  sweep::SeedSpan span;
  if (colon == std::string::npos || !whole_number(std::string_view(text).substr(0, colon), span.first) ||
      !whole_number(std::string_view(text).substr(colon + 1), span.end))
    throw BadInput(fmt::format("{}: expected A:B (seeds A up to but not including B), got \"{}\"", option, text));
  if (span.end <= span.first) throw BadInput(fmt::format("{} {}: the range is empty (B must be greater than A)", option, text));
  return span;
}

}  // namespace caisson::cli
