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

// The part of the sheet shown: all of it, or the region of the table asked for.
struct ViewBox {
  double x = 0, y = 0, width = 0, height = 0;
};

ViewBox view_of(const MapFrame& f, const std::optional<TableRegion>& region) {
  if (!region) return {0, 0, MapFrame::kSheetWidth, f.sheet_height()};
  const TableRegion& r = *region;
  constexpr double kSlack = 1e-9;
  if (!(r.width > 0 && r.height > 0) || r.x < 0 || r.y < 0 || r.x + r.width > f.table_width + kSlack ||
      r.y + r.height > f.table_depth + kSlack)
    throw LogError(fmt::format("the region {},{},{},{} (X,Y,W,H in inches) must lie on the {}\u2033 \u00d7 {}\u2033 table",
                               num(r.x), num(r.y), num(r.width), num(r.height), num(f.table_width), num(f.table_depth)));
  Point corner = f.screen({r.x, r.y + r.height});  // the table's y runs up the sheet
  return {corner.x, corner.y, f.pixels(r.width), f.pixels(r.height)};
}

std::string size_attributes(const ViewBox& v, const std::optional<double>& width) {
  if (!width) return {};
  if (!(*width > 0)) throw LogError(fmt::format("a map {} pixels wide cannot be drawn", num(*width)));
  return fmt::format(" width=\"{}\" height=\"{}\"", num(*width), num(*width * v.height / v.width));
}

}  // namespace

MapSheet map_sheet(const BattleLog& log, int turn, const MapOptions& options) {
  MapContext m{log, log.picture(turn), MapFrame::of(log), options.id_prefix, options.for_page};
  std::vector<std::string> departed;
  if (options.list_departed) departed = departed_lines(log, m.picture);
  if (!departed.empty()) m.frame.footnotes = kFootnoteLine * static_cast<double>(departed.size()) + 6;
  const MapFrame& f = m.frame;
  ViewBox v = view_of(f, options.region);
  MapSheet sheet;
  sheet.head = fmt::format(
      "<svg{7} class=\"battle-map\" viewBox=\"{0} {1} {2} {3}\"{8} "
      "data-turn=\"{4}\" data-scale=\"{5}\" data-origin-x=\"{6}\" data-origin-y=\"{9}\" data-table-width=\"{11}\" data-table-depth=\"{10}\">",
      num(v.x), num(v.y), num(v.width), num(v.height), turn, num(f.scale), num(f.left),
      options.inline_in_html ? "" : " xmlns=\"http://www.w3.org/2000/svg\"", size_attributes(v, options.width), num(f.top),
      num(f.table_depth), num(f.table_width));
  sheet.head += fmt::format("<title>{} \u2014 turn {}</title>", escape(log.title), turn);
  sheet.head += map_defs(m) + table(m);
  sheet.head += table_clip(m) + fmt::format("<g clip-path=\"{}\">", m.url("table-edge")) + terrain_layer(m);
  sheet.turn_layers = objectives_layer(m) + waiting_layer(m) + brigades_layer(m) + arrows_layer(m) + units_layer(m) + couriers_layer(m);
  sheet.turn_title = sheet_title(m);
  sheet.furniture = sheet_furniture(m);
  sheet.footnotes = departed_footnotes(m, departed);
  return sheet;
}

std::string map_svg(const BattleLog& log, int turn, const MapOptions& options) {
  MapSheet s = map_sheet(log, turn, options);
  return s.head + s.turn_layers + "</g>" + s.turn_title + s.furniture + s.footnotes + "</svg>\n";
}

}  // namespace caisson::render
