#pragma once
// Text for SVG and HTML output: numbers in one fixed format and escaped markup, so the same
// log always gives the same bytes whatever the machine's locale.
#include <string>
#include <string_view>

namespace caisson::render {

// A coordinate or length to two decimals, trailing zeros dropped ("12.5", "3", "-0.25").
std::string num(double v);

// Text safe inside an element or a double-quoted attribute.
std::string escape(std::string_view text);

}  // namespace caisson::render
