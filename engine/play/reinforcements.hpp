#pragma once
// Bringing reinforcements on at the start of their side's player turn, as a column comes on: head
// first, each unit where it finds room near the entry, the rest following on later turns
// (docs/scripting.md); giving the scenario's scheduled orders and moving the side's couriers.
#include <optional>

#include "engine/play/battle.hpp"

namespace caisson {

void bring_on_reinforcements(Battle& b, Side side);
// The standard modifiers to a reinforcement's arrival roll, now (none when the battle turned them
// off), by cause, and their sum.
ArrivalModifiers arrival_modifiers(const Battle& b, const Reinforcement& r);
int arrival_modifier(const Battle& b, const Reinforcement& r);
void apply_scheduled_orders(Battle& b, Side side);

// Whether the head of reinforcement `index` would find no room to come on now (the rest of the
// battle as it stands, nothing moved): the unit in its way (kNone when only the table's edge is),
// or nullopt when it has room. `caisson check` asks it at set-up.
std::optional<UnitId> head_would_be_held(const Battle& b, std::size_t index);

// Where a reinforcement comes on: the end of its road nearest its side's edge, or its point.
Vec2 reinforcement_entry(const Battle& b, const Reinforcement& r);

// Hasten (negative) or delay (positive) a waiting formation's arrival; false if none is waiting.
bool shift_arrival(Battle& b, FormationId formation, int turns);
// An event calls a waiting formation on: it comes at its side's next player turn, without a
// roll or an announcement; false if none is waiting.
bool call_on_reinforcement(Battle& b, FormationId formation);

}  // namespace caisson
