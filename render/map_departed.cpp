// The sheet's footnote of units that left the field: "USA, left the field: 3rd Connecticut (fell
// back off the table, turn 4); ..." per side, wrapped to the sheet's width.
#include <fmt/format.h>

#include "render/departed_list.hpp"
#include "render/label_placement.hpp"
#include "render/map_parts.hpp"
#include "render/svg_text.hpp"

namespace caisson::render {
namespace {

constexpr double kNoteFont = 10, kNoteLeft = 24, kNoteWidth = MapFrame::kSheetWidth - 2 * kNoteLeft;

}  // namespace

std::vector<std::string> departed_lines(const BattleLog& log, const TurnPicture& picture) {
  std::vector<std::string> lines;
  auto sides = departed_by(log, picture);
  for (std::size_t side = 0; side < 2; ++side) {
    if (sides[side].empty()) continue;
    std::string line = log.sides[side] + ", left the field:";
    for (std::size_t i = 0; i < sides[side].size(); ++i) {
      const Departed& d = sides[side][i];
      std::string item = fmt::format(" {} ({}, turn {}){}", d.name, d.how, d.turn, i + 1 < sides[side].size() ? ";" : ".");
      if (text_width(line + item, kNoteFont) > kNoteWidth) {
        lines.push_back(line);
        line = "  " + item.substr(1);
      } else {
        line += item;
      }
    }
    lines.push_back(line);
  }
  return lines;
}

std::string departed_footnotes(const MapContext& m, const std::vector<std::string>& lines) {
  if (lines.empty()) return {};
  double y = m.frame.top + m.frame.height() + MapFrame::kFooterHeight;
  std::string s = "<g class=\"departed\">";
  for (const auto& line : lines) {
    y += kFootnoteLine;
    s += fmt::format("<text class=\"footnote\" x=\"{}\" y=\"{}\">{}</text>", num(kNoteLeft), num(y), escape(line));
  }
  return s + "</g>";
}

}  // namespace caisson::render
