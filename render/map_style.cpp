// The sheet's shared definitions: type, fill patterns for terrain and routing units, arrowheads.
#include <fmt/format.h>

#include "render/map_parts.hpp"
#include "render/palette.hpp"

namespace caisson::render {
namespace {

std::string styles() {
  return fmt::format(
      "<style>"
      "text{{font-family:Georgia,'DejaVu Serif','Times New Roman',serif;fill:{0}}}"
      ".title{{font-size:22px;font-weight:bold;letter-spacing:.5px}}"
      ".subtitle{{font-size:14px;font-style:italic}}"
      ".terrain-name{{font-size:11px;font-style:italic;fill:{1}}}"
      ".edge{{font-size:11px;letter-spacing:2px;fill:{1}}}"
      ".objective-name{{font-size:11px;font-weight:bold}}"
      ".brigade{{font-size:11px;font-style:italic;font-weight:bold}}"
      ".general{{font-size:10px}}"
      ".legend{{font-size:11px}}"
      ".halo{{paint-order:stroke;stroke:{2};stroke-width:3px;stroke-linejoin:round}}"
      "</style>",
      ink::sepia, ink::faint, ink::paper);
}

// Small repeating marks, as an engraver would hatch them.
std::string patterns(const MapContext& m) {
  std::string s;
  s += fmt::format(
      "<pattern id=\"{}\" width=\"10\" height=\"10\" patternUnits=\"userSpaceOnUse\">"
      "<rect width=\"10\" height=\"10\" fill=\"{}\"/>"
      "<circle cx=\"3\" cy=\"3\" r=\"2\" fill=\"none\" stroke=\"{}\" stroke-width=\"0.8\"/>"
      "<circle cx=\"8\" cy=\"8\" r=\"1.6\" fill=\"none\" stroke=\"{}\" stroke-width=\"0.8\"/></pattern>",
      m.id("woods"), ink::woods, ink::woods_ink, ink::woods_ink);
  s += fmt::format(
      "<pattern id=\"{}\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
      "<rect width=\"6\" height=\"6\" fill=\"{}\"/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"{}\" stroke-width=\"1.2\"/>"
      "</pattern>",
      m.id("town"), ink::town, ink::town_ink);
  s += fmt::format(
      "<pattern id=\"{}\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\">"
      "<rect width=\"8\" height=\"8\" fill=\"{}\"/><circle cx=\"2\" cy=\"2\" r=\"0.8\" fill=\"{}\"/>"
      "<circle cx=\"6\" cy=\"5\" r=\"0.6\" fill=\"{}\"/></pattern>",
      m.id("rough"), ink::rough, ink::faint, ink::faint);
  s += fmt::format(
      "<pattern id=\"{}\" width=\"5\" height=\"5\" patternUnits=\"userSpaceOnUse\">"
      "<rect width=\"5\" height=\"5\" fill=\"{}\"/><line x1=\"0\" y1=\"2.5\" x2=\"5\" y2=\"2.5\" stroke=\"{}\" stroke-width=\"0.7\"/>"
      "</pattern>",
      m.id("crops"), ink::crops, ink::crops_ink);
  s += fmt::format(
      "<pattern id=\"{}\" width=\"4\" height=\"4\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
      "<rect width=\"4\" height=\"4\" fill=\"{}\"/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"4\" stroke=\"{}\" stroke-width=\"1\"/>"
      "</pattern>",
      m.id("impassable"), ink::impassable, ink::sepia);
  for (int side = 0; side < 2; ++side) {
    SideColours c = colours_of(m.log, side);
    s += fmt::format(
        "<pattern id=\"{}{}\" width=\"4\" height=\"4\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
        "<rect width=\"4\" height=\"4\" fill=\"{}\"/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"4\" stroke=\"{}\" stroke-width=\"1.6\"/>"
        "</pattern>",
        m.id("routing"), side, c.light, c.dark);
  }
  return s;
}

std::string arrowhead(const MapContext& m, std::string_view name, std::string_view colour) {
  return fmt::format(
      "<marker id=\"{}\" viewBox=\"0 0 10 10\" refX=\"8\" refY=\"5\" markerWidth=\"5\" markerHeight=\"5\" orient=\"auto\">"
      "<path d=\"M0,1 L9,5 L0,9 z\" fill=\"{}\"/></marker>",
      m.id(name), colour);
}

}  // namespace

std::string map_defs(const MapContext& m) {
  std::string s = "<defs>" + styles() + patterns(m);
  for (int side = 0; side < 2; ++side) s += arrowhead(m, "move" + std::to_string(side), colours_of(m.log, side).dark);
  s += arrowhead(m, "fire", ink::fire);
  s += arrowhead(m, "charge", ink::charge);
  return s + "</defs>";
}

}  // namespace caisson::render
