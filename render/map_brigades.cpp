// Brigades as blocks, for the replay page zoomed out: each brigade's regiments on the table
// wrapped in one hull in its side's colour, so a map too small for regiments' names reads as an
// order of battle. The page shows the blocks only below the zoom at which counters can be read;
// the brigade's name is the one label placement already gives it.
#include <algorithm>
#include <cmath>
#include <map>
#include <string>
#include <utility>

#include <fmt/format.h>

#include "render/map_parts.hpp"
#include "render/svg_text.hpp"

namespace caisson::render {
namespace {

constexpr double kMargin = 3;  // sheet pixels of block around the outermost regiments

// The corners of a unit's footprint on the sheet, turned to its facing and grown by the margin.
void add_corners(const MapFrame& f, const UnitState& u, std::vector<Point>& out) {
  Point c = f.screen(u.at);
  double w = std::max(f.pixels(u.width), 3.0) / 2 + kMargin, d = std::max(f.pixels(u.depth), 2.0) / 2 + kMargin;
  double a = u.facing * 3.14159265358979323846 / 180, cs = std::cos(a), sn = std::sin(a);
  for (auto [x, y] : {std::pair{-w, -d}, {w, -d}, {w, d}, {-w, d}})
    out.push_back({c.x + x * cs - y * sn, c.y + x * sn + y * cs});
}

double cross(Point o, Point a, Point b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); }

// Andrew's monotone chain: the convex hull, counter-clockwise from the lowest-leftmost point.
std::vector<Point> hull(std::vector<Point> ps) {
  std::sort(ps.begin(), ps.end(), [](Point a, Point b) { return a.x < b.x || (a.x == b.x && a.y < b.y); });
  if (ps.size() < 3) return ps;
  std::vector<Point> h(2 * ps.size());
  std::size_t k = 0;
  for (std::size_t i = 0; i < ps.size(); ++i) {
    while (k >= 2 && cross(h[k - 2], h[k - 1], ps[i]) <= 0) --k;
    h[k++] = ps[i];
  }
  for (std::size_t i = ps.size() - 1, lower = k + 1; i-- > 0;) {
    while (k >= lower && cross(h[k - 2], h[k - 1], ps[i]) <= 0) --k;
    h[k++] = ps[i];
  }
  h.resize(k - 1);
  return h;
}

// Whole pixels: a block is a broad shape, and a brigade that stood still is the same piece of
// the page from turn to turn.
std::string points_of(const std::vector<Point>& ps) {
  std::string s;
  for (Point p : ps) s += fmt::format("{}{},{}", s.empty() ? "" : " ", std::lround(p.x), std::lround(p.y));
  return s;
}

}  // namespace

std::string brigades_layer(const MapContext& m) {
  if (!m.for_page) return {};
  struct Block {
    int side = 0;
    std::vector<Point> corners;
  };
  // By side and name, the same order every time: two sides may each have a brigade of one name.
  std::map<std::pair<int, std::string>, Block> blocks;
  for (const auto& u : m.picture.units) {
    const UnitInfo* info = m.log.unit(u.id);
    if (!info || !u.present() || info->brigade.empty()) continue;
    const int side = m.log.side_index(info->side);
    Block& b = blocks[{side, info->brigade}];
    b.side = side;
    add_corners(m.frame, u, b.corners);
  }
  std::string s = "<g class=\"brigade-blocks\">";
  for (const auto& [key, b] : blocks)
    s += fmt::format("<polygon class=\"brigade-block s{}\" data-brigade=\"{}\" points=\"{}\"/>", b.side, escape(key.second),
                     points_of(hull(b.corners)));
  return s + "</g>";
}

}  // namespace caisson::render
