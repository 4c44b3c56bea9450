#pragma once
// Where the units stand, bucketed in square cells of the table, so "who is near here?" looks
// at a few cells instead of every unit: the searches of fire, movement and the commanders grow
// with the army's size, not its square. Battle::place keeps it current. Answers come cell by
// cell, each cell in unit order: a fixed order for given positions (so a resumed battle searches
// exactly as the original did), but not unit order — a search whose ties matter breaks them by id.
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

  // Into `out` (cleared first): every placed unit that may come within `reach` of the box. It may hold some farther off; it never leaves out a nearer one. Units that have
  // left the field are still listed where they were last placed.
  void near(Box area, double reach, std::vector<UnitId>& out) const;
  void near(Vec2 p, double reach, std::vector<UnitId>& out) const { near(Box{p, p}, reach, out); }

 private:
  static constexpr double kCell = 8.0;  // inches: about a regiment's frontage and a move
  int column_of(double x) const;
  int row_of(double y) const;

  int columns_ = 1, rows_ = 1;
  double widest_ = 0;  // the largest radius ever placed: how far a unit reaches past its cell
  std::vector<std::vector<UnitId>> cells_;
  std::vector<int> cell_of_;  // per unit; -1 until first placed
};

}  // namespace caisson
