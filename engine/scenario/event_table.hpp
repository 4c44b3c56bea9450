#pragma once
// A scenario's event table: rolled at the start of every turn, each result applied at once.
#include <string>
#include <vector>

#include "engine/dice/dice_expression.hpp"
#include "engine/scenario/declared_effect.hpp"
#include "engine/scenario/hooks.hpp"

namespace caisson {

struct EventEntry {
  int low = 0, high = 0;  // the results it covers, inclusive
  std::string title;
  std::string text;
  bool once = false;
  int first_turn = 0, last_turn = 0;  // 0: no limit
  std::optional<Side> side;            // the side it concerns: it happens only while that side has troops on the table
  std::function<bool(Battle&)> condition;  // none: always
  HookFn effect;                       // a Lua effect; may be empty ("All quiet")
  std::vector<DeclaredEffect> effects; // declarative effects, applied before `effect`
  int then_roll = -1;                  // a table of Scenario::tables rolled next; -1 none
  int source_line = 0;
};

struct EventTable {
  std::string name;
  DiceExpression dice = DiceExpression::parse("2d6");
  std::vector<EventEntry> entries;
  std::string source_file;
  int source_line = 0;

  const EventEntry* entry_for(int result) const;
};

}  // namespace caisson
