// Reinforcements still to come, drawn greyed at their entry: a dashed card in the side's colour
// naming the formation, how many units wait, the turn it may come and its generals, with a
// short arrow from the edge where it will march on.
#include <fmt/format.h>

#include "render/map_parts.hpp"
#include "render/palette.hpp"
#include "render/svg_text.hpp"
#include "render/waiting_marks.hpp"

namespace caisson::render {

std::string waiting_swatch(double x, double y) {
  return fmt::format(
      "<rect x=\"{}\" y=\"{}\" width=\"22\" height=\"10\" fill=\"{}\" stroke=\"{}\" stroke-width=\"0.8\" stroke-dasharray=\"3 2\"/>",
      num(x), num(y - 9), ink::waiting, ink::faint);
}

std::string waiting_layer(const MapContext& m) {
  std::string s = "<g class=\"waiting-layer\">";
  for (const auto& w : waiting_marks(m.log, m.picture, m.frame)) {
    SideColours c = colours_of(m.log, w.side);
    const Box& b = w.box;
    s += fmt::format("<g class=\"waiting\" data-formation=\"{}\" data-side=\"{}\" data-may-come=\"{}\" data-units=\"{}\">",
                     escape(w.formation), escape(m.log.sides[static_cast<std::size_t>(w.side)]), w.may_come, w.regiments);
    s += fmt::format("<title>{} waits to come on</title>", escape(w.formation));
    s += fmt::format(
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\" fill-opacity=\"0.92\" stroke=\"{}\" stroke-width=\"1\" "
        "stroke-dasharray=\"3 2\"/>",
        num(b.left), num(b.top), num(b.width), num(b.height), ink::waiting, c.dark);
    s += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"3\" height=\"{}\" fill=\"{}\" opacity=\"0.6\"/>", num(b.left), num(b.top),
                     num(b.height), c.fill);
    for (std::size_t i = 0; i < w.lines.size(); ++i)
      s += fmt::format("<text class=\"waiting-text{}\" x=\"{}\" y=\"{}\">{}</text>", i == 0 ? " first" : "", num(b.left + 6),
                       num(b.top + kWaitingLine * static_cast<double>(i + 1)), escape(w.lines[i]));
    s += "</g>";
  }
  return s + "</g>";
}

}  // namespace caisson::render
