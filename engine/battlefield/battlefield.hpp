#pragma once
// The table and everything drawn on it, and the questions rules ask of it. Knows nothing of
// units beyond their footprints.
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "engine/battlefield/terrain.hpp"
#include "engine/geometry/oriented_rect.hpp"

namespace caisson {

// What a stretch of movement crosses, for a ruleset to price.
struct PathTerrain {
  double length = 0;        // straight-line length of the path
  // Inches of it inside areas flagged rough (woods, town, rough, crops unless set false), each
  // inch counted once where areas overlap. Hills never count here: their slopes are `climbs`.
  double rough_length = 0;
  bool crosses_obstacle = false;  // touches or crosses a stream, ford, fence, wall or entrenchment line
  bool climbs = false;      // the ground level changes somewhere along it (up, down, or over a hill)
  bool all_on_road = false; // every point sampled (each 0.5") is within a road's width of it
  bool enters_impassable = false;  // runs inside an impassable area (touching its edge does not)
  bool leaves_table = false;       // either end is off the table
  bool is_rough() const { return rough_length > 0 || crosses_obstacle || climbs; }
};

// Something on the table that may block a line of fire: a unit's footprint at its level.
struct SightBlocker {
  OrientedRect footprint;
  double level = 0;
  bool friendly_to_firer = false;
};

class Battlefield {
 public:
  Battlefield() = default;
  Battlefield(double width, double depth) : width_(width), depth_(depth) {}

  double width() const { return width_; }
  double depth() const { return depth_; }
  void add(Area a) {
    if (a.kind == AreaKind::hill) hills_.push_back(areas_.size());
    areas_.push_back(std::move(a));
    edition_ = {};
  }
  void add(LinearFeature l) {
    lines_.push_back(std::move(l));
    edition_ = {};
  }
  void add(Objective o) {
    objectives_.push_back(std::move(o));
    edition_ = {};
  }
  // This table as drawn (see Edition): an answer about its ground remembered under the stamp stays true.
  std::uint64_t edition() const { return edition_.id; }
  const std::vector<Area>& areas() const { return areas_; }
  const std::vector<LinearFeature>& lines() const { return lines_; }
  const std::vector<Objective>& objectives() const { return objectives_; }
  const Area* find_area(std::string_view name) const;
  const LinearFeature* find_line(std::string_view name) const;
  const Objective* find_objective(std::string_view name) const;
  int objective_index(std::string_view name) const;  // -1 when absent

  bool on_table(Vec2 p) const { return p.x >= 0 && p.y >= 0 && p.x <= width_ && p.y <= depth_; }
  bool on_table(const OrientedRect& r) const;
  // How far a point goes from `from` along unit vector `dir` and is still on the table (0 from a
  // point off it): where a move the table's edge stops ends.
  double run_on_table(Vec2 from, Vec2 dir) const;

  // The ground level at a point: the highest hill containing it, else 0.
  double level_at(Vec2 p) const;
  double level_of(const OrientedRect& r) const { return level_at(r.center); }

  // The best cover a unit in this footprint has: an area containing its centre, or a fence,
  // wall or entrenchment within 1" of its front edge and no nearer its rear edge (a unit lined
  // up behind it, not one with the wall at its back). Each feature gives its `cover` as drawn
  // (the loader fills in its kind's default). The direction of fire is not considered: that is
  // the ruleset's to judge.
  Cover cover_of(const OrientedRect& r) const;

  // Does the point lie inside an area of this kind (a unit's centre in a town, say)?
  bool within(Vec2 p, AreaKind kind) const;
  // Does the way from `from` to `to` touch an area of this kind?
  bool crosses(Vec2 from, Vec2 to, AreaKind kind) const;

  // Is the footprint (mostly) in rough ground — its centre inside a rough area (not a hill)?
  bool in_rough(const OrientedRect& r) const;

  bool enters_impassable(Vec2 from, Vec2 to) const;  // path_terrain(from, to).enters_impassable, alone
  // Does the ground's level differ anywhere along s from its start (up, down, or over a hill)?
  bool level_changes_along(Segment s) const;
  // How far along the straight way from `from` to `to` it first runs into impassable ground.
  std::optional<double> impassable_entry(Vec2 from, Vec2 to) const;
  PathTerrain path_terrain(Vec2 from, Vec2 to) const;

  // Is the straight line from `from` (at level from_level) to `to` (at to_level) clear of
  // terrain? Woods and towns block unless the line merely starts or ends inside them at their
  // edge (a unit in a wood's edge may fire out: the first and last `edge_allowance` inches of the
  // line are not tested). Hills higher than both ends block. From higher ground the firer sees
  // over low obstacles (fences, walls) but never over woods or towns. Fences, walls and
  // entrenchments never block at the same level either: they are cover (cover_of), not screens.
  // Only areas that block sight (woods, towns, or `blocks_sight`) and hills obstruct; the line
  // must run inside them — grazing a corner does not block.
  bool terrain_clear(Vec2 from, double from_level, Vec2 to, double to_level, double edge_allowance = 1.0) const;

  // Is the line clear of the given units' footprints? A blocker blocks when the line runs
  // through its footprint (touching an edge or corner does not: units side by side fire past
  // each other) and its level is at least the higher end's; a firer or target on higher ground
  // sees over units below it. Pass neither the firer nor the target as blockers. Allocation-free;
  // blockers are culled by bounding box first.
  static bool units_clear(Segment line, double from_level, double to_level, std::span<const SightBlocker> blockers);

 private:
  double level_at_now(Vec2 p) const;
  Cover cover_of_now(const OrientedRect& r) const;
  bool terrain_clear_now(Vec2 from, double from_level, Vec2 to, double to_level, double edge_allowance) const;
  PathTerrain path_terrain_now(Vec2 from, Vec2 to) const;

  // Stamps this table as drawn: no other table, nor this one once drawn on again, nor a copy
  // (which may outlive it), ever shares the stamp. Answers remembered under it stay true.
  struct Edition {
    std::uint64_t id = next();
    Edition() = default;
    Edition(const Edition&) : id(next()) {}
    Edition& operator=(const Edition&) {
      id = next();
      return *this;
    }
    static std::uint64_t next();
  };

  double width_ = 96, depth_ = 48;
  // Lines of sight asked about again are remembered in more room on a large table (Gettysburg's,
  // a generated battle's of hundreds of regiments a side), with more troops asking: at 500
  // regiments a side, half the questions of jackson's fire-fights found their slot of 4,096
  // taken by another line (16,384: 6% fewer instructions a turn). On a small table the larger
  // room cost the reference battle 3% more time for 0.4% fewer instructions.
  static constexpr double kLargeTableArea = 16384;  // square inches
  bool large_table() const { return width_ * depth_ > kLargeTableArea; }
  Edition edition_;
  std::vector<Area> areas_;
  std::vector<std::size_t> hills_;  // which of areas_ are hills: the ground's level asks no others
  std::vector<LinearFeature> lines_;
  std::vector<Objective> objectives_;
};

}  // namespace caisson
