#include "engine/persist/battle_save.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "engine/ai/built_in.hpp"
#include "engine/persist/save_file.hpp"
#include "engine/play/battle.hpp"

namespace caisson {

void capture_state(const Battle& b, BattleSave& save) {
  save.seed = b.seed;
  save.rules = std::string(b.rules->id());
  save.dice = b.dice.state();
  save.turn = b.turn;
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
  if (b.scenario->hooks.save_vars) save.vars = b.scenario->hooks.save_vars(b);
}

void restore_state(Battle& b, const BattleSave& save) {
  auto mismatch = [](std::string_view what, std::size_t saved, std::size_t now) {
    return SaveError(fmt::format("the save holds {} {} but its battle file describes {}: the save is damaged", saved,
                                 what, now));
  };
  if (save.units.size() != b.units.size()) throw mismatch("units", save.units.size(), b.units.size());
  // Acting brigadiers appointed during play follow the battle file's generals.
  if (save.commanders.size() < b.commanders.size())
    throw mismatch("generals", save.commanders.size(), b.commanders.size());
  if (save.orders.size() != b.oob.nodes().size()) throw mismatch("formations", save.orders.size(), b.oob.nodes().size());
  if (save.arrived_on.size() != b.arrived_on.size() || save.arrival_shift.size() != b.arrival_shift.size())
    throw mismatch("reinforcements", save.arrived_on.size(), b.arrived_on.size());
  if (save.event_fired.size() != b.event_fired.size())
    throw mismatch("event-table entries", save.event_fired.size(), b.event_fired.size());
  b.dice.restore(save.dice);
  b.turn = save.turn;
  b.active = save.active;
  b.units = save.units;
  for (auto& u : b.units)
    if (u.status != UnitStatus::waiting) b.place(u, u.position, u.facing);  // footprints are derived
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
  if (save.table_fired.size() != b.table_fired.size())
    throw mismatch("event tables", save.table_fired.size(), b.table_fired.size());
  for (std::size_t t = 0; t < save.table_fired.size(); ++t)
    if (save.table_fired[t].size() != b.table_fired[t].size())
      throw mismatch("event-table entries", save.table_fired[t].size(), b.table_fired[t].size());
  b.table_fired = save.table_fired;
  b.weather = save.weather;
  b.countdown = save.countdown;
  if (save.arrival_called.size() != b.arrival_called.size())
    throw mismatch("reinforcements", save.arrival_called.size(), b.arrival_called.size());
  b.arrival_called = save.arrival_called;
  b.arrived_on = save.arrived_on;
  b.arrival_shift = save.arrival_shift;
  if (save.announced_on.size() != b.announced_on.size() || save.holders.size() != b.holders.size() ||
      save.brigade_broken.size() != b.brigade_broken.size())
    throw mismatch("objectives or formations", save.holders.size(), b.holders.size());
  b.announced_on = save.announced_on;
  b.holders = save.holders;
  b.brigade_broken = save.brigade_broken;
  b.outcome = save.outcome;
  const auto names = built_in_commander_names();
  for (const std::string& name : save.built_in_commanders)
    if (std::find(names.begin(), names.end(), name) == names.end())
      throw SaveError(fmt::format("the save names a built-in commander '{}' that caisson does not have: the save is damaged", name));
  b.built_in_commanders = save.built_in_commanders;
  if (b.scenario->hooks.restore_vars) b.scenario->hooks.restore_vars(b, save.vars);
}

}  // namespace caisson
