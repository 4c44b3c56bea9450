#include "engine/play/unit_grid.hpp"

#include <algorithm>
#include <cmath>

namespace caisson {

UnitGrid::UnitGrid(double table_width, double table_depth, std::size_t unit_count)
    : columns_(std::max(1, static_cast<int>(std::ceil(table_width / kCell)))),
      rows_(std::max(1, static_cast<int>(std::ceil(table_depth / kCell)))),
      cells_(static_cast<std::size_t>(columns_ * rows_)),
      cell_of_(unit_count, -1) {}

namespace {

// Off the table (a unit stepping off its edge, a search reaching past it, or without limit)
// counts as the nearest edge cell.
int cell_index(double at, int cells) {
  return static_cast<int>(std::clamp(std::floor(at), 0.0, static_cast<double>(cells - 1)));
}

}  // namespace

int UnitGrid::column_of(double x) const { return cell_index(x / kCell, columns_); }
int UnitGrid::row_of(double y) const { return cell_index(y / kCell, rows_); }

void UnitGrid::put(UnitId id, Vec2 at, double radius) {
  widest_ = std::max(widest_, radius);
  int& was = cell_of_.at(static_cast<std::size_t>(id));
  const int now = row_of(at.y) * columns_ + column_of(at.x);
  if (was == now) return;
  if (was >= 0) {
    auto& old = cells_[static_cast<std::size_t>(was)];
    old.erase(std::find(old.begin(), old.end(), id));
  }
  auto& cell = cells_[static_cast<std::size_t>(now)];
  cell.insert(std::lower_bound(cell.begin(), cell.end(), id), id);
  was = now;
}

void UnitGrid::near(Box area, double reach, std::vector<UnitId>& out) const {
  const Box r = area.grown(reach + widest_);
  const int c0 = column_of(r.lo.x), c1 = column_of(r.hi.x), r0 = row_of(r.lo.y), r1 = row_of(r.hi.y);
  if (2 * (c1 - c0 + 1) * (r1 - r0 + 1) >= columns_ * rows_) {  // most of the table: everyone placed
    for (std::size_t id = 0; id < cell_of_.size(); ++id)
      if (cell_of_[id] >= 0) out.push_back(static_cast<UnitId>(id));
    return;
  }
  for (int row = r0; row <= r1; ++row)
    for (int col = c0; col <= c1; ++col) {
      const auto& cell = cells_[static_cast<std::size_t>(row * columns_ + col)];
      out.insert(out.end(), cell.begin(), cell.end());
    }
}

}  // namespace caisson
