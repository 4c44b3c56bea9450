// The sheet's shared definitions: type, fill patterns for terrain and routing units, arrowheads.
#include <fmt/format.h>

#include "render/map_parts.hpp"
#include "render/palette.hpp"

namespace caisson::render {
namespace {

// Type, and how units, pennants and arrows are painted: by class, so each of the many written
// (and each turn's pieces on the replay page) carries only its shape.
std::string styles(const MapContext& m) {
  std::string s = fmt::format(
      "<style>"
      "text{{font-family:Georgia,'DejaVu Serif','Times New Roman',serif;fill:{0};text-rendering:geometricPrecision}}"
      ".title{{font-size:22px;font-weight:bold;letter-spacing:.5px}}"
      ".subtitle{{font-size:14px;font-style:italic}}"
      ".terrain-name{{font-size:11px;font-style:italic;fill:{1}}}"
      ".edge{{font-size:11px;letter-spacing:2px;fill:{1}}}"
      ".objective-name{{font-size:11px;font-weight:bold}}"
      ".brigade{{font-size:11px;font-style:italic;font-weight:bold}}"
      ".general{{font-size:10px}}"
      ".legend{{font-size:11px}}.footnote{{font-size:10px}}"
      // A counter's name in paper on its dark block, edged in the block's fill so a routing
      // unit's stripes never run through its letters.
      ".counter{{font-weight:bold;pointer-events:none;fill:{2};text-anchor:middle;paint-order:stroke;stroke-width:.25em;"
      "stroke-linejoin:round}}"
      ".waiting-text{{font-size:10px;font-style:italic;fill:{0}}}"
      ".waiting-text.first{{font-weight:bold;font-style:normal}}"
      ".halo{{paint-order:stroke;stroke:{2};stroke-width:3px;stroke-linejoin:round}}"
      ".unit>rect:not(.rout-hatch){{stroke-width:.8}}.unit>.front{{stroke-width:2.2}}.unit.routing>.front{{stroke:{3}}}"
      ".move{{stroke-width:1.4;stroke-dasharray:5 3;stroke-opacity:.85}}"
      ".fire{{stroke:{3};stroke-width:.9;stroke-opacity:.75;marker-end:{4}}}.fire.hit{{stroke-width:1.6}}"
      ".charge{{stroke:{5};stroke-width:3.2;marker-end:{6}}}"
      ".hit-mark{{fill:{7};stroke:#fff;stroke-width:.6}}"
      ".hit-marks{{fill:none;stroke:none;marker-start:{8};marker-mid:{8};marker-end:{8}}}"
      ".leader{{stroke-width:.8;stroke-opacity:.8;vector-effect:non-scaling-stroke}}"
      ".brigade-block{{fill-opacity:.3;stroke-width:1.2;stroke-linejoin:round;vector-effect:non-scaling-stroke;pointer-events:none}}",
      ink::sepia, ink::quiet, ink::paper, ink::fire, m.url("fire"), ink::charge, m.url("charge"), ink::hit, m.url("hit"));
  for (int side = 0; side < 2; ++side) {
    SideColours c = colours_of(m.log, side);
    // A routing unit keeps its side's fill (its stripes say it runs): pale blocks vanished on pale ground.
    s += fmt::format(
        ".s{0}>rect:not(.rout-hatch){{fill:{1};stroke:{2}}}.s{0}>.front{{stroke:{2}}}.s{0}>.counter{{stroke:{1}}}"
        ".s{0}.move{{stroke:{2};marker-end:{3}}}"
        ".s{0}>use{{color:{2};fill:{1}}}text.s{0}{{fill:{2}}}.brigade-block.s{0}{{fill:{1};stroke:{2}}}.leader.s{0}{{stroke:{2}}}",
        side, c.fill, c.dark, m.url("move" + std::to_string(side)));
  }
  return s + "</style>";
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
        "<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"4\" stroke=\"{}\" stroke-width=\"1.3\"/></pattern>",
        m.id("routing"), side, c.light);
  }
  return s;
}

// A general's pennant, drawn once and used at every general: the staff from where he stands, the
// flag at its head, in his side's colours (the <use> gives them as color and fill).
std::string pennant(const MapContext& m) {
  return fmt::format(
      "<g id=\"{}\"><line y2=\"-14\" stroke=\"currentColor\" stroke-width=\"1.2\"/>"
      "<polygon points=\"0,-14 9,-11 0,-8\" stroke=\"currentColor\" stroke-width=\"0.6\"/>"
      "<circle r=\"1.8\" fill=\"currentColor\"/></g>",
      m.id("pennant"));
}

std::string arrowhead(const MapContext& m, std::string_view name, std::string_view colour) {
  return fmt::format(
      "<marker id=\"{}\" viewBox=\"0 0 10 10\" refX=\"8\" refY=\"5\" markerWidth=\"5\" markerHeight=\"5\" orient=\"auto\">"
      "<path d=\"M0,1 L9,5 L0,9 z\" fill=\"{}\"/></marker>",
      m.id(name), colour);
}

// A HIT's mark, set at each corner of a unit's line of marks (map_units' hit_marks), the size it
// is drawn at whatever the line's stroke.
std::string hit_mark(const MapContext& m) {
  return fmt::format(
      "<marker id=\"{}\" viewBox=\"-2.5 -2.5 5 5\" markerWidth=\"5\" markerHeight=\"5\" markerUnits=\"userSpaceOnUse\">"
      "<circle class=\"hit-mark\" r=\"1.8\"/></marker>",
      m.id("hit"));
}

}  // namespace

std::string map_defs(const MapContext& m) {
  std::string s = "<defs>" + styles(m) + patterns(m) + pennant(m) + hit_mark(m);
  for (int side = 0; side < 2; ++side) s += arrowhead(m, "move" + std::to_string(side), colours_of(m.log, side).dark);
  s += arrowhead(m, "fire", ink::fire);
  s += arrowhead(m, "charge", ink::charge);
  return s + "</defs>";
}

}  // namespace caisson::render
