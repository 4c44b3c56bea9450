#include "engine/play/event_roll.hpp"

#include "engine/play/declared_effect.hpp"

namespace caisson {

const EventEntry* EventTable::entry_for(int result) const {
  for (const auto& e : entries)
    if (result >= e.low && result <= e.high) return &e;
  return nullptr;
}

namespace {

bool side_on_table(const Battle& b, Side s) {
  for (const Unit& u : b.units)
    if (u.side == s && u.present()) return true;
  return false;
}

// Why a result that has an entry does not happen now; empty when it does.
std::string_view why_not(Battle& b, const EventEntry& e, bool spent) {
  if (spent) return "already happened";
  if ((e.first_turn > 0 && b.turn < e.first_turn) || (e.last_turn > 0 && b.turn > e.last_turn)) return "no event";
  if (e.side && !side_on_table(b, *e.side)) return "no event";
  if (e.condition && !e.condition(b)) return "no event";
  return {};
}

// Entries that roll on another table may chain; a table rolling itself (directly or through
// others) would never end, so the chain stops at this depth.
constexpr int kMaxChain = 8;

int roll_on(Battle& b, const EventTable& table, std::vector<bool>& fired, int depth) {
  int result = b.dice.roll(table.dice, "events table");
  const EventEntry* e = table.entry_for(result);
  if (!e) {
    b.emit(EventRolled{result, -1, "no event", ""});
    return result;
  }
  auto index = static_cast<std::size_t>(e - table.entries.data());
  std::string_view skipped = why_not(b, *e, e->once && fired[index]);
  if (!skipped.empty()) {
    b.emit(EventRolled{result, -1, skipped, ""});
    return result;
  }
  b.emit(EventRolled{result, static_cast<int>(index), e->title, e->text});
  fired[index] = true;
  for (const auto& effect : e->effects) apply_effect(b, effect);
  if (e->effect) e->effect(b, HookArgs{});
  if (e->then_roll >= 0 && depth < kMaxChain && !b.outcome) {
    auto t = static_cast<std::size_t>(e->then_roll);
    roll_on(b, b.scenario->tables[t], b.table_fired[t], depth + 1);
  }
  return result;
}

}  // namespace

void roll_event_table(Battle& b) {
  if (b.scenario->events) roll_on(b, *b.scenario->events, b.event_fired, 0);
}

int roll_main_table(Battle& b) { return roll_on(b, b.scenario->events.value(), b.event_fired, 0); }

int roll_table(Battle& b, int table) {
  auto t = static_cast<std::size_t>(table);
  return roll_on(b, b.scenario->tables.at(t), b.table_fired.at(t), 0);
}

}  // namespace caisson
