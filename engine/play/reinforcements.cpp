#include "engine/play/reinforcements.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <vector>

#include <fmt/format.h>

#include "engine/rules/units_near.hpp"

namespace caisson {
namespace {

constexpr double kFileGap = 1.0;     // inches between the units of a column, as a brigade deploys
constexpr double kNearby = 12.0;     // inches from its slot (aside, or on past friends) a unit may come on
                                     // when the slot is taken: a regiment's frontage and a half
// A crowded entry's units come on along its edge, out to kEdgeReach either side and kEdgeRanks
// deep: Gaines' Mill's rear under igor, some fifty regiments waiting, held the last of Jackson's
// division off for the day in 7 battles of 100 at 48" and three ranks, none of 300 at these.
constexpr double kEdgeReach = 72.0;  // inches along the table's edge either side of a crowded entry
constexpr int kEdgeRanks = 6;        // ranks along that edge (the edge's own first) a crowded entry may fill
constexpr double kLookStep = 0.5;    // inches: how finely the way in is searched for the enemy

struct Pose {
  Vec2 at;
  double facing = 0;
};

// The way a reinforcement comes on: from the end of its road nearest its own edge, following the
// road's bends (and straight on past its far end), or straight in from its point toward the
// enemy's edge.
class WayIn {
 public:
  WayIn(const Battle& b, const Reinforcement& r) {
    const double home = b.scenario->home_edge_y[r.side];
    for (const LinearFeature& l : b.field().lines())
      if (!road_ && l.kind == LineKind::road && l.name == r.enter_road) road_ = &l;
    if (road_) {
      const Polyline& p = road_->path;
      from_start_ = std::abs(p.start().y - home) <= std::abs(p.end().y - home);
      entry_ = from_start_ ? p.start() : p.end();
      return;
    }
    entry_ = r.enter_at.value_or(Vec2{b.field().width() / 2, home});
    facing_ = home <= b.field().depth() / 2 ? 0.0 : 180.0;
  }

  Vec2 entry() const { return entry_; }
  const LinearFeature* road() const { return road_; }

  // Where the column's centre line runs `along` inches in from the entry, and which way it faces.
  Pose at(double along) const {
    if (!road_) return {entry_ + heading(facing_) * along, facing_};
    const Polyline& p = road_->path;
    const double length = p.length();
    if (from_start_) {
      if (along <= length) return {p.point_at(along), p.facing_at(along)};
      const double onward = p.facing_at(length);
      return {p.end() + heading(onward) * (along - length), onward};
    }
    const double from_start = length - along;
    if (from_start >= 0) return {p.point_at(from_start), normalize_facing(p.facing_at(from_start) + 180.0)};
    const double onward = normalize_facing(p.facing_at(0) + 180.0);
    return {p.start() + heading(onward) * -from_start, onward};
  }

 private:
  const LinearFeature* road_ = nullptr;
  bool from_start_ = true;
  Vec2 entry_;
  double facing_ = 0;  // a point entry's
};

// One turn of a formation marching on: where its units may stand, and who was in the way.
class MarchOn {
 public:
  MarchOn(const Battle& b, const Reinforcement& r) : b_(b), side_(r.side), way_(b, r) {}

  const WayIn& way() const { return way_; }

  // A column marches past its friends but not through the enemy: it comes on no farther than
  // the first enemy standing across its way within `length` inches of the entry.
  void look_for_enemy_across(double length) {
    for (double along = 0; along <= length; along += kLookStep) {
      const Vec2 p = way_.at(along).at;
      b_.units_of_side_near(static_cast<Side>(1 - side_), p, 0.0, near_);
      UnitId first = kNone;
      for (UnitId id : near_)
        if (const Unit& e = b_.unit(id); e.present() && e.footprint.contains(p) && (first == kNone || id < first)) first = id;
      if (first != kNone) {
        enemy_at_ = along;
        enemy_ = first;
        return;
      }
    }
  }

  // Where `u` comes on: its slot, `slot` inches in along the way; when that is taken, the
  // nearest clear spot beside the way, then along the table's edge. nullopt: none is clear;
  // `in_the_way` then names the first unit found standing where it tried (kNone: only the
  // table's edge was in the way).
  std::optional<Pose> room_for(const Unit& u, double slot, UnitId& in_the_way) {
    const Footprint fp = b_.rules->footprint(u);
    if (auto spot = beside_the_way(fp, slot, in_the_way)) return spot;
    return along_the_edge(fp, in_the_way);
  }

 private:
  Vec2 middle() const { return {b_.field().width() / 2, b_.field().depth() / 2}; }

