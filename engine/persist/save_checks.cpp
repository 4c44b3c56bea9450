#include "engine/persist/save_checks.hpp"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "engine/ai/built_in.hpp"
#include "engine/dice/dice.hpp"
#include "engine/persist/save_error.hpp"
#include "engine/play/battle.hpp"
#include "engine/rules/rule_state.hpp"
#include "engine/rules/ruleset.hpp"

namespace caisson {
namespace {

// Throws the refusal for one field: "<what> is damaged: units[3] (5th Massachusetts): side is 61 (0 or 1)".
class SavedFieldChecker {
 public:
  explicit SavedFieldChecker(const std::string& what) : what_(what) {}

  void at(std::string where) { where_ = std::move(where); }

  [[noreturn]] void refuse(const std::string& problem) const {
    throw SaveError(fmt::format("{} is damaged: {}{}", what_, where_.empty() ? "" : where_ + ": ", problem));
  }

  void whole(std::string_view field, long long value, long long lo, long long hi) const {
    if (value < lo || value > hi) refuse(fmt::format("{} is {} ({} to {})", field, value, lo, hi));
  }
  void side(std::string_view field, long long value) const {
    if (value != 0 && value != 1) refuse(fmt::format("{} is {} (0 or 1)", field, value));
  }
  template <class Enum>
  void word(std::string_view field, Enum value, std::size_t how_many) const {
    const auto n = static_cast<std::size_t>(value);
    if (n >= how_many) refuse(fmt::format("{} is {}, which names nothing (0 to {})", field, n, how_many - 1));
  }
  void place(std::string_view field, Vec2 p) const {
    for (double c : {p.x, p.y}) {
      if (!std::isfinite(c)) refuse(fmt::format("{} is not a finite number", field));
      if (std::abs(c) > kMaxSavedCoordinate)
        refuse(fmt::format("{} lies {:g} inches off (at most {:g})", field, std::abs(c), kMaxSavedCoordinate));
    }
  }
  void size(std::string_view field, double inches) const {
    if (!std::isfinite(inches) || inches < 0 || inches > kMaxSavedCoordinate)
      refuse(fmt::format("{} is not a size in inches (0 to {:g})", field, kMaxSavedCoordinate));
  }
  void angle(std::string_view field, double degrees) const {
    if (!std::isfinite(degrees)) refuse(fmt::format("{} is not a finite number", field));
    if (std::abs(degrees) > 1e6) refuse(fmt::format("{} is {:g} degrees", field, degrees));
  }
  void turn(std::string_view field, long long value) const { whole(field, value, 0, kMaxSavedTurn); }

