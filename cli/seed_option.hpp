#pragma once
// `--seeds A:B`, half-open (seeds A up to but not including B), as `sweep` and `merge` read it.
#include <string>

#include "engine/sweep/seed_set.hpp"

namespace caisson::cli {

// Throws BadInput naming `option` for text not of the form A:B, or an empty range.
sweep::SeedSpan parse_seed_span(const std::string& text, const std::string& option);

}  // namespace caisson::cli
