#include "engine/rules/igor/movement.hpp"

#include <cmath>
#include <vector>

#include <fmt/format.h>

#include "engine/play/battle.hpp"
#include "engine/rules/igor/igor_state.hpp"
#include "engine/play/short_lists.hpp"
#include "engine/rules/refusal_reasons.hpp"
#include "engine/rules/igor/footprint.hpp"
#include "engine/rules/igor/interpenetration.hpp"
#include "engine/rules/igor/morale.hpp"
#include "engine/rules/igor/outcomes.hpp"

namespace caisson::igor {
namespace {

constexpr double kSlack = 1e-6;  // inches: rounding in a move measured to the allowance


// Formations that get the road bonus (the movement table's road column).
bool uses_roads(const Unit& u) {
  return u.formation == Formation::column || u.formation == Formation::limbered;
}

bool rough_costs_nothing(const Unit& u) { return u.formation == Formation::skirmish; }

bool is_about_face(double turn) { return std::abs(std::abs(turn) - 180.0) < 1.0; }

}  // namespace

double open_move(const IgorParameters& p, const Unit& u) {
  if (u.arm == Arm::artillery) return u.formation == Formation::limbered ? p[Param::move_limbered] : 0.0;
  if (u.formation == Formation::skirmish) return p[Param::move_skirmish];
  if (u.formation == Formation::square) return p[Param::move_square];
  if (u.formation == Formation::column) return u.mounted() ? p[Param::move_cavalry_column] : p[Param::move_column];
  return line_move(p, u.mounted());
}

double line_move(const IgorParameters& p, bool mounted) { return mounted ? p[Param::move_cavalry_line] : p[Param::move_line]; }

MoveGround ground_of(const Battle& b, const Unit& u, Vec2 to) { return ground_over(b, u, b.field().path_terrain(u.position, to)); }

MoveGround ground_over(const Battle& b, const Unit& u, const PathTerrain& t) {
  MoveGround g;
  g.road = t.all_on_road && t.length > 0;
  g.rough = !g.road && (t.is_rough() || b.field().in_rough(u.footprint));
  return g;
}

bool loses_die_in_rough(const Unit& u) { return u.mounted(); }

double move_allowance_over(const IgorParameters& p, const Unit& u, MoveGround g, int cavalry_die) {
  double a = open_move(p, u);
  if (a <= 0) return 0;
  if (g.road && uses_roads(u)) a += p[Param::road_bonus];
  if (g.rough && !rough_costs_nothing(u))
    a -= loses_die_in_rough(u) ? cavalry_die * p[Param::cavalry_rough_die_inches] : p[Param::rough_penalty];
  return std::max(0.0, a);
}

bool turns_freely(const Unit& u) {
  return u.formation == Formation::column || u.formation == Formation::limbered || u.formation == Formation::square;
}

double turn_cost(const IgorParameters& p, const Unit& u, double new_facing, double allowance) {
  double turn = turn_between(u.facing, new_facing);
  if (std::abs(turn) < 1e-9 || turns_freely(u)) return 0;
  if (is_about_face(turn)) return p[Param::about_face_cost] * allowance;
  return u.footprint.width * radians(std::abs(turn));  // the outer flank's arc, pivoting on the other
}

double move_cost(const IgorParameters& p, const Unit& u, Vec2 to, double facing, double allowance) {
  double turning = turn_cost(p, u, facing, allowance);
  double turn = std::abs(turn_between(u.facing, facing));
  double carried = turning > 0 && !is_about_face(turn) ? u.footprint.width * std::sin(radians(turn) / 2) : 0.0;
  return turning + std::max(0.0, distance(u.position, to) - carried);
}

namespace {

// How far a line's move ending facing `facing` may go to the side (the drift, plus what the
// wheel itself shifts the centre) and backward (only what the wheel shifts it), along `ahead`.
struct LineLeeway {
  Vec2 ahead;
  double sideways, backward;
};

LineLeeway line_leeway(const IgorParameters& p, const Unit& u, double facing) {
  double turn = radians(turn_between(u.facing, facing));
  if (is_about_face(degrees(turn))) turn = 0;
  const double half = u.footprint.width / 2;
  return {heading(facing), p[Param::drift] + half * (1 - std::cos(turn)), half * std::abs(std::sin(turn))};
}

}  // namespace

double longest_step(const Battle& b, const IgorParameters& p, const Unit& u, Vec2 dir, double want, double facing) {
  double len = std::max(0.0, want);
  if (!turns_freely(u)) {
    // line_geometry_problem's bounds, solved for the length.
    const LineLeeway leeway = line_leeway(p, u, facing);
    const double sideways = std::abs(dir.cross(leeway.ahead)), backward = -dir.dot(leeway.ahead);
    if (sideways > 1e-9) len = std::min(len, leeway.sideways / sideways);
    if (backward > 1e-9) len = std::min(len, leeway.backward / backward);
  }
  // The cost grows inch for inch with the way: what it runs over the allowance comes off. A
  // shorter way crosses no more rough than the longer, so two rounds settle it.
  for (int round = 0; round < 2 && len > 0; ++round) {
    const Vec2 to = u.position + dir * len;
    const double allowance = move_allowance_over(p, u, ground_over(b, u, b.field().path_terrain(u.position, to)), 1);
    const double over = move_cost(p, u, to, facing, allowance) - allowance;
    if (over <= kSlack) break;
    len = std::max(0.0, len - over);
  }
  return len;
}

void blocked_steps(const Battle& b, const IgorParameters& p, const Unit& u, Vec2 dir, double longest, double facing,
                   std::vector<OrientedRect::Stretch>& out) {
  out.clear();
  // The footprint is pulled in by a further hair, so that wherever it still meets a unit,
  // placement_problem's own test meets it too, whatever the rounding.
  constexpr double kSure = 1e-4;
  const OrientedRect moving = footprint_at(p, u, u.position, facing, u.formation);
  OrientedRect against_enemies = moving;
  against_enemies.width -= kSure;
  against_enemies.depth -= kSure;
  OrientedRect against_friends = against_enemies;
  against_friends.width -= kEdgeToEdge;
  against_friends.depth -= kEdgeToEdge;
  // Farther beyond a friend passed through than the rules allow, by a hair for rounding.
  const double too_far_beyond = p[Param::interpenetration_clearance] + kInterpenetrationSlack + kSure;
  thread_local std::vector<UnitId> near;
  b.units_near(bounds_of(Segment{u.position, u.position + dir * longest}), moving.radius(), near);
  for (UnitId id : near) {
    const Unit& o = b.unit(id);
    if (o.id == u.id || !o.present()) continue;
    const bool friendly = o.side == u.side;
    const auto s = (friendly ? against_friends : against_enemies).overlap_along(dir, longest, o.footprint);
    if (!s) continue;
    out.push_back(*s);
    // Gone through a friend (the pulled-in footprint meets it, so the rules' does too) and on
    // past the distance from which it stands too far beyond it.
    if (!friendly || s->leave <= kSure) continue;
    const double beyond = std::max(moving.clear_along(dir, o.footprint, too_far_beyond), s->enter + kSure);
    if (beyond <= longest) out.push_back({beyond, longest});
  }
}

namespace {

// The most a unit may move this turn with the once-per-game doublings asked for.
std::optional<std::string> doubling_problem(const Battle& b, const IgorParameters& p, const Unit& u, const Move& m) {
  if (m.double_time) {
    if (u.arm != Arm::infantry) return reason("only infantry may march at double time");
    if (unit_state(b, u.id).used_double_time) return reason("it has already used its double time this game");
    const Commander* c = b.brigade_commander(u);
    if (!c || distance(c->position, u.position) > p[Param::command_radius])
      return reason("it is not within command range of its brigade commander");
  }
  if (m.gallop) {
    if (!u.mounted()) return reason("only mounted cavalry may gallop");
    if (unit_state(b, u.id).used_gallop) return reason("it has already galloped this game");
  }
  return std::nullopt;
}

double doubling(const IgorParameters& p, const Move& m) {
  if (m.double_time) return p[Param::double_time_factor];
  if (m.gallop) return p[Param::gallop_factor];
  return 1;
}

// Lines move ahead: sideways only a drift (plus what the wheel itself shifts the centre),
// and never backward except by falling back.
std::optional<std::string> line_geometry_problem(const IgorParameters& p, const Unit& u, const Move& m) {
  if (turns_freely(u)) return std::nullopt;
  const Vec2 d = m.to - u.position;
  const LineLeeway leeway = line_leeway(p, u, m.facing);
  const double sideways = std::abs(d.cross(leeway.ahead));
  if (sideways > leeway.sideways + 1e-3)
    return reason("a line may drift only {:.1f}\" sideways; this move is {:.1f}\" to the side", p[Param::drift], sideways);
  if (-d.dot(leeway.ahead) > leeway.backward + 1e-3)
    return reason("a line moves ahead; to go back it falls back or turns about");
  return std::nullopt;
}

// Passing through friends is rough going (the text's definition of rough).
MoveGround ground_of_move(const Battle& b, const Unit& u, const PathTerrain& t, bool interpenetrates) {
  MoveGround g = ground_over(b, u, t);
  if (interpenetrates) g.rough = true;
  return g;
}

}  // namespace

std::optional<std::string> check_move(const Battle& b, const IgorParameters& p, const Move& m) {
  const Unit& u = b.unit(m.unit);
  constexpr std::string_view rule = "general movement";
  if (u.arm == Arm::artillery && u.formation == Formation::unlimbered) {
    // Unlimbered guns only pivot where they stand, and that takes the whole move.
    if (distance(m.to, u.position) > 0.01) return refusal(u, "move", "unlimbered guns only pivot in place; limber up first", rule);
    if (auto why = placement_problem(b, u, footprint_at(p, u, u.position, m.facing, u.formation), kIgorPlacement))
      return refusal(u, "pivot", *why, rule);
    return std::nullopt;
  }
  if (open_move(p, u) <= 0) return refusal(u, "move", reason("a unit in {} does not move", name_of(u.formation)), rule);
  if (auto why = doubling_problem(b, p, u, m)) return refusal(u, "move", *why, rule);
  if (auto why = line_geometry_problem(p, u, m)) return refusal(u, "move", *why, rule);
  // Ending on top of someone is the first thing wrong with a move, whatever it costs.
  OrientedRect end = footprint_at(p, u, m.to, m.facing, u.formation);
  if (auto why = placement_problem(b, u, end, kIgorPlacement)) return refusal(u, "move", *why, rule);
  const PathTerrain t = b.field().path_terrain(u.position, m.to);
  if (t.enters_impassable) return refusal(u, "move", "the way is impassable", rule);
  const std::span<const UnitId> passed = friends_passed_through(b, p, u, m);
  if (auto why = interpenetration_problem(b, p, u, m, passed)) return refusal(u, "move", *why, "interpenetration");
  // The least a D6 can take in rough: the real die is rolled when the move is made.
  double allowance = move_allowance_over(p, u, ground_of_move(b, u, t, !passed.empty()), 1) * doubling(p, m);
  double cost = move_cost(p, u, m.to, m.facing, allowance);
  if (cost > allowance + kSlack)
    return refusal(u, "move", reason("the move costs {:.1f}\" and it has {:.1f}\"", cost, allowance), rule);
  // Nor may it pass through an enemy on the way.
  thread_local std::vector<UnitId> near;
  b.units_near(bounds_of(Segment{u.position, m.to}), end.radius(), near);
  for (double f : {0.25, 0.5, 0.75}) {
    OrientedRect mid = footprint_at(p, u, u.position + (m.to - u.position) * f, m.facing, u.formation);
    for (UnitId id : near) {
      const Unit& o = b.unit(id);
      if (o.present() && o.side != u.side && o.footprint.overlaps(mid))
        return refusal(u, "move", reason("its path runs through {}", o.name), rule);
    }
  }
  return std::nullopt;
}

void resolve_move(Battle& b, const IgorParameters& p, const Move& m) {
  Unit& u = b.unit(m.unit);
  Vec2 from = u.position;
  u.acted = true;
  if (u.arm == Arm::artillery && u.formation == Formation::unlimbered) {
    b.place(u, from, m.facing);
    b.emit(UnitMoved{u.id, from, u.position, u.facing, u.formation, "pivot"});
    return;
  }
  // Copied out of the thread's buffer: other rules run before the disorder test reads it.
  const std::span<const UnitId> met = friends_passed_through(b, p, u, m);
  ShortLists lists;
  const std::pmr::vector<UnitId> passed(met.begin(), met.end(), lists.room());
  MoveGround g = ground_of_move(b, u, b.field().path_terrain(u.position, m.to), !passed.empty());
  int die = g.rough && loses_die_in_rough(u) ? b.dice.d6("cavalry in rough") : 0;
  double allowance = move_allowance_over(p, u, g, die) * doubling(p, m);
  double over = move_cost(p, u, m.to, m.facing, allowance) - allowance;
  Vec2 d = m.to - from;
  double len = d.length();
  // Short of its allowance (the rough ground die), the unit goes as far as it can.
  double along = over > 0 && len > 0 ? std::clamp((len - over) / len, 0.0, 1.0) : 1.0;
  // Stopped short in the middle of a friend it was passing through: it halts behind him.
  while (along < 1.0 && along > 0 &&
         !caisson::has_room(b, u, footprint_at(p, u, from + d * along, m.facing, u.formation)))
    along = std::max(0.0, along - 0.05);
  // Not gone anywhere, it keeps its facing if there is no room to turn where it stands.
  const bool room_to_turn = along > 0 || caisson::has_room(b, u, footprint_at(p, u, from, m.facing, u.formation));
  b.place(u, from + d * along, room_to_turn ? m.facing : u.facing);
  std::string_view how = m.double_time ? "double time" : m.gallop ? "gallop" : "move";
  b.emit(UnitMoved{u.id, from, u.position, u.facing, u.formation, how});
  interpenetration_disorder(b, p, u, passed);
  if (m.gallop) unit_state(b, u.id).used_gallop = true;
  if (m.double_time) {
    unit_state(b, u.id).used_double_time = true;
    take_hits(b, p, u, p.whole(Param::double_time_hits), "double time");
  }
}

namespace {

std::optional<Formation> formation_after(const Unit& u, const ChangeFormation& c) {
  if (u.arm == Arm::artillery) {
    if (c.to == Formation::limbered || c.to == Formation::unlimbered) return c.to;
    return std::nullopt;
  }
  if (u.arm == Arm::cavalry) {
    if (c.dismount) return u.dismounted ? std::nullopt : std::optional(Formation::skirmish);
    if (c.remount || u.dismounted) {
      if (!u.dismounted) return std::nullopt;
      return c.to == Formation::column ? Formation::column : Formation::line;
    }
    if (c.to == Formation::line || c.to == Formation::column) return c.to;
    return std::nullopt;
  }
  if (c.to == Formation::line || c.to == Formation::column || c.to == Formation::skirmish || c.to == Formation::square)
    return c.to;
  return std::nullopt;
}

}  // namespace

std::optional<std::string> check_change_formation(const Battle& b, const IgorParameters& p, const ChangeFormation& c) {
  const Unit& u = b.unit(c.unit);
  constexpr std::string_view rule = "formations";
  auto to = formation_after(u, c);
  if (!to) {
    return refusal(u, "change formation",
                  reason("{} {} cannot take up {}", u.dismounted ? "dismounted" : "", name_of(u.arm),
                              c.dismount ? "dismounted order" : c.remount ? "mounted order" : name_of(c.to)),
                  rule);
  }
  if (*to == u.formation && !c.dismount && !c.remount)
    return refusal(u, "change formation", reason("it is already in {}", name_of(u.formation)), rule);
  if (auto why = placement_problem(b, u, footprint_at(p, u, u.position, u.facing, *to), kIgorPlacement))
    return refusal(u, "change formation", *why, rule);
  return std::nullopt;
}

void resolve_change_formation(Battle& b, const IgorParameters& p, const ChangeFormation& c) {
  Unit& u = b.unit(c.unit);
  Formation from = u.formation;
  Formation to = *formation_after(u, c);
  if (c.dismount)
    u.dismounted = true;
  else if (u.arm == Arm::cavalry)
    u.dismounted = false;  // dismounted troopers change formation only by remounting
  (void)p;
  b.place(u, u.position, u.facing, to);
  u.acted = true;  // a change of formation uses the whole move
  b.emit(FormationChanged{u.id, from, to});
}

namespace {

Vec2 fall_back_point(const Unit& u, double inches) { return u.position - u.footprint.forward() * inches; }

}  // namespace

std::optional<std::string> check_fall_back(const Battle& b, const IgorParameters& p, const FallBack& f) {
  const Unit& u = b.unit(f.unit);
  constexpr std::string_view rule = "falling back";
  if (u.formation != Formation::line && u.formation != Formation::skirmish)
    return refusal(u, "fall back", reason("only lines and skirmish lines fall back; it is in {}", name_of(u.formation)), rule);
  double inches = move_allowance_over(p, u, ground_of(b, u, fall_back_point(u, open_move(p, u))), 1);
  OrientedRect end = footprint_at(p, u, fall_back_point(u, inches), u.facing, u.formation);
  if (auto why = placement_problem(b, u, end, kIgorPlacement)) return refusal(u, "fall back", *why, rule);
  return std::nullopt;
}

void resolve_fall_back(Battle& b, const IgorParameters& p, const FallBack& f) {
  Unit& u = b.unit(f.unit);
  u.acted = true;
  MoveGround g = ground_of(b, u, fall_back_point(u, open_move(p, u)));
  int die = g.rough && loses_die_in_rough(u) ? b.dice.d6("cavalry in rough") : 0;
  // A chosen fall-back stopped short by a unit in the way is no forced move: no HIT for that.
  fall_back(b, p, u, move_allowance_over(p, u, g, die), "fell back");
  if (!u.present()) return;
  // Turning one's back under the enemy's eyes is a test of nerve.
  MoraleResult r = morale_check(b, p, u, "fall back");
  if (!r.passed) take_hits(b, p, u, 1, "fall back");
}

}  // namespace caisson::igor
