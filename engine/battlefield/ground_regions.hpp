#pragma once
// Which ground a unit could ever walk to from where it stands: impassable areas may cut the table
// into regions with no way between them (a river drawn with no gap for a bridge or a ford, a
// lake against the table's edge). The table is laid out in square cells; a cell whose centre is
// not inside impassable ground is open, and open cells are joined into one region when the
// straight step between their centres — along a row, a column or aslant — enters no impassable
// area: the test every rule system's movement makes of a move (Battlefield::enters_impassable).
// A unit is taken as a point, its centre, as those rules take it. `caisson check` asks it at
// set-up, once; the table's size bounds the work.
#include <vector>

#include "engine/battlefield/battlefield.hpp"

namespace caisson {

class GroundRegions {
 public:
  explicit GroundRegions(const Battlefield& field);

  // An inch, or more on a table so large that inch cells would be too many: a gap between
  // impassable areas narrower than a cell may be missed.
  double cell() const { return cell_; }
  // Whether the table has impassable ground at all: without it every point reaches every other.
  bool divided() const { return !whole_; }

  // Appended to `out`: the regions a unit standing at `p` can step into — those of the cells about
  // it (its own and the eight around) whose centres it reaches by a straight way that enters no
  // impassable ground. None when p is itself inside impassable ground (every way out enters it).
  void regions_from(Vec2 p, std::vector<int>& out) const;

  // Appended to `out`: the regions of the open cells whose centres lie in the box and pass `take`.
  template <class Take>
  void regions_in(Box box, Take&& take, std::vector<int>& out) const {
    if (whole_) return out.push_back(0);
    for (int row = row_of(box.lo.y); row <= row_of(box.hi.y); ++row)
      for (int col = column_of(box.lo.x); col <= column_of(box.hi.x); ++col) {
        const int r = region_[index(col, row)];
        if (r >= 0 && take(centre(col, row))) out.push_back(r);
      }
  }

 private:
  bool steps(Vec2 from, Vec2 to) const;  // the straight way enters no impassable area
  int column_of(double x) const;
  int row_of(double y) const;
  std::size_t index(int col, int row) const {
    return static_cast<std::size_t>(row) * static_cast<std::size_t>(columns_) + static_cast<std::size_t>(col);
  }
  Vec2 centre(int col, int row) const;

  double width_ = 0, depth_ = 0, cell_ = 1;
  int columns_ = 0, rows_ = 0;
  bool whole_ = false;                     // no impassable ground: the whole table is region 0
  std::vector<const Polygon*> impassable_; // the impassable areas' outlines
  std::vector<int> region_;                // per cell, row by row: its region, or -1 when not open
};

}  // namespace caisson
