#pragma once
// Where the units stand, bucketed in square cells of the table, so "who is near here?" looks
// at a few cells instead of every unit: the searches of fire, movement and the commanders grow
// with the army's size, not its square. Battle::place keeps it current. Each unit's centre and
// reach are kept beside its cell, so a search passes over the far ones of a cell without looking
// them up. Answers come in a fixed order for given
// positions (so a resumed battle searches exactly as the original did), but not always unit
// order — a search whose ties matter breaks them by id.
#include <algorithm>
#include <span>
#include <vector>

#include "engine/forces/unit.hpp"
#include "engine/geometry/shapes.hpp"

namespace caisson {

class UnitGrid {
 public:
  UnitGrid() = default;
  UnitGrid(double table_width, double table_depth, std::size_t unit_count);

  // The unit now stands with its centre at `at`, no part of it farther than `radius` from it.
  void put(UnitId id, Vec2 at, double radius);

  // Appended to `out`: every placed unit that may come within `reach` of the box. It may hold
  // some farther off; it never leaves out a nearer one. Units that have left the field are still
  // listed where they were last placed.
  void near(Box area, double reach, std::vector<UnitId>& out) const;
  void near(Vec2 p, double reach, std::vector<UnitId>& out) const { near(Box{p, p}, reach, out); }

  // For the nearest of something: hands `look(ids, farther_than)` the units ring of cells by ring
  // of cells outward from p, with a distance every unit not yet handed over stands beyond (its
  // footprint, not just its centre). `look` returns false to stop. Not re-entrant: `look` must
  // not start another outward search on this thread (the ring is the thread's own buffer).
  template <class Look>
  void outward(Vec2 p, Look&& look) const;

 private:
  static constexpr double kCell = 8.0;  // inches: about a regiment's frontage and a move
  int column_of(double x) const;
  int row_of(double y) const;

  // Where a unit stands: its centre, how far it reaches from it, its cell (-1 until placed).
  struct Spot {
    Vec2 at;
    double radius = 0;
    int cell = -1;
    // Could any part of it come within `reach` of the box?
    bool may_reach(const Box& area, double reach) const {
      const double r = reach + radius;
      return at.x >= area.lo.x - r && at.x <= area.hi.x + r && at.y >= area.lo.y - r && at.y <= area.hi.y + r;
    }
  };

  int columns_ = 1, rows_ = 1;
  double widest_ = 0;  // the largest radius ever placed: how far a unit reaches past its cell
  std::vector<std::vector<UnitId>> cells_;
  std::vector<Spot> spots_;  // per unit
};

template <class Look>
void UnitGrid::outward(Vec2 p, Look&& look) const {
  const int cx = column_of(p.x), cy = row_of(p.y);
  const int last = std::max(std::max(cx, columns_ - 1 - cx), std::max(cy, rows_ - 1 - cy));
  thread_local std::vector<UnitId> ring;
  for (int k = 0; k <= last; ++k) {
    ring.clear();
    for (int row = std::max(0, cy - k); row <= std::min(rows_ - 1, cy + k); ++row) {
      const bool edge_row = row == cy - k || row == cy + k;
      for (int col = std::max(0, cx - k); col <= std::min(columns_ - 1, cx + k); ++col) {
        if (!edge_row && col != cx - k && col != cx + k) continue;  // inside: an earlier ring
        const auto& cell = cells_[static_cast<std::size_t>(row * columns_ + col)];
        ring.insert(ring.end(), cell.begin(), cell.end());
      }
    }
    // Cells farther out begin at least k cells from p, wherever in its cell p stands.
    if (!look(std::span<const UnitId>(ring), k * kCell - widest_)) return;
  }
}

}  // namespace caisson