  // The slot itself, then spots stepped aside from the way either side (toward the table's
  // middle first) out to kNearby; the same a column's length nearer the edge, row by row down to
  // the edge; then pressing on past friends, row by row up to kNearby beyond the slot.
  std::optional<Pose> beside_the_way(Footprint fp, double slot, UnitId& in_the_way) {
    const double row = fp.depth + kFileGap;
    const double edge = fp.depth / 2;  // its rear at the edge
    slot = std::max(slot, edge);
    for (double along = slot;; along = std::max(along - row, edge)) {
      if (auto spot = in_the_row(fp, along, in_the_way)) return spot;
      if (along <= edge) break;
    }
    for (double along = slot + row; along <= slot + kNearby; along += row)
      if (auto spot = in_the_row(fp, along, in_the_way)) return spot;
    return std::nullopt;
  }

  // A spot `along` inches in: on the way, else stepped aside from it.
  std::optional<Pose> in_the_row(Footprint fp, double along, UnitId& in_the_way) {
    const double aside = fp.width + kFileGap;
    const Pose pose = way_.at(along);
    const Vec2 right = heading(pose.facing + 90.0);
    const double toward_middle = right.dot(middle() - pose.at) >= 0 ? 1.0 : -1.0;
    for (int step = 0; step * aside <= kNearby; ++step)
      for (double sign : {toward_middle, -toward_middle}) {
        const OrientedRect where{pose.at + right * (sign * step * aside), fp.width, fp.depth, normalize_facing(pose.facing)};
        if (clear(where, step == 0, along + fp.depth / 2, in_the_way)) return Pose{where.center, where.facing};
        if (step == 0) break;  // the way itself has no sides
      }
    return std::nullopt;
  }

  // Failing that, as players do when the entry is crowded: the nearest clear spot on the edge the
  // entry lies on, facing straight in, out to kEdgeReach either side of the entry; at the edge
  // first, then a rank in from it, and so on for kEdgeRanks ranks.
  std::optional<Pose> along_the_edge(Footprint fp, UnitId& in_the_way) {
    const TableEdge edge = edge_of(way_.entry());
    const double aside = fp.width + kFileGap;
    const double toward_middle = edge.along.dot(middle() - edge.at) >= 0 ? 1.0 : -1.0;
    const double facing = bearing({0, 0}, edge.inward);
    for (int rank = 0; rank < kEdgeRanks; ++rank) {
      const double in = fp.depth / 2 + rank * (fp.depth + kFileGap);
      for (int step = 0; step * aside <= kEdgeReach; ++step)
        for (double sign : {toward_middle, -toward_middle}) {
          const OrientedRect where{edge.at + edge.along * (sign * step * aside) + edge.inward * in, fp.width, fp.depth,
                                   facing};
          if (clear(where, false, in + fp.depth / 2, in_the_way)) return Pose{where.center, where.facing};
          if (step == 0) break;  // the entry itself has no sides
        }
    }
    return std::nullopt;
  }

  // The table edge nearest a point, the point moved onto it, and which ways run along and in.
  struct TableEdge {
    Vec2 at, along, inward;
  };
  TableEdge edge_of(Vec2 p) const {
    const double w = b_.field().width(), d = b_.field().depth();
    const double to_near = p.y, to_far = d - p.y, to_left = p.x, to_right = w - p.x;
    const double nearest = std::min({to_near, to_far, to_left, to_right});
    if (nearest == to_near) return {{p.x, 0}, {1, 0}, {0, 1}};
    if (nearest == to_far) return {{p.x, d}, {1, 0}, {0, -1}};
    if (nearest == to_left) return {{0, p.y}, {0, 1}, {1, 0}};
    return {{w, p.y}, {0, 1}, {-1, 0}};
  }

  // On the way a unit's centre must be on the table (its rear may still be stepping over the
  // edge, as the old column was laid); stepped aside, all of it.
  bool clear(const OrientedRect& where, bool on_the_way, double front, UnitId& in_the_way) {
    if (front > enemy_at_) {
      if (in_the_way == kNone) in_the_way = enemy_;
      return false;
    }
    if (on_the_way ? !b_.field().on_table(where.center) : !b_.field().on_table(where)) return false;
    units_near_in_order(b_, where.bounds(), 0.0, near_);
    for (UnitId id : near_) {
      const Unit& o = b_.unit(id);
      if (!o.present() || !o.footprint.overlaps(where)) continue;
      if (in_the_way == kNone) in_the_way = id;
      return false;
    }
    return true;
  }

