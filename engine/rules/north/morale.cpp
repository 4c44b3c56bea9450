#include "engine/rules/north/morale.hpp"
#include "engine/rules/cover.hpp"

#include <optional>

#include "engine/play/battle.hpp"
#include "engine/rules/north/movement.hpp"
#include "engine/rules/north/troops.hpp"
#include "engine/rules/placement.hpp"

namespace caisson::north {
namespace {

bool within_reach(const NorthParameters& p, const Unit& u, const Commander* c) {
  return c && c->alive && c->on_table && u.footprint.distance_to(c->position) <= p[Param::general_rally_reach];
}

const Commander* army_commander(const Battle& b, Side side) {
  for (const auto& n : b.oob.nodes())
    if (n.side == side && n.parent == kNone && n.commander != kNone) return &b.commander(n.commander);
  return nullptr;
}

// The brigade's own general if he is near, else the army commander if he is.
Commander* rallying_general(Battle& b, const NorthParameters& p, const Unit& u) {
  const Commander* own = b.brigade_commander(u);
  const Commander* chosen = within_reach(p, u, own) ? own : army_commander(b, u.side);
  if (!within_reach(p, u, chosen)) return nullptr;
  return &b.commanders[static_cast<std::size_t>(chosen->id)];
}

bool commands_a_brigade(const Battle& b, const Commander& c) {
  return c.commands != kNone && b.oob.node(c.commands).echelon == Echelon::brigade;
}

// The number the general takes off the morale toss (0 if none tried, or he fell).
int rally_attempt(Battle& b, const NorthParameters& p, const Unit& u, Combat c) {
  if (!p.flag(Param::generals_rally)) return 0;
  Commander* g = rallying_general(b, p, u);
  if (!g) return 0;
  const RallyDie r = rally_die(p, b.dice.d6("general's rally attempt"), c);
  switch (r.fate) {
    case GeneralFate::killed:
      b.kill_commander(*g, "is killed rallying his men");
      // Only a brigade's own general's death shakes its orders, not the army commander's.
      if (commands_a_brigade(b, *g)) brigade_orders_check(b, p, g->commands);
      return 0;
    case GeneralFate::captured: b.kill_commander(*g, "is captured in the melee"); return 0;
    case GeneralFate::unharmed: break;
  }
  return r.subtracts;
}

bool stand_loss_removes(const NorthParameters& p, const Unit& u) {
  if (u.arm == Arm::artillery) return u.stands <= 1;
  return u.stands - 1 < p.whole(Param::removed_below);
}

Formation not_deployed(const Unit& u) { return u.arm == Arm::artillery ? Formation::limbered : Formation::column; }

}  // namespace

bool is_advancing_order(std::string_view order) { return order == "advance" || order == "attack"; }
bool is_withdrawing_order(std::string_view order) { return order == "withdraw" || order == "retire"; }

Tally morale_modifiers(const NorthParameters& p, const MoraleSituation& s, Combat c) {
  Tally t;
  if (s.artillery) t.add("artillery", p.whole(c == Combat::fire ? Param::artillery_fire_morale : Param::artillery_melee_morale));
  if (c == Combat::fire && (s.skirmishers || s.in_cover))
    t.add(s.in_cover ? "in cover" : "skirmishers", p.whole(Param::cover_fire_morale));
  if (c == Combat::melee && s.skirmishers) t.add("skirmishers in melee", p.whole(Param::skirmisher_melee_morale));
  return t;
}

int morale_modifier(const NorthParameters& p, const MoraleSituation& s, Combat c) {
  return morale_modifiers(p, s, c).modifier_total();
}

Tally morale_modifiers(const Battle& b, const NorthParameters& p, const Unit& u, Combat c) {
  return morale_modifiers(p, MoraleSituation{u.arm == Arm::artillery, is_skirmishers(u), in_cover(b, u)}, c);
}

int morale_modifier(const Battle& b, const NorthParameters& p, const Unit& u, Combat c) {
  return morale_modifiers(b, p, u, c).modifier_total();
}

RallyDie rally_die(const NorthParameters& p, int die, Combat c) {
  if (die >= p.whole(Param::general_killed_on)) return {GeneralFate::killed, 0};
  if (c == Combat::melee && die >= p.whole(Param::general_captured_on)) return {GeneralFate::captured, 0};
  return {GeneralFate::unharmed, die <= p.whole(Param::general_rally_subtracts_at_most) ? die : 0};
}

MoraleResult morale_result(const NorthParameters& p, int total) {
  if (total <= p.whole(Param::rallies_at_most)) return MoraleResult::rallies;
  if (total >= p.whole(Param::both_from)) return MoraleResult::both;
  return MoraleResult::stand_or_fall_back;
}

void check_morale(Battle& b, const NorthParameters& p, Unit& u, Combat c) {
  if (!u.present()) return;
  const int rallied = rally_attempt(b, p, u, c);
  Tally parts = morale_modifiers(b, p, u, c);
  parts.add("rallied by a general", -rallied);
  const int modifier = parts.modifier_total();
  const int roll = b.dice.d6("morale toss");
  const int total = roll + modifier;
  const MoraleResult result = morale_result(p, total);
  const int level = p.whole(Param::rallies_at_most);
  MoraleChecked checked{u.id, c == Combat::fire ? "hit by fire" : "hit in melee", roll, modifier, level,
                        result == MoraleResult::rallies, result == MoraleResult::rallies ? 0 : total - level};
  checked.parts = parts;
  checked.passes_if = "<=";
  b.emit(checked);
  switch (result) {
    case MoraleResult::rallies: return;
    case MoraleResult::both:
      lose_stand(b, p, u);
      fall_back(b, p, u, "morale, after losing a stand");
      return;
    case MoraleResult::stand_or_fall_back:
      if (falls_back_rather_than_lose_a_stand(b, p, u)) fall_back(b, p, u, "morale");
      else lose_stand(b, p, u);
      return;
  }
}

bool falls_back_rather_than_lose_a_stand(const Battle& b, const NorthParameters& p, const Unit& u) {
  switch (p.whole(Param::morale_choice)) {
    case 0: return false;
    case 1: return true;
    default: break;
  }
  if (stand_loss_removes(p, u)) return true;
  return u.brigade != kNone && is_withdrawing_order(b.oob.node(u.brigade).standing_order);
}

void lose_stand(Battle& b, const NorthParameters& p, Unit& u) {
  if (!u.present()) return;
  const bool removed = stand_loss_removes(p, u);
  u.stands -= 1;
  b.emit(HitsTaken{u.id, 1, u.stands_at_start - u.stands, "morale", true});
  if (!removed) {
    b.place(u, u.position, u.facing);  // a line is a stand narrower
    return;
  }
  b.remove_from_field(u, UnitStatus::destroyed,
                      u.arm == Arm::artillery ? "lost the last of its crew; the gun is left where it stood"
                                              : "too weak to fight on");
}

void fall_back(Battle& b, const NorthParameters& p, Unit& u, std::string_view cause) {
  if (!u.present()) return;
  if (u.arm == Arm::artillery && p.flag(Param::artillery_crews_leave_guns)) {
    b.emit(FellBack{u.id, p[Param::fall_back], cause});
    b.remove_from_field(u, UnitStatus::routed_off, "its crew fell back, leaving the gun where it stood");
    return;
  }
  const double distance = p[u.mounted() ? Param::fall_back_cavalry : Param::fall_back];
  const Formation reformed = not_deployed(u);
  // Past friends (or enemies) in the way it carries on until there is room; with none it stays.
  const std::optional<Vec2> to = room_to_fall_back(b, u, distance, footprint_in(p, u, reformed));
  if (!to) {
    b.emit(FellBack{u.id, 0, "no room to fall back"});
    return;
  }
  b.emit(FellBack{u.id, distance, cause});
  if (!b.field().on_table(footprint_at(p, u, *to, u.facing, reformed))) {
    b.remove_from_field(u, UnitStatus::routed_off, "fell back off the table");
    return;
  }
  b.place(u, *to, u.facing, reformed);
}

std::string_view orders_after_general_killed(const NorthParameters& p, int total) {
  if (total <= p.whole(Param::orders_withdraw_at_most)) return "withdraw";
  if (total >= p.whole(Param::orders_advance_from)) return "advance";
  return "hold";
}

void brigade_orders_check(Battle& b, const NorthParameters& p, FormationId brigade) {
  FormationNode& n = b.oob.node(brigade);
  const int modifier = is_withdrawing_order(n.standing_order)  ? p.whole(Param::orders_withdrawing_modifier)
                       : is_advancing_order(n.standing_order) ? p.whole(Param::orders_advancing_modifier)
                                                              : 0;
  const int roll = b.dice.d6("brigade orders after its general fell");
  n.standing_order = std::string(orders_after_general_killed(p, roll + modifier));
  b.emit(OrderIssued{brigade, n.standing_order, n.objective});
}

}  // namespace caisson::north
