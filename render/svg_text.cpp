#include "render/svg_text.hpp"

#include <cmath>

#include <fmt/format.h>

namespace caisson::render {

std::string num(double v) {
  double rounded = std::round(v * 100.0) / 100.0;
  if (rounded == 0.0) return "0";  // no "-0"
  std::string s = fmt::format("{:.2f}", rounded);
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  return s;
}

std::string escape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += c;
    }
  }
  return out;
}

}  // namespace caisson::render
