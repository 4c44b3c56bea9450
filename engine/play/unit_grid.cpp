#include "engine/play/unit_grid.hpp"

#include <algorithm>
#include <cmath>

namespace caisson {

UnitGrid::UnitGrid(double table_width, double table_depth, std::size_t unit_count)
    : columns_(std::max(1, static_cast<int>(std::ceil(table_width / kCell)))),
      rows_(std::max(1, static_cast<int>(std::ceil(table_depth / kCell)))),
      cells_(static_cast<std::size_t>(columns_ * rows_)),
      spots_(unit_count) {}

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
  Spot& spot = spots_.at(static_cast<std::size_t>(id));
  const int now = row_of(at.y) * columns_ + column_of(at.x);
  const int was = spot.cell;
  spot.at = at;
  spot.radius = radius;
  spot.cell = now;
  if (was == now) return;
  if (was >= 0) {
    auto& old = cells_[static_cast<std::size_t>(was)];
    old.erase(std::find(old.begin(), old.end(), id));
  }
  auto& cell = cells_[static_cast<std::size_t>(now)];
  cell.insert(std::lower_bound(cell.begin(), cell.end(), id), id);
}

void UnitGrid::near(Box area, double reach, std::vector<UnitId>& out) const {
  // A unit in a cell beyond this box stands too far off: no unit reaches past its cell by more
  // than the widest does.
  const Box r = area.grown(reach + widest_);
  const int c0 = column_of(r.lo.x), c1 = column_of(r.hi.x), r0 = row_of(r.lo.y), r1 = row_of(r.hi.y);
  for (int row = r0; row <= r1; ++row)
    for (int col = c0; col <= c1; ++col)
      for (UnitId id : cells_[static_cast<std::size_t>(row * columns_ + col)])
        if (spots_[static_cast<std::size_t>(id)].may_reach(area, reach)) out.push_back(id);
}

}  // namespace caisson
