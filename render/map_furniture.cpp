// What frames the map: the title cartouche with turn and date, the edges' names, a scale in
// inches and yards (15" = 500 yards), and a legend of every colour and mark.
#include <array>
#include <functional>

#include <fmt/format.h>

#include "render/map_parts.hpp"
#include "render/palette.hpp"
#include "render/svg_text.hpp"

namespace caisson::render {
namespace {

constexpr double kInchesPerScale = 15, kYardsPerScale = 500;

// "1861-07-21" reads as "21 July 1861"; any other form is shown as written.
std::string long_date(const std::string& iso) {
  static const std::array<const char*, 12> months{"January", "February", "March",     "April",   "May",      "June",
                                                  "July",    "August",   "September", "October", "November", "December"};
  if (iso.size() != 10 || iso[4] != '-' || iso[7] != '-') return iso;
  int month = std::atoi(iso.substr(5, 2).c_str()), day = std::atoi(iso.substr(8, 2).c_str());
  if (month < 1 || month > 12 || day < 1) return iso;
  return fmt::format("{} {} {}", day, months[static_cast<std::size_t>(month - 1)], iso.substr(0, 4));
}

}  // namespace

std::string sheet_title(const MapContext& m) {
  const TurnPicture& p = m.picture;
  std::string when = p.turn == 0 ? std::string("The field at set-up") : fmt::format("End of turn {} of {}", p.turn, m.log.turns);
  std::string sub = fmt::format("{} \u00b7 {}", when, long_date(m.log.date));
  double mid = MapFrame::kSheetWidth / 2;
  return fmt::format(
      "<text class=\"title\" x=\"{0}\" y=\"26\" text-anchor=\"middle\">{1}</text>"
      "<text class=\"subtitle\" x=\"{0}\" y=\"46\" text-anchor=\"middle\">{2}</text>",
      num(mid), escape(m.log.title), escape(sub));
}

namespace {

std::string edge_names(const MapContext& m) {
  Point home = m.frame.edge_name_at(0), far = m.frame.edge_name_at(1);
  return fmt::format(
      "<text class=\"edge halo\" x=\"{}\" y=\"{}\" text-anchor=\"middle\">{} EDGE</text>"
      "<text class=\"edge halo\" x=\"{}\" y=\"{}\" text-anchor=\"middle\">{} EDGE</text>",
      num(home.x), num(home.y), escape(m.log.sides[0]), num(far.x), num(far.y), escape(m.log.sides[1]));
}

std::string scale_bar(const MapContext& m, double x, double y) {
  const MapFrame& f = m.frame;
  double segment = f.pixels(kInchesPerScale / 3);
  std::string s = "<g class=\"scale\">";
  for (int i = 0; i < 3; ++i)
    s += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"6\" fill=\"{}\" stroke=\"{}\" stroke-width=\"0.8\"/>",
                     num(x + segment * i), num(y), num(segment), i % 2 == 0 ? ink::sepia : ink::paper, ink::sepia);
  for (int i = 0; i <= 3; ++i)
    s += fmt::format("<text class=\"legend\" x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>", num(x + segment * i),
                     num(y - 4), i == 0 ? std::string("0") : fmt::format("{}\u2033", num(kInchesPerScale / 3 * i)));
  s += fmt::format("<text class=\"legend\" x=\"{}\" y=\"{}\" text-anchor=\"middle\">{} yards</text>",
                   num(x + segment * 1.5), num(y + 20), num(kYardsPerScale));
  s += fmt::format("<text class=\"legend\" x=\"{}\" y=\"{}\" font-style=\"italic\">Table {}\u2033 \u00d7 {}\u2033 \u00b7 rules: {}</text>",
                   num(x), num(y + 40), num(f.table_width), num(f.table_depth), escape(m.log.rules));
  return s + "</g>";
}

using Swatch = std::function<std::string(double x, double y)>;

std::string unit_swatch(std::string_view fill, std::string_view edge, std::string_view extra, double x, double y) {
  return fmt::format(
      "<rect x=\"{0}\" y=\"{1}\" width=\"22\" height=\"8\" fill=\"{2}\" stroke=\"{3}\" stroke-width=\"0.8\"{4}/>"
      "<line x1=\"{0}\" y1=\"{1}\" x2=\"{5}\" y2=\"{1}\" stroke=\"{3}\" stroke-width=\"2\"/>",
      num(x), num(y - 8), fill, edge, extra, num(x + 22));
}

std::string line_swatch(std::string_view stroke, double width, std::string_view extra, double x, double y) {
  return fmt::format("<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{}\" stroke-width=\"{}\"{}/>", num(x), num(y - 4),
                     num(x + 22), num(y - 4), stroke, num(width), extra);
}

std::string area_swatch(const std::string& fill, std::string_view stroke, double x, double y) {
  return fmt::format("<rect x=\"{}\" y=\"{}\" width=\"22\" height=\"10\" fill=\"{}\" stroke=\"{}\" stroke-width=\"0.8\"/>",
                     num(x), num(y - 9), fill, stroke);
}

std::string legend(const MapContext& m, double x0, double y0) {
  SideColours a = colours_of(m.log, 0), b = colours_of(m.log, 1);
  std::string moved = m.url("move0"), fired = m.url("fire"), charged = m.url("charge");
  std::vector<std::pair<std::string, Swatch>> items{
      {m.log.sides[0], [=](double x, double y) { return unit_swatch(a.fill, a.dark, "", x, y); }},
      {m.log.sides[1], [=](double x, double y) { return unit_swatch(b.fill, b.dark, "", x, y); }},
      {"Damaged", [=](double x, double y) {
         return unit_swatch(a.fill, a.dark, "", x, y) +
                fmt::format("<circle class=\"hit-mark\" cx=\"{}\" cy=\"{}\" r=\"1.8\"/>",
                            num(x + 11), num(y - 4));
       }},
      {"Routing", [=](double x, double y) {
         return unit_swatch(a.fill, a.dark, "", x, y) +
                fmt::format("<rect x=\"{}\" y=\"{}\" width=\"22\" height=\"8\" fill=\"{}\"/>", num(x), num(y - 8), m.url("routing0"));
       }},
      {"Waiting", [=](double x, double y) { return waiting_swatch(x, y); }},
      {"General", [=](double x, double y) {
         return fmt::format("<line x1=\"{0}\" y1=\"{1}\" x2=\"{0}\" y2=\"{2}\" stroke=\"{3}\"/><polygon points=\"{0},{2} {4},{5} {0},{6}\" fill=\"{7}\"/>",
                            num(x + 8), num(y + 1), num(y - 11), a.dark, num(x + 17), num(y - 8), num(y - 5), a.fill);
       }},
      {"Objective", [=](double x, double y) {
         return fmt::format("<circle cx=\"{}\" cy=\"{}\" r=\"6\" fill=\"none\" stroke=\"{}\" stroke-dasharray=\"3 2\"/>", num(x + 11),
                            num(y - 4), ink::sepia);
       }},
      {"Woods", [=](double x, double y) { return area_swatch(m.url("woods"), ink::woods_ink, x, y); }},
      {"Hill", [=](double x, double y) { return area_swatch(std::string(ink::hill), ink::hill_ink, x, y); }},
      {"Town", [=](double x, double y) { return area_swatch(m.url("town"), ink::town_ink, x, y); }},
      {"Rough", [=](double x, double y) { return area_swatch(m.url("rough"), ink::faint, x, y); }},
      {"Crops", [=](double x, double y) { return area_swatch(m.url("crops"), ink::crops_ink, x, y); }},
      {"Road", [=](double x, double y) { return line_swatch(ink::road, 5, "", x, y) + line_swatch(ink::road_bed, 2.4, "", x, y); }},
      {"Stream", [=](double x, double y) { return line_swatch(ink::water, 3, "", x, y); }},
      {"Fence", [=](double x, double y) { return line_swatch(ink::fence, 1.2, "", x, y) + line_swatch(ink::fence, 5, " stroke-dasharray=\"1 5\"", x, y); }},
      {"Wall", [=](double x, double y) { return line_swatch(ink::wall, 3.5, "", x, y); }},
      {"Move", [=](double x, double y) { return line_swatch(a.dark, 1.4, " stroke-dasharray=\"5 3\" marker-end=\"" + moved + "\"", x, y); }},
      {"Fire", [=](double x, double y) { return line_swatch(ink::fire, 1.4, " marker-end=\"" + fired + "\"", x, y); }},
      {"Charge", [=](double x, double y) { return line_swatch(ink::charge, 3, " marker-end=\"" + charged + "\"", x, y); }},
      {"Courier", [=](double x, double y) {
         return line_swatch(a.dark, 1, " stroke-dasharray=\"2 2\"", x, y) +
                fmt::format("<g transform=\"translate({} {})\">{}</g>", num(x + 4), num(y - 4), courier_mark(a.fill, a.dark));
       }},
  };
  constexpr int kColumns = 7;
  constexpr double kColumn = 104, kRow = 26;
  std::string s = "<g class=\"legend-box\">";
  for (std::size_t i = 0; i < items.size(); ++i) {
    double x = x0 + kColumn * static_cast<double>(i % kColumns), y = y0 + kRow * static_cast<double>(i / kColumns);
    s += items[i].second(x, y);
    s += fmt::format("<text class=\"legend\" x=\"{}\" y=\"{}\">{}</text>", num(x + 28), num(y), escape(items[i].first));
  }
  return s + "</g>";
}

}  // namespace

std::string sheet_furniture(const MapContext& m) {
  double footer = m.frame.top + m.frame.height();
  return edge_names(m) + scale_bar(m, 24, footer + 30) + legend(m, 300, footer + 28);
}

}  // namespace caisson::render
