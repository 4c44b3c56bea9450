#include "render/map_svg.hpp"

#include <fmt/format.h>

#include "render/map_parts.hpp"
#include "render/palette.hpp"
#include "render/svg_text.hpp"

namespace caisson::render {
namespace {

// The sheet and the table on it, framed with a double rule like an engraved plate.
std::string table(const MapContext& m) {
  const MapFrame& f = m.frame;
  return fmt::format(
      "<rect width=\"{0}\" height=\"{1}\" fill=\"{2}\"/>"
      "<rect x=\"{3}\" y=\"{4}\" width=\"{5}\" height=\"{6}\" fill=\"none\" stroke=\"{7}\" stroke-width=\"0.8\"/>"
      "<rect class=\"table\" x=\"{8}\" y=\"{9}\" width=\"{10}\" height=\"{11}\" fill=\"{12}\" stroke=\"{7}\" stroke-width=\"1.6\"/>",
      num(MapFrame::kSheetWidth), num(f.sheet_height()), ink::margin, num(f.left - 5), num(f.top - 5), num(f.width() + 10),
      num(f.height() + 10), ink::sepia, num(f.left), num(f.top), num(f.width()), num(f.height()), ink::paper);
}

// What lies on the table is cut at its edge: a unit routed off it stays in the picture (and in
// the page's data) without spilling over the legend.
std::string table_clip(const MapContext& m) {
  const MapFrame& f = m.frame;
  return fmt::format("<clipPath id=\"{}\"><rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"/></clipPath>",
                     m.id("table-edge"), num(f.left), num(f.top), num(f.width()), num(f.height()));
}

}  // namespace

std::string map_svg(const BattleLog& log, int turn, const MapOptions& options) {
  MapContext m{log, log.picture(turn), MapFrame::of(log), options.id_prefix};
  const MapFrame& f = m.frame;
  std::string s = fmt::format(
      "<svg{7} class=\"battle-map\" viewBox=\"0 0 {0} {1}\" width=\"{0}\" height=\"{1}\" "
      "data-turn=\"{2}\" data-scale=\"{3}\" data-origin-x=\"{4}\" data-origin-y=\"{5}\" data-table-depth=\"{6}\">",
      num(MapFrame::kSheetWidth), num(f.sheet_height()), turn, num(f.scale), num(f.left), num(f.top), num(f.table_depth),
      options.inline_in_html ? "" : " xmlns=\"http://www.w3.org/2000/svg\"");
  s += fmt::format("<title>{} \u2014 turn {}</title>", escape(log.title), turn);
  s += map_defs(m);
  s += table(m);
  s += table_clip(m) + fmt::format("<g clip-path=\"{}\">", m.url("table-edge"));
  s += terrain_layer(m) + objectives_layer(m) + arrows_layer(m) + units_layer(m) + couriers_layer(m) + "</g>";
  s += sheet_furniture(m) + "</svg>\n";
  return s;
}

}  // namespace caisson::render
