// Objectives: the ground a side must hold, ringed at its radius and tinted by who holds it.
#include <cmath>

#include <fmt/format.h>

#include "render/map_parts.hpp"
#include "render/palette.hpp"
#include "render/svg_text.hpp"

namespace caisson::render {
namespace {


// A five-pointed star, the old mark for a place of note.
std::string star(Point c, double r, std::string_view fill) {
  std::string pts;
  for (int i = 0; i < 10; ++i) {
    double a = M_PI / 5 * i - M_PI / 2;
    double rr = i % 2 == 0 ? r : r * 0.45;
    pts += fmt::format("{}{},{}", i ? " " : "", num(c.x + rr * std::cos(a)), num(c.y + rr * std::sin(a)));
  }
  return fmt::format("<polygon points=\"{}\" fill=\"{}\" stroke=\"{}\" stroke-width=\"0.8\"/>", pts, fill, ink::sepia);
}

}  // namespace

std::string objectives_layer(const MapContext& m) {
  std::string s = "<g class=\"objectives\">";
  for (const auto& o : m.log.objectives) {
    std::string holder = m.picture.holder(o.name);
    Point c = m.frame.screen(o.at);
    std::string_view tint = holder.empty() ? ink::paper : colours_of(m.log, m.log.side_index(holder)).light;
    std::string_view mark = holder.empty() ? ink::paper : colours_of(m.log, m.log.side_index(holder)).fill;
    s += fmt::format(
        "<g class=\"objective\" data-name=\"{}\" data-holder=\"{}\"><circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{}\" "
        "fill-opacity=\"0.35\" stroke=\"{}\" stroke-width=\"1.2\" stroke-dasharray=\"5 3\"/>",
        escape(o.name), escape(holder), num(c.x), num(c.y), num(m.frame.pixels(o.radius)), tint, ink::sepia);
    s += star(c, 7, mark);
    s += "</g>";  // its name goes with the map's other names (label placement)
  }
  return s + "</g>";
}

}  // namespace caisson::render
