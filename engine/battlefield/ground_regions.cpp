#include "engine/battlefield/ground_regions.hpp"

#include <algorithm>
#include <cmath>

#include "engine/battlefield/polygon_crossing.hpp"

namespace caisson {
namespace {

// Inch cells up to this many; a larger table (the largest allowed is 2000" square) takes larger
// cells, so a check stays a fraction of a second.
constexpr double kMostCells = 250'000;

}  // namespace

GroundRegions::GroundRegions(const Battlefield& field) : width_(field.width()), depth_(field.depth()) {
  for (const Area& a : field.areas())
    if (a.kind == AreaKind::impassable) impassable_.push_back(&a.outline);
  whole_ = impassable_.empty();
  if (whole_) return;
  cell_ = std::max(1.0, std::sqrt(width_ * depth_ / kMostCells));
  columns_ = std::max(1, static_cast<int>(std::ceil(width_ / cell_)));
  rows_ = std::max(1, static_cast<int>(std::ceil(depth_ / cell_)));
  region_.assign(static_cast<std::size_t>(columns_) * static_cast<std::size_t>(rows_), -1);
  std::vector<char> open(region_.size(), 0);
  for (int row = 0; row < rows_; ++row)
    for (int col = 0; col < columns_; ++col) open[index(col, row)] = steps(centre(col, row), centre(col, row));
  // Flood each region from its first open cell, over the eight steps about a cell.
  std::vector<std::pair<int, int>> frontier;
  int regions = 0;
  for (int row = 0; row < rows_; ++row)
    for (int col = 0; col < columns_; ++col) {
      if (!open[index(col, row)] || region_[index(col, row)] >= 0) continue;
      region_[index(col, row)] = regions;
      frontier.assign(1, {col, row});
      while (!frontier.empty()) {
        const auto [c, r] = frontier.back();
        frontier.pop_back();
        for (int dr = -1; dr <= 1; ++dr)
          for (int dc = -1; dc <= 1; ++dc) {
            const int nc = c + dc, nr = r + dr;
            if (nc < 0 || nr < 0 || nc >= columns_ || nr >= rows_) continue;
            const std::size_t n = index(nc, nr);
            if (!open[n] || region_[n] >= 0 || !steps(centre(c, r), centre(nc, nr))) continue;
            region_[n] = regions;
            frontier.emplace_back(nc, nr);
          }
      }
      ++regions;
    }
}

void GroundRegions::regions_from(Vec2 p, std::vector<int>& out) const {
  if (whole_) return out.push_back(0);
  const int col = column_of(p.x), row = row_of(p.y);
  for (int r = std::max(0, row - 1); r <= std::min(rows_ - 1, row + 1); ++r)
    for (int c = std::max(0, col - 1); c <= std::min(columns_ - 1, col + 1); ++c) {
      const int region = region_[index(c, r)];
      if (region >= 0 && steps(p, centre(c, r))) out.push_back(region);
    }
}

bool GroundRegions::steps(Vec2 from, Vec2 to) const {
  // Battlefield::enters_impassable, over the impassable areas alone (a step from a point to
  // itself asks whether the point is inside one).
  return std::none_of(impassable_.begin(), impassable_.end(),
                      [&](const Polygon* outline) { return runs_inside(*outline, Segment{from, to}); });
}

int GroundRegions::column_of(double x) const {
  return std::clamp(static_cast<int>(std::floor(x / cell_)), 0, columns_ - 1);
}

int GroundRegions::row_of(double y) const { return std::clamp(static_cast<int>(std::floor(y / cell_)), 0, rows_ - 1); }

// The middle of the cell, or of the part of it on the table (the last row and column may be cut
// short by the edge).
Vec2 GroundRegions::centre(int col, int row) const {
  const double x0 = col * cell_, y0 = row * cell_;
  return {(x0 + std::min(x0 + cell_, width_)) / 2, (y0 + std::min(y0 + cell_, depth_)) / 2};
}

}  // namespace caisson
