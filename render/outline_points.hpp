#pragma once
// Points that stand for a shape on the map: an area's centre, a line's middle.
#include <cmath>
#include <vector>

#include "render/battle_log.hpp"

namespace caisson::render {

inline Point centroid(const std::vector<Point>& ps) {
  Point c;
  for (Point p : ps) c = {c.x + p.x, c.y + p.y};
  double n = ps.empty() ? 1.0 : static_cast<double>(ps.size());
  return {c.x / n, c.y / n};
}

// Halfway along a path's length.
inline Point middle_of(const std::vector<Point>& ps) {
  if (ps.size() < 2) return ps.empty() ? Point{} : ps.front();
  double total = 0;
  for (std::size_t i = 1; i < ps.size(); ++i) total += std::hypot(ps[i].x - ps[i - 1].x, ps[i].y - ps[i - 1].y);
  double left = total / 2;
  for (std::size_t i = 1; i < ps.size(); ++i) {
    double len = std::hypot(ps[i].x - ps[i - 1].x, ps[i].y - ps[i - 1].y);
    if (len >= left && len > 0) {
      double f = left / len;
      return {ps[i - 1].x + (ps[i].x - ps[i - 1].x) * f, ps[i - 1].y + (ps[i].y - ps[i - 1].y) * f};
    }
    left -= len;
  }
  return ps.back();
}

}  // namespace caisson::render