 private:
  const std::string& what_;
  std::string where_;
};

std::string saved_entry_name(std::string_view list, std::size_t i, const std::string& name) {
  return name.empty() ? fmt::format("{}[{}]", list, i) : fmt::format("{}[{}] ({})", list, i, name);
}

void check_saved_units(SavedFieldChecker& c, const std::vector<Unit>& units) {
  for (std::size_t i = 0; i < units.size(); ++i) {
    const Unit& u = units[i];
    c.at(saved_entry_name("units", i, u.name));
    c.whole("id", u.id, static_cast<long long>(i), static_cast<long long>(i));
    c.side("side", u.side);
    c.whole("brigade", u.brigade, kNone, kMaxSavedStands);
    c.word("arm", u.arm, kArmNames.size());
    c.word("quality", u.quality, kQualityNames.size());
    c.word("weapon", u.weapon, kWeaponNames.size());
    c.word("formation", u.formation, kFormationNames.size());
    c.word("status", u.status, 4);
    c.whole("stands", u.stands, 0, kMaxSavedStands);
    c.whole("stands_at_start", u.stands_at_start, 0, kMaxSavedStands);
    c.whole("hits", u.hits, 0, kMaxSavedStands);
    c.place("position", u.position);
    c.angle("facing", u.facing);
    c.place("footprint.center", u.footprint.center);
    c.size("footprint.width", u.footprint.width);
    c.size("footprint.depth", u.footprint.depth);
    c.angle("footprint.facing", u.footprint.facing);
    c.whole("charged_on_turn", u.charged_on_turn, -kMaxSavedTurn, kMaxSavedTurn);
    c.turn("left_on_turn", u.left_on_turn);
  }
}

void check_saved_commanders(SavedFieldChecker& c, const std::vector<Commander>& commanders) {
  for (std::size_t i = 0; i < commanders.size(); ++i) {
    const Commander& g = commanders[i];
    c.at(saved_entry_name("commanders", i, g.name));
    c.whole("id", g.id, static_cast<long long>(i), static_cast<long long>(i));
    c.side("side", g.side);
    c.whole("commands", g.commands, kNone, kMaxSavedStands);
    c.word("quality", g.quality, kQualityNames.size());
    c.place("position", g.position);
    c.turn("fell_on_turn", g.fell_on_turn);
  }
}

void check_saved_couriers(SavedFieldChecker& c, const std::vector<Courier>& couriers) {
  for (std::size_t i = 0; i < couriers.size(); ++i) {
    const Courier& r = couriers[i];
    c.at(fmt::format("couriers[{}]", i));
    c.whole("id", r.id, static_cast<long long>(i) + 1, static_cast<long long>(i) + 1);
    c.side("side", r.side);
    c.whole("order.to", r.order.to, 0, kMaxSavedStands);
    c.whole("order.from", r.order.from, kNone, kMaxSavedStands);
    if (r.order.point) c.place("order.point", *r.order.point);
    c.place("position", r.position);
    c.whole("rides", r.rides, 0, 10 * kMaxSavedTurn);
    c.turn("issued_on_turn", r.issued_on_turn);
    c.turn("settled_on_turn", r.settled_on_turn);
    c.word("state", r.state, 5);
  }
}

void check_saved_schedule(SavedFieldChecker& c, const BattleSave& s) {
  c.at("");
  for (std::size_t i = 0; i < s.orders.size(); ++i)
    if (s.orders[i].point) c.place(fmt::format("orders[{}].point", i), *s.orders[i].point);
  for (Side side : {0, 1}) c.whole(fmt::format("refused[{}]", side), s.refused[side], 0, 1LL << 40);
  for (std::size_t i = 0; i < s.arrived_on.size(); ++i) c.turn(fmt::format("arrived_on[{}]", i), s.arrived_on[i]);
  for (std::size_t i = 0; i < s.announced_on.size(); ++i) c.turn(fmt::format("announced_on[{}]", i), s.announced_on[i]);
  for (std::size_t i = 0; i < s.arrival_shift.size(); ++i)
    c.whole(fmt::format("arrival_shift[{}]", i), s.arrival_shift[i], -kMaxSavedTurn, kMaxSavedTurn);
  for (std::size_t i = 0; i < s.holders.size(); ++i) c.whole(fmt::format("holders[{}]", i), s.holders[i], -1, 1);
  c.whole("countdown", s.countdown, 0, 1000000);
  if (s.outcome) {
    c.whole("outcome.winner", s.outcome->winner, -1, 1);
    c.word("outcome.level", s.outcome->level, 4);
    c.turn("outcome.turn", s.outcome->turn);
  }
}

void check_saved_turn_point(SavedFieldChecker& c, const BattleSave& s) {
  c.at("turn_point");
  const TurnPoint& t = s.turn_point;
  c.word("stage", t.stage, 4);
  c.whole("player", t.player, 0, 1);
  c.whole("phases", t.phases, 0, kMaxSavedPhases);
  c.whole("played", t.played, 0, kMaxSavedPhases);
  c.side("first", t.first);
  if (t.stage != TurnStage::between_turns && s.turn == 0) c.refuse("it stands within a turn, but no turn has begun");
}

// The rule system's own state, against the save's own units, formations and generals.
void check_saved_rule_state(SavedFieldChecker& c, const BattleSave& s) {
  c.at("");
  const StateBounds bounds{s.units.size(), s.orders.size(), s.commanders.size()};
  if (auto why = rule_state_problem(s.rule_state, s.rules, bounds)) c.refuse(fmt::format("rule_state: {}", *why));
}

// The brigade commander's plans: one entry per formation (or none yet), each naming units and
// places the battle has.
void check_saved_brigade_plans(SavedFieldChecker& c, const BattleSave& s) {
  const BrigadePlans& m = s.brigade_plans;
  c.at("brigade_plans");
  const std::size_t n = m.plans.size();
  if (m.planned_on.size() != n || m.seen_centre.size() != n || (n != 0 && n != s.orders.size()))
    c.refuse(fmt::format("it holds {} plans, {} turns and {} centres for {} formations", n, m.planned_on.size(),
                         m.seen_centre.size(), s.orders.size()));
  const auto units = static_cast<long long>(s.units.size());
  for (std::size_t i = 0; i < n; ++i) {
    const BrigadePlan& p = m.plans[i];
    c.at(fmt::format("brigade_plans.plans[{}]", i));
    if (p.id != kNone && p.id != static_cast<long long>(i)) c.refuse(fmt::format("id is {}, not {}", p.id, i));
    c.word("order", p.order, 4);
    c.word("posture", p.posture, static_cast<std::size_t>(kLastPosture) + 1);
    if (p.goal) c.place("goal", *p.goal);
    c.whole("foe", p.foe, kNone, units - 1);
    c.whole("occupier", p.occupier, kNone, units - 1);
    if (!std::isfinite(p.odds) || p.odds < 0) c.refuse("odds is not a number of 0 or more");
    c.place("line_centre", p.line_centre);
    c.place("line_front", p.line_front);
    c.size("objective_radius", p.objective_radius);
    c.at(fmt::format("brigade_plans.planned_on[{}]", i));
    c.whole("turn", m.planned_on[i], 0, s.turn);
    c.at(fmt::format("brigade_plans.seen_centre[{}]", i));
    c.place("centre", m.seen_centre[i]);
  }
}

}  // namespace

void check_battle_save(const BattleSave& s, const std::string& what) {
  SavedFieldChecker c(what);
  const auto ids = ruleset_ids();
  if (std::find(ids.begin(), ids.end(), s.rules) == ids.end())
    c.refuse(fmt::format("rules is '{}', not a rule system caisson has ({})", s.rules.substr(0, 40), fmt::join(ids, ", ")));
  try {
    Dice().restore(s.dice);
  } catch (const std::exception&) {
    c.refuse("dice: the dice's saved state is not one the generator can take");
  }
  c.turn("turn", s.turn);
  c.side("active", s.active);
  for (const std::string& name : s.built_in_commanders) {
    if (name == kRetiredCommander) throw SaveError(played_by_retired_commander(what));
    if (!is_built_in_commander(name))
      c.refuse(fmt::format("built_in_commanders names '{}', a built-in commander caisson does not have", name.substr(0, 40)));
  }
  check_saved_units(c, s.units);
  check_saved_commanders(c, s.commanders);
  check_saved_couriers(c, s.couriers);
  check_saved_schedule(c, s);
  check_saved_turn_point(c, s);
  check_saved_rule_state(c, s);
  check_saved_brigade_plans(c, s);
}

void check_save_fits(const Battle& b, const BattleSave& s) {
  auto mismatch = [](std::string_view what, std::size_t saved, std::size_t now) {
    return SaveError(fmt::format("the save holds {} {} but its battle file describes {}: the save is damaged", saved,
                                 what, now));
  };
  auto out_of = [](const std::string& where, std::string_view field, long long value, std::size_t count, std::string_view of) {
    return SaveError(fmt::format("{}: {} is {}, but the battle has {} {} (0 to {}): the save is damaged", where, field, value,
                                 count, of, static_cast<long long>(count) - 1));
  };
  if (s.units.size() != b.units.size()) throw mismatch("units", s.units.size(), b.units.size());
  // Acting brigadiers appointed during play follow the battle file's generals.
  if (s.commanders.size() < b.commanders.size()) throw mismatch("generals", s.commanders.size(), b.commanders.size());
  const std::size_t formations = b.oob.nodes().size();
  if (s.orders.size() != formations) throw mismatch("formations", s.orders.size(), formations);
  if (s.arrived_on.size() != b.arrived_on.size() || s.arrival_shift.size() != b.arrival_shift.size() ||
      s.announced_on.size() != b.announced_on.size() || s.arrival_called.size() != b.arrival_called.size())
    throw mismatch("reinforcements", s.arrived_on.size(), b.arrived_on.size());
  if (s.event_fired.size() != b.event_fired.size())
    throw mismatch("event-table entries", s.event_fired.size(), b.event_fired.size());
  if (s.table_fired.size() != b.table_fired.size()) throw mismatch("event tables", s.table_fired.size(), b.table_fired.size());
  for (std::size_t t = 0; t < s.table_fired.size(); ++t)
    if (s.table_fired[t].size() != b.table_fired[t].size())
      throw mismatch("event-table entries", s.table_fired[t].size(), b.table_fired[t].size());
  if (s.holders.size() != b.holders.size()) throw mismatch("objectives", s.holders.size(), b.holders.size());
  if (s.brigade_broken.size() != b.brigade_broken.size()) throw mismatch("formations", s.brigade_broken.size(), b.brigade_broken.size());
  const int turns = b.scenario->turns;
  if (s.turn > turns)
    throw SaveError(fmt::format("the save stands after turn {} but its battle lasts {} turns: the save is damaged", s.turn, turns));
  const auto stage = phases_of(b.rules->sequence(), s.turn_point.stage);
  if (static_cast<std::size_t>(s.turn_point.phases) > stage.size())
    throw SaveError(fmt::format("the save stands after phase {} of a part of the turn that has {} under {}: the save is damaged",
                                s.turn_point.phases, stage.size(), b.rules->id()));
  if (s.outcome && s.outcome->turn > turns)
    throw SaveError(fmt::format("the save's battle ended on turn {} but lasts {} turns: the save is damaged", s.outcome->turn, turns));
  for (std::size_t i = 0; i < s.units.size(); ++i)
    if (s.units[i].brigade >= static_cast<long long>(formations))
      throw out_of(saved_entry_name("units", i, s.units[i].name), "brigade", s.units[i].brigade, formations, "formations");
  for (std::size_t i = 0; i < s.commanders.size(); ++i)
    if (s.commanders[i].commands >= static_cast<long long>(formations))
      throw out_of(saved_entry_name("commanders", i, s.commanders[i].name), "commands", s.commanders[i].commands, formations, "formations");
  for (std::size_t i = 0; i < s.couriers.size(); ++i) {
    const Order& o = s.couriers[i].order;
    const std::string where = fmt::format("couriers[{}]", i);
    if (o.to >= static_cast<long long>(formations)) throw out_of(where, "order.to", o.to, formations, "formations");
    if (o.from >= static_cast<long long>(s.commanders.size()))
      throw out_of(where, "order.from", o.from, s.commanders.size(), "generals");
  }
}

}  // namespace caisson
