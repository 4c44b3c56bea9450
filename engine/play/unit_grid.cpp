#include "engine/play/unit_grid.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace caisson {

UnitGrid::UnitGrid(double table_width, double table_depth, std::size_t unit_count)
    : columns_(std::max(1, static_cast<int>(std::ceil(table_width / kCell)))),
      rows_(std::max(1, static_cast<int>(std::ceil(table_depth / kCell)))),
      spots_(static_cast<std::size_t>(columns_ * rows_ * room_)),
      held_(static_cast<std::size_t>(columns_ * rows_)),
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

void UnitGrid::make_room(int room) {
  std::vector<Spot> wider(held_.size() * static_cast<std::size_t>(room));
  for (std::size_t i = 0; i < held_.size(); ++i) {
    const std::span<const Spot> spots = cell(static_cast<int>(i));
    std::copy(spots.begin(), spots.end(), wider.begin() + static_cast<std::ptrdiff_t>(i * static_cast<std::size_t>(room)));
  }
  spots_ = std::move(wider);
  room_ = room;
}

void UnitGrid::put(UnitId id, Vec2 at, double radius) {
  widest_ = std::max(widest_, radius);
  int& was = cell_of_.at(static_cast<std::size_t>(id));
  const int now = row_of(at.y) * columns_ + column_of(at.x);
  const auto in_order = [](const Spot& s, UnitId i) { return s.id < i; };
  const auto first_of = [&](int index) { return spots_.begin() + static_cast<std::ptrdiff_t>(index) * room_; };
  if (was == now) {
    const auto first = first_of(now);
    *std::lower_bound(first, first + held_[static_cast<std::size_t>(now)], id, in_order) = {id, at, radius};
    return;
  }
  if (was >= 0) {
    int& held = held_[static_cast<std::size_t>(was)];
    const auto first = first_of(was), last = first + held;
    const auto gone = std::lower_bound(first, last, id, in_order);
    std::move(gone + 1, last, gone);
    --held;
    --in_row_[static_cast<std::size_t>(was / columns_)];
    --in_column_[static_cast<std::size_t>(was % columns_)];
  }
  ++in_row_[static_cast<std::size_t>(now / columns_)];
  ++in_column_[static_cast<std::size_t>(now % columns_)];
  occupied_stale_ = true;
  if (held_[static_cast<std::size_t>(now)] == room_) make_room(room_ * 2);
  int& held = held_[static_cast<std::size_t>(now)];
  const auto first = first_of(now), last = first + held;
  const auto slot = std::lower_bound(first, last, id, in_order);
  std::move_backward(slot, last, last + 1);
  *slot = Spot{id, at, radius};
  ++held;
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
      for (const Spot& s : cell(row * columns_ + col))
        if (s.may_reach(area, reach)) out.push_back(s.id);
}

void UnitGrid::along(Segment line, double reach, std::vector<UnitId>& out) const {
  const Occupied& o = occupied();
  if (o.empty()) return;
  // Row by row: a centre within `grow` of the line lies within `grow`, across and along, of the
  // part of the line whose height is within `grow` of the row.
  const double grow = reach + widest_;
  const Vec2 d = line.b - line.a;
  // Each spot's distance from the line, squared, without a root or a division per spot.
  const double len2 = d.length_squared(), per_len2 = len2 > 0 ? 1 / len2 : 0;
  const auto within_reach = [&](const Spot& s) {
    const Vec2 v = s.at - line.a;
    const Vec2 off = v - d * std::clamp(v.dot(d) * per_len2, 0.0, 1.0);
    const double r = reach + s.radius + 1e-9;  // a hair over: rounding never leaves one out
    return off.length_squared() <= r * r;
  };
  const double y_lo = std::min(line.a.y, line.b.y) - grow, y_hi = std::max(line.a.y, line.b.y) + grow;
  const int r0 = std::max(o.row0, row_of(y_lo)), r1 = std::min(o.row1, row_of(y_hi));
  for (int row = r0; row <= r1; ++row) {
    // The edge rows also hold whoever stands off the table beyond them.
    constexpr double kBeyond = std::numeric_limits<double>::infinity();
    const double band_lo = row == 0 ? -kBeyond : row * kCell - grow;
    const double band_hi = row == rows_ - 1 ? kBeyond : (row + 1) * kCell + grow;
    double t0 = 0, t1 = 1;  // the part of the line within the row's band
    if (d.y != 0) {
      double ta = (band_lo - line.a.y) / d.y, tb = (band_hi - line.a.y) / d.y;
      if (ta > tb) std::swap(ta, tb);
      t0 = std::max(t0, ta), t1 = std::min(t1, tb);
      if (t0 > t1) continue;
    } else if (line.a.y < band_lo || line.a.y > band_hi) {
      continue;
    }
    const double xa = line.a.x + d.x * t0, xb = line.a.x + d.x * t1;
    const int c0 = std::max(o.column0, column_of(std::min(xa, xb) - grow));
    const int c1 = std::min(o.column1, column_of(std::max(xa, xb) + grow));
    for (int col = c0; col <= c1; ++col)
      for (const Spot& s : cell(row * columns_ + col))
        if (within_reach(s)) out.push_back(s.id);
  }
}

}  // namespace caisson
