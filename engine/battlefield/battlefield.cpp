#include "engine/battlefield/battlefield.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <limits>
#include <optional>

#include "engine/battlefield/polygon_crossing.hpp"
#include "engine/geometry/remembered.hpp"

namespace caisson {
namespace {

constexpr double kSampleStep = 0.5;      // inches between the points a path is sampled at
constexpr double kLineCoverReach = 1.0;  // a fence this near a unit's front edge covers it
constexpr double kLevelTolerance = 1e-9;

// Hills cost movement through their slopes (PathTerrain::climbs), not their area: a hill's
// `rough` flag is ignored, so a wooded or rocky hill is drawn as a woods or rough area on it.
bool counts_as_rough(const Area& a) { return a.rough && a.kind != AreaKind::hill; }

bool blocks_sight(const Area& a) { return a.blocks_sight || a.kind == AreaKind::woods || a.kind == AreaKind::town; }

bool is_obstacle(LineKind k) { return k != LineKind::road; }

// Calls visit(point) at both ends of s and at most kSampleStep apart between them.
template <class Visit>
void for_each_sample(Segment s, Visit visit) {
  int n = std::max(1, static_cast<int>(std::ceil(s.length() / kSampleStep)));
  for (int i = 0; i <= n; ++i) visit(s.a + (s.b - s.a) * (static_cast<double>(i) / n));
}

// The part of s more than `allowance` from either end, or nothing when s is too short to have one.
std::optional<Segment> trim_ends(Segment s, double allowance) {
  double len = s.length();
  if (len <= 2 * allowance) return std::nullopt;
  Vec2 step = (s.b - s.a) * (allowance / len);
  return Segment{s.a + step, s.b - step};
}

// The distance between a polyline and a segment.
double distance_line_segment(const Polyline& line, Segment s) {
  double best = line.distance_to(s.a);
  const auto& pts = line.points();
  for (std::size_t i = 1; i < pts.size(); ++i) best = std::min(best, distance_segments({pts[i - 1], pts[i]}, s));
  return best;
}

// Inches of s inside the union of the rough areas (overlapping areas are not counted twice):
// s is cut wherever it crosses a rough area's edge and each piece is judged by its midpoint.
double rough_length_along(Segment s, const std::vector<Area>& areas) {
  thread_local std::vector<double> cuts;  // the thread's own: every move asks, none allocates
  cuts.assign({0.0, 1.0});
  for (const Area& a : areas)
    if (counts_as_rough(a)) for_each_edge_crossing(a.outline, s, [&](double t) { cuts.push_back(t); });
  std::sort(cuts.begin(), cuts.end());
  double inside = 0, len = s.length();
  for (std::size_t k = 1; k < cuts.size(); ++k) {
    if (cuts[k] <= cuts[k - 1]) continue;
    Vec2 mid = s.a + (s.b - s.a) * ((cuts[k - 1] + cuts[k]) / 2);
    bool rough = std::any_of(areas.begin(), areas.end(),
                             [&](const Area& a) { return counts_as_rough(a) && a.outline.contains(mid); });
    if (rough) inside += (cuts[k] - cuts[k - 1]) * len;
  }
  return inside;
}

}  // namespace

const Area* Battlefield::find_area(std::string_view name) const {
  auto it = std::find_if(areas_.begin(), areas_.end(), [&](const Area& a) { return a.name == name; });
  return it == areas_.end() ? nullptr : &*it;
}

const LinearFeature* Battlefield::find_line(std::string_view name) const {
  auto it = std::find_if(lines_.begin(), lines_.end(), [&](const LinearFeature& l) { return l.name == name; });
  return it == lines_.end() ? nullptr : &*it;
}

const Objective* Battlefield::find_objective(std::string_view name) const {
  int i = objective_index(name);
  return i < 0 ? nullptr : &objectives_[static_cast<std::size_t>(i)];
}

int Battlefield::objective_index(std::string_view name) const {
  for (std::size_t i = 0; i < objectives_.size(); ++i)
    if (objectives_[i].name == name) return static_cast<int>(i);
  return -1;
}

double Battlefield::run_on_table(Vec2 from, Vec2 dir) const {
  if (!on_table(from)) return 0;
  double run = std::numeric_limits<double>::infinity();
  // Along each axis the way goes, the edge it goes toward.
  if (dir.x > 0) run = std::min(run, (width_ - from.x) / dir.x);
  if (dir.x < 0) run = std::min(run, -from.x / dir.x);
  if (dir.y > 0) run = std::min(run, (depth_ - from.y) / dir.y);
  if (dir.y < 0) run = std::min(run, -from.y / dir.y);
  // Less a hair, so that the point so far along is on the table whatever the rounding.
  return std::max(0.0, run - 1e-9);
}

bool Battlefield::on_table(const OrientedRect& r) const {
  // A hair of tolerance: a unit set square on the table edge has corners there give or take
  // rounding (cos 90° is not quite 0), and it is on the table.
  constexpr double edge = 1e-9;
  // Most footprints asked about stand well in: no corner can be farther than this from the centre.
  const double reach = r.radius() + 1e-6;
  if (r.center.x >= reach && r.center.y >= reach && r.center.x <= width_ - reach && r.center.y <= depth_ - reach)
    return true;
  auto corners = r.corners();
  return std::all_of(corners.begin(), corners.end(), [&](Vec2 c) {
    return c.x >= -edge && c.y >= -edge && c.x <= width_ + edge && c.y <= depth_ + edge;
  });
}

namespace {

// The ground's level under a point, as last worked out: units stand still for phases while every
// line of fire and morale check around them asks their level again, and a table such as
// Gettysburg's has many hills of many points.
struct LevelQuestion {
  std::uint64_t edition;
  Vec2 at;
  bool operator==(const LevelQuestion&) const = default;
};

}  // namespace

double Battlefield::level_at(Vec2 p) const {
  if (hills_.empty()) return 0;
  // (Tables of levels, cover and paths eight times as large cut Gettysburg's instructions by
  // 1.9% and cost time: kept small enough for the processor's caches.)
  thread_local Remembered<LevelQuestion, double, 2048> remembered;
  return remembered({edition_.id, p}, p, p, [&] { return level_at_now(p); });
}

double Battlefield::level_at_now(Vec2 p) const {
  bool on_hill = false;
  double level = 0;
  for (std::size_t i : hills_) {
    const Area& a = areas_[i];
    if (!a.outline.contains(p)) continue;
    level = on_hill ? std::max(level, a.height) : a.height;
    on_hill = true;
  }
  return level;
}

bool Battlefield::within(Vec2 p, AreaKind kind) const {
  return std::any_of(areas_.begin(), areas_.end(), [&](const Area& a) { return a.kind == kind && a.outline.contains(p); });
}

bool Battlefield::crosses(Vec2 from, Vec2 to, AreaKind kind) const {
  const Segment way{from, to};
  return std::any_of(areas_.begin(), areas_.end(), [&](const Area& a) { return a.kind == kind && a.outline.crosses(way); });
}

namespace {

// The cover a footprint stands in, as last worked out: every shot planned at a unit asks it, and
// most units stand still for phases while shots are weighed at them from all around.
struct CoverQuestion {
  std::uint64_t edition;
  Vec2 center;
  double width, depth, facing;
  bool operator==(const CoverQuestion&) const = default;
};

}  // namespace

Cover Battlefield::cover_of(const OrientedRect& r) const {
  thread_local Remembered<CoverQuestion, Cover, 1024> remembered;
  return remembered({edition_.id, r.center, r.width, r.depth, r.facing}, r.center, r.center,
                    [&] { return cover_of_now(r); });
}

Cover Battlefield::cover_of_now(const OrientedRect& r) const {
  Cover best = Cover::none;
  for (const Area& a : areas_)
    if (a.outline.contains(r.center)) best = std::max(best, a.cover);
  Segment front = r.front_edge();
  Box reach = bounds_of(front).grown(kLineCoverReach);
  for (const LinearFeature& l : lines_) {
    Cover c = l.cover;
    if (c <= best || !l.path.bounds().overlaps(reach)) continue;
    double to_front = distance_line_segment(l.path, front);
    // Lined up behind it, not with it at the unit's back: nearer the front edge than the rear.
    if (to_front <= kLineCoverReach && to_front <= distance_line_segment(l.path, r.rear_edge())) best = c;
  }
  return best;
}

bool Battlefield::in_rough(const OrientedRect& r) const {
  return std::any_of(areas_.begin(), areas_.end(),
                     [&](const Area& a) { return counts_as_rough(a) && a.outline.contains(r.center); });
}

bool Battlefield::enters_impassable(Vec2 from, Vec2 to) const {
  const Segment s{from, to};
  return std::any_of(areas_.begin(), areas_.end(),
                     [&](const Area& a) { return a.kind == AreaKind::impassable && runs_inside(a.outline, s); });
}

std::optional<double> Battlefield::impassable_entry(Vec2 from, Vec2 to) const {
  const Segment s{from, to};
  std::optional<double> first;
  for (const Area& a : areas_)
    if (a.kind == AreaKind::impassable)
      if (auto t = first_inside(a.outline, s); t && (!first || *t < *first)) first = t;
  if (first) *first *= s.length();
  return first;
}

PathTerrain Battlefield::path_terrain_now(Vec2 from, Vec2 to) const {
  Segment s{from, to};
  PathTerrain p;
  p.length = s.length();
  p.rough_length = rough_length_along(s, areas_);
  p.crosses_obstacle = std::any_of(lines_.begin(), lines_.end(), [&](const LinearFeature& l) {
    return is_obstacle(l.kind) && l.path.crosses(s);  // touching the line counts: reaching a fence is crossing it
  });
  p.enters_impassable = enters_impassable(from, to);
  p.leaves_table = !on_table(from) || !on_table(to);  // the table is convex: the ends decide

  p.climbs = level_changes_along(s);
  p.all_on_road = std::any_of(lines_.begin(), lines_.end(), [](const LinearFeature& l) { return l.kind == LineKind::road; });
  for_each_sample(s, [&](Vec2 at) {
    if (p.all_on_road)
      p.all_on_road = std::any_of(lines_.begin(), lines_.end(), [&](const LinearFeature& l) {
        return l.kind == LineKind::road && l.path.within(at, l.width);
      });
  });
  return p;
}

bool Battlefield::level_changes_along(Segment s) const {
  const double len = s.length();
  if (len == 0) return false;
  const double nudge = 1e-6 / len;  // a millionth of an inch, as a fraction of s
  auto at = [&](double t) { return s.a + (s.b - s.a) * std::clamp(t, 0.0, 1.0); };
  auto changes_at = [&](double t) { return std::abs(level_at(at(t - nudge)) - level_at(at(t + nudge))) > kLevelTolerance; };
  // The ground's level changes only where the way crosses a hill's edge, or leaves an edge it
  // starts or ends on: look either side of each such point.
  if (changes_at(nudge) || changes_at(1 - nudge)) return true;
  for (const Area& a : areas_) {
    if (a.kind != AreaKind::hill) continue;
    bool changes = false;
    for_each_edge_crossing(a.outline, s, [&](double t) { changes = changes || changes_at(t); });
    if (changes) return true;
  }
  return false;
}

std::uint64_t Battlefield::Edition::next() {
  static std::atomic<std::uint64_t> last{0};
  return ++last;
}

namespace {

// Answers about the terrain along a line, as last worked out: guns and the units they fire at
// often stand still for turns, a charge's way is asked in several phases, and a move's in its
// check and again as it is made. The terrain never changes under a table's edition.
struct SightQuestion {
  std::uint64_t edition;
  Vec2 from, to;
  double from_level, to_level, edge_allowance;
  bool operator==(const SightQuestion&) const = default;
};

struct PathQuestion {
  std::uint64_t edition;
  Vec2 from, to;
  bool operator==(const PathQuestion&) const = default;
};

}  // namespace

bool Battlefield::terrain_clear(Vec2 from, double from_level, Vec2 to, double to_level, double edge_allowance) const {
  const auto ask = [&](auto& remembered) {
    return remembered({edition_.id, from, to, from_level, to_level, edge_allowance}, from, to,
                      [&] { return terrain_clear_now(from, from_level, to, to_level, edge_allowance); });
  };
  thread_local Remembered<SightQuestion, bool, 4096> for_small_tables;
  thread_local Remembered<SightQuestion, bool, 16384> for_large_tables;
  return large_table() ? ask(for_large_tables) : ask(for_small_tables);
}

PathTerrain Battlefield::path_terrain(Vec2 from, Vec2 to) const {
  thread_local Remembered<PathQuestion, PathTerrain, 1024> remembered;
  return remembered({edition_.id, from, to}, from, to, [&] { return path_terrain_now(from, to); });
}

bool Battlefield::terrain_clear_now(Vec2 from, double from_level, Vec2 to, double to_level, double edge_allowance) const {
  Segment line{from, to};
  std::optional<Segment> inner = trim_ends(line, edge_allowance);
  double top = std::max(from_level, to_level);
  const Box around = bounds_of(line);  // the trimmed line lies within it too
  for (const Area& a : areas_) {
    if (!a.outline.bounds().overlaps(around)) continue;  // no part of the line can run inside it
    // Woods and towns block from any height; their edges do not, so units there fire and are fired at.
    if (blocks_sight(a) && inner && runs_inside(a.outline, *inner)) return false;
    // A hill blocks only ground higher than both ends; a firer on a crest sees down past it.
    if (a.kind == AreaKind::hill && a.height > top + kLevelTolerance && runs_inside(a.outline, line)) return false;
  }
  // Fences, walls and entrenchments never block a line of fire: at the same level they are cover
  // for the unit behind them (cover_of), and from higher ground the firer sees over them anyway.
  return true;
}

bool Battlefield::units_clear(Segment line, double from_level, double to_level, std::span<const SightBlocker> blockers) {
  double top = std::max(from_level, to_level);
  Box line_box = bounds_of(line);
  for (const SightBlocker& b : blockers) {
    // A firer or target on higher ground sees over units below it.
    if (b.level + kLevelTolerance < top) continue;
    double r = b.footprint.radius();
    Box around{{b.footprint.center.x - r, b.footprint.center.y - r}, {b.footprint.center.x + r, b.footprint.center.y + r}};
    if (!around.overlaps(line_box)) continue;
    if (b.footprint.runs_through(line)) return false;
  }
  return true;
}

}  // namespace caisson
