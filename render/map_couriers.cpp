// Couriers still riding at the turn's end: a small rider's lozenge in the side's colour where the
// courier was last seen, and a dotted line to whom the order is for — his general when on the
// field, else the centre of his regiments.
#include <algorithm>
#include <optional>

#include <fmt/format.h>

#include "render/map_parts.hpp"
#include "render/palette.hpp"
#include "render/svg_text.hpp"

namespace caisson::render {
namespace {

struct Recipient {
  std::optional<Point> at;  // on the table; none when neither the general nor the troops are there
  int side = -1;            // -1 when the log does not say
};

Recipient recipient_of(const MapContext& m, const std::string& formation) {
  Recipient r;
  for (const auto& c : m.log.commanders) {
    if (c.commands != formation) continue;
    r.side = m.log.side_index(c.side);
    for (const auto& placed : m.picture.commanders)
      if (placed.name == c.name) r.at = placed.at;
  }
  if (r.at) return r;
  Point sum;
  int count = 0;
  for (const auto& u : m.picture.units) {
    const UnitInfo* info = m.log.unit(u.id);
    if (!info || info->brigade != formation) continue;
    if (r.side < 0) r.side = m.log.side_index(info->side);
    if (!u.present()) continue;
    sum.x += u.at.x;
    sum.y += u.at.y;
    ++count;
  }
  if (count > 0) r.at = Point{sum.x / count, sum.y / count};
  return r;
}

}  // namespace

// The rider's mark, centred on (0, 0): shared with the legend.
std::string courier_mark(std::string_view fill, std::string_view edge) {
  return fmt::format(
      "<polygon points=\"0,-4.5 3.5,0 0,4.5 -3.5,0\" fill=\"{}\" stroke=\"{}\" stroke-width=\"0.9\"/>"
      "<circle cx=\"0\" cy=\"0\" r=\"1.1\" fill=\"{}\"/>",
      fill, edge, ink::paper);
}

std::string couriers_layer(const MapContext& m) {
  std::string s = "<g class=\"couriers\">";
  for (const auto& ride : m.picture.couriers) {
    Recipient to = recipient_of(m, ride.to);
    SideColours c = colours_of(m.log, std::max(to.side, 0));
    Point at = m.frame.screen(ride.at);
    s += fmt::format("<g class=\"courier\" data-id=\"{}\" data-to=\"{}\" data-x=\"{}\" data-y=\"{}\">", ride.id,
                     escape(ride.to), num(ride.at.x), num(ride.at.y));
    s += fmt::format("<title>Courier with an order for {}</title>", escape(ride.to));
    if (to.at) {
      Point end = m.frame.screen(*to.at);
      s += fmt::format(
          "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{}\" stroke-width=\"1\" stroke-dasharray=\"2 2\"/>",
          num(at.x), num(at.y), num(end.x), num(end.y), c.dark);
    }
    s += fmt::format("<g transform=\"translate({} {})\">{}</g></g>", num(at.x), num(at.y), courier_mark(c.fill, c.dark));
  }
  return s + "</g>";
}

}  // namespace caisson::render
