// Terrain as an 1860s survey would show it: tinted and hatched areas, hills as nested contours
// darkening toward the crest, roads as cased lines, streams in blue, fences and walls in ink.
// (Their names go with the map's other names: label placement.)
#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "render/map_parts.hpp"
#include "render/outline_points.hpp"
#include "render/palette.hpp"
#include "render/svg_text.hpp"

namespace caisson::render {
namespace {


std::string polygon_points(const MapContext& m, const std::vector<Point>& ps) {
  std::string s;
  for (Point p : ps) {
    if (!s.empty()) s += ' ';
    s += m.at(p);
  }
  return s;
}

// Hills first so woods and towns on their slopes lie on top; then the flat ground covers.
int layer_of(const std::string& kind) {
  static const std::array<std::string_view, 6> order{"hill", "crops", "rough", "woods", "town", "impassable"};
  auto it = std::find(order.begin(), order.end(), kind);
  return static_cast<int>(it - order.begin());
}

// Each contour is the outline drawn smaller toward its middle; higher hills get more of them.
// Lightly tinted, so a crest stays pale enough for either side's units to stand out on it.
std::string hill(const MapContext& m, const TerrainArea& a) {
  std::string s = fmt::format("<polygon class=\"hill\" points=\"{}\" fill=\"{}\" stroke=\"{}\" stroke-width=\"1\"/>",
                              polygon_points(m, a.outline), ink::hill, ink::hill_ink);
  int contours = std::clamp(static_cast<int>(std::lround(a.height)), 1, 3) + 1;
  Point c = centroid(a.outline);
  for (int i = 1; i <= contours; ++i) {
    double f = 1.0 - static_cast<double>(i) / (contours + 1);
    std::vector<Point> ring;
    for (Point p : a.outline) ring.push_back({c.x + (p.x - c.x) * f, c.y + (p.y - c.y) * f});
    s += fmt::format(
        "<polygon points=\"{}\" fill=\"{}\" fill-opacity=\"{}\" stroke=\"{}\" stroke-width=\"0.8\" stroke-opacity=\"0.8\"/>",
        polygon_points(m, ring), ink::hill_ink, num(0.06 + 0.03 * i), ink::hill_ink);
  }
  return s;
}

std::string area(const MapContext& m, const TerrainArea& a) {
  if (a.kind == "hill") return hill(m, a);
  std::string_view stroke = a.kind == "woods" ? ink::woods_ink : a.kind == "town" ? ink::town_ink : ink::faint;
  std::string fill = m.url(a.kind == "woods" || a.kind == "town" || a.kind == "rough" || a.kind == "crops" ||
                                   a.kind == "impassable"
                               ? a.kind
                               : "rough");
  return fmt::format("<polygon class=\"{}\" points=\"{}\" fill=\"{}\" stroke=\"{}\" stroke-width=\"1.2\"/>", escape(a.kind),
                     polygon_points(m, a.outline), fill, stroke);
}

std::string polyline(const MapContext& m, const std::vector<Point>& ps, std::string_view stroke, double width,
                     std::string_view extra = "") {
  return fmt::format(
      "<polyline points=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"{}\" stroke-linecap=\"round\" "
      "stroke-linejoin=\"round\"{}/>",
      polygon_points(m, ps), stroke, num(width), extra);
}

std::string line(const MapContext& m, const TerrainLine& l) {
  const auto& p = l.path;
  if (l.kind == "road") return polyline(m, p, ink::road, 5) + polyline(m, p, ink::road_bed, 2.4);
  if (l.kind == "stream") return polyline(m, p, ink::water, 3);
  if (l.kind == "ford") return polyline(m, p, ink::ford, 7) + polyline(m, p, ink::water, 2, " stroke-dasharray=\"3 3\"");
  if (l.kind == "fence") return polyline(m, p, ink::fence, 1.2) + polyline(m, p, ink::fence, 5, " stroke-dasharray=\"1 5\"");
  if (l.kind == "wall") return polyline(m, p, ink::wall, 3.5) + polyline(m, p, ink::paper, 1, " stroke-dasharray=\"4 2\"");
  if (l.kind == "entrenchment")
    return polyline(m, p, ink::entrenchment, 3) + polyline(m, p, ink::entrenchment, 7, " stroke-dasharray=\"1.5 4\"");
  return polyline(m, p, ink::sepia, 1.5);
}

}  // namespace

std::string MapContext::at(Point p) const {
  Point s = frame.screen(p);
  return num(s.x) + "," + num(s.y);
}

std::string terrain_layer(const MapContext& m) {
  std::vector<const TerrainArea*> areas;
  for (const auto& a : m.log.areas) areas.push_back(&a);
  std::stable_sort(areas.begin(), areas.end(), [](auto* a, auto* b) { return layer_of(a->kind) < layer_of(b->kind); });
  std::string s = "<g class=\"terrain\">";
  for (const auto* a : areas) s += area(m, *a);
  for (const auto& l : m.log.lines) s += line(m, l);
  return s + "</g>";
}

}  // namespace caisson::render
