#include "engine/rules/jackson/movement.hpp"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "engine/play/battle.hpp"
#include "engine/rules/jackson/cards.hpp"
#include "engine/rules/jackson/troops.hpp"
#include "engine/rules/line_of_sight.hpp"
#include "engine/rules/placement.hpp"
#include "engine/rules/refusal_reasons.hpp"
#include "engine/rules/units_near.hpp"

namespace caisson::jackson {
namespace {

constexpr double kMoveSlack = 1e-6;

bool is_pivot(const Unit& u, Vec2 to) { return distance(u.position, to) < 0.01; }

// The lines a move crosses, as the movement chart tells them apart.
struct Crossings {
  bool water = false;  // streams and fords
  bool walls = false;  // fences, walls and works
};
Crossings crossings(const Battle& b, Vec2 from, Vec2 to) {
  Crossings c;
  const Segment way{from, to};
  for (const LinearFeature& l : b.field().lines()) {
    if (l.kind == LineKind::road || !l.path.crosses(way)) continue;
    (l.kind == LineKind::stream || l.kind == LineKind::ford ? c.water : c.walls) = true;
  }
  return c;
}

std::optional<std::string> card_problem(const TurnState& t, const Unit& u, std::string_view verb) {
  if (u.routing) return refusal(u, verb, "it is routing", "routed units");
  if (!moves_on_card(t, u))
    return refusal(u, verb, "its brigade's card is not up, or its command response failed", "game turn sequence A");
  return std::nullopt;
}

bool formation_allowed(const Unit& u, Formation to) {
  if (u.arm == Arm::artillery) return to == Formation::limbered || to == Formation::unlimbered;
  if (u.arm == Arm::cavalry) return to == Formation::line || to == Formation::column;
  return to == Formation::line || to == Formation::column || to == Formation::square || to == Formation::skirmish;
}

}  // namespace

double plain_allowance(const JacksonParameters& p, const TurnState& t, const Unit& u) {
  const MoveRoll& r = t.move_dice[static_cast<std::size_t>(u.id)];
  const int n = std::min(r.count, move_dice(p, u, u.formation, false));
  double sum = 0;
  for (int i = 0; i < n; ++i) sum += r.faces[static_cast<std::size_t>(i)];
  return sum;
}

double allowance_for(const Battle& b, const JacksonParameters& p, const TurnState& t, const Unit& u, Vec2 from, Vec2 to) {
  const MoveRoll& r = t.move_dice[static_cast<std::size_t>(u.id)];
  if (r.count == 0) return 0;
  const PathTerrain path = b.field().path_terrain(from, to);
  const int n = std::min(r.count, move_dice(p, u, u.formation, path.all_on_road));
  auto faces = std::span(r.faces).first(static_cast<std::size_t>(n));
  int sum = 0, low = 6, high = 1;
  for (int f : faces) sum += f, low = std::min(low, f), high = std::max(high, f);
  // Dice all alike: no terrain penalty. Light infantry never pays one.
  if (low == high || is_light(u) || n < 2) return sum;
  const Crossings crossed = path.crosses_obstacle ? crossings(b, from, to) : Crossings{};
  const bool foot = u.arm == Arm::infantry || u.dismounted;
  // The chart's two columns: woods and hills (for guns, walls too), and water. Foot lose the low
  // die to the first and the high to water; horse and guns the other way about.
  const bool rough = path.rough_length > 0 || path.climbs || (u.arm == Arm::artillery && crossed.walls);
  int dropped = 0;
  if (rough) sum -= foot ? low : high, ++dropped;
  if (crossed.water && dropped + 1 < n) sum -= foot ? high : low;
  return sum;
}

std::optional<std::string> check_move(const Battle& b, const JacksonParameters& p, const TurnState& t, const Move& m) {
  const Unit& u = b.unit(m.unit);
  constexpr std::string_view rule = "movement";
  if (auto why = card_problem(t, u, "move")) return why;
  if (u.acted) return refusal(u, "move", "it has already moved, attacked or changed formation this turn", rule);
  if (auto why = placement_problem(b, u, footprint_at(p, u, m.to, m.facing, u.formation))) return refusal(u, "move", *why, rule);
  if (is_pivot(u, m.to)) return std::nullopt;  // facing is free
  const double length = distance(u.position, m.to);
  const double allowed = allowance_for(b, p, t, u, u.position, m.to);
  if (length > allowed + kMoveSlack)
    return refusal(u, "move", reason("the move is {:.1f}\" and its dice allow {:.0f}\" that way", length, allowed), rule);
  if (auto why = impassable_way(b, u.position, m.to)) return refusal(u, "move", *why, rule);
  if (u.arm == Arm::artillery && b.field().crosses(u.position, m.to, AreaKind::woods))
    return refusal(u, "move", "no artillery moves through woods", "terrain: woods");
  if (const Unit* e = enemy_in_the_way(b, u, m.to)) return refusal(u, "move", reason("{} is in the way", e->name), rule);
  return std::nullopt;
}

void resolve_move(Battle& b, const JacksonParameters&, TurnState& t, const Move& m) {
  Unit& u = b.unit(m.unit);
  acts_on_card(t, u);
  u.acted = true;
  const Vec2 from = u.position;
  if (!is_pivot(u, m.to)) {
    unit_state(b, u.id).did |= kMoved;
    if (u.arm == Arm::artillery && u.formation == Formation::limbered) unit_state(b, u.id).did |= kMovedLimbered;
    unit_state(b, u.id).move_spent = distance(from, m.to);
    unit_state(b, u.id).falling_back = false;  // a normal move ends the falling-back state
  }
  b.place(u, m.to, m.facing);
  b.emit(UnitMoved{u.id, from, m.to, u.facing, u.formation, "moves"});
}

std::optional<std::string> check_change_formation(const Battle& b, const JacksonParameters& p, const TurnState& t,
                                                  const ChangeFormation& c) {
  const Unit& u = b.unit(c.unit);
  constexpr std::string_view rule = "troop formations";
  if (auto why = card_problem(t, u, "change formation")) return why;
  if (did(b, u, kChangedFormation)) return refusal(u, "change formation", "it has already changed formation this turn", rule);
  if (u.charged) return refusal(u, "change formation", "it is attacking", rule);
  if (c.dismount && !u.mounted()) return refusal(u, "dismount", "only mounted cavalry dismount", "cavalry");
  if (c.remount && !(u.arm == Arm::cavalry && u.dismounted)) return refusal(u, "mount", "only dismounted cavalry mount", "cavalry");
  if ((c.dismount || c.remount) && unit_state(b, u.id).move_spent > 0) {
    const bool half = p.flag(Param::dismount_within_half_move) && unit_state(b, u.id).move_spent <= plain_allowance(p, t, u) / 2 + kMoveSlack;
    if (!half) return refusal(u, c.dismount ? "dismount" : "mount", "it moved more than half its move", "cavalry");
  }
  if (!formation_allowed(u, c.to))
    return refusal(u, "change formation", reason("{} cannot form {}", name_of(u.arm), name_of(c.to)), rule);
  if (c.to == u.formation && !c.dismount && !c.remount) return refusal(u, "change formation", "it is already in that formation", rule);
  if (auto why = placement_problem(b, u, footprint_at(p, u, u.position, u.facing, c.to)))
    return refusal(u, "change formation", *why, rule);
  return std::nullopt;
}

void resolve_change_formation(Battle& b, const JacksonParameters&, TurnState& t, const ChangeFormation& c) {
  Unit& u = b.unit(c.unit);
  acts_on_card(t, u);
  // Formations change at the end of the move: this ends it.
  u.acted = true;
  unit_state(b, u.id).did |= kChangedFormation;
  const Formation from = u.formation;
  if (c.dismount) {
    u.dismounted = true;
    unit_state(b, u.id).did |= kDismounted;
  }
  if (c.remount) u.dismounted = false;
  b.place(u, u.position, u.facing, c.to);
  b.emit(FormationChanged{u.id, from, c.to});
}

const Unit* enemy_in_the_way(const Battle& b, const Unit& u, Vec2 to) {
  const Segment path{u.position, to};
  return first_unit_near(b, bounds_of(path), 0.01,
                         [&](const Unit& e) { return e.present() && e.side != u.side && e.footprint.runs_through(path); });
}

double attack_reach(const JacksonParameters& p, const Unit& u) {
  return p[u.mounted() ? Param::charge_reach_cavalry : Param::charge_reach_infantry];
}

bool behind_front_line(const Unit& attacker, const Unit& target) {
  // The target's front line runs through its front edge, across its facing.
  const Vec2 ahead = target.footprint.forward();
  const Vec2 front = target.footprint.front_center();
  constexpr double kOnTheLine = 1e-9;  // a facing's sine and cosine are not exact
  return (attacker.position - front).dot(ahead) <= kOnTheLine;
}

std::optional<std::string> check_attack(const Battle& b, const JacksonParameters& p, const TurnState& t, const Charge& c) {
  const Unit& u = b.unit(c.unit);
  constexpr std::string_view rule = "close combat A";
  if (auto why = card_problem(t, u, "attack")) return why;
  if (u.acted) return refusal(u, "attack", "it has already moved, attacked or changed formation this turn", rule);
  if (u.arm == Arm::artillery) return refusal(u, "attack", "artillery does not attack", rule);
  if (c.target < 0 || static_cast<std::size_t>(c.target) >= b.units.size()) return refusal(u, "attack", "there is no such target", rule);
  const Unit& e = b.unit(c.target);
  if (!e.present() || e.side == u.side) return refusal(u, "attack", reason("{} is not an enemy on the table", e.name), rule);
  const double reach = attack_reach(p, u);
  const double gap = u.footprint.distance_to(e.footprint);
  if (gap > reach + kMoveSlack) return refusal(u, "attack", reason("{} is {:.1f}\" away, beyond {:.0f}\"", e.name, gap, reach), rule);
  if (!clear_sight(b, u, e)) return refusal(u, "attack", reason("it cannot see {}", e.name), rule);
  return std::nullopt;
}

void resolve_attack(Battle& b, const JacksonParameters&, TurnState& t, const Charge& c) {
  Unit& u = b.unit(c.unit);
  acts_on_card(t, u);
  u.acted = u.charged = true;
  u.charged_on_turn = b.turn;
  unit_state(b, u.id).falling_back = false;
  t.declare({u.id, c.target, behind_front_line(u, b.unit(c.target))});
  b.emit(ChargeDeclared{u.id, c.target});
}

std::optional<std::string> check_fall_back(const Battle& b, const JacksonParameters&, const FallBack& f) {
  const Unit& u = b.unit(f.unit);
  constexpr std::string_view rule = "the fire-fight";
  if (u.routing) return refusal(u, "fall back", "it is routing", "routed units");
  if (did(b, u, kFellBackByChoice)) return refusal(u, "fall back", "it has already fallen back this turn", rule);
  return std::nullopt;
}

}  // namespace caisson::jackson