  const Battle& b_;
  Side side_;
  WayIn way_;
  double enemy_at_ = std::numeric_limits<double>::infinity();
  UnitId enemy_ = kNone;
  std::vector<UnitId> near_;
};

// The formation's units not yet on the table, head of the column first (the order listed).
std::vector<UnitId> still_waiting(const Battle& b, FormationId formation) {
  std::vector<UnitId> waiting;
  for (const Unit& u : b.units)
    if (u.status == UnitStatus::waiting && in_subtree(b.oob, u.brigade, formation)) waiting.push_back(u.id);
  return waiting;
}

// A general comes on with the first of his command to arrive: a brigadier with his brigade's
// head, a division's general (not yet on the table) with its first brigade.
void generals_come_with(Battle& b, const Unit& u) {
  for (Commander& c : b.commanders)
    if (!c.on_table && c.alive && c.side == u.side && c.commands != kNone && in_subtree(b.oob, u.brigade, c.commands)) {
      c.on_table = true;
      c.position = u.position;
    }
}

void announce_arrival(Battle& b, Unit& u) {
  generals_come_with(b, u);
  b.emit(UnitArrived{u.id});
  HookArgs a;
  a.side = u.side;
  a.unit = u.id;
  a.formation = u.brigade;
  b.call(HookKind::unit_arrived, a);
}

// Forms the waiting units into column (batteries limbered) and returns the column's length.
double form_column(Battle& b, const std::vector<UnitId>& waiting) {
  double length = 0;
  for (UnitId id : waiting) {
    Unit& u = b.unit(id);
    u.formation = u.arm == Arm::artillery ? Formation::limbered : Formation::column;
    u.explicit_position = false;
    length += b.rules->footprint(u).depth + kFileGap;
  }
  return length;
}

// What came of one turn's march on.
struct MarchedOn {
  std::vector<UnitId> came;
  int held = 0;             // units that found no room
  UnitId blocker = kNone;   // who held up the first of them
};

// The units come on one by one, head first, each into its slot in the column (the head as far
// in as the column is long, the tail at the edge) or the nearest clear spot; a unit that finds
// none waits, and those behind it still try.
MarchedOn march_on(Battle& b, MarchOn& march, const std::vector<UnitId>& waiting, double length) {
  MarchedOn m;
  double offset = length;
  for (UnitId id : waiting) {
    Unit& u = b.unit(id);
    const double depth = b.rules->footprint(u).depth;
    UnitId in_the_way = kNone;
    if (auto spot = march.room_for(u, offset - depth / 2, in_the_way)) {
      b.place(u, spot->at, spot->facing);
      b.bring_on(u);  // at once: the next unit finds the spot taken
      m.came.push_back(id);
    } else if (m.held++ == 0) {
      m.blocker = in_the_way;
    }
    offset -= depth + kFileGap;
  }
  return m;
}

// A formation's turn of coming on: whatever of it is still waiting.
void arrive(Battle& b, std::size_t index) {
  const Reinforcement& r = b.scenario->reinforcements[index];
  const std::vector<UnitId> waiting = still_waiting(b, r.formation);
  const double length = form_column(b, waiting);
  MarchOn march(b, r);
  march.look_for_enemy_across(length + kNearby);
  const MarchedOn m = march_on(b, march, waiting, length);
  if (!m.came.empty() || waiting.empty()) {
    if (b.arrived_on[index] == 0) b.arrived_on[index] = b.turn;  // the turn its head came on
  } else {
    b.arrival_called[index] = true;  // its roll passed: it comes next turn without another
  }
  for (UnitId id : m.came) announce_arrival(b, b.unit(id));
  if (m.held > 0) {
    const LinearFeature* road = march.way().road();
    b.emit(ArrivalBlocked{r.formation, m.blocker, static_cast<int>(m.came.size()), m.held,
                          road ? std::string_view(road->name) : std::string_view(), march.way().entry()});
    return;
  }
  // All on: a general of the formation with no units of his own comes too, at the entry.
  for (Commander& c : b.commanders)
    if (!c.on_table && c.alive && c.commands != kNone && in_subtree(b.oob, c.commands, r.formation)) {
      c.on_table = true;
      c.position = march.way().entry();
    }
}

// A formation whose head has come on and whose tail still waits.
bool still_coming_on(const Battle& b, std::size_t index) {
  if (b.arrived_on[index] == 0) return false;
  const FormationId formation = b.scenario->reinforcements[index].formation;
  for (const Unit& u : b.units)
    if (u.status == UnitStatus::waiting && in_subtree(b.oob, u.brigade, formation)) return true;
  return false;
}

}  // namespace

Vec2 reinforcement_entry(const Battle& b, const Reinforcement& r) { return WayIn(b, r).entry(); }

std::optional<UnitId> head_would_be_held(const Battle& b, std::size_t index) {
  const Reinforcement& r = b.scenario->reinforcements[index];
  const std::vector<UnitId> waiting = still_waiting(b, r.formation);
  if (waiting.empty()) return std::nullopt;
  // The column as arrive() forms it, on copies: nothing in the battle changes.
  double length = 0;
  std::optional<Unit> head;
  for (UnitId id : waiting) {
    Unit u = b.unit(id);
    u.formation = u.arm == Arm::artillery ? Formation::limbered : Formation::column;
    length += b.rules->footprint(u).depth + kFileGap;
    if (!head) head = u;
  }
  MarchOn march(b, r);
  march.look_for_enemy_across(length + kNearby);
  UnitId in_the_way = kNone;
  if (march.room_for(*head, length - b.rules->footprint(*head).depth / 2, in_the_way)) return std::nullopt;
  return in_the_way;
}

ArrivalModifiers arrival_modifiers(const Battle& b, const Reinforcement& r) {
  ArrivalModifiers m;
  if (!r.roll_modifiers) return m;
  m.road = b.field().find_line(r.enter_road) ? 2 : 0;
  int veteran = 0, raw = 0, all = 0;
  for (const Unit& u : b.units) {
    if (u.status != UnitStatus::waiting || !in_subtree(b.oob, u.brigade, r.formation)) continue;
    ++all;
    veteran += u.quality == Quality::veteran;
    raw += u.quality == Quality::raw;
  }
  if (all > 0 && veteran * 2 > all) m.quality += 1;
  if (all > 0 && raw * 2 > all) m.quality -= 1;
  // The division's general off the table is hurrying his brigades up the road.
  FormationId division = b.oob.node(r.formation).parent;
  if (division != kNone && b.oob.node(division).echelon == Echelon::division) {
    CommanderId g = b.oob.node(division).commander;
    if (g != kNone && !b.commander(g).on_table) m.general = 1;
  }
  return m;
}

int arrival_modifier(const Battle& b, const Reinforcement& r) { return arrival_modifiers(b, r).total(); }

void bring_on_reinforcements(Battle& b, Side side) {
  const auto& schedule = b.scenario->reinforcements;
  for (std::size_t i = 0; i < schedule.size(); ++i) {
    const Reinforcement& r = schedule[i];
    if (r.side != side) continue;
    if (b.arrived_on[i] != 0) {  // its head is on: the rest follow, without a roll
      if (still_coming_on(b, i)) arrive(b, i);
      continue;
    }
    if (b.announced_on[i] != 0) {
      if (b.turn > b.announced_on[i]) arrive(b, i);
      continue;
    }
    if (b.arrival_called[i]) {
      arrive(b, i);
      continue;
    }
    if (b.turn < r.turn + b.arrival_shift[i]) continue;
    if (r.condition && !r.condition(b)) continue;
    if (r.roll) {
      const int dice = b.dice.roll(*r.roll, "arrival roll");
      const ArrivalModifiers modifiers = arrival_modifiers(b, r);
      const int roll = dice + modifiers.total();
      bool comes = r.roll->passes(roll);
      b.emit(ArrivalRolled{r.formation, roll, comes, dice, modifiers});
      if (!comes) continue;
    }
    if (r.announced) {
      b.announced_on[i] = b.turn;
      b.emit(ArrivalAnnounced{r.formation});
      continue;
    }
    arrive(b, i);
  }
}

void apply_scheduled_orders(Battle& b, Side side) {
  for (const ScheduledOrder& o : b.scenario->orders) {
    if (o.side != side || o.turn != b.turn || o.to == kNone) continue;
    issue_order(b, Order{o.to, kNone, o.order, o.objective, o.point});
  }
  advance_couriers(b, side);
}

bool call_on_reinforcement(Battle& b, FormationId formation) {
  const auto& schedule = b.scenario->reinforcements;
  for (std::size_t i = 0; i < schedule.size(); ++i)
    if (schedule[i].formation == formation && b.arrived_on[i] == 0) {
      b.arrival_called[i] = true;
      return true;
    }
  return false;
}

bool shift_arrival(Battle& b, FormationId formation, int turns) {
  const auto& schedule = b.scenario->reinforcements;
  for (std::size_t i = 0; i < schedule.size(); ++i) {
    if (schedule[i].formation != formation || b.arrived_on[i] != 0) continue;
    const std::string& name = b.oob.node(formation).name;
    if (b.announced_on[i] != 0 || b.arrival_called[i]) {
      b.say(fmt::format("{} is already on its way: its arrival is not moved.", name));
      return true;
    }
    const int scheduled = schedule[i].turn, earliest = scheduled + b.arrival_shift[i];
    if (turns > 0) {
      // Once its turn has come, a delay counts from now: else it would change nothing.
      const int from = std::max(earliest, b.turn);
      b.arrival_shift[i] = from + turns - scheduled;
      b.say(fmt::format("{} is delayed: it comes no earlier than turn {}.", name, from + turns));
    } else if (turns < 0) {
      if (earliest <= b.turn) {
        b.say(fmt::format("{} is already due: there is nothing to hasten.", name));
        return true;
      }
      b.arrival_shift[i] += turns;
      b.say(fmt::format("{} is hastened: it may come from turn {}.", name, std::max(earliest + turns, b.turn)));
    }
    return true;
  }
  return false;
}

}  // namespace caisson
