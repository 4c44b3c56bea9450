#include "engine/play/unit_grid.hpp"

#include <algorithm>
#include <cmath>

namespace caisson {

UnitGrid::UnitGrid(double table_width, double table_depth, std::size_t unit_count)
    : columns_(std::max(1, static_cast<int>(std::ceil(table_width / kCell)))),
      rows_(std::max(1, static_cast<int>(std::ceil(table_depth / kCell)))),
      cells_(static_cast<std::size_t>(columns_ * rows_)),
      cell_of_(unit_count, -1),
      in_row_(static_cast<std::size_t>(rows_)),
      in_column_(static_cast<std::size_t>(columns_)) {}

namespace {

// Off the table (a unit stepping off its edge, a search reaching past it, or without limit)
// counts as the nearest edge cell.
int cell_index(double at, int cells) {
  // Clamped first, the whole part is the floor: no library call on the searches' hot path.
  return static_cast<int>(std::clamp(at, 0.0, static_cast<double>(cells - 1)));
}

}  // namespace

int UnitGrid::column_of(double x) const { return cell_index(x / kCell, columns_); }
int UnitGrid::row_of(double y) const { return cell_index(y / kCell, rows_); }

const UnitGrid::Occupied& UnitGrid::occupied() const {
  if (!occupied_stale_) return occupied_;
  auto span = [](const std::vector<int>& counts, int& lo, int& hi) {
    const auto held = [](int n) { return n > 0; };
    const auto a = std::find_if(counts.begin(), counts.end(), held);
    const auto b = std::find_if(counts.rbegin(), counts.rend(), held);
    lo = static_cast<int>(a - counts.begin());
    hi = static_cast<int>(counts.rend() - b) - 1;
  };
  span(in_column_, occupied_.column0, occupied_.column1);
  span(in_row_, occupied_.row0, occupied_.row1);
  occupied_stale_ = false;
  return occupied_;
}

void UnitGrid::put(UnitId id, Vec2 at, double radius) {
  widest_ = std::max(widest_, radius);
  int& was = cell_of_.at(static_cast<std::size_t>(id));
  const int now = row_of(at.y) * columns_ + column_of(at.x);
  const auto in_order = [](const Spot& s, UnitId i) { return s.id < i; };
  if (was == now) {
    auto& cell = cells_[static_cast<std::size_t>(now)];
    *std::lower_bound(cell.begin(), cell.end(), id, in_order) = {id, at, radius};
    return;
  }
  if (was >= 0) {
    auto& old = cells_[static_cast<std::size_t>(was)];
    old.erase(std::lower_bound(old.begin(), old.end(), id, in_order));
    --in_row_[static_cast<std::size_t>(was / columns_)];
    --in_column_[static_cast<std::size_t>(was % columns_)];
  }
  ++in_row_[static_cast<std::size_t>(now / columns_)];
  ++in_column_[static_cast<std::size_t>(now % columns_)];
  occupied_stale_ = true;
  auto& cell = cells_[static_cast<std::size_t>(now)];
  cell.insert(std::lower_bound(cell.begin(), cell.end(), id, in_order), Spot{id, at, radius});
  was = now;
}

void UnitGrid::near(Box area, double reach, std::vector<UnitId>& out) const {
  // A unit in a cell beyond this box stands too far off: no unit reaches past its cell by more
  // than the widest does.
  const Box r = area.grown(reach + widest_);
  const Occupied& o = occupied();
  const int c0 = std::max(o.column0, column_of(r.lo.x)), c1 = std::min(o.column1, column_of(r.hi.x));
  const int r0 = std::max(o.row0, row_of(r.lo.y)), r1 = std::min(o.row1, row_of(r.hi.y));
  for (int row = r0; row <= r1; ++row)
    for (int col = c0; col <= c1; ++col)
      for (const Spot& s : cells_[static_cast<std::size_t>(row * columns_ + col)])
        if (s.may_reach(area, reach)) out.push_back(s.id);
}

}  // namespace caisson
