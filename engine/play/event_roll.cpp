#include "engine/play/event_roll.hpp"

namespace caisson {

const EventEntry* EventTable::entry_for(int result) const {
  for (const auto& e : entries)
    if (result >= e.low && result <= e.high) return &e;
  return nullptr;
}

int roll_on(Battle& b, const EventTable& table, std::vector<bool>* fired) {
  int result = b.dice.roll(table.dice, "events table");
  const EventEntry* e = table.entry_for(result);
  int index = e ? static_cast<int>(e - table.entries.data()) : -1;
  bool spent = e && e->once && fired && (*fired)[static_cast<std::size_t>(index)];
  bool outside_window = e && ((e->first_turn > 0 && b.turn < e->first_turn) || (e->last_turn > 0 && b.turn > e->last_turn));
  if (!e || spent || outside_window) {
    b.emit(EventRolled{result, -1, spent ? "already happened" : "no event", ""});
    return result;
  }
  b.emit(EventRolled{result, index, e->title, e->text});
  if (fired) (*fired)[static_cast<std::size_t>(index)] = true;
  if (e->effect) e->effect(b, HookArgs{});
  return result;
}

void roll_event_table(Battle& b) {
  if (b.scenario->events) roll_on(b, *b.scenario->events, &b.event_fired);
}

}  // namespace caisson
