#include "engine/persist/battle_save.hpp"

#include "engine/persist/save_checks.hpp"
#include "engine/persist/save_file.hpp"
#include "engine/play/battle.hpp"

namespace caisson {

void capture_state(const Battle& b, BattleSave& save) {
  save.seed = b.seed;
  save.rules = std::string(b.rules->id());
  save.dice = b.dice.state();
  save.turn = b.turn;
  save.turn_point = b.turn_point;
  save.rule_state = b.rule_state();
  save.active = b.active;
  save.units = b.units;
  save.commanders = b.commanders;
  save.orders.clear();
  for (const auto& n : b.oob.nodes()) save.orders.push_back({n.standing_order, n.objective, n.objective_point});
  save.couriers = b.couriers;
  save.refused = b.refused;
  save.event_fired = b.event_fired;
  save.table_fired = b.table_fired;
  save.weather = b.weather;
  save.countdown = b.countdown;
  save.arrival_called = b.arrival_called;
  save.arrived_on = b.arrived_on;
  save.arrival_shift = b.arrival_shift;
  save.announced_on = b.announced_on;
  save.holders = b.holders;
  save.brigade_broken = b.brigade_broken;
  save.outcome = b.outcome;
  save.built_in_commanders = b.built_in_commanders;
  save.brigade_plans = b.brigade_plans;
  if (b.scenario->hooks.save_vars) save.vars = b.scenario->hooks.save_vars(b);
}

void restore_state(Battle& b, const BattleSave& save) {
  check_save_fits(b, save);
  b.dice.restore(save.dice);
  b.turn = save.turn;
  b.turn_point = save.turn_point;
  b.phase = phase_just_played(b.rules->sequence(), b.turn_point);  // as the phase left it
  b.rule_state() = save.rule_state;
  b.active = save.active;
  b.units = save.units;
  for (auto& u : b.units)
    if (u.status != UnitStatus::waiting) b.put_back(u);
  b.commanders = save.commanders;
  // A formation answers to the last general appointed to it: an acting brigadier follows the file's.
  for (const Commander& c : b.commanders)
    if (c.commands != kNone) b.oob.node(c.commands).commander = c.id;
  for (std::size_t i = 0; i < save.orders.size(); ++i) {
    b.oob.nodes()[i].standing_order = save.orders[i].order;
    b.oob.nodes()[i].objective = save.orders[i].objective;
    b.oob.nodes()[i].objective_point = save.orders[i].point;
  }
  b.couriers = save.couriers;
  b.refused = save.refused;
  b.event_fired = save.event_fired;
  b.table_fired = save.table_fired;
  b.weather = save.weather;
  b.countdown = save.countdown;
  b.arrival_called = save.arrival_called;
  b.arrived_on = save.arrived_on;
  b.arrival_shift = save.arrival_shift;
  b.announced_on = save.announced_on;
  b.holders = save.holders;
  b.brigade_broken = save.brigade_broken;
  b.outcome = save.outcome;
  b.built_in_commanders = save.built_in_commanders;
  b.brigade_plans = save.brigade_plans;
  if (b.scenario->hooks.restore_vars) b.scenario->hooks.restore_vars(b, save.vars);
}

}  // namespace caisson
